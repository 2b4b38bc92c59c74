import { describe, expect, it } from "vitest";
import {
  onlyQuickViewChanged,
  quickViewRequest,
  readPopid,
  readQuickViewPiid,
  searchWithoutPopid,
  searchWithPopid,
} from "./popid-url";

const params = (s: string) => new URLSearchParams(s);

describe("quick view address", () => {
  it("reads popid and piid as positive ids only", () => {
    expect(readPopid(params("popid=12"))).toBe(12);
    expect(readPopid(params(""))).toBeUndefined();
    for (const bad of ["0", "-3", "1.5", "abc", "12x", "1234567890", ""])
      expect(readPopid(params(`popid=${encodeURIComponent(bad)}`))).toBeUndefined();
    expect(readQuickViewPiid(params("popid=3&piid=44"))).toBe(44);
    expect(readQuickViewPiid(params("popid=3&piid=x"))).toBeUndefined();
  });

  it("opens on a product keeping the listing's query and dropping another product's piid", () => {
    expect(searchWithPopid("?sort=price_asc&page=2", 7)).toBe("?sort=price_asc&page=2&popid=7");
    expect(searchWithPopid("?popid=3&piid=9&q=sofa", 7)).toBe("?popid=7&q=sofa");
    expect(searchWithPopid("", 7)).toBe("?popid=7");
  });

  it("closes by removing popid and piid only", () => {
    expect(searchWithoutPopid("?q=sofa&popid=7&piid=9&page=2")).toBe("?q=sofa&page=2");
    expect(searchWithoutPopid("?popid=7")).toBe("");
  });

  it("asks the API for the product with the piid when one is given", () => {
    expect(quickViewRequest(7, 9)).toEqual({ path: "/api/product/7", query: { piid: 9 } });
    expect(quickViewRequest(7, undefined)).toEqual({ path: "/api/product/7" });
  });

  it("tells quick-view-only address changes from real listing changes", () => {
    const u = (s: string) => new URL(s, "http://store.test");
    expect(onlyQuickViewChanged(u("/sofas.html?sort=new"), u("/sofas.html?sort=new&popid=3"))).toBe(true);
    expect(onlyQuickViewChanged(u("/sofas.html?popid=3&piid=4"), u("/sofas.html"))).toBe(true);
    expect(onlyQuickViewChanged(u("/sofas.html?popid=3"), u("/sofas.html?popid=3&page=2"))).toBe(false);
    expect(onlyQuickViewChanged(u("/sofas.html?popid=3"), u("/beds.html?popid=3"))).toBe(false);
  });
});
