// GET /api/v2/carts-discount-data (spec part 1 §7): the discount part of the request's cart, read
// after its lines. Nothing is priced here: the figures are the cart read's own (`priceCart`), the
// coupons the ones POST /v4/coupons/list finds usable, and each usable coupon's discount comes
// from the same coupon rules the cart applies — so this answer and the cart read never disagree.
import type { CartDiscountData } from "../../../contract/cart-discount";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { evaluatedCoupons } from "./cart-coupon-list";
import { type PricedCart, pricedCartOfRequest } from "./cart-read";
import { loadShopper } from "./cart-shopper";

type CouponSummary = CartDiscountData["coupons"];

/** The answer without a cart: nothing applied, nothing to apply; a customer still sees their balance. */
function emptyDiscountData(pointsBalance: number): CartDiscountData {
  return {
    quoteId: null,
    coupon_code: "",
    coupon_message: "",
    discount_amount: 0,
    points_data: { points_used: 0, points_cur_amount: 0, points_balance: pointsBalance, points_max: 0 },
    is_plus_allow: false,
    plusTotal: 0,
    // No cart, so nothing Plus+ would save: no Plus+ picture.
    plusImg: null,
    klarna_discount: 0,
    coupons: { available: 0, best: null },
  };
}

/**
 * How many of the shopper's coupons apply now and which takes the most off, from the coupon list's
 * one evaluation of each. Ties keep the list's order (lower minimum spend first).
 */
async function couponSummary(ctx: RequestContext, priced: PricedCart): Promise<CouponSummary> {
  const usable = (await evaluatedCoupons(ctx, priced)).filter((c) => c.view.status === 1);
  let best: { code: string; cents: number } | null = null;
  for (const { view, outcome } of usable)
    if (!best || outcome.discountCents > best.cents)
      best = { code: view.couponCode, cents: outcome.discountCents };
  return {
    available: usable.length,
    best: best ? { coupon_code: best.code, discount_amount: toDollars(best.cents) } : null,
  };
}

/** The discount fields exactly as the cart read answers them. */
function fromPricedCart(priced: PricedCart, coupons: CouponSummary): CartDiscountData {
  const r = priced.result;
  return {
    quoteId: r.quoteId,
    coupon_code: r.coupon_code,
    coupon_message: r.coupon_message,
    discount_amount: r.discount_amount,
    points_data: { ...r.points_data },
    is_plus_allow: r.is_plus_allow,
    plusTotal: r.plusTotal,
    plusImg: r.plusImg,
    klarna_discount: r.klarna_discount,
    coupons,
  };
}

/** The request's cart's discount data; without a session or a cart, the empty answer (nothing is created). */
export async function cartDiscountDataOfRequest(ctx: RequestContext): Promise<CartDiscountData> {
  const priced = await pricedCartOfRequest(ctx);
  if (!priced) {
    const auth = await ctx.auth();
    const shopper = auth ? await loadShopper(ctx.db, auth.customerId, null) : null;
    return emptyDiscountData(shopper?.pointsBalance ?? 0);
  }
  return fromPricedCart(priced, await couponSummary(ctx, priced));
}
