// @vitest-environment node
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

const origin = "https://shop.example";

describe("safeReturnPath", () => {
  it("returns to a path on this site", () => {
    expect(safeReturnPath("/furniture.html?p=2", null, origin)).toBe("/furniture.html?p=2");
    expect(safeReturnPath(null, "https://shop.example/search?q=rug", origin)).toBe("/search?q=rug");
  });

  it("never links to another site", () => {
    expect(safeReturnPath("https://evil.example/", "//evil.example/x", origin)).toBe("/");
    expect(safeReturnPath("javascript:alert(1)", null, origin)).toBe("/");
    expect(safeReturnPath("/\\evil.example", null, origin)).toBe("/");
    // Issue 15 §8: the dot segment resolved to "//evil.com", a link out.
    expect(safeReturnPath("/..//evil.com", null, origin)).toBe("/");
    expect(safeReturnPath("/%2e%2e%2f%2fevil.com", null, origin)).toBe("/");
    expect(safeReturnPath(null, "https://shop.example/..//evil.com", origin)).toBe("/");
    expect(safeReturnPath(null, "https://evil.example/", origin)).toBe("/");
  });

  it("a hostile redirect falls back to the referring page", () => {
    expect(safeReturnPath("//evil.com", "https://shop.example/cart", origin)).toBe("/cart");
  });

  it("does not loop back to the oops page and defaults to home", () => {
    expect(safeReturnPath("/oops.html", null, origin)).toBe("/");
    expect(safeReturnPath("/oops.html?redirect=/", null, origin)).toBe("/");
    expect(safeReturnPath(null, null, origin)).toBe("/");
    expect(safeReturnPath("", "", origin)).toBe("/");
  });
});
