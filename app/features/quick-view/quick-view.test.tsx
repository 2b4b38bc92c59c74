import { createRef } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../contract/catalog";
import { resultOf } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { priceView } from "../../components/ui/price-display";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import type { ProductListData } from "../product-list/product-list-types";
import { quickViewRequest } from "./popid-url";
import { QuickViewPanel, type QuickViewState } from "./quick-view-drawer";

// The drawer rendered on the server from real API answers over the seeded demo catalog.
let t: TestApp;
let products: ProductDetail[];

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  const menu = await resultOf<{ list: { id: number }[] }>(t.app, "/api/categories/menu");
  products = [];
  for (const top of menu.list) {
    const list = await resultOf<ProductListData>(t.app, `/api/products?category_id=${top.id}&page_size=60`);
    for (const item of list.items)
      products.push(await resultOf<ProductDetail>(t.app, `/api/product/${item.entity_id}`));
  }
});
afterAll(() => t?.close());

/** What the drawer asks the API for, through the same helper the drawer uses. */
async function load(popid: number, piid?: number): Promise<ProductDetail> {
  const request = quickViewRequest(popid, piid);
  const query = request.query ? `?piid=${request.query.piid}` : "";
  return resultOf<ProductDetail>(t.app, `${request.path}${query}`);
}

function render(state: QuickViewState, url = "/furniture.html?popid=1") {
  return renderInRouter(<QuickViewPanel state={state} onClose={() => {}} closeRef={createRef()} />, { url });
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("quick view drawer", () => {
  it("is a modal dialog 455 px wide (full width on small screens) labelled by the product name", async () => {
    const p = products.find((x) => x.status === 1) as ProductDetail;
    const html = await render({ kind: "ready", product: await load(p.entity_id) });
    // A platform <dialog> (opened with showModal() in the browser), a drawer from the right.
    const dialog = html.match(/<dialog[^>]*>/)?.[0] ?? "";
    expect(dialog).toContain('data-variant="right"');
    expect(dialog).toContain("w-full");
    expect(dialog).toContain("sm:w-[455px]");
    const labelledBy = dialog.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(
      `id="${labelledBy}" class="text-lg leading-snug font-semibold">${escapeHtml(p.name)}</h2>`,
    );
    expect(html).toContain('aria-label="Close quick view"');
  });

  it("shows a spinner until the product is loaded, and the API's message when it is not", async () => {
    const loading = await render({ kind: "loading" });
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toMatch(/role="status"[^>]*>.*Loading product…/);
    expect(loading).not.toContain("View full details");
    const failed = await render({ kind: "error", message: "Product not found" });
    expect(failed).toMatch(/role="alert"[^>]*>Product not found</);
  });

  it("opens on the first in-stock variant and shows its price, gallery, stock, quantity and a details link", async () => {
    const p = products.find(
      (x) =>
        x.status === 1 &&
        x.relation.length > 1 &&
        !x.relation[0].inventory.is_in_stock &&
        x.relation.some((v) => v.inventory.is_in_stock),
    );
    const fallback = products.find((x) => x.status === 1 && x.relation.length > 1 && x.inventory.is_in_stock);
    const product = await load((p ?? fallback ?? products[0]).entity_id);
    const chosen = product.relation.find((v) => v.inventory.is_in_stock) ?? product.relation[0];
    expect(product.piid).toBe(chosen.piid);
    const html = await render({ kind: "ready", product });
    expect(html).toContain(`SKU <!-- -->${chosen.sku}`);
    expect(html).toContain(`src="${chosen.gallery[0].pre_image}"`);
    expect(html).toContain("Quantity");
    expect(html).toContain(priceView(chosen).current);
    expect(html).toMatch(
      new RegExp(`href="${product.url_path}\\?piid=${chosen.piid}"[^>]*>View full details</a>`),
    );
    // In stock: Add to cart is offered (spec part 2 §4).
    expect(html).toMatch(/<button[^>]*data-testid="add-to-cart"[^>]*>(Add to Cart|Pre-order)<\/button>/);
  });

  it("opens on the variant named by piid, and an out-of-stock variant shows no quantity", async () => {
    const p = products.find((x) => x.status === 1 && x.relation.some((v) => !v.inventory.is_in_stock));
    expect(p, "the demo catalog has an out-of-stock variant").toBeTruthy();
    const out = (p as ProductDetail).relation.find(
      (v) => !v.inventory.is_in_stock,
    ) as ProductDetail["relation"][number];
    const product = await load((p as ProductDetail).entity_id, out.piid);
    expect(product.piid).toBe(out.piid);
    const html = await render({ kind: "ready", product });
    expect(html).toContain(`SKU <!-- -->${out.sku}`);
    expect(html).toContain("Out of Stock");
    expect(html).not.toContain("Quantity");
    // Add to cart appears only when in stock (spec part 2 §4).
    expect(html).not.toContain('data-testid="add-to-cart"');
    // Notify me in its place (decision 0040); its dialog loads only when pressed.
    expect(html).toMatch(
      /<button[^>]*aria-haspopup="dialog"[^>]*data-testid="notify-me"[^>]*>.*Notify me<\/button>/,
    );
  });

  it("falls back to the default variant when piid belongs to another product", async () => {
    const [a, b] = products.filter((x) => x.status === 1);
    const product = await load(a.entity_id, b.piid);
    const chosen = a.relation.find((v) => v.inventory.is_in_stock) ?? a.relation[0];
    expect(product.piid).toBe(chosen.piid);
  });
});
