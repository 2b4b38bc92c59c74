import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OfferList } from "../../../contract/protection-constants";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testContext } from "../../../tests/helpers/test-deps";
import { cartItems, carts } from "../../db/schema/cart";
import { tierPrices } from "../../db/schema/catalog";
import { sessions } from "../../db/schema/customer";
import { GUEST_COOKIE, hashToken, SESSION_COOKIE } from "../../http/session";
import { addToCart as addLine } from "./cart.service";
import {
  addToCart,
  asGuest,
  categoryId,
  countRows,
  customerWithSession,
  guestSession,
  guestTokenSet,
  pinProduct,
  pinVariant,
  productSupply,
  readCart,
  type SeededProduct,
  seededProducts,
} from "./cart.testing";

// POST /api/cart and GET /api/carts against the real app and database: who owns a cart, every
// add-to-cart rule and refusal, the read's fields and totals, tampering and races.

let t: TestApp;
/** A buyable product of its own for each test (optionally with at least n variants). */
let product: (minVariants?: number) => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  product = productSupply(t, await seededProducts(t));
});
afterAll(() => t?.close());

/** Adds with a fresh guest session; answers the guest's token and the response. */
async function addAsNewGuest(body: unknown) {
  const guest = await guestSession(t);
  const res = await addToCart(t, body, asGuest(guest.token));
  return { guest, res };
}

const line = (p: SeededProduct, qty: number, extra: Record<string, unknown> = {}) => ({
  product: { product_id: p.productId, child_id: p.variants[0].id, qty, ...extra },
});

