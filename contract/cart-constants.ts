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
} as const;

export const CART_MESSAGES = {
  unavailable: "The item is no longer available for purchase.",
  wrongVariant: "The selected option is not available for this item.",
  outOfStock: "This item is out of stock.",
  planNotOffered: "This protection plan is not offered for this item any more. Please choose a plan again.",
  sessionEnded: "Your session has changed. Please try again.",
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
