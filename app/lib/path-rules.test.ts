// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isAssetLikePath } from "./path-rules";

describe("route guard rule 4: asset-like paths go to the Error route", () => {
  it.each(["/a.png", "/x/y.JPG", "/f.woff2", "/clip.mp4", "/font.ttf", "/i.webp", "/v.webm"])(
    "%s is asset-like",
    (p) => {
      expect(isAssetLikePath(p)).toBe(true);
    },
  );
  it("matches a slash followed by 3F and ten characters", () => {
    expect(isAssetLikePath("/3Fabcdefghij")).toBe(true);
    expect(isAssetLikePath("/furniture/3F0123456789xyz")).toBe(true);
  });
  it.each(["/furniture.html", "/about-us", "/3Fshort", "/sofa-png.html"])("%s is a page path", (p) => {
    expect(isAssetLikePath(p)).toBe(false);
  });
});
