import { eq, inArray } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { carts } from "../../db/schema/cart";
import { productVariants } from "../../db/schema/catalog";
import { coupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { couponRedemptions, orders, payments, testProviderNonces } from "../../db/schema/order";
import { hashToken } from "../../http/session";
import type { SeededProduct } from "../cart/cart.testing";
import {
  count,
  customer,
  nonceFor,
  orderToken,
  place,
  products,
  send,
  shopperWithCart,
} from "./order.testing";

// Races on the money path (PGlite runs them one after another; PostgreSQL for real with
// TEST_DATABASE_URL): one token → one order; the last unit → one order; one coupon use, one points
// balance, one capture.

let t: TestApp;
let app: Hono;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  app = t.app;
  product = await products(t);
});
afterAll(() => t?.close());

const ordersWithToken = (token: string) =>
  count(t, `select count(*)::int as n from orders where order_token = '${token}'`);

async function cartIdOf(who: Parameters<typeof send>[4]): Promise<number> {
  return (await send<{ quoteId: number }>(app, "GET", "/api/carts", undefined, who)).body.result.quoteId;
}

describe("one order token, one order", () => {
  it("placing twice with one token answers the same order", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p, { qty: 3 });
    const token = await orderToken(app);
    const first = await place(app, shopper.who, token);
    const second = await place(app, shopper.who, token);
    expect(first.body.code).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await ordersWithToken(token)).toBe(1);
    const [v] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, p.variants[0].id));
    expect(v.qty).toBe(47);
  });

  it("parallel placings with one token make one order and all answer it", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p, { qty: 2 });
    const token = await orderToken(app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => place(app, shopper.who, token)));
    const ids = new Set(answers.map((a) => a.body.result?.order_id));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await ordersWithToken(token)).toBe(1);
    const [v] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, p.variants[0].id));
    expect(v.qty).toBe(48);
  });

  it("two tabs with their own tokens: the second finds an empty cart", async () => {
    const shopper = await shopperWithCart(t, await product());
    const [a, b] = await Promise.all([place(app, shopper.who), place(app, shopper.who)]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 400]);
  });

  it("another shopper's token answers no order of theirs", async () => {
    const owner = await shopperWithCart(t, await product());
    const token = await orderToken(app);
    expect((await place(app, owner.who, token)).body.code).toBe(200);
    const other = await shopperWithCart(t, await product());
    const res = await place(app, other.who, token);
    expect(res.body.code).toBe(400);
    expect(res.body.result).toBeNull();
  });
});

