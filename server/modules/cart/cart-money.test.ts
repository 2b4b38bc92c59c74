import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartCouponListResult, CartResult } from "../../../contract/cart";
import {
  couponMinSpendMessage,
  PAYLATER_DISCOUNT_CENTS,
  pointsOverEligibleMessage,
} from "../../../contract/cart-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testContext } from "../../../tests/helpers/test-deps";
import { carts } from "../../db/schema/cart";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import { customerAddresses, customers } from "../../db/schema/customer";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { couponUsed } from "../order/coupon-use.testing";
import {
  addToCart,
  asGuest,
  customerWithSession,
  guestSession,
  pinProduct,
  pinVariant,
  productSupply,
  readCart,
  type SeededProduct,
  seededProducts,
  sendJson,
  type Who,
} from "./cart.testing";
import { checkoutSnapshot, emptyCartAfterOrder } from "./cart-checkout";

// The cart's money rules against the real app and database: coupons (dates, audience, limits,
// minimum spend, no-discount items, fixed vs percent), points, the address and sales tax by state,
// pay-later, check-info, and the checkout snapshot order placement charges from.

let t: TestApp;
let product: () => Promise<SeededProduct>;
let codeCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  product = productSupply(t, await seededProducts(t));
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function coupon(over: Partial<typeof coupons.$inferInsert> = {}) {
  const code = over.code ?? `SAVE${++codeCounter}X`;
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
      ...over,
    })
    .returning();
  return row;
}

/** A buyable product priced `cents` (one variant in the cart, qty units). */
async function cartWith(who: Who, cents: number, qty = 1, noDiscount = false) {
  const p = await product();
  await pinVariant(t, p.variants[0].id, { priceCents: cents });
  if (noDiscount) await pinProduct(t, p.productId, { isNoDiscount: true });
  const added = await addToCart(
    t,
    { product: { product_id: p.productId, child_id: p.variants[0].id, qty } },
    who,
  );
  expect(added.body.code).toBe(200);
  return p;
}

async function guest(): Promise<Who> {
  return asGuest((await guestSession(t)).token);
}

async function customer(points = 0) {
  const c = await customerWithSession(t);
  await t.database.db.update(customers).set({ points }).where(eq(customers.id, c.customerId));
  return { ...c, who: { bearer: c.token } as Who };
}

const applyCode = (who: Who, coupon_code: string, extra: Record<string, unknown> = {}) =>
  sendJson(t, "POST", "/api/cart/apply_coupon", { coupon_code, ...extra }, who);

const redeem = (couponId: number, customerId: number | null, email: string) =>
  couponUsed(t.database.db, couponId, customerId, email);

const CA_ADDRESS = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: "100 Main St",
  apartment_unit_suite: "",
  city: "Whittier",
  region_id: 12,
  postcode: "90602",
  telephone: "5625550123",
  country_id: "US",
};

