import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import type { AddToCartResult } from "../../../contract/cart-constants";
import type { ProductDetail } from "../../../contract/catalog";
import type { FaqListResult, ReviewListResult } from "../../../contract/reviews";
import { products as productsTable, productVariants } from "../../../server/db/schema/catalog";
import { resultOf } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { createApiClient } from "../../lib/api-client";
import { ProductDetailPage } from "../product-detail/product-detail-page";
import { QuickViewContent } from "../quick-view/quick-view-content";
import { type AddToCartEffects, addToCartBody, submitAddToCart } from "./add-to-cart";
import { AddToCartButton, addToCartLabel } from "./add-to-cart-button";

// The Add to Cart flow through the real request layer (api-client) against the real app, the
// button's states, and where the button appears (product page, quick view), rendered on the server
// from real API answers.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
});
afterAll(() => t?.close());

/** A browser stand-in: the real request layer over the in-process app, with a cookie jar. */
function browser() {
  const jar = new Map<string, string>();
  const sent: { url: string; contentType: string | null; body: unknown }[] = [];
  const client = createApiClient({
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      if (jar.size > 0) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
      sent.push({
        url,
        contentType: headers.get("content-type"),
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      });
      const res = await t.app.request(url, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    session: {
      authToken: () => null,
      indent: () => null,
      deviceId: () => "test-device",
      payLogin: () => false,
      clearUserInfo: () => {},
    },
    page: { path: () => "/", reload: () => {}, assign: () => {} },
    notify: { warning: () => {}, error: () => {} },
    trackServerError: () => {},
  });
  const seen = {
    indent: null as string | null,
    count: null as number | null,
    success: [] as [string, number][],
    errors: [] as string[],
    added: [] as [AddToCartResult, number][],
  };
  const effects: AddToCartEffects = {
    client,
    indent: () => seen.indent,
    setIndent: (indent) => {
      seen.indent = indent;
    },
    setCartCount: (n) => {
      seen.count = n;
    },
    success: (message, ms) => seen.success.push([message, ms]),
    error: (message) => seen.errors.push(message),
    added: (result, qty) => void seen.added.push([result, qty]),
  };
  const cart = async () => (await client.get<CartResult>("/api/carts")).result;
  return { effects, seen, sent, cart };
}

/** A seeded product made plainly buyable (in stock, 50 on hand, min 1, max 20). */
async function buyable(offset = 0): Promise<ProductDetail> {
  const rows = await t.database.db
    .select({ id: productsTable.id })
    .from(productsTable)
    .orderBy(productsTable.id);
  const id = rows[offset].id;
  await t.database.db
    .update(productsTable)
    .set({ status: 1, productTag: null })
    .where(eq(productsTable.id, id));
  await t.database.db
    .update(productVariants)
    .set({ qty: 50, isInStock: true, minSaleQty: 1, maxSaleQty: 20 })
    .where(eq(productVariants.productId, id));
  return resultOf<ProductDetail>(t.app, `/api/product/${id}`);
}

describe("submitAddToCart (the request layer against the real API)", () => {
  it("posts JSON, stores the indent, sets the count, shows '{n} item(s) added to cart' for 3 s and tells the mini-cart", async () => {
    const p = await buyable(0);
    const b = browser();
    const added = await submitAddToCart(
      { productId: p.entity_id, childId: p.piid, qty: 2, protection: null },
      b.effects,
    );
    expect(added).toBe(true);
    expect(b.sent[0].contentType).toBe("application/json");
    expect(b.sent[0].body).toEqual({ product: { product_id: p.entity_id, child_id: p.piid, qty: 2 } });
    const cart = await b.cart();
    expect(b.seen.indent).toBe(String(cart.quoteId));
    expect(b.seen.count).toBe(2);
    expect(b.seen.success).toEqual([["2 item(s) added to cart", 3000]]);
    expect(b.seen.added).toEqual([
      [{ quoteId: cart.quoteId, indent: String(cart.quoteId), items_qty: 2 }, 2],
    ]);
    expect(b.seen.errors).toEqual([]);

    // The next add carries the indent and adds to the same cart (the GuestToken cookie names it).
    await submitAddToCart({ productId: p.entity_id, childId: p.piid, qty: 1, protection: null }, b.effects);
    expect(b.sent[2].body).toMatchObject({ indent: String(cart.quoteId) });
    expect(b.seen.count).toBe(3);
    expect(b.seen.success.at(-1)).toEqual(["1 item(s) added to cart", 3000]);
  });

  it("shows no toast when the opened mini-cart confirms the add itself (it would cover the first line)", async () => {
    const p = await buyable(2);
    const b = browser();
    const told: number[] = [];
    const added = await submitAddToCart(
      { productId: p.entity_id, childId: p.piid, qty: 1, protection: null },
      {
        ...b.effects,
        added: (_result, qty) => {
          told.push(qty);
          return true;
        },
      },
    );
    expect(added).toBe(true);
    expect(told).toEqual([1]);
    expect(b.seen.success).toEqual([]);
    expect(b.seen.count).toBe(1);
  });

  it("shows 'Max qty is {n}' and 'Min qty is {n}' as errors and changes nothing", async () => {
    const p = await buyable(1);
    await t.database.db
      .update(productVariants)
      .set({ qty: 3, minSaleQty: 2 })
      .where(eq(productVariants.id, p.piid));
    const b = browser();
    expect(
      await submitAddToCart({ productId: p.entity_id, childId: p.piid, qty: 4, protection: null }, b.effects),
    ).toBe(false);
    expect(
      await submitAddToCart({ productId: p.entity_id, childId: p.piid, qty: 1, protection: null }, b.effects),
    ).toBe(false);
    expect(b.seen.errors).toEqual(["Max qty is 3", "Min qty is 2"]);
    expect([b.seen.count, b.seen.indent, b.seen.success, b.seen.added]).toEqual([null, null, [], []]);
  });

  it("only stops loading on other refusals (out of stock, no longer sold, a plan not offered)", async () => {
    const p = await buyable(2);
    const b = browser();
    await t.database.db
      .update(productVariants)
      .set({ isInStock: false })
      .where(eq(productVariants.id, p.piid));
    expect(
      await submitAddToCart({ productId: p.entity_id, childId: p.piid, qty: 1, protection: null }, b.effects),
    ).toBe(false);
    await t.database.db
      .update(productVariants)
      .set({ isInStock: true })
      .where(eq(productVariants.id, p.piid));
    const plan = { offerPlanId: "FURN-12-1", planId: "FURN-12", price: 1, term: 12, title: "Fake" };
    expect(
      await submitAddToCart({ productId: p.entity_id, childId: p.piid, qty: 1, protection: plan }, b.effects),
    ).toBe(false);
    await t.database.db.update(productsTable).set({ status: 2 }).where(eq(productsTable.id, p.entity_id));
    expect(
      await submitAddToCart({ productId: p.entity_id, childId: p.piid, qty: 1, protection: null }, b.effects),
    ).toBe(false);
    expect([b.seen.errors, b.seen.success, b.seen.count]).toEqual([[], [], null]);
  });

  it("sends the protection choice in the spec's payload shape", () => {
    const protection = {
      offerPlanId: "FURN-24-4599",
      planId: "FURN-24",
      price: 4599,
      term: 24,
      title: "2-Year",
    };
    expect(addToCartBody({ productId: 7, childId: 70, qty: 1, protection }, "12")).toEqual({
      product: { product_id: 7, child_id: 70, qty: 1, ...protection },
      indent: "12",
    });
  });
});

describe("AddToCartButton", () => {
  const render = (props: Partial<Parameters<typeof AddToCartButton>[0]>) =>
    renderToString(<AddToCartButton onClick={() => {}} {...props} />);

  it("is a labelled, enabled button by default", () => {
    const html = render({});
    expect(html).toMatch(/^<button type="button"[^>]*>Add to Cart<\/button>$/);
    expect(html).not.toMatch(/ disabled=""| aria-busy="| aria-disabled="/);
  });

  it("reads Pre-order for a pre-order item", () => {
    expect(render({ preorder: true })).toMatch(/>Pre-order<\/button>$/);
  });

  it("is disabled when nothing can be bought", () => {
    expect(render({ disabled: true })).toContain(' disabled=""');
  });

  it("while adding: busy and inert but still focusable, with a loading text", () => {
    const html = render({ pending: true, preorder: true });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain(' disabled=""');
    expect(html).toContain("Adding…");
    expect(addToCartLabel({ pending: false, preorder: false })).toBe("Add to Cart");
  });
});

describe("where Add to Cart appears", () => {
  const sections = async (id: number) => ({
    reviews: await resultOf<ReviewListResult>(t.app, `/api/product-reviews?product_id=${id}`),
    faqs: await resultOf<FaqListResult>(t.app, `/api/product-faqs?product_id=${id}`),
  });
  const page = async (p: ProductDetail) =>
    renderInRouter(<ProductDetailPage data={{ ...p, feed: false, ...(await sections(p.entity_id)) }} />, {
      url: p.url_path,
    });
  const button = (html: string) =>
    html.match(/<button[^>]*data-testid="add-to-cart"[^>]*>[^<]*<\/button>/)?.[0];

  it("on the product page: enabled for an in-stock variant, 'Pre-order' for a pre-order item, Notify me in its place when out of stock", async () => {
    const p = await buyable(3);
    expect(button(await page(p))).toMatch(/>Add to Cart<\/button>$/);
    expect(button(await page(p))).not.toContain(' disabled=""');

    await t.database.db
      .update(productsTable)
      .set({ productTag: "Pre-order" })
      .where(eq(productsTable.id, p.entity_id));
    const preorder = await resultOf<ProductDetail>(t.app, `/api/product/${p.entity_id}`);
    expect(button(await page(preorder))).toMatch(/>Pre-order<\/button>$/);

    await t.database.db
      .update(productVariants)
      .set({ isInStock: false })
      .where(eq(productVariants.productId, p.entity_id));
    const out = await resultOf<ProductDetail>(t.app, `/api/product/${p.entity_id}`);
    // Back in stock (issue 19): where Add to Cart would be, the shopper can ask to be told.
    const html = await page(out);
    expect(button(html)).toBeUndefined();
    expect(html).toMatch(/<button[^>]*data-testid="notify-me"[^>]*>.*?Notify me.*?<\/button>/s);
  });

  it("in the quick view only while the variant is in stock", async () => {
    const p = await buyable(4);
    const quick = (product: ProductDetail) => renderInRouter(<QuickViewContent product={product} />);
    expect(button(await quick(p))).toMatch(/>Add to Cart<\/button>$/);
    await t.database.db
      .update(productVariants)
      .set({ isInStock: false })
      .where(eq(productVariants.productId, p.entity_id));
    expect(
      button(await quick(await resultOf<ProductDetail>(t.app, `/api/product/${p.entity_id}`))),
    ).toBeUndefined();
  });
});
