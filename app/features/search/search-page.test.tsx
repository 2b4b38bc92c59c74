import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallResult } from "../../../contract/call";
import type { homeData, popularKeywords } from "../../../contract/site";
import { resultOf } from "../../../tests/helpers/call-json";
import { tagsWith } from "../../../tests/helpers/html-tags";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { meta } from "../../routes/search";
import { SearchPage } from "./search-page";
import type { SearchPageData, SearchResults } from "./search-types";
import { readSearchState } from "./search-url";

// The page rendered on the server from real API answers over the seeded demo catalog.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 60 });
}, 120_000);
afterAll(() => t?.close());

const search = (query: string) => resultOf<SearchResults>(t.app, `/api/search?${query}`);

describe("SearchPage", () => {
  it("renders results with their count, the sort form and page links", async () => {
    const results = await search("q=chair&page_size=2&page=2&sort=newest");
    expect(results.total).toBeGreaterThan(4);
    const html = await renderInRouter(
      <SearchPage data={{ q: "chair", exact: false, results, popular: [], bestsellers: [] }} />,
      { url: "/search?q=chair&page=2&sort=newest" },
    );
    expect(html).toContain("Search results for “chair”");
    expect(html).toMatch(/Showing 3–4 of \d+ products/);
    expect(html).toContain('<input type="hidden" name="q" value="chair"/>');
    expect(html).toContain('<option value="newest" selected="">Newest</option>');
    expect(html).toContain('href="/search?q=chair&amp;sort=newest&amp;page=3"');
    for (const item of results.items) expect(html).toContain(item.name);
    // The listing's facets, keeping the query in every form and link.
    // One facet form (the shared listing panel), with the mobile "Filters" toggle in front of it.
    expect(tagsWith(html, "form", { "aria-label": "Filter products", action: "/search" })).toHaveLength(1);
    expect(tagsWith(html, "input", { id: "filters-toggle", "aria-controls": "filters-panel" })).toHaveLength(
      1,
    );
    expect(html).toMatch(
      /<form[^>]*action="\/search"[^>]*>[\s\S]*?<input type="hidden" name="q" value="chair"\/>/,
    );
  });

  it("filters results by a facet and keeps the query in the chip links", async () => {
    const results = await search("q=chair&in_stock=1");
    expect(results.filters.in_stock).toBe(true);
    const html = await renderInRouter(
      <SearchPage data={{ q: "chair", exact: false, results, popular: [], bestsellers: [] }} />,
      { url: "/search?q=chair&in_stock=1" },
    );
    expect(html).toContain('aria-label="Active filters"');
    expect(html).toContain('href="/search?q=chair"');
  });

  it("says what it showed instead of a misspelt query", async () => {
    const results = await search("q=sofaa");
    const html = await renderInRouter(
      <SearchPage data={{ q: "sofaa", exact: false, results, popular: [], bestsellers: [] }} />,
    );
    expect(results.corrected_query).toMatch(/^sofas?$/);
    expect(html).toContain(`Showing results for <strong>${results.corrected_query}</strong>`);
    // …and offers the words as typed, uncorrected.
    expect(html).toMatch(
      /Search instead for(<!-- -->)? <a [^>]*href="\/search\?q=sofaa&amp;correct=0"[^>]*>sofaa<\/a>/,
    );
  });

  it("searches the words as typed with correct=0: nothing found, nothing corrected", async () => {
    const results = await search("q=sofaa&correct=0");
    expect(results.corrected_query).toBeNull();
    expect(results.total).toBe(0);
    const html = await renderInRouter(
      <SearchPage data={{ q: "sofaa", exact: true, results, popular: [], bestsellers: [] }} />,
      { url: "/search?q=sofaa&correct=0" },
    );
    expect(html).toContain("No results for “sofaa”");
    expect(html).not.toContain("Showing results for");
  });

  it("offers popular keywords and best sellers when nothing is found", async () => {
    const results = await search("q=qwxzv");
    expect(results.total).toBe(0);
    const popular = (await resultOf<CallResult<typeof popularKeywords>>(t.app, "/api/search/popular"))
      .hot_keyword;
    const bestsellers = (await resultOf<CallResult<typeof homeData>>(t.app, "/api/home")).bestseller.slice(
      0,
      4,
    );
    expect(popular.length).toBeGreaterThan(0);
    expect(bestsellers.length).toBeGreaterThan(0);
    const data: SearchPageData = { q: "qwxzv", exact: false, results, popular, bestsellers };
    const html = await renderInRouter(<SearchPage data={data} />);
    expect(html).toContain("No results for “qwxzv”");
    expect(html).toContain("Popular searches");
    expect(html).toContain(`>${popular[0].keyword}</a>`);
    expect(html).toContain("Best sellers");
    expect(html).toContain(bestsellers[0].name);
    expect(html).not.toContain("Sort by");
  });

  it("escapes the query it shows", async () => {
    const html = await renderInRouter(
      <SearchPage
        data={{ q: "<script>x</script>", exact: false, results: null, popular: [], bestsellers: [] }}
      />,
    );
    expect(html).not.toContain("<script>x");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("search URL and meta", () => {
  it("reads a hand-edited URL without failing and leaves defaults out of links", () => {
    expect(readSearchState(new URL("http://s.test/search?q=%20sofa%20%20bed&page=abc&sort=bogus"))).toEqual({
      q: "sofa bed",
      page: 1,
      sort: "relevance",
      exact: false,
    });
    // Only correct=0 turns the correction off.
    expect(readSearchState(new URL("http://s.test/search?q=sofaa&correct=0")).exact).toBe(true);
    expect(readSearchState(new URL("http://s.test/search?q=sofaa&correct=no")).exact).toBe(false);
  });

  it("titles the page after the query and keeps it out of search engines", () => {
    const tags = meta({ matches: [], loaderData: { q: "sofa" } } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: 'Search results for "sofa" | Nestora' });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});
