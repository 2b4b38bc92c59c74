import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import { LARGE_ORDER_PROMOTION_TIP, SHIPPING_METHODS } from "../../../contract/cart-constants";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productCategories, tierPrices } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import {
  addToCart,
  asGuest,
  categoryId,
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

// The cart read's summary fields against the real app and database: totals in cents (sale, tier,
// Plus+ member and non-member, plans from the offer list), shipping, validity and item messages,
// the large-order pop-up and the AC flag (the free gift: cart-gift.test.ts).

let t: TestApp;
let product: (minVariants?: number) => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  product = productSupply(t, await seededProducts(t));
});
afterAll(() => t?.close());

/** A fresh guest with the given lines in their cart. */
async function guestWith(
  lines: { p: SeededProduct; qty: number; extra?: Record<string, unknown> }[],
): Promise<Who> {
  const who = asGuest((await guestSession(t)).token);
  for (const { p, qty, extra } of lines) {
    const res = await addToCart(
      t,
      { product: { product_id: p.productId, child_id: p.variants[0].id, qty, ...extra } },
      who,
    );
    expect(res.body.code, res.body.message).toBe(200);
  }
  return who;
}

async function cartOf(who: Who): Promise<CartResult> {
  const res = await readCart(t, who);
  expect(res.body.code).toBe(200);
  return res.body.result;
}

/** A product priced at `cents` (no sale, no tiers, no Plus+ price unless given). */
async function priced(cents: number, pin: Parameters<typeof pinVariant>[2] = {}): Promise<SeededProduct> {
  const p = await product();
  await pinVariant(t, p.variants[0].id, { priceCents: cents, ...pin });
  return p;
}

describe("totals", () => {
  it("adds sale, tier and plan amounts in cents; a tampered plan price is ignored; v2 answers the same", async () => {
    const sale = await priced(199_99, { specialPriceCents: 149_99 });
    const tier = await priced(100_00);
    await t.database.db
      .insert(tierPrices)
      .values({ variantId: tier.variants[0].id, qty: 3, priceCents: 89_50 });
    const sofa = await priced(499_99);
    await pinProduct(t, sofa.productId, { categoryId: await categoryId(t, "sofas-sectionals") });
    const who = await guestWith([
      { p: sale, qty: 2 },
      { p: tier, qty: 3 },
      { p: sofa, qty: 1, extra: { offerPlanId: "FURN-24-4599", price: 1, term: 99, title: "Free" } },
    ]);
    const cart = await cartOf(who);
    // 2 × 149.99 + 3 × 89.50 + 499.99 = 1068.47; the FURN-24 plan costs $45.99 whatever was sent.
    expect(cart).toMatchObject({
      items_count: 3,
      items_qty: 6,
      subtotal: 1068.47,
      product_contract_total: 45.99,
      shipping_fee: 0,
      grand_total: 1114.46,
      discount_amount: 0,
      tax_amount: 0,
      tax_failed: true,
      coupon_code: "",
      klarna_discount: 0,
      payment_method: "",
      points_data: { points_used: 0, points_cur_amount: 0 },
      valid: true,
      isAirConditioner: false,
    });
    const bySku = new Map(cart.list.map((i) => [i.piid, i]));
    expect(bySku.get(tier.variants[0].id)).toMatchObject({
      unit_price: 89.5,
      row_total: 268.5,
      old_row_total: 300,
    });
    expect(bySku.get(sale.variants[0].id)).toMatchObject({ special_price: 149.99, row_total: 299.98 });
    expect(bySku.get(sofa.variants[0].id)?.extend).toMatchObject({ price: 4599, term: 2, qty: 1 });
    const v2 = await callJson<CartResult>(t.app, "/api/v2/carts", { headers: headersOf(who) });
    const body = v2.body;
    expect({ ...body.result, large_order_countdown: 0 }).toEqual({ ...cart, large_order_countdown: 0 });
  });

  it("charges Plus+ members Plus+ prices and shows non-members what Plus+ would save", async () => {
    const p = await priced(100_00, { plusPriceCents: 85_00 });
    const q = await priced(50_00, { specialPriceCents: 40_00, plusPriceCents: 45_00 }); // sale already lower
    const lines = [
      { p, qty: 2 },
      { p: q, qty: 1 },
    ];
    const guest = await cartOf(await guestWith(lines));
    expect(guest).toMatchObject({ subtotal: 240, plusTotal: 30, is_plus_allow: true, grand_total: 240 });

    const member = await customerWithSession(t);
    await t.database.db
      .update(customers)
      .set({ customerGroup: "PLUS+" })
      .where(eq(customers.id, member.customerId));
    const who: Who = { bearer: member.token };
    for (const l of lines)
      await addToCart(
        t,
        { product: { product_id: l.p.productId, child_id: l.p.variants[0].id, qty: l.qty } },
        who,
      );
    const cart = await cartOf(who);
    expect(cart).toMatchObject({ subtotal: 210, plusTotal: 30, is_plus_allow: false, grand_total: 210 });
    expect(cart.list.find((i) => i.piid === p.variants[0].id)).toMatchObject({
      unit_price: 85,
      row_total: 170,
      plus_price: 85,
    });

    const general = await customerWithSession(t);
    const gwho: Who = { bearer: general.token };
    await addToCart(t, { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } }, gwho);
    expect(await cartOf(gwho)).toMatchObject({ subtotal: 100, plusTotal: 15, is_plus_allow: true });
  });
});

