import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import { PAYLATER_DISCOUNT_CENTS } from "../../../contract/cart-constants";
import { CART_DISCOUNT_DATA_PATH, type CartDiscountData } from "../../../contract/cart-discount";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import {
  addToCart,
  asGuest,
  countRows,
  customerWithSession,
  guestSession,
  headersOf,
  pinProduct,
  pinVariant,
  productSupply,
  readCart,
  type SeededProduct,
  seededProducts,
  sendJson,
  type Who,
} from "./cart.testing";
import { cartDiscountRoutes } from "./cart-discount.routes";

// GET /api/v2/carts-discount-data against the real app and database: the same owner rules as the
// cart read, the same figures as the cart read, and the shopper's coupons that apply now.

let t: TestApp;
/** The real app with this call mounted in front (whether or not server/app.ts mounts it yet). */
let app: Hono;
let product: () => Promise<SeededProduct>;
let codeCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  product = productSupply(t, await seededProducts(t));
  app = new Hono();
  app.route("/", cartDiscountRoutes(t.deps));
  app.all("*", (c) => t.app.fetch(c.req.raw));
});
afterAll(() => t?.close());

const DAY = 86_400_000;

const discountData = async (who?: Who) => {
  const res = await callJson<CartDiscountData>(app, CART_DISCOUNT_DATA_PATH, { headers: headersOf(who) });
  expect(res.status).toBe(200);
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.result;
};
const cartOf = async (who: Who): Promise<CartResult> => (await readCart(t, who)).body.result;

/**
 * A sale-code coupon (open to everyone) that applies only to `p`, so coupons made by other tests
 * in this file never apply to this test's cart.
 */
async function couponFor(p: SeededProduct, over: Partial<typeof coupons.$inferInsert> = {}) {
  const code = `DISC${++codeCounter}Y`;
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      code,
      title: `Coupon ${code}`,
      discountType: "fixed",
      amount: 1_000,
      startsAt: new Date(Date.now() - DAY),
      detailCouponType: 3,
      usageLimitPerCustomer: 1,
      appliesTo: "products",
      productIds: [p.productId],
      ...over,
    })
    .returning();
  return row;
}

/** A buyable product priced `cents`, `qty` units of it in the shopper's cart. */
async function cartWith(who: Who, cents: number, qty = 1, noDiscount = false) {
  const p = await product();
  await pinVariant(t, p.variants[0].id, { priceCents: cents });
  if (noDiscount) await pinProduct(t, p.productId, { isNoDiscount: true });
  const added = await addToCart(
    t,
    { product: { product_id: p.productId, child_id: p.variants[0].id, qty } },
    who,
  );
  expect(added.body.code, added.body.message).toBe(200);
  return p;
}

const guest = async (): Promise<Who> => asGuest((await guestSession(t)).token);

async function customer(points: number) {
  const c = await customerWithSession(t);
  await t.database.db.update(customers).set({ points }).where(eq(customers.id, c.customerId));
  return { ...c, who: { bearer: c.token } as Who };
}

const applyCode = async (who: Who, coupon_code: string) => {
  const res = await sendJson(t, "POST", "/api/cart/apply_coupon", { coupon_code }, who);
  expect(res.body.code, res.body.message).toBe(200);
};

async function setQty(who: Who, qty: number) {
  const [line] = (await cartOf(who)).list;
  const res = await sendJson(t, "PUT", "/api/cart/", { item_id: line.item_id, qty }, who);
  expect(res.body.code, res.body.message).toBe(200);
}

/** The fields this call shares with the cart read, as the cart read answers them. */
const sharedWithCart = (cart: CartResult) => ({
  quoteId: cart.quoteId,
  coupon_code: cart.coupon_code,
  coupon_message: cart.coupon_message,
  discount_amount: cart.discount_amount,
  points_data: cart.points_data,
  is_plus_allow: cart.is_plus_allow,
  plusTotal: cart.plusTotal,
  klarna_discount: cart.klarna_discount,
});

