// The large-order pop-up (spec part 1 §3 Cart large_order_*): a cart whose subtotal reaches
// LARGE_ORDER_THRESHOLD_CENTS is offered the Large Order Program for the rest of the day.
import { LARGE_ORDER_PROMOTION_TIP, LARGE_ORDER_THRESHOLD_CENTS } from "../../../contract/cart-constants";

/** The store's day ends at midnight US Eastern (the store's own time zone). */
const STORE_TIME_ZONE = "America/New_York";

// Made once: building a DateTimeFormat costs ~10× formatting with it (~90 µs per large cart read).
const storeClock = new Intl.DateTimeFormat("en-US", {
  timeZone: STORE_TIME_ZONE,
  hourCycle: "h23",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

const HOUR_MS = 3_600_000;

/**
 * The store's day start (epoch ms) for instants in one UTC hour: the zone's offset is whole hours
 * and changes only on the hour (2 AM local), so it holds for the whole hour. Kept for the current
 * hour: formatting with Intl costs more than the rest of a large cart's read.
 */
let known = { hour: Number.NaN, dayStartMs: 0 };

function storeDayStartMs(nowMs: number): number {
  const hour = Math.floor(nowMs / HOUR_MS);
  if (hour !== known.hour) {
    const parts = storeClock.formatToParts(new Date(hour * HOUR_MS));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    known = { hour, dayStartMs: hour * HOUR_MS - (get("hour") * 3600 + get("minute") * 60) * 1000 };
  }
  return known.dayStartMs;
}

/** Seconds from `now` to the next midnight in the store's time zone (DST-safe via Intl). */
export function secondsToStoreMidnight(now: Date): number {
  const nowMs = now.getTime();
  const elapsed = Math.floor((nowMs - storeDayStartMs(nowMs)) / 1000);
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
