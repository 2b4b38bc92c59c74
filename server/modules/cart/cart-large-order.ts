// The large-order pop-up (spec part 1 §3 Cart large_order_*): a cart whose subtotal reaches
// LARGE_ORDER_THRESHOLD_CENTS is offered the Large Order Program for the rest of the day.
import { LARGE_ORDER_PROMOTION_TIP, LARGE_ORDER_THRESHOLD_CENTS } from "../../../contract/cart-constants";

/** The store's day ends at midnight US Eastern (the store's own time zone). */
const STORE_TIME_ZONE = "America/New_York";

/** Seconds from `now` to the next midnight in the store's time zone (DST-safe via Intl). */
// Made once: building a DateTimeFormat costs ~10× formatting with it (~90 µs per large cart read).
const storeClock = new Intl.DateTimeFormat("en-US", {
  timeZone: STORE_TIME_ZONE,
  hourCycle: "h23",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

export function secondsToStoreMidnight(now: Date): number {
  const parts = storeClock.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed = get("hour") * 3600 + get("minute") * 60 + get("second");
  return Math.max(1, 86_400 - elapsed);
}

const tipHtml = (tip: string) =>
  tip.replace(/1-800-555-0199/, '<a href="tel:+18005550199">1-800-555-0199</a>');

export interface LargeOrder {
  large_order_pop: boolean;
  large_order_countdown: number;
  large_order_image: string | null;
  large_order_promotion_tip: string;
  large_order_promotion_tip_js: string;
}

export function largeOrder(subtotalCents: number, now: Date): LargeOrder {
  const pop = subtotalCents >= LARGE_ORDER_THRESHOLD_CENTS;
  return {
    large_order_pop: pop,
    large_order_countdown: pop ? secondsToStoreMidnight(now) : 0,
    large_order_image: null,
    large_order_promotion_tip: pop ? LARGE_ORDER_PROMOTION_TIP : "",
    large_order_promotion_tip_js: pop ? tipHtml(LARGE_ORDER_PROMOTION_TIP) : "",
  };
}
