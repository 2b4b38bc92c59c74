import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-database";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { couponRedemptions } from "../../db/schema/order";
import { type CouponLine, type CouponShopper, evaluateCoupon } from "../cart/cart-coupon";
import { couponUsed, placedOrder } from "./coupon-use.testing";
import { PlaceRefusal, redeemCoupon, refundPoints, releaseCoupon, spendPoints } from "./order-reservations";

// The coupon and points rules that guard money, called directly on a real (empty) database: when a
// coupon discounts a cart and why not (the shopper-facing messages written out), and the guarded
// takes at order time (a coupon use under its limits, points only within the balance). Fast on
// purpose: `npm run test:mutation` runs these against every mutant of these rules.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const db = () => database.db;
const NOW = new Date("2026-03-10T12:00:00Z");
let n = 0;

async function coupon(over: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db()
    .insert(coupons)
    .values({
      code: `RULE${++n}`,
      title: "$10 off",
      discountType: "fixed",
      amount: 1_000,
      startsAt: new Date(NOW.getTime() - 86_400_000),
      detailCouponType: 3,
      usageLimitPerCustomer: 1,
      ...over,
    })
    .returning();
  return row;
}

async function customer(points = 0) {
  const [row] = await db()
    .insert(customers)
    .values({ email: `rules.${++n}@example.com`, points })
    .returning();
  return row;
}

const order = (customerId: number | null, email: string) => placedOrder(db(), customerId, email);
/** A use of the coupon by an order already placed. */
const used = (couponId: number, customerId: number | null, email: string) =>
  couponUsed(db(), couponId, customerId, email);

const usesOf = async (couponId: number) =>
  (await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId))).length;

const lines: CouponLine[] = [
  { productId: 1, categoryIds: [10], rowCents: 3_000, eligible: true },
  { productId: 2, categoryIds: [11], rowCents: 2_000, eligible: true },
  { productId: 3, categoryIds: [10], rowCents: 9_000, eligible: false },
];
const guest: CouponShopper = { customerId: null, email: null, isPlusMember: false };

