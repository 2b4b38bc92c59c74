// The cart's paths, envelope codes and messages: what the browser needs without zod (spec part 1
// §3 "Cart", "Cart item", §4 "Cart", §5 cart quantity, §7, §8; part 2 §3 add-to-cart payload, §5,
// §8). The schemas live in contract/cart.ts.

export * from "./add-to-cart-constants";

export const CART_MESSAGES = {
  unavailable: "The item is no longer available for purchase.",
  wrongVariant: "The selected option is not available for this item.",
  outOfStock: "This item is out of stock.",
  planNotOffered: "This protection plan is not offered for this item any more. Please choose a plan again.",
  sessionEnded: "Your session has changed. Please try again.",
  // Item messages of the cart page (spec part 1 §8), exact strings.
  lowStock: "The item is almost out of stock.",
  noDiscount: "*Coupons & points do not apply to this item.",
  removeToCheckout: "Please “Remove” item to check out.",
  notInCart: "This item is not in your cart.",
  // Why a cart offers no free-gift choice (gift-add, gift-options), beside giftSpendMoreMessage.
  giftBuyNow: "The free gift comes with orders from your shopping cart, not with Buy Now.",
  giftNoneAvailable: "No free gifts are available right now. Please check back later.",
  // Customized lines (spec part 2 §4 "Customization drawer" add to cart).
  wrongCustomization: "This customization is not available for this item. Please customize it again.",
  customizationGone: "This customization is no longer available. Please remove it and customize again.",
} as const;

// ---- The cart page's calls (issue #5): edit, delete, save for later, shipping, free gift -----------

export const EDIT_CART_ITEM_PATH = "/api/cart/";
export const DELETE_CART_ITEM_PATH = "/api/cart";
export const CART_READ_V2_PATH = "/api/v2/carts";
export const LATER_CART_PATH = "/api/later_cart";
export const SHIPPING_METHOD_PATH = "/api/cart/shipping-method";
export const GIFT_DELETE_PATH = "/api/cart/gift-delete";
export const GIFT_ADD_PATH = "/api/cart/gift-add";

/** 'Expected To Ship No Later Than {date}' (spec part 1 §8) for pre-order lines; date as "Jun 30, 2025". */
export const shipNoLaterThanMessage = (date: string) => `Expected To Ship No Later Than ${date}`;

/** A line is "almost out of stock" while fewer than this many units are on hand (spec part 1 §9). */
export const CART_LOW_STOCK_BELOW = 10;

/**
 * Shipping methods a cart offers (US home goods; spec part 2 §9: free standard shipping, most
 * items 2-5 days). Prices in cents. The list answers them sorted by numeric `sort`.
 */
export const SHIPPING_METHODS = [
  {
    code: "standard",
    title: "Free Standard Shipping",
    delivery_time: "2-5 business days",
    priceCents: 0,
    sort: 10,
  },
  {
    code: "expedited",
    title: "Expedited Shipping",
    delivery_time: "2-3 business days",
    priceCents: 4_999,
    sort: 20,
  },
  {
    code: "white_glove",
    title: "White Glove Delivery",
    delivery_time: "7-14 business days, room of choice and packaging removal",
    priceCents: 14_900,
    sort: 30,
  },
] as const;

export type ShippingMethodCode = (typeof SHIPPING_METHODS)[number]["code"];
export const SHIPPING_METHOD_CODES = SHIPPING_METHODS.map((m) => m.code) as [
  ShippingMethodCode,
  ...ShippingMethodCode[],
];
export const DEFAULT_SHIPPING_METHOD: ShippingMethodCode = "standard";

/** Large orders: a cart whose subtotal reaches this (cents) gets the large-order pop-up and tip. */
export const LARGE_ORDER_THRESHOLD_CENTS = 300_000;
export const LARGE_ORDER_PROMOTION_TIP =
  "Your order qualifies for our Large Order Program: a dedicated specialist schedules one delivery for everything and can quote extra savings. Call 1-800-555-0199 or reply to your order e-mail.";

/** Free gift (spec part 2 §9 "Free gift over $100 spend"): eligible subtotal strictly above this (cents). */
export const FREE_GIFT_THRESHOLD_CENTS = 10_000;

/** "$40" for whole dollars, "$40.50" otherwise. */
const dollarsText = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

/**
 * A cart whose eligible lines come to `eligibleCents` (at most the threshold) and so offers no gift:
 * how much more it takes. The gift needs strictly more than the threshold, hence "over".
 */
export function giftSpendMoreMessage(eligibleCents: number): string {
  const shortCents = FREE_GIFT_THRESHOLD_CENTS - Math.max(0, eligibleCents);
  return shortCents > 0
    ? `Spend over ${dollarsText(shortCents)} more on eligible items to get the free gift.`
    : `The free gift comes with over ${dollarsText(FREE_GIFT_THRESHOLD_CENTS)} of eligible items: spend a little more to get it.`;
}

// ---- The cart's money rules beyond prices (issue #5): coupons, points, address + tax, payment ----------

export const APPLY_COUPON_PATH = "/api/cart/apply_coupon";
export const COUPON_LIST_PATH = "/v4/coupons/list";
export const INPUT_COUPONS_PATH = "/api/cart/input_coupons";
export const APPLY_POINTS_PATH = "/api/cart/apply_points";
export const CART_ADDRESS_PATH = "/api/cart/address";
export const CART_PAYMENT_PATH = "/api/cart/payment";
export const CHECK_INFO_PATH = "/api/cart/check-info";