describe("coupons", () => {
  it("applies a fixed coupon by code in any case, shows it, and removes it", async () => {
    const who = await guest();
    await cartWith(who, 10_000);
    const c = await coupon();
    const res = await applyCode(who, c.code.toLowerCase());
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ coupon_code: c.code, discount_amount: 10, coupon_message: "" });
    expect(res.body.result.grand_total).toBe(90);
    const input = await sendJson(t, "GET", "/api/cart/input_coupons", undefined, who);
    expect(input.body.result).toEqual({ coupon_code: c.code, message: "" });
    const removed = await applyCode(who, "", { remove: 1 });
    expect(removed.body.result).toMatchObject({ coupon_code: "", discount_amount: 0, grand_total: 100 });
  });

  it("takes a percent off the eligible lines only, never from no-discount items", async () => {
    const who = await guest();
    await cartWith(who, 10_000, 2);
    await cartWith(who, 5_000, 1, true);
    const c = await coupon({ discountType: "percent", amount: 15 });
    const res = await applyCode(who, c.code);
    expect(res.body.result.discount_amount).toBe(30); // 15% of $200, not of $250
    const noDiscount = res.body.result.list.find((l) => l.is_no_discount_product);
    expect(noDiscount?.messages).toContain("*Coupons & points do not apply to this item.");
    expect(res.body.result.grand_total).toBe(220);
  });

  it("never discounts more than the eligible amount, and refuses a cart of only no-discount items", async () => {
    const who = await guest();
    await cartWith(who, 500);
    const big = await coupon({ amount: 5_000 });
    expect((await applyCode(who, big.code)).body.result).toMatchObject({
      discount_amount: 5,
      grand_total: 0,
    });

    const other = await guest();
    await cartWith(other, 9_000, 1, true);
    const res = await applyCode(other, big.code);
    expect(res.body).toMatchObject({
      code: 400,
      message: "This coupon does not apply to any item in your cart.",
    });
  });

  it("refuses unknown, expired, not started, inactive and other products' coupons, storing nothing", async () => {
    const who = await guest();
    const p = await cartWith(who, 10_000);
    const cases: [string, string][] = [
      ["NOPE-CODE", "This coupon code is not valid."],
      [(await coupon({ endsAt: new Date(Date.now() - 1000) })).code, "This coupon has expired."],
      [(await coupon({ startsAt: new Date(Date.now() + DAY) })).code, "This coupon is not available yet."],
      [(await coupon({ isActive: false })).code, "This coupon code is not valid."],
      [
        (await coupon({ appliesTo: "products", productIds: [p.productId + 100_000] })).code,
        "This coupon does not apply to any item in your cart.",
      ],
    ];
    for (const [code, message] of cases) {
      const res = await applyCode(who, code);
      expect(res.body, code).toMatchObject({ code: 400, message });
    }
    expect((await readCart(t, who)).body.result.coupon_code).toBe("");
  });

  it("refuses under the minimum spend with how much more, and stops discounting when the cart drops below it", async () => {
    const who = await guest();
    const c = await coupon({ minSpendCents: 15_000 });
    const p = await cartWith(who, 10_000);
    const res = await applyCode(who, c.code);
    expect(res.body).toMatchObject({
      code: 400,
      message: couponMinSpendMessage(5_000),
    });
    expect(couponMinSpendMessage(5_000)).toBe("Spend $50 more to use this coupon.");
    const item = (await readCart(t, who)).body.result.list[0];
    await sendJson(t, "PUT", "/api/cart/", { item_id: item.item_id, qty: 2 }, who);
    expect((await applyCode(who, c.code)).body.result.discount_amount).toBe(10);
    await sendJson(t, "PUT", "/api/cart/", { item_id: item.item_id, qty: 1 }, who);
    const read = (await readCart(t, who)).body.result;
    expect(read).toMatchObject({
      coupon_code: c.code,
      discount_amount: 0,
      coupon_message: couponMinSpendMessage(5_000),
    });
    expect(p.productId).toBeGreaterThan(0);
  });

  it("counts uses per customer (id or e-mail) and in total over placed orders", async () => {
    const perCustomer = await coupon({ usageLimitPerCustomer: 1 });
    const a = await customer();
    await cartWith(a.who, 10_000);
    const [row] = await t.database.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, a.customerId));
    await redeem(perCustomer.id, null, row.email.toUpperCase()); // a guest order with the same e-mail counts
    expect((await applyCode(a.who, perCustomer.code)).body.message).toBe(
      "You have already used this coupon.",
    );

    const total = await coupon({ usageLimitTotal: 2, usageLimitPerCustomer: 5 });
    const b = await customer();
    await cartWith(b.who, 10_000);
    expect((await applyCode(b.who, total.code)).body.code).toBe(200);
    await redeem(total.id, (await customer()).customerId, "x@example.com");
    await redeem(total.id, null, "y@example.com");
    const read = (await readCart(t, b.who)).body.result;
    expect(read).toMatchObject({
      discount_amount: 0,
      coupon_message: "This coupon has reached its usage limit.",
    });
    expect((await applyCode(b.who, total.code)).body.message).toBe(
      "This coupon has reached its usage limit.",
    );
  });

  it("claimable coupons need a claim; Plus+ coupons members; subscriber coupons subscribers", async () => {
    const claimable = await coupon({ detailCouponType: 4 });
    const plus = await coupon({ detailCouponType: 1 });
    const subs = await coupon({ detailCouponType: 2 });
    const g = await guest();
    await cartWith(g, 10_000);
    expect((await applyCode(g, claimable.code)).body.message).toBe("Please sign in to use this coupon.");
    expect((await applyCode(g, plus.code)).body.message).toBe("This coupon is for Plus+ members only.");
    expect((await applyCode(g, subs.code)).body.message).toBe(
      "This coupon is for newsletter subscribers only.",
    );

    const c = await customer();
    await cartWith(c.who, 10_000);
    expect((await applyCode(c.who, claimable.code)).body.message).toBe(
      "Please get this coupon first (Get Now) to use it.",
    );
    await t.database.db.insert(customerCoupons).values({ customerId: c.customerId, couponId: claimable.id });
    expect((await applyCode(c.who, claimable.code)).body.code).toBe(200);
    await t.database.db
      .update(customers)
      .set({ customerGroup: "PLUS+" })
      .where(eq(customers.id, c.customerId));
    expect((await applyCode(c.who, plus.code)).body.code).toBe(200);
    const [row] = await t.database.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, c.customerId));
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: row.email, source: "footer", confirmedAt: new Date() });
    expect((await applyCode(c.who, subs.code)).body.code).toBe(200);
  });

  it("lists the coupons this shopper could use, usable first, with the reason for the others", async () => {
    const c = await customer();
    await cartWith(c.who, 10_000);
    const ok = await coupon({ title: "ok" });
    const far = await coupon({ minSpendCents: 50_000 });
    const claimed = await coupon({ detailCouponType: 4 });
    const notMine = await coupon({ detailCouponType: 4 });
    await t.database.db.insert(customerCoupons).values({ customerId: c.customerId, couponId: claimed.id });
    await applyCode(c.who, ok.code);
    const res = await sendJson<CartCouponListResult>(t, "POST", "/v4/coupons/list", {}, c.who);
    const byCode = new Map(res.body.result.list.map((x) => [x.couponCode, x]));
    expect(byCode.get(ok.code)).toMatchObject({ status: 1, reason: "", isApplied: true });
    expect(byCode.get(claimed.code)).toMatchObject({ status: 1, isApplied: false });
    expect(byCode.get(far.code)).toMatchObject({ status: 0, reason: couponMinSpendMessage(40_000) });
    expect(byCode.has(notMine.code)).toBe(false);
    const statuses = res.body.result.list.map((x) => x.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
  });
});