const EMPTY = {
  quoteId: null,
  coupon_code: "",
  coupon_message: "",
  discount_amount: 0,
  points_data: { points_used: 0, points_cur_amount: 0, points_balance: 0, points_max: 0 },
  is_plus_allow: false,
  plusTotal: 0,
  plusImg: null,
  klarna_discount: 0,
  coupons: { available: 0, best: null },
};

describe("whose cart", () => {
  it("answers a visitor without a session the empty answer and creates nothing", async () => {
    const sessionsBefore = await countRows(t, "sessions");
    const cartsBefore = await countRows(t, "carts");
    const res = await callJson<CartDiscountData>(app, CART_DISCOUNT_DATA_PATH);
    expect(res.body).toEqual({ code: 200, message: "", result: EMPTY });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await countRows(t, "sessions")).toBe(sessionsBefore);
    expect(await countRows(t, "carts")).toBe(cartsBefore);
  });

  it("answers a session without a cart the empty answer (a customer's balance included), creating no cart", async () => {
    const cartsBefore = await countRows(t, "carts");
    expect(await discountData(await guest())).toEqual(EMPTY);
    const c = await customer(1_234);
    expect(await discountData(c.who)).toEqual({
      ...EMPTY,
      points_data: { ...EMPTY.points_data, points_balance: 1_234 },
    });
    expect(await countRows(t, "carts")).toBe(cartsBefore);
  });

  it("reads the session's own cart only: another shopper's coupon is not seen", async () => {
    const a = await guest();
    const p = await cartWith(a, 10_000);
    await applyCode(a, (await couponFor(p)).code);
    const b = await guest();
    await cartWith(b, 10_000);
    const mine = await discountData(b);
    expect(mine.quoteId).toBe((await cartOf(b)).quoteId);
    expect(mine.quoteId).not.toBe((await cartOf(a)).quoteId);
    expect(mine).toMatchObject({ coupon_code: "", discount_amount: 0 });
  });
});

describe("the same figures as the cart read", () => {
  it("a coupon applied: coupon_code, discount and message match GET /api/carts; one coupon applies and is the best", async () => {
    const g = await guest();
    const p = await cartWith(g, 10_000);
    const c = await couponFor(p, { discountType: "percent", amount: 15 });
    await applyCode(g, c.code.toLowerCase());
    const cart = await cartOf(g);
    expect(cart).toMatchObject({ coupon_code: c.code, discount_amount: 15 });
    const data = await discountData(g);
    expect(data).toEqual({
      ...sharedWithCart(cart),
      plusImg: null,
      coupons: { available: 1, best: { coupon_code: c.code, discount_amount: 15 } },
    });
  });

  it("a coupon under its minimum now: no discount, the same reason as the cart read, not counted as available", async () => {
    const g = await guest();
    const p = await cartWith(g, 10_000, 2);
    const c = await couponFor(p, { minSpendCents: 15_000 });
    await applyCode(g, c.code);
    await setQty(g, 1);
    const cart = await cartOf(g);
    expect(cart.discount_amount).toBe(0);
    expect(cart.coupon_message).not.toBe("");
    expect(await discountData(g)).toEqual({
      ...sharedWithCart(cart),
      plusImg: null,
      coupons: { available: 0, best: null },
    });
  });

  it("points for a customer: used, their dollar value, the balance and the most the cart can take", async () => {
    const c = await customer(50_000);
    const p = await cartWith(c.who, 10_000);
    await cartWith(c.who, 4_000, 1, true); // a no-discount line: points cannot pay for it
    await applyCode(c.who, (await couponFor(p, { amount: 2_000 })).code);
    const spent = await sendJson(t, "POST", "/api/cart/apply_points", { points: 3_000 }, c.who);
    expect(spent.body.code, spent.body.message).toBe(200);
    const data = await discountData(c.who);
    expect(data.points_data).toEqual({
      points_used: 3_000,
      points_cur_amount: 30,
      points_balance: 50_000,
      points_max: 8_000, // ($100 − $20 coupon) in points; the $40 no-discount line does not count
    });
    expect(data).toMatchObject(sharedWithCart(await cartOf(c.who)));

    // The balance drops below what was applied: both reads cap the points the same way.
    await t.database.db.update(customers).set({ points: 1_200 }).where(eq(customers.id, c.customerId));
    const capped = await discountData(c.who);
    expect(capped.points_data).toEqual({
      points_used: 1_200,
      points_cur_amount: 12,
      points_balance: 1_200,
      points_max: 1_200,
    });
    expect(capped).toMatchObject(sharedWithCart(await cartOf(c.who)));
  });

  it("a guest has no points: balance and maximum 0", async () => {
    const g = await guest();
    await cartWith(g, 10_000);
    expect((await discountData(g)).points_data).toEqual(EMPTY.points_data);
  });

  it("Plus+ savings for a non-member and the pay-later discount match the cart read", async () => {
    const g = await guest();
    const p = await cartWith(g, 60_000);
    await pinVariant(t, p.variants[0].id, { plusPriceCents: 55_000 });
    const card = await discountData(g);
    expect(card).toMatchObject({ is_plus_allow: true, plusTotal: 50, klarna_discount: 0 });
    const later = await sendJson(t, "PUT", "/api/cart/payment", { payment_method: "paylater" }, g);
    expect(later.body.code, later.body.message).toBe(200);
    const data = await discountData(g);
    expect(data.klarna_discount).toBe(PAYLATER_DISCOUNT_CENTS / 100);
    expect(data).toMatchObject(sharedWithCart(await cartOf(g)));
  });
});

