// The add-to-cart call's constants (spec part 1 §3, §5, §7, §8; part 2 §3, §5): its paths, envelope
// codes and quantity messages. Kept apart from contract/cart-constants.ts (which re-exports them)
// because every page's first load needs these few (the product page's add-to-cart, the header's cart
// count after sign-in), and a bundler keeps an imported module whole in the importing chunk.

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

/** Longest customization model code add-to-cart accepts (as customizeSubscrib's model). */
export const CUSTOMIZATION_MODEL_MAX = 80;

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