describe("points", () => {
  const points = (who: Who, n: unknown) => sendJson(t, "POST", "/api/cart/apply_points", { points: n }, who);

  it("spends points (100 = $1) within the balance and the eligible amount after the coupon", async () => {
    const c = await customer(50_000);
    await cartWith(c.who, 10_000);
    await cartWith(c.who, 4_000, 1, true);
    const cp = await coupon({ amount: 2_000 });
    await applyCode(c.who, cp.code);
    const over = await points(c.who, 8_001);
    expect(over.body).toMatchObject({
      code: 400,
      message: pointsOverEligibleMessage(8_000),
    });
    const ok = await points(c.who, 8_000);
    expect(ok.body.result.points_data).toMatchObject({
      points_used: 8_000,
      points_cur_amount: 80,
      points_balance: 50_000,
    });
    expect(ok.body.result.grand_total).toBe(40); // 100 + 40 − 20 − 80
    expect((await points(c.who, 0)).body.result.points_data.points_used).toBe(0);
  });

  it("refuses more than the balance, a guest, and bad amounts", async () => {
    const c = await customer(300);
    await cartWith(c.who, 10_000);
    expect((await points(c.who, 301)).body).toMatchObject({ message: "You do not have enough points." });
    const g = await guest();
    await cartWith(g, 10_000);
    expect((await points(g, 100)).body).toMatchObject({
      code: 10401,
      message: "Please sign in to use your points.",
    });
    for (const bad of [-1, 1.5, "x", null]) expect((await points(c.who, bad)).status).toBe(422);
  });

  it("re-caps points on every read when the balance or the cart shrinks", async () => {
    const c = await customer(5_000);
    await cartWith(c.who, 10_000);
    await points(c.who, 5_000);
    await t.database.db.update(customers).set({ points: 1_200 }).where(eq(customers.id, c.customerId));
    expect((await readCart(t, c.who)).body.result.points_data).toMatchObject({
      points_used: 1_200,
      points_cur_amount: 12,
    });
  });
});

