import { and, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  WISHLIST_CODES,
  WISHLIST_MAX_ITEMS,
  WISHLIST_MESSAGES,
  type WishlistAddResult,
  type WishlistDeleteResult,
  type WishlistReadResult,
  type WishStateResult,
} from "../../../contract/wishlist-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { wishlistItems } from "../../db/schema/customer";
import {
  asGuest,
  customerWithSession,
  guestSession,
  pinProduct,
  pinVariant,
  productSupply,
  type SeededProduct,
  seededProducts,
} from "../cart/cart.testing";
import { wishJson } from "./wishlist.testing";

// The wishlist calls against the real app and database: who may call them, idempotent adds,
// deleting only one's own lines, the list's fields, the product page's wish state, and abuse.

let t: TestApp;
let app: Hono;
let product: (minVariants?: number) => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  app = t.app;
  product = productSupply(t, await seededProducts(t));
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ bearer: token });
const add = (body: unknown, token?: string) =>
  wishJson<WishlistAddResult>(app, "POST", "/api/wishlist/add", body, token ? bearer(token) : undefined);
const list = (token: string) =>
  wishJson<WishlistReadResult>(app, "GET", "/api/wishlist", undefined, bearer(token));
const remove = (itemId: unknown, token: string) =>
  wishJson<WishlistDeleteResult>(app, "DELETE", "/api/wishlist", { item_id: itemId }, bearer(token));
const state = (productId: number, token: string) =>
  wishJson<WishStateResult>(
    app,
    "GET",
    `/api/wishlist/product?product_id=${productId}`,
    undefined,
    bearer(token),
  );

async function linesOf(customerId: number) {
  return t.database.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customerId));
}

describe("who may use the wishlist", () => {
  it("answers 401 to a request without a session, and to a guest session, for every call", async () => {
    const p = await product();
    const guest = await guestSession(t);
    for (const who of [undefined, asGuest(guest.token)]) {
      const calls = [
        wishJson(app, "POST", "/api/wishlist/add", { product_id: p.productId }, who),
        wishJson(app, "GET", "/api/wishlist", undefined, who),
        wishJson(app, "DELETE", "/api/wishlist", { item_id: 1 }, who),
        wishJson(app, "GET", `/api/wishlist/product?product_id=${p.productId}`, undefined, who),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(401);
        expect(res.body.code).toBe(401);
      }
    }
    // This product's rows only: other tests (in any order) add wishlist lines of their own products.
    expect(
      await t.database.db.select().from(wishlistItems).where(eq(wishlistItems.productId, p.productId)),
    ).toHaveLength(0);
  });
});

