// Order behaviour statistics (spec part 1 §7 POST /v3/statistics/user-order-behavior), zod-free
// for the browser.

export const ORDER_BEHAVIOR_PATH = "/v3/statistics/user-order-behavior";
/** purchase: the shopper saw the confirmation of a paid order; cancel: they canceled it. */
export const ORDER_BEHAVIORS = ["purchase", "cancel"] as const;
export type OrderBehavior = (typeof ORDER_BEHAVIORS)[number];
