import { DETAIL_COUPON_TYPE, type DetailCouponType } from "../../../contract/coupons-constants";

/** Whole dollars without cents ("$10"), otherwise two decimals ("$12.50"). */
export function dollarsText(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** The big line on a coupon card. */
export function discountText(discountType: "fixed" | "percent", amount: number): string {
  return discountType === "percent" ? `${amount}% OFF` : `${dollarsText(amount)} OFF`;
}

const STORE_TIME_ZONE = "America/New_York";
const dateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: STORE_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** "Mar 31, 2027" in store time. */
export const storeDate = (date: Date): string => dateFormat.format(date);

/** "Valid until Mar 31, 2027" in store time; "No expiration date" when the coupon never ends. */
export function dateText(endsAt: Date | null): string {
  return endsAt ? `Valid until ${dateFormat.format(endsAt)}` : "No expiration date";
}

export const isDetailCouponType = (n: number): n is DetailCouponType =>
  (Object.values(DETAIL_COUPON_TYPE) as number[]).includes(n);