describe("address, tax, payment, check-info", () => {
  const setAddress = (who: Who, body: unknown) => sendJson(t, "PUT", "/api/cart/address", body, who);

  it("taxes by the guest's state after discounts, shipping untaxed; tax_failed without an address", async () => {
    const g = await guest();
    await cartWith(g, 10_000);
    await sendJson(t, "PUT", "/api/cart/shipping-method", { shipping_method: "expedited" }, g);
    const before = (await readCart(t, g)).body.result;
    expect(before).toMatchObject({ tax_failed: true, tax_amount: 0 });
    const cp = await coupon({ amount: 2_000 });
    await applyCode(g, cp.code);
    const res = await setAddress(g, { address: CA_ADDRESS, email: "Guest@Example.com" });
    expect(res.body.code).toBe(200);
    // CA 7.25% of $80 = $5.80; shipping $49.99 not taxed.
    expect(res.body.result).toMatchObject({ tax_failed: false, tax_amount: 5.8, grand_total: 135.79 });
    expect(res.body.result.address).toMatchObject({
      email: "guest@example.com",
      shipping_address: { region_code: "CA" },
    });
    const or = await setAddress(g, {
      address: { ...CA_ADDRESS, region_id: 49, postcode: "97204", city: "Portland" },
      email: "guest@example.com",
    });
    expect(or.body.result).toMatchObject({ tax_failed: false, tax_amount: 0 });
  });

  it("checks a guest address with the address book's messages", async () => {
    const g = await guest();
    await cartWith(g, 10_000);
    const res = await setAddress(g, {
      address: { ...CA_ADDRESS, region_id: 2, postcode: "99501" },
      email: "a@example.com",
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("We do not ship to Alaska, Hawaii, Guam or Puerto Rico.");
    const zip = await setAddress(g, { address: { ...CA_ADDRESS, postcode: "9060" }, email: "a@example.com" });
    expect(zip.body.message).toMatch(/^The postcode you entered is invalid/);
    expect((await setAddress(g, { address: CA_ADDRESS, email: "nope" })).status).toBe(422);
  });

  it("customers choose their own address-book entry; another customer's id is 404", async () => {
    const a = await customer();
    const b = await customer();
    await cartWith(a.who, 10_000);
    const values = { ...CA_ADDRESS, region: "New Jersey", regionId: 41, postcode: "07102", city: "Newark" };
    const [mine] = await t.database.db
      .insert(customerAddresses)
      .values({
        customerId: a.customerId,
        firstname: values.firstname,
        lastname: values.lastname,
        street: values.street,
        city: values.city,
        region: values.region,
        regionId: values.regionId,
        postcode: values.postcode,
        telephone: values.telephone,
      })
      .returning({ id: customerAddresses.id });
    const [theirs] = await t.database.db
      .insert(customerAddresses)
      .values({
        customerId: b.customerId,
        firstname: "B",
        lastname: "B",
        street: "1 X St",
        city: "Newark",
        region: "New Jersey",
        regionId: 41,
        postcode: "07102",
        telephone: "5625550123",
      })
      .returning({ id: customerAddresses.id });
    const res = await setAddress(a.who, { customer_address_id: theirs.id });
    expect(res.status).toBe(404);
    const ok = await setAddress(a.who, { customer_address_id: mine.id });
    // NJ 6.625% of $100 = $6.63 (half up).
    expect(ok.body.result).toMatchObject({
      tax_failed: false,
      tax_amount: 6.63,
      address: { customer_address_id: mine.id },
    });
    await t.database.db.delete(customerAddresses).where(eq(customerAddresses.id, mine.id));
    expect((await readCart(t, a.who)).body.result.tax_failed).toBe(true);
  });

  it("pay-later takes the promotion off carts of $500+, shown as klarna_discount; grand_total stays full", async () => {
    const g = await guest();
    await cartWith(g, 50_000);
    const card = await sendJson(t, "PUT", "/api/cart/payment", { payment_method: "card" }, g);
    expect(card.body.result).toMatchObject({ payment_method: "card", klarna_discount: 0 });
    const later = await sendJson(t, "PUT", "/api/cart/payment", { payment_method: "paylater" }, g);
    expect(later.body.result).toMatchObject({
      klarna_discount: PAYLATER_DISCOUNT_CENTS / 100,
      grand_total: 500,
    });
    expect((await sendJson(t, "PUT", "/api/cart/payment", { payment_method: "cash" }, g)).status).toBe(422);
  });

  it("ignores nothing silently: client-sent totals are refused as unknown fields", async () => {
    const g = await guest();
    await cartWith(g, 10_000);
    const cp = await coupon();
    const res = await applyCode(g, cp.code, { discount_amount: 100 });
    expect(res.status).toBe(422);
    expect(
      (await sendJson(t, "POST", "/api/cart/apply_points", { points: 0, points_cur_amount: 9 }, g)).status,
    ).toBe(422);
    expect(
      (await sendJson(t, "PUT", "/api/cart/payment", { payment_method: "card", grand_total: 1 }, g)).status,
    ).toBe(422);
    expect((await readCart(t, g)).body.result).toMatchObject({ discount_amount: 0, grand_total: 100 });
  });

  it("check-info and the checkout snapshot agree with the read, and the cart empties after the order", async () => {
    const g = await guest();
    expect((await sendJson(t, "POST", "/api/cart/check-info", {}, g)).body.result).toEqual({
      valid: false,
      problems: ["Your cart is empty."],
      checkout_fingerprint: "",
    });
    await cartWith(g, 60_000);
    const cp = await coupon({ amount: 5_000 });
    await applyCode(g, cp.code);
    const missing = (await sendJson<{ problems: string[] }>(t, "POST", "/api/cart/check-info", {}, g)).body
      .result;
    expect(missing.problems).toEqual(["Please add a shipping address.", "Please enter your email address."]);
    await setAddress(g, { address: CA_ADDRESS, email: "snap@example.com" });
    await sendJson(t, "PUT", "/api/cart/payment", { payment_method: "paylater" }, g);
    expect((await sendJson(t, "POST", "/api/cart/check-info", {}, g)).body.result).toEqual({
      valid: true,
      problems: [],
      checkout_fingerprint: expect.stringMatching(/^v2\./),
    });
    const read = (await readCart(t, g)).body.result as CartResult;

    const [cart] = await t.database.db
      .select()
      .from(carts)
      .where(eq(carts.id, read.quoteId ?? 0));
    const snap = await t.database.db.transaction((tx) =>
      checkoutSnapshot(testContext(t.deps), tx, { cartId: cart.id, customerId: null }),
    );
    expect(snap).toMatchObject({
      subtotalCents: 60_000,
      discountCents: 5_000,
      taxCents: 3_988, // CA 7.25% of $550
      payLaterDiscountCents: 1_000,
      couponId: cp.id,
      email: "snap@example.com",
      paymentMethod: "paylater",
      problems: [],
    });
    expect(snap.grandTotalCents).toBe(Math.round(read.grand_total * 100) - 1_000);
    expect(snap.lines).toHaveLength(1);
    expect(snap.lines[0]).toMatchObject({ qty: 1, unitPriceCents: 60_000, rowTotalCents: 60_000 });

    await t.database.db.transaction((tx) => emptyCartAfterOrder(tx, cart.id));
    const after = (await readCart(t, g)).body.result;
    expect(after).toMatchObject({ items_count: 0, coupon_code: "", points_data: { points_used: 0 } });
  });
});
