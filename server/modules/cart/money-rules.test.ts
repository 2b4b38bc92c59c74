import { describe, expect, it } from "vitest";
import { pointsForLines } from "../order/order-points";
import { type CouponLine, type CouponRow, couponDiscountCents, couponLines } from "./cart-coupon";
import { cartMoney, type MoneyInput } from "./cart-money";

// The pure money rules of the cart and the order, every expected amount worked out by hand in
// cents (never computed with the code under test): coupon cap, points (100 points = $1, capped by
// the balance and by what is left after the coupon), sales tax after discounts on goods and plans
// but not on shipping, and the pay-later discount ($10 off from $500 of merchandise).

const base: MoneyInput = {
  subtotalCents: 10_000,
  planCents: 0,
  shippingCents: 500,
  eligibleCents: 10_000,
  couponCents: 0,
  pointsAsked: 0,
  pointsBalance: 0,
  taxRate: null,
  paymentMethod: "card",
};

describe("cartMoney", () => {
  it("coupon, points and New Jersey tax (6.625%) on a $100 cart with $5 shipping", () => {
    expect(
      cartMoney({ ...base, couponCents: 1_000, pointsAsked: 300, pointsBalance: 1_000, taxRate: 6_625 }),
    ).toEqual({
      discountCents: 1_000,
      // Not a Plus+ member with the first-order $40 open (plus-benefits.test.ts covers that).
      plusFirstOrderCents: 0,
      pointsMax: 1_000,
      pointsUsed: 300,
      pointsCents: 300,
      // (10000 − 1000 − 300) × 6.625% = 576.375 → 576
      taxCents: 576,
      taxFailed: false,
      payLaterDiscountCents: 0,
      grandTotalCents: 8_700 + 500 + 576,
      chargeCents: 9_776,
    });
  });

  it("a coupon never takes more than the eligible lines", () => {
    const m = cartMoney({ ...base, subtotalCents: 8_000, eligibleCents: 3_000, couponCents: 5_000 });
    expect(m.discountCents).toBe(3_000);
    expect(m.grandTotalCents).toBe(8_000 - 3_000 + 500);
  });

  it("points: at most the balance, at most what the eligible lines still cost after the coupon", () => {
    expect(cartMoney({ ...base, pointsAsked: 5_000, pointsBalance: 700 })).toMatchObject({
      pointsMax: 700,
      pointsUsed: 700,
      pointsCents: 700,
    });
    const capped = cartMoney({
      ...base,
      eligibleCents: 2_000,
      couponCents: 500,
      pointsAsked: 100_000,
      pointsBalance: 100_000,
    });
    expect(capped).toMatchObject({ pointsMax: 1_500, pointsUsed: 1_500, pointsCents: 1_500 });
    expect(capped.grandTotalCents).toBe(10_000 - 500 - 1_500 + 500);
  });

  it("a guest has no points; a negative ask spends none", () => {
    expect(cartMoney({ ...base, pointsAsked: 500, pointsBalance: null })).toMatchObject({
      pointsMax: 0,
      pointsUsed: 0,
      pointsCents: 0,
    });
    expect(cartMoney({ ...base, pointsAsked: -50, pointsBalance: 1_000 })).toMatchObject({
      pointsMax: 1_000,
      pointsUsed: 0,
      pointsCents: 0,
    });
  });

  it("no known state: no tax and taxFailed", () => {
    expect(cartMoney({ ...base, taxRate: null })).toMatchObject({ taxCents: 0, taxFailed: true });
    expect(cartMoney({ ...base, taxRate: 0 })).toMatchObject({ taxCents: 0, taxFailed: false });
  });

  it("protection plans are taxed, shipping and shipping protection are not", () => {
    const m = cartMoney({
      ...base,
      planCents: 2_000,
      shippingCents: 1_000,
      shippingProtectionCents: 299,
      taxRate: 10_000,
    });
    // 10% of (10000 + 2000) = 1200
    expect(m.taxCents).toBe(1_200);
    expect(m.grandTotalCents).toBe(10_000 + 2_000 + 1_000 + 299 + 1_200);
    expect(m.chargeCents).toBe(14_499);
  });

  it("pay later: $10 off from $500 of merchandise after discounts; grand total stays full", () => {
    const at500 = cartMoney({
      ...base,
      subtotalCents: 50_000,
      eligibleCents: 50_000,
      paymentMethod: "paylater",
    });
    expect(at500).toMatchObject({
      payLaterDiscountCents: 1_000,
      grandTotalCents: 50_500,
      chargeCents: 49_500,
    });
    const under = cartMoney({
      ...base,
      subtotalCents: 50_000,
      eligibleCents: 50_000,
      couponCents: 1,
      paymentMethod: "paylater",
    });
    expect(under).toMatchObject({ payLaterDiscountCents: 0, grandTotalCents: 50_499, chargeCents: 50_499 });
    const byCard = cartMoney({ ...base, subtotalCents: 60_000, eligibleCents: 60_000 });
    expect(byCard).toMatchObject({ payLaterDiscountCents: 0, chargeCents: 60_500 });
  });
});

