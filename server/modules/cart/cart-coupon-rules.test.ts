import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { carts } from "../../db/schema/cart";
import { coupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { couponRedemptions } from "../../db/schema/order";
import { customer, place, products, type Shopper, shopperWithCart } from "../order/order.testing";
import { readCart, type SeededProduct, sendJson } from "./cart.testing";

// The coupon rules as a shopper meets them, with the spec's messages written out: the cart's
// answer when a coupon was already used by this shopper, and the order that refuses it again.

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  product = await products(t);
});
afterAll(() => t?.close());

let n = 0;
async function coupon(over: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      code: `RULES${++n}X${Date.now().toString(36).toUpperCase()}`,
      title: "$10 off",
      discountType: "fixed",
      amount: 1_000,
      startsAt: new Date(Date.now() - 86_400_000),
      detailCouponType: 3,
      usageLimitPerCustomer: 1,
      ...over,
    })
    .returning();
  return row;
}

const apply = (s: Shopper, code: string) =>
  sendJson(t, "POST", "/api/cart/apply_coupon", { coupon_code: code }, s.who);

const emailOf = async (customerId: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0].email;

/** A customer who placed one order with the coupon (through the cart and the order call). */
async function customerWhoUsed(code: string): Promise<Shopper> {
  const s = await customer(t);
  await shopperWithCart(t, await product(), { as: s });
  expect((await apply(s, code)).body.code).toBe(200);
  const placed = await place(t.app, s.who);
  expect(placed.body.code).toBe(200);
  return s;
}

describe("a coupon this shopper has already used", () => {
  it("applying it again is refused with the spec's message and nothing stored", async () => {
    const once = await coupon();
    const s = await customerWhoUsed(once.code);
    await shopperWithCart(t, await product(), { as: s });
    const again = await apply(s, once.code);
    expect(again.body.code).toBe(400);
    expect(again.body.message).toBe("You have already used this coupon.");
    const read = (await readCart(t, s.who)).body.result;
    expect(read).toMatchObject({ coupon_code: "", discount_amount: 0 });
  });

  it("a guest whose checkout e-mail is the customer's counts as the same shopper", async () => {
    const once = await coupon();
    const s = await customerWhoUsed(once.code);
    const email = await emailOf(s.customerId ?? 0);
    const g = await shopperWithCart(t, await product(), { email: email.toUpperCase() });
    const again = await apply(g, once.code);
    expect(again.body).toMatchObject({ code: 400, message: "You have already used this coupon." });
  });

  it("a coupon left in a cart stops discounting once used elsewhere; placing the order is refused", async () => {
    const once = await coupon();
    const s = await customerWhoUsed(once.code);
    const email = await emailOf(s.customerId ?? 0);
    // A guest took the coupon into their cart, then gave the e-mail of the customer who used it.
    const g = await shopperWithCart(t, await product(), { email: `other.${n}@example.com` });
    expect((await apply(g, once.code)).body.code).toBe(200);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.couponCode, once.code));
    await t.database.db.update(carts).set({ guestEmail: email }).where(eq(carts.id, cart.id));
    const read = (await readCart(t, g.who)).body.result;
    expect(read).toMatchObject({
      coupon_code: once.code,
      discount_amount: 0,
      coupon_message: "You have already used this coupon.",
    });
    const refused = await place(t.app, g.who);
    expect(refused.body.code).toBe(400);
    expect(refused.body.message).toBe("Your cart cannot be checked out yet.");
    expect(refused.body.result).toEqual({ problems: ["You have already used this coupon."] });
    const uses = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, once.id));
    expect(uses).toHaveLength(1);
  });

  it("a coupon allowed twice per customer: the second use passes, the third is refused", async () => {
    const twice = await coupon({ usageLimitPerCustomer: 2 });
    const s = await customerWhoUsed(twice.code);
    await shopperWithCart(t, await product(), { as: s });
    expect((await apply(s, twice.code)).body.code).toBe(200);
    expect((await place(t.app, s.who)).body.code).toBe(200);
    await shopperWithCart(t, await product(), { as: s });
    expect((await apply(s, twice.code)).body.message).toBe("You have already used this coupon.");
  });
});
