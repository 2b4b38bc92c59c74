import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { carts } from "../../db/schema/cart";
import { coupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { couponRedemptions, payments } from "../../db/schema/order";
import { readCart, type SeededProduct } from "../cart/cart.testing";
import {
  cancelOrder,
  customer,
  guest,
  nonceFor,
  payCard,
  place,
  products,
  readOrder,
  send,
  shopperWithCart,
  stockOf,
} from "./order.testing";

// The shopper's own orders: list, detail, cancel (everything placing took comes back), and
// nobody else's order is reachable.

let t: TestApp;
let app: Hono;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  app = t.app;
  product = await products(t);
});
afterAll(() => t?.close());

const pointsOf = async (customerId: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0].points;

describe("customer orders", () => {
  it("paid order with points and a coupon: cancel returns stock and points, releases the coupon, refunds the payment", async () => {
    const shopper = await customer(t);
    const customerId = shopper.customerId ?? 0;
    await t.database.db.update(customers).set({ points: 300 }).where(eq(customers.id, customerId));
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        code: "CANCELME",
        title: "$3 off",
        discountType: "fixed",
        amount: 300,
        startsAt: new Date(Date.now() - 86_400_000),
        usageLimitTotal: 5,
        detailCouponType: DETAIL_COUPON_TYPE.link,
      })
      .returning();
    const p = await product();
    await shopperWithCart(t, p, { qty: 2, as: shopper });
    const cartId = (await readCart(t, shopper.who)).body.result.quoteId as number;
    await t.database.db
      .update(carts)
      .set({ couponCode: "CANCELME", pointsUsed: 200 })
      .where(eq(carts.id, cartId));
    const stock = await stockOf(t, p.variants[0].id);

    const order = (await place(app, shopper.who)).body.result;
    expect(await stockOf(t, p.variants[0].id)).toBe(stock - 2);
    expect(await pointsOf(customerId)).toBe(100);
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)),
    ).toHaveLength(1);
    const paid = await payCard(app, shopper.who, order.order_id);
    expect(paid.body.code).toBe(200);

    const list = await send<{ increment_id: string; status: string; items_qty: number }[]>(
      app,
      "GET",
      "/api/customer/orders",
      undefined,
      shopper.who,
    );
    expect(list.body.result).toEqual([
      expect.objectContaining({ increment_id: order.increment_id, status: "processing", items_qty: 2 }),
    ]);

    const canceled = await cancelOrder(app, shopper.who, order.order_id);
    expect(canceled.body.code).toBe(200);
    expect(canceled.body.result).toMatchObject({
      status: "canceled",
      can_cancel: false,
      paid: false,
      points_used: 200,
    });
    expect(await stockOf(t, p.variants[0].id)).toBe(stock);
    expect(await pointsOf(customerId)).toBe(300);
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)),
    ).toHaveLength(0);
    const [pay] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(pay.status).toBe("refunded");

    const twice = await send(
      app,
      "POST",
      "/api/customer/order/cancel",
      { order_id: order.increment_id },
      shopper.who,
    );
    expect(twice.body).toMatchObject({
      code: 409,
      message: "This order can no longer be canceled.",
    });
    expect(await stockOf(t, p.variants[0].id)).toBe(stock);
    expect(await pointsOf(customerId)).toBe(300);
    // A canceled order cannot be paid.
    const late = await payCard(app, shopper.who, order.order_id);
    expect(late.body.code).toBe(409);
  });

  it("the order list needs a signed-in customer", async () => {
    const g = await guest(t);
    expect((await send(app, "GET", "/api/customer/orders", undefined, g.who)).status).toBe(401);
  });
});

describe("other people's orders answer 404", () => {
  it("another customer, another guest, no session: read, cancel, pay, fraud check, pay-later info", async () => {
    const owner = await shopperWithCart(t, await product(), { as: await customer(t) });
    const order = (await place(app, owner.who)).body.result;
    const guestOwner = await shopperWithCart(t, await product());
    const guestOrder = (await place(app, guestOwner.who)).body.result;

    const strangers = [(await customer(t)).who, (await guest(t)).who, {}];
    for (const who of strangers) {
      for (const o of [order, guestOrder]) {
        expect((await send(app, "GET", `/api/order/${o.increment_id}`, undefined, who)).status).toBe(404);
        expect(
          (await send(app, "POST", "/api/customer/order/cancel", { order_id: o.order_id }, who)).status,
        ).toBe(404);
        const nonce = await nonceFor(app, TEST_CARDS.approve);
        expect(
          (await send(app, "POST", "/api/braintree-creditCard", { order_id: o.order_id, nonce }, who)).status,
        ).toBe(404);
        expect(
          (await send(app, "GET", `/api/klarna-info?order_id=${o.order_id}`, undefined, who)).status,
        ).toBe(404);
      }
    }
    // The owners still see theirs, untouched.
    const mine = await readOrder(app, owner.who, order.increment_id);
    expect(mine.body.result).toMatchObject({ status: "pending_payment", can_cancel: true });
    const guestMine = await readOrder(app, guestOwner.who, guestOrder.increment_id);
    expect(guestMine.body.result.items).toHaveLength(1);
    expect(guestMine.body.result.shipping_address).toMatchObject({ postcode: "07102" });
  });

  it("malformed order ids are refused at the edge", async () => {
    const who = (await customer(t)).who;
    expect((await send(app, "POST", "/api/customer/order/cancel", { order_id: -1 }, who)).status).toBe(422);
    expect((await send(app, "POST", "/api/customer/order/cancel", { order_id: "1; drop" }, who)).status).toBe(
      422,
    );
    expect((await send(app, "GET", "/api/order/abc", undefined, who)).status).toBe(422);
  });
});