describe("evaluateCoupon: whether a coupon discounts this cart now, and why not", () => {
  const problem = async (c: Awaited<ReturnType<typeof coupon>> | null, who = guest, l = lines, now = NOW) =>
    (await evaluateCoupon(db(), c, who, l, now)).problem;

  it("discounts the eligible lines it applies to", async () => {
    const c = await coupon({ discountType: "percent", amount: 10 });
    expect(await evaluateCoupon(db(), c, guest, lines, NOW)).toEqual({
      coupon: c,
      discountCents: 500,
      problem: null,
    });
  });

  it("unknown or switched off", async () => {
    expect(await evaluateCoupon(db(), null, guest, lines, NOW)).toEqual({
      coupon: null,
      discountCents: 0,
      problem: "This coupon code is not valid.",
    });
    expect(await problem(await coupon({ isActive: false }))).toBe("This coupon code is not valid.");
  });

  it("dates: from its start (inclusive) to its end (exclusive)", async () => {
    expect(await problem(await coupon({ startsAt: new Date(NOW.getTime() + 1) }))).toBe(
      "This coupon is not available yet.",
    );
    expect(await problem(await coupon({ startsAt: NOW }))).toBeNull();
    expect(await problem(await coupon({ endsAt: NOW }))).toBe("This coupon has expired.");
    expect(await problem(await coupon({ endsAt: new Date(NOW.getTime() + 1) }))).toBeNull();
  });

  it("claimable coupons: signed in and claimed (Get Now)", async () => {
    const c = await coupon({ detailCouponType: 4 });
    expect(await problem(c)).toBe("Please sign in to use this coupon.");
    const cu = await customer();
    const who = { customerId: cu.id, email: cu.email, isPlusMember: false };
    expect(await problem(c, who)).toBe("Please get this coupon first (Get Now) to use it.");
    const other = await customer();
    await db().insert(customerCoupons).values({ customerId: other.id, couponId: c.id });
    expect(await problem(c, who)).toBe("Please get this coupon first (Get Now) to use it.");
    await db().insert(customerCoupons).values({ customerId: cu.id, couponId: c.id });
    expect(await problem(c, who)).toBeNull();
  });

  it("Plus+ coupons: members only", async () => {
    const c = await coupon({ detailCouponType: 1 });
    expect(await problem(c, { ...guest, customerId: (await customer()).id })).toBe(
      "This coupon is for Plus+ members only.",
    );
    expect(await problem(c, { ...guest, isPlusMember: true })).toBeNull();
  });

  it("subscriber coupons: not for an unknown or unsubscribed address", async () => {
    const c = await coupon({ detailCouponType: 2 });
    expect(await problem(c)).toBe("This coupon is for newsletter subscribers only.");
    expect(await problem(c, { ...guest, email: "never.subscribed@example.com" })).toBe(
      "This coupon is for newsletter subscribers only.",
    );
  });

  it("subscriber coupons: a confirmed subscription, whatever the spelling of the address", async () => {
    const c = await coupon({ detailCouponType: 2 });
    const address = `subscriber.${++n}@example.com`;
    await db().insert(newsletterSubscribers).values({ email: address, source: "footer" });
    // Pending (not confirmed yet): refused.
    expect(await problem(c, { ...guest, email: address })).toBe(
      "This coupon is for newsletter subscribers only.",
    );
    await db()
      .update(newsletterSubscribers)
      .set({ confirmedAt: NOW })
      .where(eq(newsletterSubscribers.email, address));
    expect(await problem(c, { ...guest, email: address })).toBeNull();
    expect(await problem(c, { ...guest, email: address.toUpperCase() })).toBeNull();
    const cu = await customer();
    expect(await problem(c, { customerId: cu.id, email: address, isPlusMember: false })).toBeNull();
  });

  it("subscriber coupons: once per address, even when the coupon row allows more", async () => {
    const c = await coupon({ detailCouponType: 2, usageLimitPerCustomer: 3 });
    const address = `subscriber.${++n}@example.com`;
    await db().insert(newsletterSubscribers).values({ email: address, source: "footer", confirmedAt: NOW });
    await used(c.id, null, address);
    expect(await problem(c, { ...guest, email: address })).toBe("You have already used this coupon.");
    // The same row on an ordinary coupon allows the second use.
    const ordinary = await coupon({ usageLimitPerCustomer: 3 });
    await used(ordinary.id, null, address);
    expect(await problem(ordinary, { ...guest, email: address })).toBeNull();
  });

  it("usage over everyone: refused once the limit is reached, not before", async () => {
    const c = await coupon({ usageLimitTotal: 2, usageLimitPerCustomer: 5 });
    await used(c.id, null, "a@example.com");
    expect(await problem(c)).toBeNull();
    await used(c.id, null, "b@example.com");
    expect(await problem(c)).toBe("This coupon has reached its usage limit.");
  });

  it("usage per shopper: by customer id, by e-mail in any case, and for a guest by e-mail", async () => {
    const cu = await customer();
    const byId = await coupon();
    await used(byId.id, cu.id, "another.address@example.com");
    expect(await problem(byId, { customerId: cu.id, email: cu.email, isPlusMember: false })).toBe(
      "You have already used this coupon.",
    );
    expect(await problem(byId, { customerId: cu.id, email: null, isPlusMember: false })).toBe(
      "You have already used this coupon.",
    );
    // Someone else (no id, no e-mail match) may still use it.
    expect(
      await problem(byId, { customerId: (await customer()).id, email: null, isPlusMember: false }),
    ).toBeNull();
    expect(await problem(byId, { ...guest, email: "someone.else@example.com" })).toBeNull();
    expect(await problem(byId)).toBeNull();

    const byEmail = await coupon();
    await used(byEmail.id, null, cu.email.toUpperCase());
    expect(await problem(byEmail, { customerId: cu.id, email: cu.email, isPlusMember: false })).toBe(
      "You have already used this coupon.",
    );
    expect(await problem(byEmail, { ...guest, email: cu.email })).toBe("You have already used this coupon.");

    const twice = await coupon({ usageLimitPerCustomer: 2 });
    await used(twice.id, cu.id, cu.email);
    const who = { customerId: cu.id, email: cu.email, isPlusMember: false };
    expect(await problem(twice, who)).toBeNull();
    await used(twice.id, cu.id, cu.email);
    expect(await problem(twice, who)).toBe("You have already used this coupon.");
  });

  it("needs an eligible line it applies to, and the minimum spend on those lines", async () => {
    expect(await problem(await coupon({ appliesTo: "products", productIds: [3] }))).toBe(
      "This coupon does not apply to any item in your cart.",
    );
    // Applies to product 1 only ($30): $50 minimum is $20 short.
    const min = await coupon({ appliesTo: "products", productIds: [1], minSpendCents: 5_000 });
    expect(await problem(min)).toBe("Spend $20 more to use this coupon.");
    const exact = await coupon({ minSpendCents: 5_000 });
    expect(await evaluateCoupon(db(), exact, guest, lines, NOW)).toMatchObject({
      discountCents: 1_000,
      problem: null,
    });
    const short = await coupon({ minSpendCents: 5_001 });
    expect(await problem(short)).toBe("Spend $0.01 more to use this coupon.");
  });
});

