import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import type { PlaceOrderResult } from "../../../contract/order";
import { PAYMENT_CODES, PAYMENT_MESSAGES, TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons } from "../../db/schema/coupons";
import { customerAddresses, customers } from "../../db/schema/customer";
import { mailOutbox } from "../../db/schema/mail";
import { systemNotes } from "../../db/schema/notes";
import { orderItems, orders } from "../../db/schema/order";
import { plusMemberships } from "../../db/schema/plus";
import { createLogger } from "../../http/logger";
import { pinVariant, readCart, type SeededProduct, sendJson, type Who } from "../cart/cart.testing";
import { cartMoney } from "../cart/cart-money";
import {
  ADDRESS,
  cancelOrder,
  customer,
  orderStatus,
  orderToken,
  payCard,
  paymentsOf,
  place,
  products,
  readOrder,
  type Shopper,
  send,
  shopperWithCart,
} from "../order/order.testing";
import { giveBackAbandonedOrders } from "../order/order-expiry";
import { firstOrderIdOf, makeMember, pendingReferral, referralOf } from "./plus-benefits.testing";

// The Plus+ benefits the server applies (issue 18 "Server rules", decision 0035): the first-order
// extra $40, 3X points, the extra warranty year on what a member buys, the referral reward, and
// the member price in buy-now and order placement, all from the membership row, never the client.

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  product = await products(t);
});
afterAll(() => t?.close());

const DAY_MS = 86_400_000;

/** A buyable product whose first variant costs `cents` (no special or Plus+ price unless given). */
async function pricedProduct(cents: number, plusCents: number | null = null): Promise<SeededProduct> {
  const p = await product();
  await pinVariant(t, p.variants[0].id, { priceCents: cents, plusPriceCents: plusCents });
  return p;
}

async function member(opts: { expiresAt?: Date; group?: string } = {}): Promise<Shopper & { id: number }> {
  const shopper = await customer(t);
  const id = shopper.customerId as number;
  await makeMember(t, id, opts);
  return { ...shopper, id };
}

const pointsOf = async (customerId: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0].points;

async function placeAndPay(who: Who) {
  const placed = await place(t.app, who);
  expect(placed.body.code).toBe(200);
  const order = placed.body.result;
  const paid = await payCard(t.app, who, order.order_id);
  expect(paid.body.code).toBe(200);
  return order;
}

const cartOf = async (who: Who) => (await readCart(t, who)).body.result;

/** A customer's buy-now of one unit of `p`, with an address-book address, ready to place. */
async function startBuyNow(m: Shopper & { id: number }, p: SeededProduct) {
  const started = await send<CartResult>(
    t.app,
    "POST",
    "/mobile/products/carts-operate",
    { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } },
    m.who,
  );
  const [address] = await t.database.db
    .insert(customerAddresses)
    .values({
      customerId: m.id,
      firstname: ADDRESS.firstname,
      lastname: ADDRESS.lastname,
      street: ADDRESS.street,
      city: ADDRESS.city,
      region: ADDRESS.region,
      regionId: ADDRESS.region_id,
      postcode: ADDRESS.postcode,
      telephone: ADDRESS.telephone,
    })
    .returning({ id: customerAddresses.id });
  await send(t.app, "POST", "/mobile/orders/address", { customer_address_id: address.id }, m.who);
  return started;
}

/** The same, placed (not paid). */
async function buyNow(m: Shopper & { id: number }, p: SeededProduct) {
  const started = await startBuyNow(m, p);
  const placed = await send<PlaceOrderResult>(
    t.app,
    "POST",
    "/mobile/orders/place-order",
    { order_token: await orderToken(t.app, m.who) },
    m.who,
  );
  return { started, placed };
}

