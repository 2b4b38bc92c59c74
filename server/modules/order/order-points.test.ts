import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { products as productsTable, productVariants } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import type { SeededProduct } from "../cart/cart.testing";
import {
  cancelOrder,
  customer,
  guest,
  nonceFor,
  place,
  products,
  readOrder,
  send,
  shopperWithCart,
} from "./order.testing";
import { pointsForLines } from "./order-points";

// Paid orders earn points (1 per whole dollar of each unit, none for no-discount items and
// pre-orders); a cancel takes them back; earned points pay part of the next order.

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  product = await products(t);
});
afterAll(() => t?.close());

const pointsOf = async (customerId: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0].points;

async function priced(p: SeededProduct, cents: number) {
  await t.database.db
    .update(productVariants)
    .set({ priceCents: cents })
    .where(eq(productVariants.productId, p.productId));
  return p;
}

async function placeAndPay(who: Parameters<typeof place>[1]) {
  const order = (await place(t.app, who)).body.result;
  const paid = await send(
    t.app,
    "POST",
    "/api/braintree-creditCard",
    { order_id: order.order_id, nonce: await nonceFor(t.app, TEST_CARDS.approve) },
    who,
  );
  expect(paid.body.code).toBe(200);
  return order;
}

describe("points earned by paid orders", () => {
  it("counts whole dollars per unit and skips products that earn none", () => {
    const lines = [
      { productId: 1, qty: 2, priceCents: 12_999 },
      { productId: 2, qty: 1, priceCents: 99 },
      { productId: 3, qty: 3, priceCents: 5_000 },
    ];
    expect(pointsForLines(lines, new Set())).toBe(2 * 129 + 0 + 3 * 50);
    expect(pointsForLines(lines, new Set([3]))).toBe(2 * 129);
  });

  it("a customer's paid order credits them; the order says how many; cancel takes them back", async () => {
    const shopper = await customer(t);
    const id = shopper.customerId ?? 0;
    const p = await priced(await product(), 12_999);
    await shopperWithCart(t, p, { qty: 2, as: shopper });
    const order = await placeAndPay(shopper.who);
    expect(await pointsOf(id)).toBe(258);
    const detail = await readOrder(t.app, shopper.who, order.increment_id);
    expect(detail.body.result.points_earned).toBe(258);

    const canceled = await cancelOrder(t.app, shopper.who, order.order_id);
    expect(canceled.body.result).toMatchObject({ status: "canceled", points_earned: 0 });
    expect(await pointsOf(id)).toBe(0);
  });

  it("nothing is credited before payment, for a guest, or for items that earn no points", async () => {
    const shopper = await customer(t);
    const id = shopper.customerId ?? 0;
    const p = await priced(await product(), 20_000);
    await shopperWithCart(t, p, { as: shopper });
    const unpaid = (await place(t.app, shopper.who)).body.result;
    expect(unpaid.order_id).toBeGreaterThan(0);
    expect(await pointsOf(id)).toBe(0);

    const buyer = await guest(t);
    const q = await priced(await product(), 20_000);
    await shopperWithCart(t, q, { as: buyer });
    const guestOrder = await placeAndPay(buyer.who);
    const seen = await readOrder(t.app, buyer.who, guestOrder.increment_id);
    expect(seen.body.result.points_earned).toBe(0);

    const other = await customer(t);
    const r = await priced(await product(), 20_000);
    await t.database.db
      .update(productsTable)
      .set({ isNoDiscount: true })
      .where(eq(productsTable.id, r.productId));
    await shopperWithCart(t, r, { as: other });
    await placeAndPay(other.who);
    expect(await pointsOf(other.customerId ?? 0)).toBe(0);
  });

  it("a cancel after the points were spent never makes the balance negative", async () => {
    const shopper = await customer(t);
    const id = shopper.customerId ?? 0;
    const p = await priced(await product(), 10_000);
    await shopperWithCart(t, p, { as: shopper });
    const order = await placeAndPay(shopper.who);
    expect(await pointsOf(id)).toBe(100);
    await t.database.db.update(customers).set({ points: 40 }).where(eq(customers.id, id));
    await cancelOrder(t.app, shopper.who, order.order_id);
    expect(await pointsOf(id)).toBe(0);
  });

  it("points earned on one order pay part of the next", async () => {
    const shopper = await customer(t);
    const id = shopper.customerId ?? 0;
    const p = await priced(await product(), 30_000);
    await shopperWithCart(t, p, { as: shopper });
    await placeAndPay(shopper.who);
    expect(await pointsOf(id)).toBe(300);

    const q = await priced(await product(), 5_000);
    await shopperWithCart(t, q, { as: shopper });
    const applied = await send<{ points_data: { points_used: number } }>(
      t.app,
      "POST",
      "/api/cart/apply_points",
      { points: 300 },
      shopper.who,
    );
    expect(applied.body.code).toBe(200);
    const second = await placeAndPay(shopper.who);
    const detail = await readOrder(t.app, shopper.who, second.increment_id);
    expect(detail.body.result.points_used).toBe(300);
    // 300 spent, 50 earned by the second order.
    expect(await pointsOf(id)).toBe(50);
  });
});

describe("pre-orders earn no points (spec part 2 §9: no coupons or points)", () => {
  it.each(["Pre-order", "Super Early Bird"])(
    "a paid order with a %s item credits only the other items",
    async (tag) => {
      const shopper = await customer(t);
      const early = await priced(await product(), 20_000);
      await t.database.db
        .update(productsTable)
        .set({ productTag: tag })
        .where(eq(productsTable.id, early.productId));
      const regular = await priced(await product(), 5_000);
      await shopperWithCart(t, early, { as: shopper });
      await shopperWithCart(t, regular, { as: shopper });
      const order = await placeAndPay(shopper.who);
      // $50 earns 50; the $200 pre-order item would have earned 200 more.
      expect(await pointsOf(shopper.customerId ?? 0)).toBe(50);
      const detail = await readOrder(t.app, shopper.who, order.increment_id);
      expect(detail.body.result.points_earned).toBe(50);
    },
  );
});
