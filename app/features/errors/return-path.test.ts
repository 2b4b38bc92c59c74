// @vitest-environment node
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

const origin = "https://shop.example";

describe("safeReturnPath", () => {
  it("returns to a path on this site", () => {
    expect(safeReturnPath(["/furniture.html?p=2"], origin)).toBe("/furniture.html?p=2");
    expect(safeReturnPath([null, "https://shop.example/search?q=rug"], origin)).toBe("/search?q=rug");
  });

  it("never links to another site", () => {
    expect(safeReturnPath(["https://evil.example/", "//evil.example/x"], origin)).toBe("/");
    expect(safeReturnPath(["javascript:alert(1)"], origin)).toBe("/");
    expect(safeReturnPath(["/\\evil.example"], origin)).toBe("/");
  });

  it("does not loop back to the oops page and defaults to home", () => {
    expect(safeReturnPath(["/oops.html"], origin)).toBe("/");
    expect(safeReturnPath([], origin)).toBe("/");
    expect(safeReturnPath([""], origin)).toBe("/");
  });
});
