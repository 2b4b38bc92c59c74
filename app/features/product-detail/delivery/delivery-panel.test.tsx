import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../../contract/catalog";
import { resultOf } from "../../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { DeliveryPanel } from "./delivery-panel";

let t: TestApp;
let product: ProductDetail;

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  const menu = await resultOf<{ list: { id: number }[] }>(t.app, "/api/categories/menu");
  const list = await resultOf<{ items: { entity_id: number }[] }>(
    t.app,
    `/api/products?category_id=${menu.list[0].id}&page_size=1`,
  );
  product = await resultOf<ProductDetail>(t.app, `/api/product/${list.items[0].entity_id}`);
}, 120_000);
afterAll(() => t?.close());

const render = (overrides: Partial<ProductDetail> = {}) => {
  const data = { ...product, ...overrides, feed: false };
  return renderToString(<DeliveryPanel product={data} variant={data.relation[0]} />);
};

describe("DeliveryPanel server render (no JavaScript)", () => {
  it("shows the shipping line but no dead zip form, and no dialog", () => {
    const html = render({ product_tag: null });
    expect(html).toContain("Free standard shipping");
    expect(html).toContain("<span>Deliver to your zip code</span>");
    expect(html).not.toContain("<form");
    expect(html).not.toContain("<input");
    expect(html).not.toContain("<dialog");
    expect(html).not.toContain('role="tablist"');
  });

  it("policy controls wait for hydration (hidden, layout kept)", () => {
    const html = render({ product_tag: null });
    const row = /<div class="[^"]*invisible[^"]*">(.*?)<\/div>/.exec(html);
    expect(row?.[1]).toContain("Delivery</button>");
    expect(row?.[1]).toContain("Warranty</button>");
    expect(row?.[1]).toContain("Return Policy</button>");
    // Every button of the panel is inside that hidden row.
    expect(html.split("<button").length - 1).toBe((row?.[1] ?? "").split("<button").length - 1);
  });

  it("pre-order products get the pre-order policy link; others do not", () => {
    const html = render({ product_tag: "Super Early Bird" });
    expect(html).toContain("Super Early Bird<!-- --> Policy");
    expect(render({ product_tag: "Best Seller" })).not.toContain("Best Seller<!-- --> Policy");
  });

  it("the size estimator link appears only on air conditioners (category 444 or 1473)", () => {
    const plain = render({
      category_list: [{ id: 3, name: "Sofas", url_path: "/sofas.html" }] as never,
      position: [],
    });
    expect(plain).not.toContain("Which size do I need?");
    const ac = render({
      category_list: [{ id: 444, name: "Air Conditioners", url_path: "/ac.html" }] as never,
    });
    expect(ac).toContain("Which size do I need?");
  });
});