describe("coupons that apply now", () => {
  it("available and best change as the cart crosses a coupon's minimum spend", async () => {
    const g = await guest();
    const p = await cartWith(g, 10_000);
    const small = await couponFor(p, { amount: 1_000 });
    const big = await couponFor(p, { amount: 4_000, minSpendCents: 15_000 });
    const far = await couponFor(p, { discountType: "percent", amount: 50, minSpendCents: 100_000 });
    const notMine = await couponFor(p, { amount: 9_000, detailCouponType: 4 }); // claimable, never claimed
    const list = async () =>
      (
        await sendJson<{ list: { couponCode: string; status: number }[] }>(
          t,
          "POST",
          "/v4/coupons/list",
          {},
          g,
        )
      ).body.result.list;

    // $100: only the $10 coupon reaches; the one the shopper cannot use is never counted.
    const under = await discountData(g);
    expect(under.coupons).toEqual({ available: 1, best: { coupon_code: small.code, discount_amount: 10 } });
    const usableCodes = (await list()).filter((c) => c.status === 1).map((c) => c.couponCode);
    expect(usableCodes).toEqual([small.code]);
    expect(usableCodes).not.toContain(notMine.code);

    // $200: the $40 coupon's minimum is reached and it is the best.
    await setQty(g, 2);
    const over = await discountData(g);
    expect(over.coupons).toEqual({ available: 2, best: { coupon_code: big.code, discount_amount: 40 } });
    expect((await list()).filter((c) => c.status === 1).map((c) => c.couponCode)).toHaveLength(2);

    // $1,000: the 50% coupon's minimum is reached: $500 off beats the fixed ones.
    await setQty(g, 10);
    expect((await discountData(g)).coupons).toEqual({
      available: 3,
      best: { coupon_code: far.code, discount_amount: 500 },
    });

    // Back under: back to one.
    await setQty(g, 1);
    expect((await discountData(g)).coupons).toEqual(under.coupons);
  });

  it("the applied coupon counts and may be the best; a better one is pointed out", async () => {
    const g = await guest();
    const p = await cartWith(g, 10_000);
    const applied = await couponFor(p, { amount: 500 });
    const better = await couponFor(p, { amount: 2_500 });
    await applyCode(g, applied.code);
    const data = await discountData(g);
    expect(data).toMatchObject({ coupon_code: applied.code, discount_amount: 5 });
    expect(data.coupons).toEqual({ available: 2, best: { coupon_code: better.code, discount_amount: 25 } });
  });
});
