import { describe, expect, it } from "vitest";
import { safeRedirect, safeRedirectFromUrl } from "./safe-path";

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

  // The hostile forms of issue 15 §8, each written out: every one must be refused.
  it("refuses every hostile form of the redirect list", () => {
    const hostile = [
      "//x",
      "/\\x",
      "/..//x",
      "%2F%2Fx",
      "/%2F%2Fx",
      "https:x",
      "https:/x",
      "https://x",
      "http:x",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "vbscript:x",
      "data:,x",
      "/\t/x",
      "/\n/x",
      "/\r/x",
      "/\t\t//x",
      "\n//x",
      "//\tx",
      "/%5Cx",
      "/%5cx",
      "\\\\x",
      "\\x",
      "/./\\x",
      "/.\\x",
      "/..\\x",
      "/a/..//x",
      "/a/b/../..//x",
      "/%2e%2e//x",
      "/%2E%2E//x",
      "/.%2e//x",
      "/%2e.//x",
      "/%2e%2e%2f%2fx",
      "/%2e%2e%2F/x",
      "/..%2F/x",
      "/..%2f%2fx",
      "/%252e%252e//x",
      "/%252F%252Fx",
      "/%2F/x",
      "/%09/x",
      "/%0d%0a/x",
      "/%00/x",
      "/\u0000//x",
      // Unicode lookalikes of "/", "\\" and "." (and what NFKC folds into them).
      "\uff0f\uff0fx",
      "/\uff0f/x",
      "/\uff0fx",
      "/\uff3cx",
      "/\ufe68x",
      "/\u2044\u2044x",
      "/\u2215\u2215x",
      "/\u29f8x",
      "/\uff0e\uff0e//x",
      "/\u3002\u3002//x",
      "/%EF%BC%8F%EF%BC%8Fx",
      "/%EF%BC%8E%EF%BC%8E//x",
      // Invisible and odd whitespace.
      "/\u200b/x",
      "/\u2028/x",
      "/\u00a0//x",
      "\u3000//x",
      "/\ufeff/x",
      "/\u202e/x",
      // Not a path at all.
      "x",
      "x.com",
      "@x.com",
      ".//x",
      "../x",
      "",
    ];
    for (const v of hostile) expect(safeRedirect(v), JSON.stringify(v)).toBeNull();
  });

  it("still keeps harmless paths that merely look odd", () => {
    expect(safeRedirect("/..")).toBe("/");
    expect(safeRedirect("/@x")).toBe("/@x");
    expect(safeRedirect("/a;//x")).toBe("/a;//x");
    expect(safeRedirect("/a/./b")).toBe("/a/b");
  });
});

describe("safeRedirectFromUrl (a Referer)", () => {
  const origin = "https://shop.example";
  it("takes the path of a URL on this site through the same rule", () => {
    expect(safeRedirectFromUrl("https://shop.example/search?q=rug", origin)).toBe("/search?q=rug");
    expect(safeRedirectFromUrl("https://shop.example/..//evil.com", origin)).toBeNull();
    expect(safeRedirectFromUrl("https://shop.example/%2F%2Fevil.com", origin)).toBeNull();
  });
  it("refuses another origin and what is not a URL", () => {
    expect(safeRedirectFromUrl("https://evil.com/", origin)).toBeNull();
    expect(safeRedirectFromUrl("http://shop.example/", origin)).toBeNull();
    expect(safeRedirectFromUrl("/relative", origin)).toBeNull();
    expect(safeRedirectFromUrl(null, origin)).toBeNull();
  });
});