describe("who owns the cart", () => {
  it("starts a guest session (httpOnly GuestToken cookie) for an add without one, and that cookie reads the cart", async () => {
    const p = await product();
    const res = await addToCart(t, line(p, 2));
    expect(res.status).toBe(200);
    expect(res.body.code, res.body.message).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${GUEST_COOKIE}=`)) ?? "";
    expect(cookie.toLowerCase()).toContain("httponly");
    expect(cookie.toLowerCase()).toContain("samesite=lax");
    expect(cookie).toContain("Path=/");
    const token = guestTokenSet(res.headers);
    expect(token).toBeTruthy();
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token as string)));
    expect(session.customerId).toBeNull();

    expect(res.body.result).toEqual({
      quoteId: expect.any(Number),
      indent: String(res.body.result.quoteId),
      items_qty: 2,
    });
    const cart = await readCart(t, asGuest(token as string));
    expect(cart.body.result.quoteId).toBe(res.body.result.quoteId);
    expect(cart.body.result.list.map((i) => [i.piid, i.qty])).toEqual([[p.variants[0].id, 2]]);
    // The same token as a bearer token reaches the same cart (clients without cookies).
    expect((await readCart(t, { bearer: token })).body.result.quoteId).toBe(res.body.result.quoteId);
  });

  it("keeps using the guest's session: no new cookie, the same cart", async () => {
    const p = await product();
    const { guest, res } = await addAsNewGuest(line(p, 1));
    expect(guestTokenSet(res.headers)).toBeUndefined();
    const again = await addToCart(t, line(p, 1), asGuest(guest.token));
    expect(again.body.result.quoteId).toBe(res.body.result.quoteId);
    expect(again.body.result.items_qty).toBe(2);
  });

  it("answers an empty cart to a read without a session and creates nothing", async () => {
    const before = [await countRows(t, "sessions"), await countRows(t, "carts")];
    const res = await readCart(t);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      quoteId: null,
      items_count: 0,
      items_qty: 0,
      subtotal: 0,
      grand_total: 0,
      shipping_fee: 0,
      tax_failed: true,
      valid: false,
      gift_product: null,
      gift_choice: null,
      product_contract_total: 0,
      list: [],
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect([await countRows(t, "sessions"), await countRows(t, "carts")]).toEqual(before);
  });

  it("never shows one guest's cart to another guest's cookie, a made-up token or a revoked session", async () => {
    const p = await product();
    const { guest, res } = await addAsNewGuest(line(p, 3));
    expect(res.body.code).toBe(200);
    const other = await guestSession(t);
    expect((await readCart(t, asGuest(other.token))).body.result.list).toEqual([]);
    expect((await readCart(t, asGuest("x".repeat(43)))).body.result.list).toEqual([]);
    // Adding as the other guest writes the other guest's cart only.
    const theirs = await addToCart(t, line(p, 1), asGuest(other.token));
    expect(theirs.body.result.quoteId).not.toBe(res.body.result.quoteId);
    expect((await readCart(t, asGuest(guest.token))).body.result.items_qty).toBe(3);

    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, guest.id));
    expect((await readCart(t, asGuest(guest.token))).body.result.quoteId).toBeNull();
  });

  it("reads the cart of the first live session presented: the customer's before the guest's, the guest's once the customer's ended", async () => {
    const [p, q] = [await product(), await product()];
    const customer = await customerWithSession(t);
    const guest = await guestSession(t);
    expect((await addToCart(t, line(p, 2), { bearer: customer.token })).body.code).toBe(200);
    expect((await addToCart(t, line(q, 1), asGuest(guest.token))).body.code).toBe(200);
    const both = { cookies: { [SESSION_COOKIE]: customer.token, [GUEST_COOKIE]: guest.token } };
    expect((await readCart(t, both)).body.result.list.map((i) => [i.product_id, i.qty])).toEqual([
      [p.productId, 2],
    ]);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(customer.token)));
    expect((await readCart(t, both)).body.result.list.map((i) => [i.product_id, i.qty])).toEqual([
      [q.productId, 1],
    ]);
  });

  it("refuses an add whose session ended while it waited for the cart's lock, and writes nothing", async () => {
    const p = await product();
    const guest = await guestSession(t);
    expect((await addToCart(t, line(p, 1), asGuest(guest.token))).body.code).toBe(200);
    // The session was live when the request resolved it; a sign-in merge or sign-out ended it
    // before the add's transaction locked the cart.
    const ctx = testContext(t.deps, {
      tokens: [guest.token],
      auth: async () => ({ sessionId: guest.id, customerId: null }),
    });
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, guest.id));
    const out = await addLine(ctx, { product_id: p.productId, child_id: p.variants[0].id, qty: 2 }, () => {});
    expect(out).toMatchObject({
      code: 401,
      message: "Your session has changed. Please try again.",
      status: 401,
    });
    const lines = await t.database.db
      .select({ qty: cartItems.qty })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.guestSessionId, guest.id));
    expect(lines).toEqual([{ qty: 1 }]);
  });

  it("grants nothing for a device id or an indent header: a new guest session gets a cart of its own", async () => {
    const p = await product();
    const { res } = await addAsNewGuest(line(p, 2));
    const quoteId = res.body.result.quoteId;
    const strangerHeaders = { "device-id": "dev-123", indent: String(quoteId) };
    const read = await readCart(t, { headers: strangerHeaders });
    expect(read.body.result.quoteId).toBeNull();
    const add = await addToCart(t, line(p, 1), { headers: strangerHeaders });
    expect(add.body.code).toBe(200);
    expect(add.body.result.quoteId).not.toBe(quoteId);
    expect(add.body.result.items_qty).toBe(1);
    expect(guestTokenSet(add.headers)).toBeTruthy();
    // An indent in the body names nothing either.
    const viaBody = await addToCart(t, { ...line(p, 1), indent: String(quoteId) });
    expect(viaBody.body.result.quoteId).not.toBe(quoteId);
  });

  it("gives a signed-in customer their own cart (by bearer token or the token cookie)", async () => {
    const p = await product();
    const customer = await customerWithSession(t);
    const res = await addToCart(t, line(p, 2), { bearer: customer.token });
    expect(res.body.code).toBe(200);
    expect(guestTokenSet(res.headers)).toBeUndefined();
    const [row] = await t.database.db.select().from(carts).where(eq(carts.id, res.body.result.quoteId));
    expect(row).toMatchObject({ customerId: customer.customerId, guestSessionId: null });
    const read = await readCart(t, { cookies: { [SESSION_COOKIE]: customer.token } });
    expect(read.body.result.list.map((i) => i.qty)).toEqual([2]);
  });
});

describe("add to cart", () => {
  it("answers the units of the whole cart after each add", async () => {
    const [p, q] = [await product(), await product()];
    const guest = await guestSession(t);
    const units = async (body: unknown) =>
      (await addToCart(t, body, asGuest(guest.token))).body.result.items_qty;
    expect(await units(line(p, 2))).toBe(2);
    expect(await units(line(q, 1))).toBe(3);
    expect(await units(line(p, 1))).toBe(4);
    expect((await readCart(t, asGuest(guest.token))).body.result.items_qty).toBe(4);
  });

  it("adds to the existing line of the same variant and keeps one line per variant", async () => {
    const p = await product(2);
    const { guest } = await addAsNewGuest(line(p, 2));
    await addToCart(t, line(p, 3), asGuest(guest.token));
    const other = await addToCart(
      t,
      { product: { product_id: p.productId, child_id: p.variants.at(-1)?.id, qty: 1 } },
      asGuest(guest.token),
    );
    const cart = (await readCart(t, asGuest(guest.token))).body.result;
    const mine = cart.list.find((i) => i.piid === p.variants[0].id);
    expect(mine?.qty).toBe(5);
    expect(cart.list.filter((i) => i.piid === p.variants[0].id)).toHaveLength(1);
    expect(other.body.result.items_qty).toBe(6);
    expect(cart.list).toHaveLength(2);
  });

  it("uses the default variant without child_id: the first in stock, else the first", async () => {
    const p = await product(2);
    await pinVariant(t, p.variants[0].id, { isInStock: false, qty: 0 });
    const { guest, res } = await addAsNewGuest({ product: { product_id: p.productId, qty: 1 } });
    expect(res.body.code, res.body.message).toBe(200);
    const cart = (await readCart(t, asGuest(guest.token))).body.result;
    expect(cart.list[0].piid).toBe(p.variants[1].id);
    // child_id null means "absent" too (the request layer turns empty values into null).
    const withNull = await addToCart(
      t,
      { product: { product_id: p.productId, child_id: null, qty: 1 } },
      asGuest(guest.token),
    );
    expect(withNull.body.result.items_qty).toBe(2);
  });

  it("refuses a variant of another product, and writes nothing (not even a guest session)", async () => {
    const p = await product();
    const q = await product();
    const before = [
      await countRows(t, "sessions"),
      await countRows(t, "carts"),
      await countRows(t, "cart_items"),
    ];
    const res = await addToCart(t, {
      product: { product_id: p.productId, child_id: q.variants[0].id, qty: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 400,
      message: "The selected option is not available for this item.",
      result: null,
    });
    expect(guestTokenSet(res.headers)).toBeUndefined();
    expect([
      await countRows(t, "sessions"),
      await countRows(t, "carts"),
      await countRows(t, "cart_items"),
    ]).toEqual(before);
    const unknown = await addToCart(t, {
      product: { product_id: p.productId, child_id: 2_000_000_000, qty: 1 },
    });
    expect(unknown.body.code).toBe(400);
  });

  it("refuses an unknown product and one no longer sold", async () => {
    const missing = await addToCart(t, { product: { product_id: 1_999_999_999, qty: 1 } });
    expect(missing.body).toEqual({
      code: 404,
      message: "The item is no longer available for purchase.",
      result: null,
    });
    const p = await product();
    await pinProduct(t, p.productId, { status: 2 });
    const { res } = await addAsNewGuest(line(p, 1));
    expect(res.body.code).toBe(404);
    expect(res.body.message).toBe("The item is no longer available for purchase.");
  });

  it("refuses an out-of-stock variant with 'This item is out of stock.'", async () => {
    const p = await product();
    await pinVariant(t, p.variants[0].id, { isInStock: false });
    const { guest, res } = await addAsNewGuest(line(p, 1));
    expect(res.body).toEqual({
      code: 409,
      message: "This item is out of stock.",
      result: null,
    });
    expect((await readCart(t, asGuest(guest.token))).body.result.list).toEqual([]);
    // In stock in name but nothing on hand: the same.
    await pinVariant(t, p.variants[0].id, { isInStock: true, qty: 0 });
    expect((await addToCart(t, line(p, 1), asGuest(guest.token))).body.code).toBe(409);
  });

  it("refuses a line below min_sale_qty with 'Min qty is {n}', counting what is already in the cart", async () => {
    const p = await product();
    await pinVariant(t, p.variants[0].id, { minSaleQty: 3 });
    const { guest, res } = await addAsNewGuest(line(p, 2));
    expect(res.body).toEqual({
      code: 416,
      message: "Min qty is 3",
      result: { min_sale_qty: 3, usable_qty: 20, in_cart: 0 },
    });
    expect((await addToCart(t, line(p, 3), asGuest(guest.token))).body.code).toBe(200);
    // 3 in the cart already: one more makes 4, above the minimum.
    expect((await addToCart(t, line(p, 1), asGuest(guest.token))).body.result.items_qty).toBe(4);
  });

  it("refuses a line above the usable quantity with 'Max qty is {n}' (stock or max_sale_qty, whichever is lower)", async () => {
    const p = await product();
    await pinVariant(t, p.variants[0].id, { qty: 5, maxSaleQty: 10 });
    const { guest, res } = await addAsNewGuest(line(p, 6));
    expect(res.body).toEqual({
      code: 416,
      message: "Max qty is 5",
      result: { min_sale_qty: 1, usable_qty: 5, in_cart: 0 },
    });
    expect((await addToCart(t, line(p, 3), asGuest(guest.token))).body.code).toBe(200);
    const over = await addToCart(t, line(p, 3), asGuest(guest.token));
    expect(over.body).toMatchObject({
      code: 416,
      message: "Max qty is 5",
      result: { in_cart: 3 },
    });
    expect((await readCart(t, asGuest(guest.token))).body.result.items_qty).toBe(3);
    await pinVariant(t, p.variants[0].id, { qty: 50, maxSaleQty: 4 });
    expect((await addToCart(t, line(p, 2), asGuest(guest.token))).body.message).toBe("Max qty is 4");
    expect((await addToCart(t, line(p, 1), asGuest(guest.token))).body.result.items_qty).toBe(4);
  });

  it.each([
    [-1, "product.qty: must be at least 1"],
    [0, "product.qty: must be at least 1"],
    [1.5, "product.qty: must be a whole number"],
    [10_000, "product.qty: must be at most 9999"],
    ["abc", "product.qty: must be a whole number"],
    ["2.5", "product.qty: must be a whole number"],
    ["-3", "product.qty: must be a whole number"],
    ["", "product.qty: must be a whole number"],
    [null, "product.qty: must be a whole number"],
    [true, "product.qty: must be a whole number"],
    [[2], "product.qty: must be a whole number"],
  ])("refuses qty %j with 422", async (qty, message) => {
    const res = await addToCart(t, { product: { product_id: 1, qty } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(guestTokenSet(res.headers)).toBeUndefined();
  });

  it.each([
    [{}, "product: "],
    [{ product: { qty: 1 } }, "product.product_id: "],
    [{ product: { product_id: 0, qty: 1 } }, "product.product_id: must be positive"],
    [{ product: { product_id: 1, child_id: -4, qty: 1 } }, "product.child_id: must be positive"],
    [{ product: { product_id: 1, qty: 1, color: "red" } }, "Unknown field"],
    [{ product: { product_id: 1, qty: 1 }, coupon: "X" }, "Unknown field in body: coupon"],
    [{ product: { product_id: 1, qty: 1, offerPlanId: "" } }, "product.offerPlanId: must not be empty"],
  ])("refuses the malformed body %j with 422", async (body, message) => {
    const res = await addToCart(t, body);
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(message);
  });

  it("accepts a qty of digits as a form sends it, and url-encoded bodies", async () => {
    const p = await product();
    const { guest, res } = await addAsNewGuest(line(p, "2" as unknown as number));
    expect(res.body.result.items_qty).toBe(2);
    const form = new URLSearchParams({
      "product[product_id]": String(p.productId),
      "product[child_id]": String(p.variants[0].id),
      "product[qty]": "3",
    });
    const viaForm = await callJson<{ items_qty: number }>(t.app, "/api/cart", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `${GUEST_COOKIE}=${guest.token}`,
      },
      body: form.toString(),
    });
    expect(viaForm.body.result.items_qty).toBe(5);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await addToCart(t, "{nope");
    expect(res.status).toBe(400);
  });
});

describe("protection plans on a line", () => {
  /** A product of a furniture category at $499.99: offered FURN-12 $30.99, FURN-24 $45.99, FURN-36 $60.99. */
  async function furniture() {
    const p = await product();
    await pinProduct(t, p.productId, { categoryId: await categoryId(t, "sofas-sectionals") });
    await pinVariant(t, p.variants[0].id, { priceCents: 499_99, specialPriceCents: null });
    const offers = await callJson<OfferList>(t.app, "/api/extend/get-offer-list", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ products: [{ referenceID: p.variants[0].sku }] }),
    });
    return { p, plans: offers.body.result[p.variants[0].sku] };
  }

  it("takes the plan from the offer list, ignoring a tampered price, term and title", async () => {
    const { p, plans } = await furniture();
    expect(plans.map((x) => x.offerPlanId)).toEqual(["FURN-12-3099", "FURN-24-4599", "FURN-36-6099"]);
    const { guest, res } = await addAsNewGuest(
      line(p, 2, {
        offerPlanId: "FURN-24-4599",
        planId: "FURN-24",
        price: 0.01,
        term: 120,
        title: "Free forever",
      }),
    );
    expect(res.body.code, res.body.message).toBe(200);
    const cart = (await readCart(t, asGuest(guest.token))).body.result;
    expect(cart.list[0].has_contract).toBe(2);
    expect(cart.list[0].extend).toEqual({
      planId: "FURN-24",
      offerPlanId: "FURN-24-4599",
      term: 2,
      price: 4599,
      title: "2-Year Furniture Protection Plan",
      qty: 2,
    });
    expect(cart.product_contract_total).toBe(91.98);
    const [row] = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, cart.quoteId as number));
    expect(row).toMatchObject({ planId: "FURN-24", offerPlanId: "FURN-24-4599" });
  });

  it("finds today's offer from a planId alone", async () => {
    const { p } = await furniture();
    const { guest } = await addAsNewGuest(line(p, 1, { planId: "FURN-36" }));
    expect((await readCart(t, asGuest(guest.token))).body.result.list[0].extend?.price).toBe(6099);
  });

  it("refuses a plan that is not offered: unknown offer, a planId that disagrees, an item without plans", async () => {
    const { p } = await furniture();
    for (const plan of [
      { offerPlanId: "FURN-24-1" },
      { offerPlanId: "FURN-24-4599", planId: "FURN-12" },
      { planId: "APPL-60" },
    ]) {
      const { guest, res } = await addAsNewGuest(line(p, 1, plan));
      expect(res.body).toEqual({
        code: 400,
        message: "This protection plan is not offered for this item any more. Please choose a plan again.",
        result: null,
      });
      expect((await readCart(t, asGuest(guest.token))).body.result.list).toEqual([]);
    }
    const cheap = await product();
    await pinVariant(t, cheap.variants[0].id, { priceCents: 20_00 });
    expect((await addAsNewGuest(line(cheap, 1, { planId: "FURN-12" }))).res.body.code).toBe(400);
  });

  it("keeps the line's plan on an add without one, replaces it on an add with one, re-prices it when the price changes", async () => {
    const { p } = await furniture();
    const { guest } = await addAsNewGuest(line(p, 1, { offerPlanId: "FURN-12-3099" }));
    await addToCart(t, line(p, 1), asGuest(guest.token));
    let item = (await readCart(t, asGuest(guest.token))).body.result.list[0];
    expect([item.qty, item.extend?.offerPlanId, item.extend?.qty]).toEqual([2, "FURN-12-3099", 2]);
    await addToCart(t, line(p, 1, { offerPlanId: "FURN-36-6099" }), asGuest(guest.token));
    item = (await readCart(t, asGuest(guest.token))).body.result.list[0];
    expect([item.qty, item.extend?.planId]).toEqual([3, "FURN-36"]);
    // $450.00 now: 12 % → $54.00 → $54.99; the stored $60.99 offer is stale and re-priced.
    await pinVariant(t, p.variants[0].id, { priceCents: 450_00 });
    item = (await readCart(t, asGuest(guest.token))).body.result.list[0];
    expect(item.extend).toMatchObject({
      planId: "FURN-36",
      offerPlanId: "FURN-36-5499",
      price: 5499,
      term: 3,
    });
  });
});

describe("the cart read", () => {
  it("answers each line's fields and totals in dollars computed from cents", async () => {
    const p = await product();
    const v = p.variants[0];
    await pinVariant(t, v.id, { priceCents: 129_99, specialPriceCents: 99_95, qty: 7, maxSaleQty: 10 });
    await pinProduct(t, p.productId, { productTag: "Pre-order" });
    const { guest } = await addAsNewGuest(line(p, 3));
    const cart = (await readCart(t, asGuest(guest.token))).body.result;
    expect(cart).toMatchObject({ items_count: 1, items_qty: 3, subtotal: 299.85, product_contract_total: 0 });
    const item = cart.list[0];
    expect(item).toMatchObject({
      item_id: expect.any(Number),
      sub_sku: v.sku,
      piid: v.id,
      product_id: p.productId,
      qty: 3,
      price: 129.99,
      special_price: 99.95,
      unit_price: 99.95,
      row_total: 299.85,
      old_row_total: 389.97,
      status: 1,
      product_tag: "Pre-order",
      has_contract: 0,
      extend: null,
      inventory: { is_in_stock: true, usable_qty: 7, min_sale_qty: 1, qty: 7, product_id: p.productId },
    });
    expect(item.url_path).toMatch(/^\/.+\.html$/);
    expect(item.thumbnail).toMatch(/^\//);
    expect(["configurable", "simple"]).toContain(item.type_id);
    expect(item.name.length).toBeGreaterThan(0);
  });

  it("applies a tier price the line's quantity reaches", async () => {
    const p = await product();
    const v = p.variants[0];
    await pinVariant(t, v.id, { priceCents: 100_00 });
    await t.database.db.delete(tierPrices).where(eq(tierPrices.variantId, v.id));
    await t.database.db.insert(tierPrices).values([
      { variantId: v.id, qty: 2, priceCents: 95_00 },
      { variantId: v.id, qty: 4, priceCents: 90_00 },
    ]);
    const { guest } = await addAsNewGuest(line(p, 1));
    expect((await readCart(t, asGuest(guest.token))).body.result.subtotal).toBe(100);
    await addToCart(t, line(p, 3), asGuest(guest.token));
    const cart = (await readCart(t, asGuest(guest.token))).body.result;
    expect([cart.list[0].unit_price, cart.list[0].row_total, cart.subtotal]).toEqual([90, 360, 360]);
  });

  it("marks a product no longer sold (status 2) and leaves unavailable and out-of-stock lines out of the totals", async () => {
    const [a, b, c] = [await product(), await product(), await product()];
    await pinVariant(t, a.variants[0].id, { priceCents: 10_00 });
    await pinVariant(t, b.variants[0].id, { priceCents: 20_00 });
    await pinVariant(t, c.variants[0].id, { priceCents: 40_00 });
    const { guest } = await addAsNewGuest(line(a, 1));
    await addToCart(t, line(b, 1), asGuest(guest.token));
    await addToCart(t, line(c, 1), asGuest(guest.token));
    expect((await readCart(t, asGuest(guest.token))).body.result.subtotal).toBe(70);
    await pinProduct(t, a.productId, { status: 2 });
    await pinVariant(t, b.variants[0].id, { isInStock: false });
    const cart = (await readCart(t, asGuest(guest.token))).body.result;
    expect(cart.list.find((i) => i.product_id === a.productId)?.status).toBe(2);
    expect(cart.list.find((i) => i.product_id === b.productId)?.inventory).toMatchObject({
      is_in_stock: false,
      usable_qty: 0,
    });
    expect([cart.items_count, cart.items_qty, cart.subtotal]).toEqual([3, 3, 40]);
    // Newest first.
    expect(cart.list.map((i) => i.product_id)).toEqual([c.productId, b.productId, a.productId]);
  });
});

describe("races", () => {
  it("sums 10 parallel adds to one variant with one guest token (no lost update)", async () => {
    const p = await product();
    const guest = await guestSession(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addToCart(t, line(p, 1), asGuest(guest.token))),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(200));
    const cart = (await readCart(t, asGuest(guest.token))).body.result;
    expect(cart.list.map((i) => i.qty)).toEqual([10]);
    expect(Math.max(...answers.map((a) => a.body.result.items_qty))).toBe(10);
  });

  it("never oversells: 10 parallel adds against 4 usable units put exactly 4 in the cart", async () => {
    const p = await product();
    await pinVariant(t, p.variants[0].id, { qty: 4 });
    const guest = await guestSession(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addToCart(t, line(p, 1), asGuest(guest.token))),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.body.message === "Max qty is 4")).toHaveLength(6);
    expect((await readCart(t, asGuest(guest.token))).body.result.items_qty).toBe(4);
  });

  it("gives 5 parallel first adds of one new guest one cart", async () => {
    const p = await product();
    const guest = await guestSession(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => addToCart(t, line(p, 2), asGuest(guest.token))),
    );
    expect(new Set(answers.map((a) => a.body.result.quoteId)).size).toBe(1);
    expect((await readCart(t, asGuest(guest.token))).body.result.items_qty).toBe(10);
  });
});
