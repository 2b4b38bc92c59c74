// @vitest-environment node
import { describe, expect, it } from "vitest";
import { normalizePageUrl } from "./page-url";

describe("route guard rule 2: URL normalisation", () => {
  it("turns a second question mark into an ampersand", () => {
    expect(normalizePageUrl("/search?q=sofa?color=red")).toBe("/search?q=sofa&color=red");
    expect(normalizePageUrl("/a?b=1?c=2?d=3")).toBe("/a?b=1&c=2&d=3");
  });

  it("removes a leading /index.php", () => {
    expect(normalizePageUrl("/index.php/furniture.html")).toBe("/furniture.html");
    expect(normalizePageUrl("/index.php")).toBe("/");
    expect(normalizePageUrl("/index.php?q=1?r=2")).toBe("/?q=1&r=2");
  });

  it("leaves clean URLs and look-alikes alone", () => {
    expect(normalizePageUrl("/search?q=sofa&color=red")).toBeNull();
    expect(normalizePageUrl("/index.phpx")).toBeNull();
    expect(normalizePageUrl("/docs/index.php")).toBeNull();
  });
});
