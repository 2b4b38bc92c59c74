// Order paths, statuses, envelope codes and messages: what the browser needs without zod (spec
// part 1 §7 POST /api/order, GET /api/order-token; order list, detail and cancel). Schemas live in
// contract/order.ts.
import { formatWhole } from "./number-text";

export const ORDER_TOKEN_PATH = "/api/order-token";
export const PLACE_ORDER_PATH = "/api/order";

/**
 * pending_payment → processing (paid) → shipped (a first shipment left) → complete (every item
 * delivered); canceled; payment_failed; expired (not paid in time); returned (every item came back
 * and was refunded: docs/decisions/0031-returns.md).
 */
export const ORDER_STATUSES = [
  "pending_payment",
  "processing",
  "shipped",
  "complete",
  "canceled",
  "payment_failed",
  "expired",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The order has been paid: it may be reported as a purchase. */
export const PAID_STATUSES: readonly OrderStatus[] = ["processing", "shipped", "complete"];

/** Shoppers may cancel an order while it is in one of these (not shipped). */
export const CANCELABLE_STATUSES: readonly OrderStatus[] = ["pending_payment", "processing"];

/** Order numbers shoppers see: this plus the order's id. */
export const INCREMENT_ID_BASE = 100_000_000;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Pending Payment",
  processing: "Processing",
  shipped: "Shipped",
  complete: "Complete",
  canceled: "Canceled",
  payment_failed: "Payment Failed",
  expired: "Expired",
  returned: "Returned",
};

export const ORDER_CODES = {
  /** The cart cannot be ordered as it is (result lists the problems). HTTP 200. */
  cartInvalid: 400,
  /** Stock ran out while placing. HTTP 200. */
  outOfStock: 409,
  /** The coupon is used up / no longer valid, or the points balance is too low. HTTP 200. */
  couponOrPoints: 410,
  /** The order cannot be canceled (already canceled, shipped). HTTP 200. */
  notCancelable: 409,
  /**
   * The order would charge other than what the shopper last saw (cart_fingerprint), or the points
   * the cart asked for are no longer covered: nothing was created, the client reads the cart again. HTTP 200.
   */
  totalChanged: 412,
} as const;

export const ORDER_MESSAGES = {
  cartInvalid: "Your cart cannot be checked out yet.",
  outOfStock: (name: string) => `${name} is out of stock.`,
  couponUsedUp: "This coupon has reached its usage limit.",
  pointsTooLow: "You do not have enough points for this order.",
  notFound: "This order was not found.",
  tokenTaken: "This order token belongs to another order. Please reload the page and try again.",
  notCancelable: "This order can no longer be canceled.",
  canceled: "Your order has been canceled.",
  /** The order view's note on an order that expired (status expired). */
  expired:
    "This order was not paid in time, so it was canceled and nothing was charged. Its items are back in your cart.",
  badFingerprint: "cart_fingerprint must be the checkout_fingerprint of a cart read. Please reload the page.",
} as const;

/** Cents as shoppers read them in a message: 123456 → "$1,234.56". */
export function moneyText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${formatWhole(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * What changed between the cart the shopper last saw and the one placing would charge, one
 * sentence each (POST /api/order, code 412). `totalChanged` wraps them into the refusal's message.
 */
export const SEEN_CHANGES = {
  pointsNotCovered: (applied: number, balance: number) =>
    `Your points balance no longer covers the points applied: ${formatWhole(applied)} points were applied and your balance is now ${formatWhole(balance)} points.`,
  pointsChanged: (from: number, to: number) =>
    `The points applied changed from ${formatWhole(from)} to ${formatWhole(to)}.`,
  price: (name: string, fromCents: number, toCents: number) =>
    `The price of ${name} changed from ${moneyText(fromCents)} to ${moneyText(toCents)}.`,
  quantity: (name: string, from: number, to: number) =>
    `${name} is now available in a quantity of ${formatWhole(to)}, not ${formatWhole(from)}.`,
  gone: (name: string) => `${name} can no longer be ordered.`,
  added: (name: string) => `${name} was added to your order.`,
  discount: (fromCents: number, toCents: number) =>
    `Your coupon discount changed from ${moneyText(fromCents)} to ${moneyText(toCents)}.`,
  plusFirstOrder: (fromCents: number, toCents: number) =>
    `Your Plus+ first-order discount changed from ${moneyText(fromCents)} to ${moneyText(toCents)}.`,
  shipping: (fromCents: number, toCents: number) =>
    `Shipping changed from ${moneyText(fromCents)} to ${moneyText(toCents)}.`,
  protection: (fromCents: number, toCents: number) =>
    `Protection changed from ${moneyText(fromCents)} to ${moneyText(toCents)}.`,
  tax: (fromCents: number, toCents: number) =>
    `Sales tax changed from ${moneyText(fromCents)} to ${moneyText(toCents)}.`,
  payLater: (fromCents: number, toCents: number) =>
    `The pay-later discount changed from ${moneyText(fromCents)} to ${moneyText(toCents)}.`,
  /** The refusal's whole message: the changes, then the totals. */
  totalChanged: (changes: readonly string[], seenCents: number | null, nowCents: number) =>
    [
      ...changes,
      seenCents === nowCents
        ? `Your order total is still ${moneyText(nowCents)}.`
        : seenCents === null
          ? `Your order total is now ${moneyText(nowCents)}.`
          : `Your order total is now ${moneyText(nowCents)} (you saw ${moneyText(seenCents)}).`,
      "Nothing was charged: please review your order and place it again.",
    ].join(" "),
} as const;

/** How an order shows its free gift (spec part 2 §9 free-gift rules: sent within 7 days of completion). */
export const FREE_GIFT_LINE = {
  label: "Free gift",
  /** What the gift's price and row total read instead of $0.00. */
  price: "Free",
  note: "Sent within 7 days of order completion to the order address.",
} as const;
