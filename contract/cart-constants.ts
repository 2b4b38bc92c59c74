// The cart's paths, envelope codes and messages: what the browser needs without zod (spec part 1
// §3 "Cart", "Cart item", §4 "Cart", §5 cart quantity, §7, §8; part 2 §3 add-to-cart payload, §5,
// §8). The schemas live in contract/cart.ts.

export const ADD_TO_CART_PATH = "/api/cart";
export const CART_READ_PATH = "/api/carts";

/** Most items one cart line may ask for in one add (the stock and max_sale_qty usually cap it sooner). */
export const CART_QTY_MAX = 9999;

/**
 * Envelope codes of the cart calls other than 200. They answer HTTP 200: they are expected outcomes
 * the page may act on, not errors of the request (401 stays "the session is gone").
 */
export const CART_CODES = {
  /** The option does not belong to the item, or the protection plan is not offered for it. */
  rejected: 400,
  /** The session the request started with ended meanwhile (signed in or out elsewhere): HTTP 401, reload. */
  sessionEnded: 401,
  /** No such item, or it is no longer sold (status 2). */
  unavailable: 404,
  /** The chosen variant is out of stock. */
  outOfStock: 409,
  /** The line would fall below min_sale_qty or go above the usable quantity ('Min/Max qty is {n}'). */
  quantity: 416,
  /** The item_id / later_item_id is not a line of the request's cart (another cart's, or gone). */
  notInCart: 404,
  /** gift-add while the cart does not reach the free-gift threshold. */
  giftNotOffered: 403,
} as const;

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
  giftNotOffered: "Spend over $100 on eligible items to get the free gift.",
} as const;

/** 'Min qty is {n}' (spec part 1 §5, §8; part 2 §5). */
export const minQtyMessage = (n: number) => `Min qty is ${n}`;

/** 'Max qty is {n}' (spec part 2 §5, §8). */
export const maxQtyMessage = (n: number) => `Max qty is ${n}`;

/** The mini-cart confirmation (spec part 1 §8): '{n} item(s) added to cart'. */
export const addedToCartMessage = (n: number) => `${n} item(s) added to cart`;

/** What a quantity refusal carries, so the page can show the limits without another call. */
export interface CartQuantityLimits {
  min_sale_qty: number;
  usable_qty: number;
  /** Units of this variant already in the cart. */
  in_cart: number;
}

/** The answer of add-to-cart (spec part 1 §7: the page reads quoteId and indent). */
export interface AddToCartResult {
  quoteId: number;
  indent: string;
  /** Units in the whole cart after the add: the header's cart count. */
  items_qty: number;
}

/** A protection plan attached to a cart line, as the offer list prices it today. */
export interface CartItemPlan {
  planId: string;
  offerPlanId: string;
  /** Coverage in years (months / 12). */
  term: number;
  /** Plan price per unit in cents (the page shows cents / 100). */
  price: number;
  title: string;
  /** One plan per unit: the line's quantity. */
  qty: number;
}

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
/** The gift is the cheapest enabled, in-stock variant listed in this category (Home Decor), ties by lowest id. */
export const FREE_GIFT_CATEGORY_ID = 6;