describe("wishlist add", () => {
  it("adds a variant with the spec's message, and a repeat answers the same line without a second row", async () => {
    const p = await product(2);
    const me = await customerWithSession(t);
    const first = await add({ product_id: p.productId, child_id: p.variants[1].id, qty: 2 }, me.token);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(200);
    expect(first.body.message).toBe("Added to My Wishlists");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body.result).toMatchObject({
      product_id: p.productId,
      child_id: p.variants[1].id,
      qty: 2,
      created: true,
    });

    const again = await add({ product_id: p.productId, child_id: p.variants[1].id }, me.token);
    expect(again.body.code).toBe(200);
    expect(again.body.result).toEqual({ ...first.body.result, created: false });
    expect(await linesOf(me.customerId)).toHaveLength(1);
  });

  it("keeps one line when the same add arrives several times at once", async () => {
    const p = await product();
    const me = await customerWithSession(t);
    const body = { product_id: p.productId, child_id: p.variants[0].id };
    const answers = await Promise.all([1, 2, 3, 4].map(() => add(body, me.token)));
    const ids = new Set(answers.map((a) => a.body.result.item_id));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await linesOf(me.customerId)).toHaveLength(1);
  });

  it("takes the product as a whole (child_id absent or 0) as its own line, apart from its variants", async () => {
    const p = await product();
    const me = await customerWithSession(t);
    const whole = await add({ product_id: p.productId }, me.token);
    const zero = await add({ product_id: p.productId, child_id: 0, qty: "1" }, me.token);
    const variant = await add(
      { product_id: String(p.productId), child_id: String(p.variants[0].id) },
      me.token,
    );
    expect(whole.body.result).toMatchObject({ child_id: 0, qty: 1, created: true });
    expect(zero.body.result).toMatchObject({ item_id: whole.body.result.item_id, created: false });
    expect(variant.body.result).toMatchObject({ child_id: p.variants[0].id, created: true });
    expect(await linesOf(me.customerId)).toHaveLength(2);
  });

  it("refuses another product's variant, an unknown product and one no longer sold, adding nothing", async () => {
    const [a, b, gone] = [await product(), await product(), await product()];
    await pinProduct(t, gone.productId, { status: 2 });
    const me = await customerWithSession(t);

    const foreign = await add({ product_id: a.productId, child_id: b.variants[0].id }, me.token);
    expect(foreign.status).toBe(200);
    expect(foreign.body).toMatchObject({
      code: WISHLIST_CODES.rejected,
      message: WISHLIST_MESSAGES.wrongVariant,
    });

    const unknown = await add({ product_id: 999_999 }, me.token);
    expect(unknown.body).toMatchObject({
      code: WISHLIST_CODES.notFound,
      message: WISHLIST_MESSAGES.unavailable,
    });
    const retired = await add({ product_id: gone.productId }, me.token);
    expect(retired.body.code).toBe(WISHLIST_CODES.notFound);
    expect(await linesOf(me.customerId)).toHaveLength(0);
  });

  it("refuses bad input with 422: quantities out of range, ids that are not positive numbers, unknown fields", async () => {
    const p = await product();
    const me = await customerWithSession(t);
    const bad = [
      { product_id: p.productId, qty: 0 },
      { product_id: p.productId, qty: -1 },
      { product_id: p.productId, qty: 10_000 },
      { product_id: p.productId, qty: 1.5 },
      { product_id: p.productId, qty: "lots" },
      { product_id: -3 },
      { product_id: 2_147_483_648 },
      { product_id: "1; drop table wishlist_items" },
      { product_id: p.productId, child_id: -1 },
      { product_id: p.productId, customer_id: 1 },
      {},
    ];
    for (const body of bad) {
      const res = await add(body, me.token);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await linesOf(me.customerId)).toHaveLength(0);
  });

  it(`stops at ${WISHLIST_MAX_ITEMS} lines with a clear message`, async () => {
    const me = await customerWithSession(t);
    // Filler lines straight in the table (the count is what the cap reads).
    const filler = await product();
    await t.database.db.insert(wishlistItems).values(
      Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => ({
        customerId: me.customerId,
        productId: filler.productId,
        variantId: 1_000_000 + i,
      })),
    );
    const p = await product();
    const res = await add({ product_id: p.productId }, me.token);
    expect(res.body).toMatchObject({ code: WISHLIST_CODES.full, message: WISHLIST_MESSAGES.full });
    expect(await linesOf(me.customerId)).toHaveLength(WISHLIST_MAX_ITEMS);
  });
});

describe("wishlist get", () => {
  it("lists only the customer's own lines, newest first, with image, name, price and stock", async () => {
    const [p, q] = [await product(2), await product()];
    await pinVariant(t, p.variants[1].id, {
      priceCents: 129_900,
      specialPriceCents: 99_950,
      isInStock: false,
    });
    const me = await customerWithSession(t);
    const other = await customerWithSession(t);
    await add({ product_id: q.productId }, other.token);
    const older = await add({ product_id: p.productId, child_id: p.variants[1].id }, me.token);
    await t.database.db
      .update(wishlistItems)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(wishlistItems.id, older.body.result.item_id));
    const newer = await add({ product_id: q.productId }, me.token);

    const res = await list(me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.result.total).toBe(2);
    expect(res.body.result.items.map((i) => i.item_id)).toEqual([
      newer.body.result.item_id,
      older.body.result.item_id,
    ]);
    const line = res.body.result.items[1];
    expect(line).toMatchObject({
      product_id: p.productId,
      child_id: p.variants[1].id,
      piid: p.variants[1].id,
      sku: p.variants[1].sku,
      price: 1299,
      special_price: 999.5,
      is_in_stock: false,
      available: true,
      qty: 1,
    });
    expect(line.url_path).toMatch(new RegExp(`^/.+\\?piid=${p.variants[1].id}$`));
    expect(line.name.length).toBeGreaterThan(0);
    expect(line.image.url).not.toBe("");
    expect(res.body.result.items[0].child_id).toBe(0);
    expect(q.variants.map((v) => v.id)).toContain(res.body.result.items[0].piid);
    expect(res.body.result.items[0].url_path).not.toContain("piid");
  });

  it("keeps a line whose product is no longer sold, marked unavailable", async () => {
    const p = await product();
    const me = await customerWithSession(t);
    await add({ product_id: p.productId }, me.token);
    await pinProduct(t, p.productId, { status: 2 });
    const res = await list(me.token);
    expect(res.body.result.items).toHaveLength(1);
    expect(res.body.result.items[0].available).toBe(false);
  });
});

