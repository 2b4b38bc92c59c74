import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heldAtLock } from "../../../tests/helpers/held-at-lock";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { carts } from "../../db/schema/cart";
import { coupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { couponRedemptions, orders } from "../../db/schema/order";
import type { SeededProduct } from "../cart/cart.testing";
import { sendJson } from "../cart/cart.testing";
import { customer, orderToken, place, products, type Shopper, send, shopperWithCart } from "./order.testing";

// The coupon's limits at order time, raced for real. Each shopper buys a DIFFERENT item from their
// own cart, so neither the stock rows nor the cart rows serialise the placings: the only thing
// between them is the coupon row lock that redeemCoupon takes (order-reservations.ts).
//
// Made deterministic, not left to timing: a second connection holds coupon_redemptions in SHARE
// mode, which lets every placing read (count the coupon's uses) but blocks its INSERT. With the
// coupon row lock, the first placing waits at its insert while holding the coupon row, the others
// wait for that row; once released they count one after another. Without the lock, every placing
// counts zero uses before any of them can insert, so all of them would redeem the coupon.
//
// PostgreSQL only: PGlite has one connection, where no two transactions ever overlap (CI runs the
// suite on PostgreSQL, TEST_DATABASE_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  product = await products(t);
});
afterAll(() => t?.close());

let codeCounter = 0;
async function coupon(over: Partial<typeof coupons.$inferInsert>) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      code: `RACE${++codeCounter}${Date.now().toString(36).toUpperCase()}`,
      title: "$5 off",
      discountType: "fixed",
      amount: 500,
      startsAt: new Date(Date.now() - 86_400_000),
      detailCouponType: 3,
      ...over,
    })
    .returning();
  return row;
}

/** A shopper with their own item in a ready cart, the coupon applied through the cart's call. */
async function shopperUsing(code: string, email: string): Promise<Shopper> {
  const s = await shopperWithCart(t, await product(), { email });
  const applied = await sendJson(t, "POST", "/api/cart/apply_coupon", { coupon_code: code }, s.who);
  expect(applied.body.code).toBe(200);
  expect(applied.body.result).toMatchObject({ coupon_code: code, discount_amount: 5, coupon_message: "" });
  return s;
}

/**
 * Places every shopper's order at once while another connection blocks inserts of coupon uses,
 * waits until each placing is stuck on a lock (or has already answered), then lets them go.
 */
async function placeAllHeldAtRedemption(shoppers: Shopper[]) {
  return placeAllHeld(
    "lock table coupon_redemptions in share mode",
    shoppers.map((s) => () => place(t.app, s.who)),
  );
}

/** Runs the placings at once while `lock` is held by another connection; see placeAllHeldAtRedemption. */
function placeAllHeld<T>(lock: string, placers: (() => Promise<T>)[]) {
  return heldAtLock(t.database.url, lock, [], placers, "placings");
}

const redemptionsOf = (couponId: number) =>
  t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

describe.skipIf(!onPostgres)("coupon limits when orders are placed at the same moment (PostgreSQL)", () => {
  it("a single-use coupon in three carts with different items: exactly one order uses it", async () => {
    const single = await coupon({ usageLimitTotal: 1, usageLimitPerCustomer: 1 });
    const shoppers = [
      await shopperUsing(single.code, "race.one@example.com"),
      await shopperUsing(single.code, "race.two@example.com"),
      await shopperUsing(single.code, "race.three@example.com"),
    ];
    const answers = await placeAllHeldAtRedemption(shoppers);
    const won = answers.filter((a) => a.body.code === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.code !== 200)) {
      expect(lost.body).toEqual({
        code: 410,
        message: "This coupon has reached its usage limit.",
        result: null,
      });
    }
    const uses = await redemptionsOf(single.id);
    expect(uses).toHaveLength(1);
    expect(uses[0].orderId).toBe(won[0].body.result.order_id);
    const withCoupon = await t.database.db.select().from(orders).where(eq(orders.couponCode, single.code));
    expect(withCoupon).toHaveLength(1);
    expect(withCoupon[0]).toMatchObject({ discountCents: 500 });
  });

  it("once per customer: two carts of one e-mail at the same moment, one order uses the coupon", async () => {
    // No limit over everyone: only the per-customer rule (same e-mail counts as the same customer)
    // can stop the second use.
    const once = await coupon({ usageLimitTotal: null, usageLimitPerCustomer: 1 });
    const shoppers = [
      await shopperUsing(once.code, "twice.tried@example.com"),
      await shopperUsing(once.code, "Twice.Tried@example.com"),
    ];
    const answers = await placeAllHeldAtRedemption(shoppers);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 410]);
    const lost = answers.find((a) => a.body.code !== 200);
    expect(lost?.body.message).toBe("This coupon has reached its usage limit.");
    const uses = await redemptionsOf(once.id);
    expect(uses).toHaveLength(1);
    expect(uses[0].email.toLowerCase()).toBe("twice.tried@example.com");
  });
});

// One points balance spent from two carts of one customer at once: the shopping cart and the
// buy-now checkout, each with its own item, so no cart or stock lock stands between them; only the
// guarded update of the balance (spendPoints: points >= n) does. Another connection holds the
// customer's row, so both placings reach that update before either has spent anything.
describe.skipIf(!onPostgres)("one points balance spent from two checkouts at once (PostgreSQL)", () => {
  it("the cart and the buy-now checkout each ask 800 of 1,000 points: one order, 200 left", async () => {
    const shopper = await customer(t);
    const id = shopper.customerId ?? 0;
    await t.database.db.update(customers).set({ points: 1_000 }).where(eq(customers.id, id));
    await shopperWithCart(t, await product(), { as: shopper });
    const other = await product();
    const operated = await send(
      t.app,
      "POST",
      "/mobile/products/carts-operate",
      { product: { product_id: other.productId, child_id: other.variants[0].id, qty: 1 } },
      shopper.who,
    );
    expect(operated.body.code).toBe(200);
    const both = await t.database.db.select().from(carts).where(eq(carts.customerId, id));
    const cart = both.find((c) => c.purpose === "cart");
    const buyNow = both.find((c) => c.purpose === "buy_now");
    if (!cart || !buyNow) throw new Error("needs the cart and the buy-now checkout");
    await t.database.db
      .update(carts)
      .set({ pointsUsed: 800, customerAddressId: cart.customerAddressId, paymentMethod: "card" })
      .where(eq(carts.customerId, id));
    expect(buyNow.id).not.toBe(cart.id);

    const answers = await placeAllHeld<{ body: { code: number; message: string } }>(
      `select 1 from customers where id = ${id} for update`,
      [
        () => place(t.app, shopper.who),
        async () =>
          send(
            t.app,
            "POST",
            "/mobile/orders/place-order",
            { order_token: await orderToken(t.app, shopper.who) },
            shopper.who,
          ),
      ],
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 410]);
    expect(answers.find((a) => a.body.code === 410)?.body.message).toBe(
      "You do not have enough points for this order.",
    );
    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(after.points).toBe(200);
    const spent = await t.database.db.select().from(orders).where(eq(orders.customerId, id));
    expect(spent.map((o) => o.pointsUsed)).toEqual([800]);
  });
});