/** Runs `take` in a transaction; answers the refusal (rolled back) or null when it went through. */
async function refusal(
  take: (tx: Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0]) => Promise<void>,
) {
  try {
    await db().transaction(take);
    return null;
  } catch (err) {
    if (err instanceof PlaceRefusal) return { code: err.reply.code, message: err.reply.message };
    throw err;
  }
}

const USED_UP = { code: 410, message: "This coupon has reached its usage limit." };

describe("redeemCoupon: one use recorded only within the limits, checked again at order time", () => {
  it("records the use when the limits allow it", async () => {
    const c = await coupon({ usageLimitTotal: 1 });
    const cu = await customer();
    const o = await order(cu.id, cu.email);
    const input = { couponId: c.id, orderId: o.id, customerId: cu.id, email: cu.email };
    expect(await refusal((tx) => redeemCoupon(tx, input))).toBeNull();
    const rows = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c.id));
    expect(rows).toEqual([expect.objectContaining(input)]);
  });

  it("refuses past the limit over everyone, and records nothing", async () => {
    const c = await coupon({ usageLimitTotal: 1, usageLimitPerCustomer: 5 });
    await used(c.id, null, "first@example.com");
    const o = await order(null, "second@example.com");
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: c.id, orderId: o.id, customerId: null, email: "second@example.com" }),
      ),
    ).toEqual(USED_UP);
    expect(await usesOf(c.id)).toBe(1);
  });

  it("once per customer: by id, by the customer's e-mail in any case, a guest by e-mail", async () => {
    const cu = await customer();
    const byId = await coupon();
    await used(byId.id, cu.id, "old.address@example.com");
    const o1 = await order(cu.id, cu.email);
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: byId.id, orderId: o1.id, customerId: cu.id, email: cu.email }),
      ),
    ).toEqual(USED_UP);

    const byEmail = await coupon();
    await used(byEmail.id, null, cu.email.toUpperCase());
    const o2 = await order(cu.id, cu.email);
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: byEmail.id, orderId: o2.id, customerId: cu.id, email: cu.email }),
      ),
    ).toEqual(USED_UP);
    const o3 = await order(null, cu.email);
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: byEmail.id, orderId: o3.id, customerId: null, email: cu.email }),
      ),
    ).toEqual(USED_UP);
    expect(await usesOf(byId.id)).toBe(1);
    expect(await usesOf(byEmail.id)).toBe(1);

    // Another customer and another guest are not "the same customer".
    const other = await customer();
    const o4 = await order(other.id, other.email);
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: byId.id, orderId: o4.id, customerId: other.id, email: other.email }),
      ),
    ).toBeNull();
    const o5 = await order(null, "fresh.guest@example.com");
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, {
          couponId: byEmail.id,
          orderId: o5.id,
          customerId: null,
          email: "fresh.guest@example.com",
        }),
      ),
    ).toBeNull();
  });

  it("a coupon allowed twice per customer takes the second use and refuses the third", async () => {
    const c = await coupon({ usageLimitPerCustomer: 2 });
    const cu = await customer();
    await used(c.id, cu.id, cu.email);
    const o = await order(cu.id, cu.email);
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: c.id, orderId: o.id, customerId: cu.id, email: cu.email }),
      ),
    ).toBeNull();
    const o2 = await order(cu.id, cu.email);
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: c.id, orderId: o2.id, customerId: cu.id, email: cu.email }),
      ),
    ).toEqual(USED_UP);
  });

  it("a cancelled order gives its use back, and only its own", async () => {
    const c = await coupon({ usageLimitTotal: 2, usageLimitPerCustomer: 5 });
    await used(c.id, null, "kept@example.com");
    const cu = await customer();
    const o = await order(cu.id, cu.email);
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: c.id, orderId: o.id, customerId: cu.id, email: cu.email }),
      ),
    ).toBeNull();
    expect(await usesOf(c.id)).toBe(2);
    expect(await refusal((tx) => releaseCoupon(tx, o.id))).toBeNull();
    const rows = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c.id));
    expect(rows.map((r) => r.email)).toEqual(["kept@example.com"]);
    // The use it gave back is free again.
    const next = await order(null, "next.guest@example.com");
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, {
          couponId: c.id,
          orderId: next.id,
          customerId: null,
          email: "next.guest@example.com",
        }),
      ),
    ).toBeNull();
  });

  it("a subscriber coupon is redeemed once per address even when its row allows more", async () => {
    const c = await coupon({ detailCouponType: 2, usageLimitPerCustomer: 3 });
    const address = `subscriber.redeem.${++n}@example.com`;
    await used(c.id, null, address);
    const o = await order(null, address);
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: c.id, orderId: o.id, customerId: null, email: address }),
      ),
    ).toEqual(USED_UP);
    expect(await usesOf(c.id)).toBe(1);
  });

  it("a coupon that no longer exists is refused", async () => {
    const o = await order(null, "nobody@example.com");
    expect(
      await refusal((tx) =>
        redeemCoupon(tx, { couponId: 987_654, orderId: o.id, customerId: null, email: "nobody@example.com" }),
      ),
    ).toEqual(USED_UP);
  });
});