describe("stock, coupon and points under parallel orders", () => {
  it("the last unit raced by several carts: exactly one order, stock never below zero", async () => {
    const p = await product();
    const variantId = p.variants[0].id;
    const shoppers = [];
    for (let i = 0; i < 5; i++) shoppers.push(await shopperWithCart(t, p));
    await t.database.db.update(productVariants).set({ qty: 1 }).where(eq(productVariants.id, variantId));
    const answers = await Promise.all(shoppers.map((s) => place(app, s.who)));
    const won = answers.filter((a) => a.body.code === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect([409, 400]).toContain(a.body.code);
    const [v] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(v.qty).toBe(0);
    // Paid lines: the item may also be the free gift of other tests' orders.
    expect(
      await count(
        t,
        `select count(*)::int as n from order_items where variant_id = ${variantId} and not is_gift`,
      ),
    ).toBe(1);
  });

  it("a single-use coupon in several carts at once: used by one order", async () => {
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        code: "ONCEONLY",
        title: "$5 off",
        discountType: "fixed",
        amount: 500,
        startsAt: new Date(Date.now() - 86_400_000),
        usageLimitTotal: 1,
        usageLimitPerCustomer: 1,
        detailCouponType: DETAIL_COUPON_TYPE.link,
      })
      .returning();
    // A different item per shopper: with one item the stock row lock would serialise the orders
    // and hide a missing coupon lock (order-coupon-race.test.ts holds the race open on purpose).
    const shoppers = [];
    for (let i = 0; i < 4; i++) {
      const s = await shopperWithCart(t, await product(), { email: `coupon.${i}@example.com` });
      await t.database.db
        .update(carts)
        .set({ couponCode: "ONCEONLY" })
        .where(eq(carts.id, await cartIdOf(s.who)));
      shoppers.push(s);
    }
    const answers = await Promise.all(shoppers.map((s) => place(app, s.who)));
    const won = answers.filter((a) => a.body.code === 200);
    expect(won).toHaveLength(1);
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0].orderId).toBe(won[0].body.result.order_id);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, won[0].body.result.order_id));
    expect(order).toMatchObject({ couponCode: "ONCEONLY", discountCents: 500 });
  });

  it("one points balance: parallel placings spend it once", async () => {
    const shopper = await customer(t);
    await t.database.db
      .update(customers)
      .set({ points: 1000 })
      .where(eq(customers.id, shopper.customerId ?? 0));
    await shopperWithCart(t, await product(), { as: shopper });
    await t.database.db
      .update(carts)
      .set({ pointsUsed: 800 })
      .where(eq(carts.id, await cartIdOf(shopper.who)));
    const answers = await Promise.all([
      place(app, shopper.who),
      place(app, shopper.who),
      place(app, shopper.who),
    ]);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    const [c] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, shopper.customerId ?? 0));
    expect(c.points).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, shopper.customerId ?? 0));
    expect(order.pointsUsed).toBe(800);
  });

  it("a balance that dropped after the cart chose its points is never overdrawn", async () => {
    const shopper = await customer(t);
    await t.database.db
      .update(customers)
      .set({ points: 500 })
      .where(eq(customers.id, shopper.customerId ?? 0));
    await shopperWithCart(t, await product(), { as: shopper });
    await t.database.db
      .update(carts)
      .set({ pointsUsed: 500 })
      .where(eq(carts.id, await cartIdOf(shopper.who)));
    await t.database.db
      .update(customers)
      .set({ points: 100 })
      .where(eq(customers.id, shopper.customerId ?? 0));
    const res = await place(app, shopper.who);
    const [c] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, shopper.customerId ?? 0));
    const spent = res.body.code === 200 ? await orderPoints(res.body.result.order_id) : 0;
    expect(spent).toBeLessThanOrEqual(100);
    expect(c.points).toBe(100 - spent);
  });
});

async function orderPoints(orderId: number): Promise<number> {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return o.pointsUsed;
}

describe("parallel payments of one order", () => {
  it("charge once: one capture, the other submit refused", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const nonces = await Promise.all([0, 1, 2].map(() => nonceFor(app, TEST_CARDS.approve)));
    const answers = await Promise.all(
      nonces.map((nonce) =>
        send(app, "POST", "/api/braintree-creditCard", { order_id: order.order_id, nonce }, shopper.who),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 409)).toHaveLength(2);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("captured");
    expect(
      await count(
        t,
        `select count(*)::int as n from mail_outbox where subject like '%${order.increment_id}%'`,
      ),
    ).toBe(1);
    // The refused submits never reached the provider: their nonces are still unused.
    expect(
      await count(t, "select count(*)::int as n from test_provider_nonces where used_at is null"),
    ).toBeGreaterThanOrEqual(2);
  });

  // In-process requests finish one transaction before the next starts, so this holds the nonce rows
  // from another connection: every submit gets as far as the provider and waits there together.
  // Needs a second connection, so PostgreSQL only (PGlite has one).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "overlapping submits held at the provider: still one capture",
    async () => {
      const shopper = await shopperWithCart(t, await product());
      const order = (await place(app, shopper.who)).body.result;
      const nonces = await Promise.all([0, 1, 2].map(() => nonceFor(app, TEST_CARDS.approve)));
      const pending = await t.database.db.transaction(async (tx) => {
        await tx
          .select({ id: testProviderNonces.id })
          .from(testProviderNonces)
          .where(inArray(testProviderNonces.nonceHash, nonces.map(hashToken)))
          .for("update");
        const submits = Promise.all(
          nonces.map((nonce) =>
            send(app, "POST", "/api/braintree-creditCard", { order_id: order.order_id, nonce }, shopper.who),
          ),
        );
        await new Promise((r) => setTimeout(r, 300));
        return { submits };
      });
      const answers = await pending.submits;
      expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409, 409]);
      const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.order_id));
      expect(rows.map((r) => r.status)).toEqual(["captured"]);
    },
  );
});
