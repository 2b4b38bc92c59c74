import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultOf } from "../../../tests/helpers/call-json";
import { type TagAttributes, tags, tagsWith } from "../../../tests/helpers/html-tags";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { ProductListPage } from "./product-list-page";
import type { ProductListData } from "./product-list-types";

// The pages rendered on the server from real API answers over the seeded demo catalog.
let t: TestApp;

const classes = (tag: TagAttributes) => (tag.class ?? "").split(/\s+/);

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
});
afterAll(() => t?.close());

describe("ProductListPage", () => {
  it("renders the heading, breadcrumb, sort form and page links of a real category", async () => {
    const menu = await resultOf<{ list: { id: number }[] }>(t.app, "/api/categories/menu");
    const data = await resultOf<ProductListData>(
      t.app,
      `/api/products?category_id=${menu.list[0].id}&page_size=2&page=2&sort=newest`,
    );
    expect(data.total).toBeGreaterThan(4); // so that a page 3 exists
    const html = await renderInRouter(<ProductListPage data={data} />, {
      url: `${data.category.url_path}?page=2&sort=newest`,
    });
    expect(html).toContain(
      `<h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${data.category.name}</h1>`,
    );
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain(`Showing 3–4 of ${data.total} products`);
    // The sort form is a GET form on the category path that works without JavaScript.
    expect(tagsWith(html, "form", { action: data.category.url_path, method: "get" }).length).toBeGreaterThan(
      0,
    );
    expect(html).toContain('<option value="newest" selected="">Newest</option>');
    // Page links keep the sort; the current page is marked.
    expect(html).toContain(`href="${data.category.url_path}?sort=newest&amp;page=3"`);
    expect(html).toContain(`href="${data.category.url_path}?sort=newest"`);
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>2</);
    for (const item of data.items) expect(html).toContain(`href="${item.url_path}"`);
    // No filter applied: the mobile toggle says just "Filters".
    expect(html).toMatch(/<label for="filters-toggle"[^>]*><span>Filters<\/span>/);
  });

  it("renders the facet panel as a GET form with checkboxes, chips with removal links, and Clear all", async () => {
    const base = await resultOf<ProductListData>(t.app, "/api/products?category_id=2");
    const color = base.facets.find((f) => f.name === "color")!.values[0];
    const cat = base.facets.find((f) => f.name === "cat")!.values[0];
    const query = `color=${encodeURIComponent(color.value)}&cat=${cat.value}&sort=newest`;
    const data = await resultOf<ProductListData>(t.app, `/api/products?category_id=2&${query}`);
    const path = data.category.url_path;
    const html = await renderInRouter(<ProductListPage data={data} />, { url: `${path}?${query}` });
    const esc = (v: string) => v.replace(/&/g, "&amp;");

    // No-JS: one GET form on the category path that carries the sort and has an Apply button.
    expect(tagsWith(html, "form", { "aria-label": "Filter products" })).toHaveLength(1);
    expect(
      tagsWith(html, "form", { "aria-label": "Filter products", action: path, method: "get" }),
    ).toHaveLength(1);
    expect(html).toContain('<input type="hidden" name="sort" value="newest"/>');
    expect(html.match(/>Apply filters<\/button>/g)).toHaveLength(1);
    // Checkboxes named after the query parameters, the applied ones checked: one copy of each.
    const box = (name: string, value: string) => ({ type: "checkbox", name, value });
    expect(tagsWith(html, "input", { ...box("color", color.value), checked: "" })).toHaveLength(1);
    expect(tagsWith(html, "input", { ...box("cat", String(cat.value)), checked: "" })).toHaveLength(1);
    expect(tagsWith(html, "input", { type: "radio", name: "rating", value: "4" })).toHaveLength(1);
    expect(tagsWith(html, "input", box("in_stock", "1")).filter((t) => !("checked" in t))).toHaveLength(1);
    // Every input is tied to its label by a unique id.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const input of tags(html, "input").filter((t) => t.type !== "hidden"))
      expect(tagsWith(html, "label", { for: input.id })).toHaveLength(1);

    // One panel for every width: shown from lg up, behind a "Filters (2)" toggle below it.
    expect(html).not.toContain("<details");
    const aside = tagsWith(html, "aside", { "aria-label": "Filters" });
    expect(aside).toHaveLength(1);
    expect(classes(aside[0])).not.toContain("hidden");
    const panel = tagsWith(html, "div", { id: "filters-panel" });
    expect(panel).toHaveLength(1);
    expect(classes(panel[0])).toEqual(expect.arrayContaining(["hidden", "peer-checked:block", "lg:block"]));
    // The no-JS toggle: a focusable, visually hidden checkbox (the CSS peer) and its visible label,
    // both gone (display: none) on desktop, before the panel that holds the form.
    const toggle = tagsWith(html, "input", { id: "filters-toggle", type: "checkbox" });
    expect(toggle).toHaveLength(1);
    expect(toggle[0]).toMatchObject({ "aria-controls": "filters-panel" });
    expect(toggle[0]).not.toHaveProperty("name");
    expect(classes(toggle[0])).toEqual(expect.arrayContaining(["peer", "sr-only", "lg:hidden"]));
    const toggleLabel = tagsWith(html, "label", { for: "filters-toggle" });
    expect(toggleLabel).toHaveLength(1);
    expect(classes(toggleLabel[0])).toContain("lg:hidden");
    const selected = data.facets.flatMap((f) => f.values.filter((v) => v.selected));
    expect(selected).toHaveLength(2);
    expect(html).toMatch(
      /<label for="filters-toggle"[^>]*><span><span aria-hidden="true">Filters \(2\)<\/span><span class="sr-only">Filters, 2 active<\/span><\/span>/,
    );
    const at = (needle: string) => html.indexOf(needle);
    expect(at('id="filters-toggle"')).toBeLessThan(at('for="filters-toggle"'));
    expect(at('for="filters-toggle"')).toBeLessThan(at('id="filters-panel"'));
    expect(at('id="filters-panel"')).toBeLessThan(at('aria-label="Filter products"'));
    // Chips remove one value each and keep the rest; Clear all keeps only the sort.
    const colorParam = encodeURIComponent(color.value).replace(/%20/g, "+");
    expect(html).toContain(`href="${path}?cat=${cat.value}&amp;sort=newest"`);
    expect(html).toContain(`href="${path}?color=${esc(colorParam)}&amp;sort=newest"`);
    expect(html).toMatch(new RegExp(`href="${path}\\?sort=newest"[^>]*>Clear all<`));
    expect(html).toContain(`of ${data.total} product`);
    // Page links keep the filters.
    if (data.total > data.page_size)
      expect(html).toContain(
        `href="${path}?cat=${cat.value}&amp;color=${esc(colorParam)}&amp;sort=newest&amp;page=2"`,
      );
  });

  it("says when filters exclude everything and links to clear them", async () => {
    const data = await resultOf<ProductListData>(t.app, "/api/products?category_id=2");
    const empty: ProductListData = {
      ...data,
      items: [],
      total: 0,
      filters: { ...data.filters, in_stock: true },
      facets: data.facets.map((f) =>
        f.name === "in_stock" ? { ...f, values: [{ ...f.values[0], count: 0, selected: true }] } : f,
      ),
    };
    const html = await renderInRouter(<ProductListPage data={empty} />, {
      url: `${data.category.url_path}?in_stock=1`,
    });
    expect(html).toContain("No products match these filters.");
    expect(html).toMatch(new RegExp(`href="${data.category.url_path}"[^>]*>Clear all filters<`));
  });

  it("shows the AC installation note on categories 444 and 1473 only", async () => {
    const ac = await resultOf<ProductListData>(t.app, "/api/products?category_id=444");
    const html = await renderInRouter(<ProductListPage data={ac} />, { url: ac.category.url_path });
    expect(html).toContain("AC installation service available");
    expect(html).toContain(
      "Professional installation is offered for these air conditioners in supported areas.",
    );
    const other = await resultOf<ProductListData>(t.app, "/api/products?category_id=2");
    const plain = await renderInRouter(<ProductListPage data={other} />, { url: other.category.url_path });
    expect(plain).not.toContain("AC installation service");
  });
});