describe("the first-order extra $40", () => {
  it("a new member's cart shows $40.00 off a $469.99 item as its own line; the order freezes it and its payment uses it", async () => {
    const m = await member();
    const p = await pricedProduct(46_999);
    await shopperWithCart(t, p, { as: m });

    const cart = await cartOf(m.who);
    expect(cart).toMatchObject({
      subtotal: 469.99,
      discount_amount: 0,
      plus_first_order_discount: 40,
      // NJ 6.625 % on 429.99 = 28.49; shipping free.
      tax_amount: 28.49,
      grand_total: 458.48,
    });

    const order = await placeAndPay(m.who);
    expect(order.grand_total).toBe(458.48);
    const detail = (await readOrder(t.app, m.who, order.increment_id)).body.result;
    expect(detail).toMatchObject({ subtotal: 469.99, plus_first_order_discount: 40, grand_total: 458.48 });
    expect(await firstOrderIdOf(t, m.id)).toBe(order.order_id);

    // The second order pays the whole price.
    await shopperWithCart(t, await pricedProduct(46_999), { as: m });
    expect(await cartOf(m.who)).toMatchObject({
      plus_first_order_discount: 0,
      tax_amount: 31.14,
      grand_total: 501.13,
    });
  });

  it("never takes more than the goods: a $25.00 item costs nothing but shipping", async () => {
    const m = await member();
    await shopperWithCart(t, await pricedProduct(2_500), { as: m });
    expect(await cartOf(m.who)).toMatchObject({
      subtotal: 25,
      plus_first_order_discount: 25,
      tax_amount: 0,
      grand_total: 0,
    });
  });

  it("comes after the coupon and before the points, from the goods coupons and points may take", () => {
    const money = cartMoney({
      subtotalCents: 46_999,
      planCents: 0,
      shippingCents: 0,
      eligibleCents: 46_999,
      couponCents: 5_000,
      pointsAsked: 50_000,
      pointsBalance: 50_000,
      taxRate: null,
      paymentMethod: "card",
      plusFirstOrderOpen: true,
    });
    // 469.99 − 50.00 coupon − 40.00 Plus+ = 379.99 left for points (37,999 points at most).
    expect(money).toMatchObject({ discountCents: 5_000, plusFirstOrderCents: 4_000, pointsMax: 37_999 });
    expect(money.grandTotalCents).toBe(0);
    // A cart of no-discount items only (nothing eligible) takes none: the $40 waits for the next order.
    const noDiscount = cartMoney({
      subtotalCents: 46_999,
      planCents: 0,
      shippingCents: 0,
      eligibleCents: 0,
      couponCents: 0,
      pointsAsked: 0,
      pointsBalance: 0,
      taxRate: null,
      paymentMethod: "card",
      plusFirstOrderOpen: true,
    });
    expect(noDiscount.plusFirstOrderCents).toBe(0);
  });

  it("with a $50.00 coupon in the cart: both lines, the tax on what is left", async () => {
    await t.database.db.insert(coupons).values({
      code: "PLUSFIFTY",
      title: "$50 off",
      discountType: "fixed",
      amount: 5_000,
      minSpendCents: 0,
      startsAt: new Date(Date.now() - DAY_MS),
      detailCouponType: DETAIL_COUPON_TYPE.link,
    });
    const m = await member();
    await shopperWithCart(t, await pricedProduct(46_999), { as: m });
    const res = await sendJson(t, "POST", "/api/cart/apply_coupon", { coupon_code: "PLUSFIFTY" }, m.who);
    expect(res.body.code).toBe(200);
    // 469.99 − 50.00 − 40.00 = 379.99; NJ tax 25.17.
    expect(res.body.result).toMatchObject({
      discount_amount: 50,
      plus_first_order_discount: 40,
      tax_amount: 25.17,
      grand_total: 405.16,
    });
  });

  it("placing what the shopper saw with the $40 is refused once another order holds it, naming the change", async () => {
    const m = await member();
    await shopperWithCart(t, await pricedProduct(10_000), { as: m });
    const seen = await cartOf(m.who);
    // 100.00 − 40.00 = 60.00; NJ tax 3.98.
    expect(seen).toMatchObject({ plus_first_order_discount: 40, grand_total: 63.98 });
    // Meanwhile a buy-now order of the member takes it (unpaid: it holds it).
    const { placed } = await buyNow(m, await pricedProduct(5_000));
    expect(placed.body.result.grand_total).toBe(10.66);
    // Only this member's: another new member's cart still takes it.
    const other = await member();
    await shopperWithCart(t, await pricedProduct(10_000), { as: other });
    expect((await cartOf(other.who)).plus_first_order_discount).toBe(40);
    const refused = await send<{ changes: string[] }>(
      t.app,
      "POST",
      "/api/order",
      { order_token: await orderToken(t.app, m.who), cart_fingerprint: seen.checkout_fingerprint },
      m.who,
    );
    expect(refused.body.code).toBe(412);
    expect(refused.body.message).toBe(
      "Your Plus+ first-order discount changed from $40.00 to $0.00. Sales tax changed from $3.98 to $6.63. Your order total is now $106.63 (you saw $63.98). Nothing was charged: please review your order and place it again.",
    );
  });

  it("the cart and buy-now placed at the same time: one order takes it (the membership row is locked)", async () => {
    const m = await member();
    await shopperWithCart(t, await pricedProduct(10_000), { as: m });
    await startBuyNow(m, await pricedProduct(5_000));
    const [cartToken, buyNowToken] = [await orderToken(t.app, m.who), await orderToken(t.app, m.who)];
    const [a, b] = await Promise.all([
      send<PlaceOrderResult>(t.app, "POST", "/api/order", { order_token: cartToken }, m.who),
      send<PlaceOrderResult>(
        t.app,
        "POST",
        "/mobile/orders/place-order",
        { order_token: buyNowToken },
        m.who,
      ),
    ]);
    expect([a.body.code, b.body.code]).toEqual([200, 200]);
    const taken = await t.database.db
      .select({ cents: orders.plusFirstOrderCents })
      .from(orders)
      .where(eq(orders.customerId, m.id));
    expect(taken.map((o) => o.cents).sort((x, y) => x - y)).toEqual([0, 4_000]);
  });

  it("an unpaid order holds it; a declined payment gives it back to the cart", async () => {
    const m = await member();
    await shopperWithCart(t, await pricedProduct(46_999), { as: m });
    const order = (await place(t.app, m.who)).body.result;
    // The next cart does not offer it twice while the order waits for its payment.
    await shopperWithCart(t, await pricedProduct(10_000), { as: m });
    expect((await cartOf(m.who)).plus_first_order_discount).toBe(0);

    const declined = await payCard(t.app, m.who, order.order_id, TEST_CARDS.decline);
    expect(declined.body.code).toBe(PAYMENT_CODES.declined);
    expect(await orderStatus(t, order.order_id)).toBe("payment_failed");
    expect(await firstOrderIdOf(t, m.id)).toBeNull();
    // Both items are in the cart again, and the $40 with them.
    const cart = await cartOf(m.who);
    expect(cart).toMatchObject({ subtotal: 569.99, plus_first_order_discount: 40 });
  });

  it("an unpaid order that expires lets it go: the cart takes $40.00 off again", async () => {
    const m = await member();
    await shopperWithCart(t, await pricedProduct(46_999), { as: m });
    const order = (await place(t.app, m.who)).body.result;
    expect((await cartOf(m.who)).plus_first_order_discount).toBe(0);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - DAY_MS) })
      .where(eq(orders.id, order.order_id));
    await giveBackAbandonedOrders(t.database.db, new Date(), createLogger("silent"));
    expect(await orderStatus(t, order.order_id)).toBe("expired");
    expect(await cartOf(m.who)).toMatchObject({ subtotal: 469.99, plus_first_order_discount: 40 });
  });

  it("a canceled first order gives it back: the next order takes $40.00 off again", async () => {
    const m = await member();
    await shopperWithCart(t, await pricedProduct(46_999), { as: m });
    const order = await placeAndPay(m.who);
    expect(await firstOrderIdOf(t, m.id)).toBe(order.order_id);

    const canceled = await cancelOrder(t.app, m.who, order.order_id);
    expect(canceled.body.result.status).toBe("canceled");
    expect(await firstOrderIdOf(t, m.id)).toBeNull();

    await shopperWithCart(t, await pricedProduct(46_999), { as: m });
    const again = await placeAndPay(m.who);
    expect(again.grand_total).toBe(458.48);
    expect(await firstOrderIdOf(t, m.id)).toBe(again.order_id);
  });

  it("an order placed with it is not charged once another order of the member was paid with it", async () => {
    const m = await member();
    await shopperWithCart(t, await pricedProduct(46_999), { as: m });
    const first = (await place(t.app, m.who)).body.result;
    // As if another order had used it meanwhile (e.g. one placed before this order held it).
    const someone = await shopperWithCart(t, await pricedProduct(1_000), { as: await customer(t) });
    const other = (await place(t.app, someone.who)).body.result;
    await t.database.db
      .update(plusMemberships)
      .set({ firstOrderId: other.order_id })
      .where(eq(plusMemberships.customerId, m.id));
    const paid = await payCard(t.app, m.who, first.order_id);
    expect(paid.body).toMatchObject({ code: 409, message: PAYMENT_MESSAGES.plusFirstOrderUsed });
    expect(await paymentsOf(t, first.order_id)).toEqual([]);
    expect(await orderStatus(t, first.order_id)).toBe("payment_failed");
    expect(await cartOf(m.who)).toMatchObject({ subtotal: 469.99, plus_first_order_discount: 0 });
  });

  it("buy-now shows it too, and its order takes the member price", async () => {
    const m = await member();
    const p = await pricedProduct(46_999, 39_999);
    const { started, placed } = await buyNow(m, p);
    expect(started.body.result).toMatchObject({ subtotal: 399.99, plus_first_order_discount: 40 });
    expect(placed.body.code).toBe(200);
    // 399.99 − 40.00 = 359.99; NJ tax 23.85.
    expect(placed.body.result.grand_total).toBe(383.84);
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.body.result.order_id));
    expect(line).toMatchObject({ priceCents: 39_999, rowTotalCents: 39_999, extraWarrantyMonths: 12 });
  });

  it("an expired member, and a customer whose group says PLUS+ without a membership, get none of it", async () => {
    const expired = await member({ expiresAt: new Date(Date.now() - DAY_MS) });
    await shopperWithCart(t, await pricedProduct(46_999), { as: expired });
    expect(await cartOf(expired.who)).toMatchObject({ plus_first_order_discount: 0, grand_total: 501.13 });
    const order = await placeAndPay(expired.who);
    expect(await pointsOf(expired.id)).toBe(469);
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.order_id));
    expect(line.extraWarrantyMonths).toBe(0);

    // The group alone (a client can send anything; the server reads the membership) decides nothing.
    const groupOnly = await customer(t);
    await t.database.db
      .update(customers)
      .set({ customerGroup: "PLUS+", customerGroupId: 4 })
      .where(eq(customers.id, groupOnly.customerId as number));
    await shopperWithCart(t, await pricedProduct(46_999), { as: groupOnly });
    const res = await sendJson(
      t,
      "POST",
      "/api/cart/apply_coupon",
      { coupon_code: "", remove: true, customer_group: "PLUS+", plus_first_order_discount: 40 },
      groupOnly.who,
    );
    // Unknown fields are refused outright (every call's body is strict): nothing is changed.
    expect(res.status).toBe(422);
    expect((await cartOf(groupOnly.who)).plus_first_order_discount).toBe(0);
  });
});

