import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-path";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/")).toBe("/");
    expect(safeRedirect("/customer/account/home")).toBe("/customer/account/home");
    expect(safeRedirect("/harlow-sofa-1.html?piid=3#reviews")).toBe("/harlow-sofa-1.html?piid=3#reviews");
    expect(safeRedirect("/search?q=red%20sofa&page=2")).toBe("/search?q=red%20sofa&page=2");
    // Encoded characters in the query are data, not a destination.
    expect(safeRedirect("/search?q=%2F%2Fevil.com")).toBe("/search?q=%2F%2Fevil.com");
  });

  it("keeps a raw // in the query and a first segment that merely looks like a scheme", () => {
    expect(safeRedirect("/a/b.html?q=//x")).toBe("/a/b.html?q=//x");
    expect(safeRedirect("/javascript:alert(1)")).toBe("/javascript:alert(1)");
  });

  it("refuses a leading tab before //", () => {
    expect(safeRedirect("\t//evil.com")).toBeNull();
  });

  it("normalises dot segments", () => {
    expect(safeRedirect("/a/../b")).toBe("/b");
    expect(safeRedirect("/../../etc")).toBe("/etc");
  });

  it("refuses nothing-there values", () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect("")).toBeNull();
    expect(safeRedirect(`/${"a".repeat(2001)}`)).toBeNull();
  });

  it("refuses absolute and scheme URLs", () => {
    for (const v of [
      "https://evil.com",
      "http://evil.com/customer/account/home",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "mailto:a@b.c",
      "evil.com",
      "customer/account/home",
      "?redirect=/",
      "#top",
    ]) {
      expect(safeRedirect(v), v).toBeNull();
    }
  });

  it("refuses protocol-relative and backslash tricks", () => {
    for (const v of ["//evil.com", "///evil.com", "/\\evil.com", "\\\\evil.com", "/\\/evil.com", "/a\\b"]) {
      expect(safeRedirect(v), v).toBeNull();
    }
  });

  it("refuses control characters and whitespace that browsers strip", () => {
    for (const v of [
      "/\t/evil.com",
      "/\n/evil.com",
      "/\r\n/evil.com",
      "/ /evil.com",
      "/\u0000x",
      "/x\u007f",
    ]) {
      expect(safeRedirect(v), JSON.stringify(v)).toBeNull();
    }
  });

  it("refuses the same tricks percent-encoded, once or twice", () => {
    for (const v of [
      "/%2F%2Fevil.com",
      "/%2f/evil.com",
      "/%5Cevil.com",
      "/%5C%5Cevil.com",
      "/%09/evil.com",
      "/%0A/evil.com",
      "/%252F%252Fevil.com",
      "/%25252F%25252Fevil.com",
      "/%E0%A4%A", // broken encoding
    ]) {
      expect(safeRedirect(v), v).toBeNull();
    }
  });

  it("refuses paths that only turn off-site once normalised", () => {
    expect(safeRedirect("/..//evil.com")).toBeNull();
    expect(safeRedirect("/%2e%2e//evil.com")).toBeNull();
    expect(safeRedirect("/./..//evil.com?x=1")).toBeNull();
  });
});