/** 100 points = $1, so one point is one cent: any whole number of points has an exact value. */
export const POINTS_PER_DOLLAR = 100;
/** The totals row of the Plus+ first-order extra discount (cart, checkout, order page, order mail). */
export const PLUS_FIRST_ORDER_LABEL = "Plus+ first order";
export const pointsToCents = (points: number) => Math.floor((points * 100) / POINTS_PER_DOLLAR);

/** Payment methods a cart can choose (PUT /api/cart/payment); "" on the cart until chosen. */
export const PAYMENT_METHODS = ["card", "paylater"] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

/**
 * The pay-later promotion (klarna_discount): orders paid with pay-later whose merchandise total after
 * coupon and points (subtotal − discount − points; plans, shipping and tax not counted) reaches
 * PAYLATER_MIN_CENTS get PAYLATER_DISCOUNT_CENTS off. The read's grand_total stays the full amount;
 * the page shows grand_total − klarna_discount and the order charges that.
 */
export const PAYLATER_MIN_CENTS = 50_000;
export const PAYLATER_DISCOUNT_CENTS = 1_000;

/** Envelope codes of the money calls other than 200 (HTTP 200: expected refusals, nothing changed). */
export const CART_MONEY_CODES = {
  /** The coupon cannot be applied (message says why). */
  couponRefused: 400,
  /** Points refused (over the balance or the eligible amount). */
  pointsRefused: 400,
  /** Points need a signed-in customer. */
  signInRequired: 10401,
  /** The customer_address_id is not one of the customer's addresses. */
  addressNotFound: 404,
  /** The guest address is invalid: result { errors: { field: message } }. */
  addressInvalid: 422,
} as const;

export const CART_MONEY_MESSAGES = {
  couponApplied: "Your coupon has been applied.",
  couponRemoved: "Your coupon has been removed.",
  couponUnknown: "This coupon code is not valid.",
  couponExpired: "This coupon has expired.",
  couponNotStarted: "This coupon is not available yet.",
  couponUsedUp: "This coupon has reached its usage limit.",
  couponUsedByYou: "You have already used this coupon.",
  couponNotApplicable: "This coupon does not apply to any item in your cart.",
  couponSignIn: "Please sign in to use this coupon.",
  couponNotClaimed: "Please get this coupon first (Get Now) to use it.",
  couponPlusOnly: "This coupon is for Plus+ members only.",
  couponSubscribersOnly: "This coupon is for newsletter subscribers only.",
  couponNotYours: "This coupon was issued to another email address.",
  pointsSignIn: "Please sign in to use your points.",
  pointsOverBalance: "You do not have enough points.",
  pointsApplied: "Your points have been applied.",
  pointsRemoved: "Your points have been removed.",
  addressNeeded: "Please add a shipping address.",
  emailNeeded: "Please enter your email address.",
  taxFailed: "Sales tax could not be calculated for this address.",
  paymentNeeded: "Please choose a payment method.",
  emptyCart: "Your cart is empty.",
  itemsBlock: "Some items in your cart cannot be checked out.",
} as const;

/** 'Spend ${n} more to use this coupon.' (n in dollars, two decimals when not whole). */
export const couponMinSpendMessage = (shortCents: number) =>
  `Spend ${dollarsText(shortCents)} more to use this coupon.`;

/** Points over what they may take off: 'You can use up to {n} points on this order.' */
export const pointsOverEligibleMessage = (maxPoints: number) =>
  `You can use up to ${maxPoints} points on this order.`;

// ---- Shipping protection and store pickup (issue #5; spec part 1 §7) -------------------------------

export const SHIPPING_PROTECTION_OFFER_PATH = "/api/extend/shipping-protection";
export const SHIPPING_PROTECTION_SET_PATH = "/api/extend-shipping";

/**
 * Shipping protection covers loss, theft and damage in transit. Its price is a share of what is
 * shipped: 1.5% (150 basis points) of the merchandise subtotal, never under $2.99, so small orders
 * still cover the claim handling. Not taxed (like shipping) and not offered for store pickup
 * (nothing is in transit).
 */
export const SHIPPING_PROTECTION_RATE_BP = 150;
export const SHIPPING_PROTECTION_MIN_CENTS = 299;
export const SHIPPING_PROTECTION_TITLE = "Shipping Protection";
export const SHIPPING_PROTECTION_TERMS =
  "Covers your order against loss, theft and damage in transit. If a covered item arrives damaged or never arrives, we replace it or refund it: report it within 30 days of delivery from your order page.";

/** The protection price in cents for a merchandise subtotal in cents (0 for an empty cart). */
export const shippingProtectionCents = (subtotalCents: number) =>
  subtotalCents <= 0
    ? 0
    : Math.max(
        SHIPPING_PROTECTION_MIN_CENTS,
        Math.round((subtotalCents * SHIPPING_PROTECTION_RATE_BP) / 10_000),
      );

/**
 * Store pickup is chosen with PUT /api/cart/shipping-method and this method code (decision: one
 * call for "how the order gets to you"); choosing any delivery method switches pickup off again.
 */
export const PICKUP_METHOD_CODE = "pickup";

export const CART_PICKUP_CODES = {
  /** A line's product cannot be picked up. */
  pickupNotAllowed: 400,
  /** POST /api/extend-shipping while the cart is for pickup or empty. */
  protectionNotOffered: 400,
} as const;

export const CART_PICKUP_MESSAGES = {
  pickupNotAllowed:
    "Some items in your cart cannot be picked up in store. Please choose delivery or remove them.",
  protectionNotOffered: "Shipping protection is not offered for this cart.",
} as const;

export const REORDER_PATH = "/api/cart/reorder";
export const REORDER_MESSAGES = {
  allAdded: "The items of your order are in your cart.",
  someSkipped: "Some items of your order could not be added to your cart.",
  noneAdded: "None of the items of your order can be added to your cart now.",
} as const;