describe("3X points for an active member", () => {
  it("a member's paid $469.99 order earns 1,407 points (469 × 3), as buy-now's cashback says; a cancel takes them back", async () => {
    const m = await member();
    // The first order's $40 does not lower the points: they follow the unit price.
    await shopperWithCart(t, await pricedProduct(46_999), { as: m });
    const order = await placeAndPay(m.who);
    expect(await pointsOf(m.id)).toBe(1_407);
    expect((await readOrder(t.app, m.who, order.increment_id)).body.result.points_earned).toBe(1_407);

    const p = await pricedProduct(10_000);
    await send(
      t.app,
      "POST",
      "/mobile/products/carts-operate",
      { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 2 } },
      m.who,
    );
    const cashback = await send<{ points: number; amount: number }>(
      t.app,
      "POST",
      "/mobile/orders/check-cashback",
      {},
      m.who,
    );
    expect(cashback.body.result).toMatchObject({ points: 600, amount: 6 });

    await cancelOrder(t.app, m.who, order.order_id);
    expect(await pointsOf(m.id)).toBe(0);
  });

  it("a non-member's same order earns 469", async () => {
    const shopper = await customer(t);
    await shopperWithCart(t, await pricedProduct(46_999), { as: shopper });
    await placeAndPay(shopper.who);
    expect(await pointsOf(shopper.customerId as number)).toBe(469);
  });
});

