import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultOf } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { ProductListPage } from "./product-list-page";
import type { ProductListData } from "./product-list-types";

// The pages rendered on the server from real API answers over the seeded demo catalog.
let t: TestApp;

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
    expect(html).toMatch(new RegExp(`<form[^>]*action="${data.category.url_path}"[^>]*method="get"`));
    expect(html).toContain('<option value="newest" selected="">Newest</option>');
    // Page links keep the sort; the current page is marked.
    expect(html).toContain(`href="${data.category.url_path}?sort=newest&amp;page=3"`);
    expect(html).toContain(`href="${data.category.url_path}?sort=newest"`);
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>2</);
    for (const item of data.items) expect(html).toContain(`href="${item.url_path}"`);
  });
});
