import { z } from "zod";
import { defineCall } from "./call";
import { PAYLATER_DISCOUNT_CENTS, PAYLATER_MIN_CENTS, POINTS_PER_DOLLAR } from "./cart-constants";

// The cart's discount part as its own call (spec part 1 §7 GET /api/v2/carts-discount-data; the
// spec does not show its shape). The cart page reads the lines first (GET /api/v2/carts) and this
// afterwards, deferred: coupons, points, Plus+ savings and the pay-later discount, plus which of the
// shopper's coupons would apply now and the best of them. Every figure comes from the same pricing
// as the cart read, so the two always agree.

export const CART_DISCOUNT_DATA_PATH = "/api/v2/carts-discount-data";

const bestCoupon = z.object({
  coupon_code: z.string(),
  discount_amount: z.number().describe("Dollars this coupon would take off the cart as it is now"),
});

export const cartDiscountDataResult = z.object({
  quoteId: z
    .number()
    .int()
    .nullable()
    .describe("The cart these figures are for (as GET /api/v2/carts answers it); null: no cart"),
  coupon_code: z.string().describe('The coupon entered on the cart; "" without one'),
  coupon_message: z
    .string()
    .describe('Why coupon_code does not discount now (expired, under the minimum …); "" when it does'),
  discount_amount: z
    .number()
    .describe("Dollars the applied coupon takes off (the cart read's discount_amount)"),
  points_data: z.object({
    points_used: z
      .number()
      .int()
      .describe("Points spent on this cart: what was applied, capped now at points_max"),
    points_cur_amount: z
      .number()
      .describe(`Dollars the used points take off (${POINTS_PER_DOLLAR} points = $1)`),
    points_balance: z.number().int().describe("The signed-in customer's points balance; 0 for guests"),
    points_max: z
      .number()
      .int()
      .describe(
        "The most points this cart can take now: the balance, and no more than the eligible lines cost after the coupon; 0 for guests",
      ),
  }),
  is_plus_allow: z
    .boolean()
    .describe("Show the Plus+ offer: the shopper is not a member and Plus+ prices would save them money"),
  plusTotal: z.number().describe("Dollars Plus+ prices take off the buyable lines"),
  plusImg: z
    .string()
    .nullable()
    .describe("The Plus+ banner image; null: none configured, the page draws its own banner"),
  klarna_discount: z
    .number()
    .describe(
      `Dollars off for paying with pay-later: $${PAYLATER_DISCOUNT_CENTS / 100} when pay-later is chosen and subtotal − discount − points reaches $${PAYLATER_MIN_CENTS / 100}; else 0`,
    ),
  coupons: z.object({
    available: z
      .number()
      .int()
      .describe(
        "How many of the shopper's coupons (the ones POST /v4/coupons/list lists) apply to the cart now, the applied one included",
      ),
    best: bestCoupon
      .nullable()
      .describe(
        "The applicable coupon that takes the most off now (ties: the list's order); null when none applies",
      ),
  }),
});
export type CartDiscountData = z.infer<typeof cartDiscountDataResult>;

export const cartDiscountData = defineCall({
  method: "get",
  path: CART_DISCOUNT_DATA_PATH,
  tag: "cart",
  summary:
    "The discount part of the shopper's cart (same owner as GET /api/carts; without a session or a cart an empty answer, nothing is created): the coupon and its discount, points, Plus+ savings, the pay-later discount, and how many of the shopper's coupons apply now with the best one. Meant to be loaded after the cart's lines.",
  result: cartDiscountDataResult,
});