describe("the extra warranty year", () => {
  it("is recorded on what a member buys and stays on My Warranty after the membership ends", async () => {
    const m = await member();
    await shopperWithCart(t, await pricedProduct(46_999), { as: m });
    const order = await placeAndPay(m.who);
    const detail = (await readOrder(t.app, m.who, order.increment_id)).body.result;
    expect(detail.items.map((i) => i.extra_warranty_months)).toEqual([12]);
    const registered = await send<{
      order_items: { order_item_id: number; extra_warranty_months: number }[];
    }>(t.app, "GET", "/api/customer/registered_products", undefined, m.who);
    expect(registered.body.result.order_items).toEqual([
      expect.objectContaining({ order_item_id: detail.items[0].order_item_id, extra_warranty_months: 12 }),
    ]);

    // The membership ends (the expiry sweep puts the group back).
    await t.database.db
      .update(plusMemberships)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(plusMemberships.customerId, m.id));
    await t.database.db
      .update(customers)
      .set({ customerGroup: "General", customerGroupId: 1 })
      .where(eq(customers.id, m.id));
    const list = await send<{
      plus_member: boolean;
      list: {
        order_item_id: number | null;
        coverages: { kind: string; title: string; start_date: string; end_date: string }[];
      }[];
    }>(t.app, "GET", "/api/customer/warranties", undefined, m.who);
    expect(list.body.result.plus_member).toBe(false);
    const bought = list.body.result.list.find((w) => w.order_item_id === detail.items[0].order_item_id);
    const plus = bought?.coverages.find((c) => c.kind === "plus");
    expect(plus?.title).toBe("Plus+ Extra 1-Year Warranty");
    const maker = bought?.coverages.find((c) => c.kind === "maker");
    // The extra year starts the day after the maker's warranty ends.
    const dayAfter = new Date(`${maker?.end_date}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(plus?.start_date).toBe(dayAfter.toISOString().slice(0, 10));
  });
});

describe("the referral reward", () => {
  it("credits the referrer 2,000 points once, with a note and a mail, when the referred member's first order is paid", async () => {
    const referrer = await member();
    const friend = await member();
    const referralId = await pendingReferral(t, referrer.id, friend.id);
    expect(await pointsOf(referrer.id)).toBe(0);

    await shopperWithCart(t, await pricedProduct(10_000), { as: friend });
    const first = await placeAndPay(friend.who);
    expect(await pointsOf(referrer.id)).toBe(2_000);
    expect(await referralOf(t, referralId)).toMatchObject({
      status: "credited",
      qualifyingOrderId: first.order_id,
    });
    const [referrerRow] = await t.database.db.select().from(customers).where(eq(customers.id, referrer.id));
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, referrerRow.email), eq(mailOutbox.kind, "plus_referral_credit")));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("You earned $20.00 for referring a friend to Nestora Plus+");
    expect(mails[0].textBody).toContain("We added 2,000 points ($20.00) to your account.");
    // The store's mail frame, with the way to the referrals as its button.
    expect(mails[0].htmlBody).toMatch(/<a href="[^"]*\/member-center"[^>]*>See my referrals<\/a>/);
    const notes = await t.database.db
      .select()
      .from(systemNotes)
      .where(eq(systemNotes.customerId, referrer.id));
    expect(notes.map((n) => n.title)).toEqual(["Your referral reward of $20.00 is here"]);

    // A second paid order, and the first paid again, credit nothing more.
    await shopperWithCart(t, await pricedProduct(10_000), { as: friend });
    await placeAndPay(friend.who);
    const again = await payCard(t.app, friend.who, first.order_id);
    expect(again.body.code).toBe(PAYMENT_CODES.notPayable);
    expect(await pointsOf(referrer.id)).toBe(2_000);
  });

  it("two orders of the referred member paid at the same time credit it once", async () => {
    const referrer = await member();
    const friend = await member();
    const referralId = await pendingReferral(t, referrer.id, friend.id);
    await shopperWithCart(t, await pricedProduct(10_000), { as: friend });
    const a = (await place(t.app, friend.who)).body.result;
    await shopperWithCart(t, await pricedProduct(12_000), { as: friend });
    const b = (await place(t.app, friend.who)).body.result;
    const paid = await Promise.all([
      payCard(t.app, friend.who, a.order_id),
      payCard(t.app, friend.who, b.order_id),
    ]);
    expect(paid.map((r) => r.body.code)).toEqual([200, 200]);
    expect(await pointsOf(referrer.id)).toBe(2_000);
    expect((await referralOf(t, referralId)).status).toBe("credited");
  });

  it("a customer who was referred by nobody credits no one", async () => {
    const m = await member();
    const before = (await t.database.db.select().from(mailOutbox)).filter(
      (r) => r.kind === "plus_referral_credit",
    ).length;
    await shopperWithCart(t, await pricedProduct(10_000), { as: m });
    await placeAndPay(m.who);
    const after = (await t.database.db.select().from(mailOutbox)).filter(
      (r) => r.kind === "plus_referral_credit",
    ).length;
    expect(after).toBe(before);
  });
});