const coupon = (over: Partial<CouponRow>): CouponRow =>
  ({
    discountType: "fixed",
    amount: 1_000,
    appliesTo: "all",
    productIds: [],
    categoryIds: [],
    ...over,
  }) as CouponRow;

describe("couponDiscountCents", () => {
  it("fixed: the amount, never more than the lines", () => {
    expect(couponDiscountCents(coupon({ amount: 1_000 }), 5_000)).toBe(1_000);
    expect(couponDiscountCents(coupon({ amount: 1_000 }), 600)).toBe(600);
    expect(couponDiscountCents(coupon({ amount: 1_000 }), 0)).toBe(0);
    expect(couponDiscountCents(coupon({ amount: 1_000 }), -5)).toBe(0);
  });

  it("percent: rounded half up, 100% at most the lines", () => {
    expect(couponDiscountCents(coupon({ discountType: "percent", amount: 15 }), 3_333)).toBe(500);
    expect(couponDiscountCents(coupon({ discountType: "percent", amount: 10 }), 1_005)).toBe(101);
    expect(couponDiscountCents(coupon({ discountType: "percent", amount: 10 }), 1_004)).toBe(100);
    expect(couponDiscountCents(coupon({ discountType: "percent", amount: 100 }), 2_500)).toBe(2_500);
  });
});

describe("couponLines", () => {
  const lines: CouponLine[] = [
    { productId: 1, categoryIds: [10, 11], rowCents: 1_000, eligible: true },
    { productId: 2, categoryIds: [12], rowCents: 2_000, eligible: true },
    { productId: 3, categoryIds: [10], rowCents: 4_000, eligible: false },
  ];
  const ids = (c: CouponRow) => couponLines(c, lines).map((l) => l.productId);

  it("all: every eligible line, never a no-discount one", () => {
    expect(ids(coupon({ appliesTo: "all" }))).toEqual([1, 2]);
  });

  it("products: only the listed eligible products", () => {
    expect(ids(coupon({ appliesTo: "products", productIds: [2, 3] }))).toEqual([2]);
    expect(ids(coupon({ appliesTo: "products", productIds: [] }))).toEqual([]);
  });

  it("categories: eligible lines in any listed category", () => {
    expect(ids(coupon({ appliesTo: "categories", categoryIds: [11] }))).toEqual([1]);
    expect(ids(coupon({ appliesTo: "categories", categoryIds: [10, 12] }))).toEqual([1, 2]);
    expect(ids(coupon({ appliesTo: "categories", categoryIds: [] }))).toEqual([]);
  });

  it("a product list does not count for a category coupon, nor categories for a product coupon", () => {
    expect(ids(coupon({ appliesTo: "categories", productIds: [1, 2] }))).toEqual([]);
    expect(ids(coupon({ appliesTo: "products", categoryIds: [10, 12] }))).toEqual([]);
  });
});

describe("pointsForLines", () => {
  it("1 point per whole dollar of each unit; free and no-point lines earn nothing", () => {
    const lines = [
      { productId: 1, qty: 3, priceCents: 1_999 },
      { productId: 2, qty: 1, priceCents: 0 },
      { productId: 3, qty: 2, priceCents: 10_000 },
      { productId: 4, qty: 1, priceCents: -500 },
    ];
    expect(pointsForLines(lines, new Set())).toBe(3 * 19 + 2 * 100);
    expect(pointsForLines(lines, new Set([3]))).toBe(57);
    expect(pointsForLines([], new Set())).toBe(0);
  });
});
