import { describe, expect, it } from "vitest";
import {
  clearFilters,
  listHref,
  pageCount,
  paginationItems,
  readListState,
  resultSummary,
  toggleFilter,
} from "./list-url";

const pages = (current: number, last: number) =>
  paginationItems(current, last).map((i) => (i.kind === "gap" ? "…" : i.page));

describe("listing URL state", () => {
  it("reads page and sort from the URL", () => {
    expect(readListState(new URL("http://x/furniture.html?page=3&sort=price_asc"))).toEqual({
      page: 3,
      sort: "price_asc",
      filters: {},
    });
  });

  it("falls back to page 1 and the default sort for anything malformed", () => {
    for (const q of [
      "page=0",
      "page=-2",
      "page=abc",
      "page=1.5",
      "page=99999999",
      "sort=bogus",
      "sort=position",
    ]) {
      expect(readListState(new URL(`http://x/a.html?${q}`))).toEqual({
        page: 1,
        sort: "relevance",
        filters: {},
      });
    }
  });

  it("leaves defaults out of links so page 1 is the bare category path", () => {
    expect(listHref("/furniture.html", { page: 1, sort: "relevance" })).toBe("/furniture.html");
    expect(listHref("/furniture.html", { page: 2, sort: "relevance" })).toBe("/furniture.html?page=2");
    expect(listHref("/furniture.html", { page: 2, sort: "newest" })).toBe(
      "/furniture.html?sort=newest&page=2",
    );
  });

  it("reads facet values from repeated and comma-separated parameters", () => {
    const state = readListState(
      new URL("http://x/a.html?color=Black,White&color=Black&color=&price=50-100&in_stock=1&utm_source=x"),
    );
    expect(state.filters).toEqual({ color: ["Black", "White"], price: ["50-100"], in_stock: ["1"] });
  });

  it("writes facets as repeated keys, and filter changes go back to page 1", () => {
    const state = { page: 3, sort: "newest" as const, filters: { color: ["Black"], rating: ["4"] } };
    expect(listHref("/a.html", state)).toBe("/a.html?color=Black&rating=4&sort=newest&page=3");
    expect(listHref("/a.html", toggleFilter(state, "color", "Dark Gray", true))).toBe(
      "/a.html?color=Black&color=Dark+Gray&rating=4&sort=newest",
    );
    expect(listHref("/a.html", toggleFilter(state, "color", "Black", true))).toBe(
      "/a.html?rating=4&sort=newest",
    );
    // One-choice facets replace their value.
    expect(listHref("/a.html", toggleFilter(state, "rating", "3", false))).toBe(
      "/a.html?color=Black&rating=3&sort=newest",
    );
    expect(listHref("/a.html", clearFilters(state))).toBe("/a.html?sort=newest");
  });

  it("shows first, last, the current page and its neighbours, with gaps", () => {
    expect(pages(1, 1)).toEqual([]);
    expect(pages(1, 3)).toEqual([1, 2, 3]);
    expect(pages(5, 10)).toEqual([1, "…", 4, 5, 6, "…", 10]);
    expect(pages(1, 10)).toEqual([1, 2, "…", 10]);
    // A gap would hide only page 2: the page is shown instead.
    expect(pages(4, 10)).toEqual([1, 2, 3, 4, 5, "…", 10]);
  });

  it("counts pages and summarises the results", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(49, 24)).toBe(3);
    expect(resultSummary(80, 2, 24, 24)).toBe("Showing 25–48 of 80 products");
    expect(resultSummary(1, 1, 24, 1)).toBe("Showing 1–1 of 1 product");
    expect(resultSummary(1200, 50, 24, 0)).toBe("1,200 products");
  });
});
