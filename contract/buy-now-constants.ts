// The buy-now flow's paths, envelope codes and messages (spec part 1 §7 "Buy-now flow", page /pay):
// what the browser needs without zod. The schemas live in contract/buy-now.ts.

/** The buy-now page. */
export const BUY_NOW_PATH = "/pay";

export const BUY_NOW_OPERATE_PATH = "/mobile/products/carts-operate";
export const BUY_NOW_GENERATION_PATH = "/mobile/orders/generation";
export const BUY_NOW_DISCOUNT_DATA_PATH = "/mobile/orders/discount-data";
export const BUY_NOW_COUPON_CONFIRM_PATH = "/mobile/coupons/confirm";
export const BUY_NOW_COUPON_APPLY_PATH = "/mobile/coupons/apply";
export const BUY_NOW_ADDRESS_LIST_PATH = "/mobile/users/address";
export const BUY_NOW_ADDRESS_DETAIL_PATH = "/mobile/users/address-detail";
export const BUY_NOW_EDIT_ADDRESS_PATH = "/mobile/users/edit-address";
export const BUY_NOW_ORDER_ADDRESS_PATH = "/mobile/orders/address";
export const BUY_NOW_CHECK_CASHBACK_PATH = "/mobile/orders/check-cashback";
export const BUY_NOW_PLACE_ORDER_PATH = "/mobile/orders/place-order";
export const BUY_NOW_POLLING_DATA_PATH = "/mobile/orders/polling-data";

export const BUY_NOW_CODES = {
  /** The buy-now checkout holds nothing (expired, ordered already, or never started). */
  empty: 400,
} as const;

export const BUY_NOW_MESSAGES = {
  empty: "There is nothing to buy now: please choose the product again.",
} as const;
