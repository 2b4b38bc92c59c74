import { describe, expect, it } from "vitest";
import { hrefWithPiid, readPiid } from "./piid-url";

describe("piid in the product page URL", () => {
  it("reads a positive whole piid and ignores anything else", () => {
    expect(readPiid(new URL("http://x/a.html?piid=100059"))).toBe(100059);
    for (const q of ["", "?piid=", "?piid=0", "?piid=-3", "?piid=abc", "?piid=1.5", "?piid=12345678901"]) {
      expect(readPiid(new URL(`http://x/a.html${q}`))).toBeUndefined();
    }
  });

  it("builds variant links that keep the rest of the query and the hash", () => {
    expect(hrefWithPiid("/sofa.html?position=reviews", 7)).toBe("/sofa.html?position=reviews&piid=7");
    expect(hrefWithPiid("/sofa.html?piid=3", 7)).toBe("/sofa.html?piid=7");
    expect(hrefWithPiid("http://shop.test/product/sofa.html#specs", 7)).toBe(
      "/product/sofa.html?piid=7#specs",
    );
  });
});
