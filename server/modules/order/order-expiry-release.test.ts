import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productVariants } from "../../db/schema/catalog";
import { coupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { couponRedemptions, orders, testProviderNonces } from "../../db/schema/order";
import { createLogger } from "../../http/logger";
import { hashToken } from "../../http/session";
import { readCart, type SeededProduct, sendJson } from "../cart/cart.testing";
import {
  cancelOrder,
  customer,
  nonceFor,
  payCard,
  payWithNonce,
  place,
  products,
  readOrder,
  type Shopper,
  send,
  shopperWithCart,
  stockOf,
} from "./order.testing";
import { giveBackAbandonedOrders } from "./order-expiry";

// Issue 15 §7: an unpaid order expires after PENDING_ORDER_MINUTES and gives back its stock, its
// coupon use and its points exactly once — never for an order paid or canceled meanwhile, never
// twice when sweeps of several instances meet — and the shopper who comes back is told.

let t: TestApp;
let product: () => Promise<SeededProduct>;
const logger = createLogger("silent");
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  product = await products(t);
});
afterAll(() => t?.close());

let codes = 0;
/** A coupon anyone may use many times ($5 off), so only this order's use is counted. */
async function fiveOff(): Promise<{ id: number; code: string }> {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      code: `EXPIRY${++codes}X${Date.now()}`,
      title: "$5 off",
      discountType: "fixed",
      amount: 500,
      startsAt: new Date(Date.now() - 86_400_000),
      usageLimitPerCustomer: 100,
      detailCouponType: DETAIL_COUPON_TYPE.link,
    })
    .returning();
  return { id: row.id, code: row.code };
}

const pointsOf = async (customerId: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0].points;
const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const usesOf = async (couponId: number) =>
  (await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId)))
    .length;
/** Makes the order look placed `minutes` ago. */
const placedAgo = (orderId: number, minutes: number) =>
  t.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(orders.id, orderId));

interface Placed {
  shopper: Shopper;
  customerId: number;
  variantId: number;
  couponId: number;
  orderId: number;
  incrementId: string;
}

/**
 * A customer with 1,000 points orders 2 units at $50.00 with a $5 coupon and 700 points: the order
 * holds 2 units, one coupon use and 700 points (balance 300).
 */
async function placedWithEverything(): Promise<Placed> {
  const shopper = await customer(t);
  const customerId = shopper.customerId ?? 0;
  const p = await product();
  await t.database.db
    .update(productVariants)
    .set({ priceCents: 5_000 })
    .where(eq(productVariants.productId, p.productId));
  await shopperWithCart(t, p, { as: shopper, qty: 2 });
  const coupon = await fiveOff();
  await t.database.db.update(customers).set({ points: 1_000 }).where(eq(customers.id, customerId));
  expect(
    (await sendJson(t, "POST", "/api/cart/apply_coupon", { coupon_code: coupon.code }, shopper.who)).body
      .code,
  ).toBe(200);
  expect((await sendJson(t, "POST", "/api/cart/apply_points", { points: 700 }, shopper.who)).body.code).toBe(
    200,
  );
  const placed = await place(t.app, shopper.who);
  expect(placed.body.code).toBe(200);
  expect(await pointsOf(customerId)).toBe(300);
  return {
    shopper,
    customerId,
    variantId: p.variants[0].id,
    couponId: coupon.id,
    orderId: placed.body.result.order_id,
    incrementId: placed.body.result.increment_id,
  };
}

describe("an unpaid order past PENDING_ORDER_MINUTES", () => {
  it("gives back its stock, coupon use and points once, ends as expired and its lines return to the cart", async () => {
    const o = await placedWithEverything();
    const stockHeld = await stockOf(t, o.variantId);
    expect(await usesOf(o.couponId)).toBe(1);
    await placedAgo(o.orderId, 61);

    // Younger than a configured 90 minutes: it still holds everything.
    await giveBackAbandonedOrders(t.database.db, new Date(), logger, 90);
    expect((await orderRow(o.orderId)).status).toBe("pending_payment");

    await giveBackAbandonedOrders(t.database.db, new Date(), logger, 60);
    expect((await orderRow(o.orderId)).status).toBe("expired");
    expect(await stockOf(t, o.variantId)).toBe(stockHeld + 2);
    expect(await usesOf(o.couponId)).toBe(0);
    expect(await pointsOf(o.customerId)).toBe(1_000);
    // A second sweep gives nothing back again.
    await giveBackAbandonedOrders(t.database.db, new Date(), logger, 60);
    expect(await stockOf(t, o.variantId)).toBe(stockHeld + 2);
    expect(await pointsOf(o.customerId)).toBe(1_000);

    const cart = (await readCart(t, o.shopper.who)).body.result;
    expect(cart.list.map((l) => [l.piid, l.qty])).toEqual([[o.variantId, 2]]);
    expect(cart.points_data.points_used).toBe(700);
  });

  it("the shopper who comes back reads that it expired; it can no longer be paid or canceled", async () => {
    const o = await placedWithEverything();
    await placedAgo(o.orderId, 61);
    await giveBackAbandonedOrders(t.database.db, new Date(), logger, 60);

    const seen = await readOrder(t.app, o.shopper.who, o.incrementId);
    expect(seen.body.result).toMatchObject({
      status: "expired",
      status_label: "Expired",
      status_note:
        "This order was not paid in time, so it was canceled and nothing was charged. Its items are back in your cart.",
      can_cancel: false,
    });
    const list = await send<{ increment_id: string; status_label: string }[]>(
      t.app,
      "GET",
      "/api/customer/orders",
      undefined,
      o.shopper.who,
    );
    expect(list.body.result.map((r) => [r.increment_id, r.status_label])).toEqual([
      [o.incrementId, "Expired"],
    ]);
    const pay = await payCard(t.app, o.shopper.who, o.orderId);
    expect([pay.body.code, pay.body.message]).toEqual([409, "This order can no longer be paid."]);
    const cancel = await cancelOrder(t.app, o.shopper.who, o.orderId);
    expect([cancel.body.code, cancel.body.message]).toEqual([409, "This order can no longer be canceled."]);
    expect(await pointsOf(o.customerId)).toBe(1_000);
  });

  it("an order paid or canceled before the sweep keeps what it holds or gave back once", async () => {
    const paid = await placedWithEverything();
    expect((await payCard(t.app, paid.shopper.who, paid.orderId)).body.code).toBe(200);
    const canceled = await placedWithEverything();
    expect((await cancelOrder(t.app, canceled.shopper.who, canceled.orderId)).body.code).toBe(200);
    const stocks = [await stockOf(t, paid.variantId), await stockOf(t, canceled.variantId)];
    const points = [await pointsOf(paid.customerId), await pointsOf(canceled.customerId)];
    await placedAgo(paid.orderId, 61);
    await placedAgo(canceled.orderId, 61);

    await giveBackAbandonedOrders(t.database.db, new Date(), logger, 60);
    expect([(await orderRow(paid.orderId)).status, (await orderRow(canceled.orderId)).status]).toEqual([
      "processing",
      "canceled",
    ]);
    expect([await stockOf(t, paid.variantId), await stockOf(t, canceled.variantId)]).toEqual(stocks);
    expect([await pointsOf(paid.customerId), await pointsOf(canceled.customerId)]).toEqual(points);
    expect([await usesOf(paid.couponId), await usesOf(canceled.couponId)]).toEqual([1, 0]);
  });
});

