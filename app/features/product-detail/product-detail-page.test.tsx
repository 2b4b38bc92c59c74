import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../contract/catalog";
import type { FaqListResult, ReviewListResult } from "../../../contract/reviews";
import { resultOf } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import type { ProductListData } from "../product-list/product-list-types";
import { ProductDetailPage } from "./product-detail-page";
import type { ProductSectionsData } from "./reviews/section-data";

// The pages rendered on the server from real API answers over the seeded demo catalog.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
});
afterAll(() => t?.close());

/** The review and FAQ sections' first pages, as the page loader loads them. */
async function sectionsOf(p: ProductDetail): Promise<ProductSectionsData> {
  return {
    reviews: await resultOf<ReviewListResult>(t.app, `/api/product-reviews?product_id=${p.entity_id}`),
    faqs: await resultOf<FaqListResult>(t.app, `/api/product-faqs?product_id=${p.entity_id}`),
  };
}

describe("ProductDetailPage", () => {
  async function someConfigurable(): Promise<ProductDetail> {
    const menu = await resultOf<{ list: { id: number }[] }>(t.app, "/api/categories/menu");
    for (const top of menu.list) {
      const list = await resultOf<ProductListData>(t.app, `/api/products?category_id=${top.id}&page_size=60`);
      for (const item of list.items) {
        const p = await resultOf<ProductDetail>(t.app, `/api/product/${item.entity_id}`);
        if (p.relation.length > 1 && p.status === 1 && p.inventory.is_in_stock) return p;
      }
    }
    throw new Error("the demo catalog has no configurable product");
  }

  it("renders the selected variant's price, stock, options as piid links and the texts", async () => {
    const p = await someConfigurable();
    const html = await renderInRouter(
      <ProductDetailPage data={{ ...p, feed: false, ...(await sectionsOf(p)) }} />,
      {
        url: p.url_path,
      },
    );
    expect(html).toContain(p.name.replace(/&/g, "&amp;"));
    expect(html).toContain(`SKU <!-- -->${p.sku}`);
    // The Plus+ promotion tip shows exactly when the selected variant has a lower member price.
    const selected = p.relation.find((v) => v.piid === p.piid)!;
    const hasTip = selected.plus_price !== null && selected.plus_price < selected.final_price;
    expect(html.includes("Plus+ members save")).toBe(hasTip);
    for (const v of p.relation) {
      const link = `href="${p.url_path}?piid=${v.piid}"`;
      if (v.inventory.is_in_stock) expect(html).toContain(link);
    }
    expect(html).toContain('aria-current="true"');
    expect(html).toMatch(/In stock|almost out of stock|Pre-order|Super Early Bird/);
    expect(html).toContain("Quantity");
    expect(html).toContain(`width="${p.gallery[0].width}" height="${p.gallery[0].height}"`);
    if (p.texts.key_features.length > 0) expect(html).toContain("Key Features");
  });

  it("opens on the variant the data selected and says when it is out of stock", async () => {
    const p = await someConfigurable();
    const other = p.relation.find((v) => v.piid !== p.piid);
    if (!other) throw new Error("expected a second variant");
    const soldOut = {
      ...p,
      piid: other.piid,
      relation: p.relation.map((v) =>
        v.piid === other.piid
          ? {
              ...v,
              inventory: { ...v.inventory, is_in_stock: false, usable_qty: 0 },
              product_fill_time: "2027-02-03T00:00:00.000Z",
            }
          : v,
      ),
    };
    const html = await renderInRouter(
      <ProductDetailPage data={{ ...soldOut, feed: false, ...(await sectionsOf(p)) }} />,
      {
        url: p.url_path,
      },
    );
    expect(html).toContain(`SKU <!-- -->${other.sku}`);
    expect(html).toContain("Out of Stock");
    expect(html).toContain("February 3, 2027");
    expect(html).not.toContain("Increase quantity");
    // Notify me where Add to Cart would be (decision 0040), not a disabled Add to Cart.
    expect(html).toContain('data-testid="notify-me"');
    expect(html).not.toContain('data-testid="add-to-cart"');
  });

  it("says a product with status 2 is no longer available and offers no quantity", async () => {
    const p = await someConfigurable();
    const html = await renderInRouter(
      <ProductDetailPage data={{ ...p, status: 2, feed: false, ...(await sectionsOf(p)) }} />,
      {
        url: p.url_path,
      },
    );
    expect(html).toContain("The item is no longer available for purchase.");
    expect(html).not.toContain("Increase quantity");
  });
});
