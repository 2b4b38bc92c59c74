// The cart's money after prices (issue #5): coupon, points, sales tax and the pay-later discount,
// worked out in integer cents by one pure function, so the cart read and the order charge the same.
// The Plus+ first-order extra $40 (docs/decisions/0035-plus-benefits.md) comes off after the coupon
// and before the points, from the same eligible goods.
import {
  PAYLATER_DISCOUNT_CENTS,
  PAYLATER_MIN_CENTS,
  POINTS_PER_DOLLAR,
  pointsToCents,
} from "../../../contract/cart-constants";
import { PLUS_FIRST_ORDER_EXTRA_DOLLARS } from "../../../contract/constants";
import { salesTaxCents } from "../../../contract/tax-constants";

/** The Plus+ first-order extra discount, in cents. */
export const PLUS_FIRST_ORDER_CENTS = PLUS_FIRST_ORDER_EXTRA_DOLLARS * 100;

export interface MoneyInput {
  /** Buyable lines' row totals. */
  subtotalCents: number;
  /** Buyable lines' protection plans. */
  planCents: number;
  shippingCents: number;
  /** Shipping protection when chosen (not taxed, like shipping); 0 otherwise. */
  shippingProtectionCents?: number;
  /** Buyable lines that are not no-discount items (what coupons and points may take off). */
  eligibleCents: number;
  /** The coupon's discount (already capped at the lines it applies to, all of them eligible). */
  couponCents: number;
  /** Points the cart asks to spend, and the customer's balance (null for a guest: no points). */
  pointsAsked: number;
  pointsBalance: number | null;
  /**
   * An active Plus+ member whose first-order extra discount is still open (server-read membership:
   * plus-benefits.ts); absent or false for everyone else.
   */
  plusFirstOrderOpen?: boolean;
  /** The destination state's rate (thousandths of a percent); null: no address or unknown state. */
  taxRate: number | null;
  paymentMethod: string;
}

export interface Money {
  discountCents: number;
  /** The Plus+ first-order extra discount: $40, never more than the eligible goods left after the coupon. */
  plusFirstOrderCents: number;
  /** The most points this cart may take now (balance and eligible amount after the coupon). */
  pointsMax: number;
  pointsUsed: number;
  pointsCents: number;
  taxCents: number;
  taxFailed: boolean;
  payLaterDiscountCents: number;
  /** What the read shows as grand_total (before the pay-later discount). */
  grandTotalCents: number;
  /** What the order charges: grand total − pay-later discount. */
  chargeCents: number;
}

/** Points worth at most `cents` (1 point = 1 cent at 100 points = $1). */
const pointsWorth = (cents: number) => Math.max(0, Math.floor((cents * POINTS_PER_DOLLAR) / 100));

export function cartMoney(m: MoneyInput): Money {
  const discountCents = Math.min(m.couponCents, m.eligibleCents);
  // The member's $40 takes what the coupon left of the eligible goods, never more: no total goes
  // below zero, and a cart of no-discount items only leaves the $40 for a later order.
  const plusFirstOrderCents = m.plusFirstOrderOpen
    ? Math.max(0, Math.min(PLUS_FIRST_ORDER_CENTS, m.eligibleCents - discountCents))
    : 0;
  // A guest (no balance) may take none.
  const pointsMax = Math.min(
    m.pointsBalance ?? 0,
    pointsWorth(m.eligibleCents - discountCents - plusFirstOrderCents),
  );
  const pointsUsed = Math.min(Math.max(0, m.pointsAsked), pointsMax);
  const pointsCents = pointsToCents(pointsUsed);
  const merchandiseCents = m.subtotalCents - discountCents - plusFirstOrderCents - pointsCents;
  // Shipping is not taxed; protection plans are sold with the goods and are.
  const taxFailed = m.taxRate === null;
  const taxCents = salesTaxCents(merchandiseCents + m.planCents, m.taxRate ?? 0);
  const payLaterDiscountCents =
    m.paymentMethod === "paylater" && merchandiseCents >= PAYLATER_MIN_CENTS ? PAYLATER_DISCOUNT_CENTS : 0;
  const grandTotalCents =
    merchandiseCents + m.planCents + m.shippingCents + (m.shippingProtectionCents ?? 0) + taxCents;
  return {
    discountCents,
    plusFirstOrderCents,
    pointsMax,
    pointsUsed,
    pointsCents,
    taxCents,
    taxFailed,
    payLaterDiscountCents,
    grandTotalCents,
    chargeCents: grandTotalCents - payLaterDiscountCents,
  };
}