describe("wishlist delete", () => {
  it("removes one's own line with the spec's message; a second delete of it is 404", async () => {
    const p = await product();
    const me = await customerWithSession(t);
    const added = await add({ product_id: p.productId, child_id: p.variants[0].id }, me.token);
    const res = await remove(added.body.result.item_id, me.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Removed from My Wishlists");
    expect(res.body.result).toEqual({
      item_id: added.body.result.item_id,
      product_id: p.productId,
      child_id: p.variants[0].id,
    });
    expect(await linesOf(me.customerId)).toHaveLength(0);

    const again = await remove(added.body.result.item_id, me.token);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 404, message: WISHLIST_MESSAGES.notInWishlist });
  });

  it("answers 404 for another customer's line and leaves it where it is", async () => {
    const p = await product();
    const owner = await customerWithSession(t);
    const intruder = await customerWithSession(t);
    const added = await add({ product_id: p.productId }, owner.token);
    const res = await remove(added.body.result.item_id, intruder.token);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
    const kept = await t.database.db
      .select()
      .from(wishlistItems)
      .where(
        and(eq(wishlistItems.id, added.body.result.item_id), eq(wishlistItems.customerId, owner.customerId)),
      );
    expect(kept).toHaveLength(1);
  });

  it("refuses a bad item_id with 422", async () => {
    const me = await customerWithSession(t);
    for (const bad of [0, -1, "x", null]) expect((await remove(bad, me.token)).status).toBe(422);
  });
});

describe("the product page's wish state", () => {
  it("says which variants are wished, follows adds and deletes, and never shows another customer's lines", async () => {
    const p = await product(2);
    const me = await customerWithSession(t);
    const other = await customerWithSession(t);
    await add({ product_id: p.productId, child_id: p.variants[0].id }, other.token);

    const before = await state(p.productId, me.token);
    expect(before.headers.get("cache-control")).toBe("no-store");
    expect(before.body.result.customer_wish).toBe(0);
    expect(before.body.result.relation.map((r) => r.customer_wish)).toEqual(p.variants.map(() => 0));
    expect(before.body.result.relation.map((r) => r.piid)).toEqual(p.variants.map((v) => v.id));

    const added = await add({ product_id: p.productId, child_id: p.variants[1].id }, me.token);
    const after = await state(p.productId, me.token);
    expect(after.body.result.customer_wish).toBe(1);
    expect(after.body.result.item_id).toBeNull();
    const second = after.body.result.relation.find((r) => r.piid === p.variants[1].id);
    expect(second).toEqual({ piid: p.variants[1].id, customer_wish: 1, item_id: added.body.result.item_id });
    expect(after.body.result.relation.find((r) => r.piid === p.variants[0].id)?.customer_wish).toBe(0);

    await remove(added.body.result.item_id, me.token);
    expect((await state(p.productId, me.token)).body.result.customer_wish).toBe(0);
  });

  it("answers 404 for an unknown product and 422 without a product id", async () => {
    const me = await customerWithSession(t);
    expect((await state(999_999, me.token)).status).toBe(404);
    const res = await wishJson(app, "GET", "/api/wishlist/product", undefined, bearer(me.token));
    expect(res.status).toBe(422);
  });

  it("leaves the product detail the same for every shopper (publicly cacheable, nothing personal in it)", async () => {
    const p = await product();
    const me = await customerWithSession(t);
    await add({ product_id: p.productId }, me.token);
    const asGuestRes = await app.request(`/api/product/${p.productId}`);
    const asCustomer = await app.request(`/api/product/${p.productId}`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(asCustomer.headers.get("cache-control")).toMatch(/^public/);
    expect(await asCustomer.text()).toBe(await asGuestRes.text());
  });
});