// Races need a second connection: PostgreSQL only (PGlite has one, so every race there is sequential).
describe.skipIf(!onPostgres)("expiry racing other writers (PostgreSQL)", () => {
  it("two sweeps at once (two instances) give an order back once", async () => {
    const o = await placedWithEverything();
    const stockHeld = await stockOf(t, o.variantId);
    await placedAgo(o.orderId, 61);
    // The variant's row is held from another connection, so the sweep that gets the order stops in
    // the middle of giving it back (returning the stock) while the others find the order.
    const { sweeps } = await t.database.db.transaction(async (tx) => {
      await tx.select().from(productVariants).where(eq(productVariants.id, o.variantId)).for("update");
      const sweeps = Promise.all(
        [0, 1, 2].map(() => giveBackAbandonedOrders(t.database.db, new Date(), logger, 60)),
      );
      await new Promise((r) => setTimeout(r, 500));
      return { sweeps };
    });
    await sweeps;
    expect((await orderRow(o.orderId)).status).toBe("expired");
    expect(await stockOf(t, o.variantId)).toBe(stockHeld + 2);
    expect(await pointsOf(o.customerId)).toBe(1_000);
    expect(await usesOf(o.couponId)).toBe(0);
    const cart = (await readCart(t, o.shopper.who)).body.result;
    expect(cart.list.map((l) => l.qty)).toEqual([2]);
  });

  // The payment holds the order's row lock while it asks the provider; this test holds the card
  // nonce's row from another connection so the payment stays there while a sweep runs.
  it("a sweep while the payment is at the provider leaves the order to the payment", async () => {
    const o = await placedWithEverything();
    const stockHeld = await stockOf(t, o.variantId);
    await placedAgo(o.orderId, 61);
    const nonce = await nonceFor(t.app, TEST_CARDS.approve);
    const { paying, sweeping } = await t.database.db.transaction(async (tx) => {
      await tx
        .select({ id: testProviderNonces.id })
        .from(testProviderNonces)
        .where(inArray(testProviderNonces.nonceHash, [hashToken(nonce)]))
        .for("update");
      const paying = payWithNonce(t.app, o.shopper.who, o.orderId, nonce);
      await new Promise((r) => setTimeout(r, 300));
      const sweeping = giveBackAbandonedOrders(t.database.db, new Date(), logger, 60);
      await new Promise((r) => setTimeout(r, 300));
      return { paying, sweeping };
    });
    expect((await paying).body.code).toBe(200);
    await sweeping;
    expect((await orderRow(o.orderId)).status).toBe("processing");
    expect(await stockOf(t, o.variantId)).toBe(stockHeld);
    expect(await usesOf(o.couponId)).toBe(1);
    // 700 spent stay spent; the paid order earned its 1 point per whole dollar of each unit (2 × 50).
    expect(await pointsOf(o.customerId)).toBe(300 + 100);
  });

  it("sweeps, payments and cancels at once: every order ends one way and gives back at most once", async () => {
    for (let round = 0; round < 4; round++) {
      const o = await placedWithEverything();
      const stockHeld = await stockOf(t, o.variantId);
      await placedAgo(o.orderId, 61);
      const nonce = await nonceFor(t.app, TEST_CARDS.approve);
      const sweep = () => giveBackAbandonedOrders(t.database.db, new Date(), logger, 60);
      await Promise.all([
        sweep(),
        payWithNonce(t.app, o.shopper.who, o.orderId, nonce),
        sweep(),
        round % 2 === 0 ? cancelOrder(t.app, o.shopper.who, o.orderId) : sweep(),
      ]);
      const order = await orderRow(o.orderId);
      const held = order.status === "processing";
      expect(["processing", "expired", "canceled"]).toContain(order.status);
      expect(await stockOf(t, o.variantId)).toBe(held ? stockHeld : stockHeld + 2);
      expect(await usesOf(o.couponId)).toBe(held ? 1 : 0);
      expect(await pointsOf(o.customerId)).toBe(held ? 300 + order.pointsEarned : 1_000);
    }
  });
});
