// Order paths, statuses, envelope codes and messages: what the browser needs without zod (spec
// part 1 §7 POST /api/order, GET /api/order-token; order list, detail and cancel). Schemas live in
// contract/order.ts.

export const ORDER_TOKEN_PATH = "/api/order-token";
export const PLACE_ORDER_PATH = "/api/order";

/** pending_payment → processing → complete; canceled. */
export const ORDER_STATUSES = [
  "pending_payment",
  "processing",
  "complete",
  "canceled",
  "payment_failed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The order has been paid: it may be reported as a purchase. */
export const PAID_STATUSES: readonly OrderStatus[] = ["processing", "complete"];

/** Shoppers may cancel an order while it is in one of these (not shipped). */
export const CANCELABLE_STATUSES: readonly OrderStatus[] = ["pending_payment", "processing"];

/** Order numbers shoppers see: this plus the order's id. */
export const INCREMENT_ID_BASE = 100_000_000;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Pending Payment",
  processing: "Processing",
  complete: "Complete",
  canceled: "Canceled",
  payment_failed: "Payment Failed",
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
} as const;

/** How an order shows its free gift (spec part 2 §9 free-gift rules: sent within 7 days of completion). */
export const FREE_GIFT_LINE = {
  label: "Free gift",
  /** What the gift's price and row total read instead of $0.00. */
  price: "Free",
  note: "Sent within 7 days of order completion to the order address.",
} as const;
