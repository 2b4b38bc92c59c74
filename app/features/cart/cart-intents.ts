// The cart page's form actions: one `intent` field names what a form asks (the route's action
// switches on it). Shared by the forms and the server action.

export const CART_INTENTS = {
  qty: "qty",
  remove: "remove",
  saveForLater: "save-for-later",
  moveToCart: "move-to-cart",
  removePlan: "remove-plan",
  shippingMethod: "shipping-method",
  giftAdd: "gift-add",
  /** Chooses the free gift (its piid) from the cart's options. */
  chooseGift: "choose-gift",
  giftRemove: "gift-remove",
  couponApply: "coupon-apply",
  couponRemove: "coupon-remove",
  points: "points",
  shippingProtection: "shipping-protection",
} as const;

export type CartIntent = (typeof CART_INTENTS)[keyof typeof CART_INTENTS];

/** What an action answers the page: whether it went through, the API's message, the new count. */
export interface CartActionOutcome {
  intent: CartIntent;
  ok: boolean;
  message: string;
  /** Units in the cart after the change (the header's count); null when the change was refused. */
  items_qty: number | null;
}

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === "string" && (Object.values(CART_INTENTS) as string[]).includes(value);
}