describe("shipping methods", () => {
  it("lists the methods by numeric sort, free standard chosen; a chosen method's fee joins the grand total", async () => {
    const who = await guestWith([{ p: await priced(250_00), qty: 1 }]);
    const cart = await cartOf(who);
    expect(cart.shipping_method_list.map((m) => m.sort)).toEqual(
      [...SHIPPING_METHODS].map((m) => m.sort).sort((a, b) => a - b),
    );
    expect(cart.shipping_method_list[0]).toMatchObject({ code: "standard", price: 0, selected: true });
    expect(cart.address.shipping.shipping_method).toBe("standard");

    const res = await sendJson(t, "PUT", "/api/cart/shipping-method", { shipping_method: "expedited" }, who);
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({
      shipping_fee: 49.99,
      grand_total: 299.99,
      address: { shipping: { shipping_method: "expedited" } },
    });
    expect(res.body.result.shipping_method_list.find((m) => m.selected)?.code).toBe("expedited");

    const bad = await sendJson(t, "PUT", "/api/cart/shipping-method", { shipping_method: "teleport" }, who);
    expect([bad.status, bad.body.code]).toEqual([422, 422]);
    expect((await cartOf(who)).shipping_fee).toBe(49.99);
  });

  it("starts a guest session for a shopper without one (the choice is kept on their new cart)", async () => {
    const res = await sendJson(t, "PUT", "/api/cart/shipping-method", { shipping_method: "white_glove" });
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ items_count: 0, shipping_fee: 0, valid: false });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("GuestToken="))).toBe(true);
  });
});