describe("spendPoints: only within the balance", () => {
  const balance = async (id: number) =>
    (await db().select().from(customers).where(eq(customers.id, id)))[0].points;
  const LOW = { code: 410, message: "You do not have enough points for this order." };

  it("takes exactly the points, down to zero", async () => {
    const cu = await customer(500);
    const o = await order(cu.id, cu.email);
    expect(await refusal((tx) => spendPoints(tx, cu.id, 200, o.id))).toBeNull();
    expect(await balance(cu.id)).toBe(300);
    expect(await refusal((tx) => spendPoints(tx, cu.id, 300, o.id))).toBeNull();
    expect(await balance(cu.id)).toBe(0);
  });

  it("refuses more than the balance and leaves it as it was", async () => {
    const cu = await customer(299);
    const o = await order(cu.id, cu.email);
    expect(await refusal((tx) => spendPoints(tx, cu.id, 300, o.id))).toEqual(LOW);
    expect(await balance(cu.id)).toBe(299);
  });

  it("a cancelled order gives its points back to its customer; a guest has none to get back", async () => {
    const cu = await customer(10);
    const o = await order(cu.id, cu.email);
    const other = await customer(40);
    await db().transaction((tx) => refundPoints(tx, cu.id, 150, o.id));
    expect(await balance(cu.id)).toBe(160);
    await db().transaction((tx) => refundPoints(tx, cu.id, 0, o.id));
    expect(await balance(cu.id)).toBe(160);
    await db().transaction((tx) => refundPoints(tx, null, 150, o.id));
    expect(await balance(other.id)).toBe(40);
    expect(await balance(cu.id)).toBe(160);
  });

  it("no points asked: nothing to do, even for a guest; a guest asking points is refused", async () => {
    const cu = await customer(10);
    const o = await order(cu.id, cu.email);
    expect(await refusal((tx) => spendPoints(tx, cu.id, 0, o.id))).toBeNull();
    expect(await balance(cu.id)).toBe(10);
    expect(await refusal((tx) => spendPoints(tx, null, 0, o.id))).toBeNull();
    expect(await refusal((tx) => spendPoints(tx, null, 1, o.id))).toEqual(LOW);
  });
});