describe("validity and item messages", () => {
  it("is not valid when empty", async () => {
    const res = await readCart(t, asGuest((await guestSession(t)).token));
    expect(res.body.result).toMatchObject({ valid: false, items_count: 0, tax_failed: true });
  });

  it("marks an out-of-stock line: 'Please “Remove” item to check out.', left out of the totals, cart not valid", async () => {
    const ok = await priced(20_00);
    const gone = await priced(30_00);
    const who = await guestWith([
      { p: ok, qty: 1 },
      { p: gone, qty: 2 },
    ]);
    await pinVariant(t, gone.variants[0].id, { isInStock: false });
    const cart = await cartOf(who);
    const item = cart.list.find((i) => i.piid === gone.variants[0].id);
    expect(item).toMatchObject({
      is_out_of_stock: true,
      can_checkout: false,
      messages: ["Please “Remove” item to check out."],
    });
    expect("Please “Remove” item to check out.").toBe("Please \u201cRemove\u201d item to check out.");
    expect(cart).toMatchObject({ valid: false, subtotal: 20, grand_total: 20 });
  });

  it("marks a line no longer available (status 2) and a line below its min qty", async () => {
    const retired = await priced(10_00);
    const who = await guestWith([{ p: retired, qty: 1 }]);
    await pinProduct(t, retired.productId, { status: 2 });
    let cart = await cartOf(who);
    expect(cart.list[0]).toMatchObject({
      status: 2,
      messages: ["The item is no longer available for purchase."],
    });
    expect(cart.valid).toBe(false);

    const bulk = await priced(10_00);
    const who2 = await guestWith([{ p: bulk, qty: 2 }]);
    await pinVariant(t, bulk.variants[0].id, { minSaleQty: 3 });
    cart = await cartOf(who2);
    expect(cart.list[0]).toMatchObject({ below_min_qty: true, messages: ["Min qty is 3"] });
    expect(cart).toMatchObject({ valid: false, subtotal: 20 });
  });

  it("shows low stock, no-discount and pre-order ship-by messages (the cart stays valid)", async () => {
    const p = await priced(80_00);
    await pinVariant(t, p.variants[0].id, { qty: 9 });
    await pinProduct(t, p.productId, { isNoDiscount: true });
    const cart = await cartOf(await guestWith([{ p, qty: 1 }]));
    expect(cart.list[0].messages).toEqual([
      "The item is almost out of stock.",
      "*Coupons & points do not apply to this item.",
    ]);
    expect(cart.list[0]).toMatchObject({ is_low_stock: true, ship_no_later_than: null, can_checkout: true });
    expect(cart.valid).toBe(true);
    // 10 on hand is no longer "almost out of stock".
    await pinVariant(t, p.variants[0].id, { qty: 10 });
    expect((await cartOf(await guestWith([{ p, qty: 1 }]))).list[0].is_low_stock).toBe(false);
  });

  it("never calls a pre-order line almost out of stock (spec part 1 §4), while a normal one with as few is", async () => {
    const pre = await priced(80_00);
    const normal = await priced(70_00);
    for (const p of [pre, normal]) await pinVariant(t, p.variants[0].id, { qty: 9 });
    await pinProduct(t, pre.productId, {
      productTag: "Pre-order",
      presaleEndDate: new Date("2025-06-30T12:00:00Z"),
    });
    const cart = await cartOf(
      await guestWith([
        { p: pre, qty: 1 },
        { p: normal, qty: 1 },
      ]),
    );
    const line = (p: SeededProduct) => cart.list.find((i) => i.piid === p.variants[0].id);
    expect(line(pre)).toMatchObject({
      is_low_stock: false,
      ship_no_later_than: "Jun 30, 2025",
      messages: ["Expected To Ship No Later Than Jun 30, 2025"],
      can_checkout: true,
    });
    expect(line(normal)).toMatchObject({
      is_low_stock: true,
      messages: ["The item is almost out of stock."],
    });
    expect(cart.valid).toBe(true);
  });

  it("flags an air-conditioner cart (a line listed in category 444 or 1473) and lists the variants to switch to", async () => {
    const p = await product(2);
    await t.database.db
      .insert(productCategories)
      .values({ productId: p.productId, categoryId: 444 })
      .onConflictDoNothing();
    const cart = await cartOf(await guestWith([{ p, qty: 1 }]));
    expect(cart.isAirConditioner).toBe(true);
    expect(cart.list[0].category_list).toContain(444);
    expect(cart.list[0].relation.map((r) => r.piid)).toEqual(p.variants.map((v) => v.id));
  });
});

describe("large orders", () => {
  it("pops up with the promotion tip and a countdown from the configured amount on", async () => {
    const p = await priced(1_000_00);
    const who = await guestWith([{ p, qty: 2 }]);
    expect(await cartOf(who)).toMatchObject({
      large_order_pop: false,
      large_order_promotion_tip: "",
      large_order_countdown: 0,
    });
    await addToCart(t, { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } }, who);
    const cart = await cartOf(who);
    expect(cart).toMatchObject({
      subtotal: 3000,
      large_order_pop: true,
      large_order_promotion_tip: LARGE_ORDER_PROMOTION_TIP,
    });
    expect(cart.large_order_promotion_tip_js).toContain('href="tel:+18005550199"');
    expect(cart.large_order_countdown).toBeGreaterThan(0);
    expect(cart.large_order_countdown).toBeLessThanOrEqual(86_400);
  });
});
