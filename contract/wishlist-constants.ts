// The wishlist's paths, limits, envelope codes and messages: what the browser needs without zod
// (spec part 1 §5 throttle, §6 guest heart, §7 wishlist add/get/delete, §8 toasts, §9; part 2 §3
// customer_wish). The schemas live in contract/wishlist.ts.

export const WISHLIST_ADD_PATH = "/api/wishlist/add";
export const WISHLIST_READ_PATH = "/api/wishlist";
export const WISHLIST_DELETE_PATH = "/api/wishlist";
/** The wish state of one product and each of its variants (the personal part of the product page). */
export const WISHLIST_PRODUCT_PATH = "/api/wishlist/product";

/** Wishlist actions are throttled to one per 1000 ms (spec part 1 §5, §9). */
export const WISHLIST_THROTTLE_MS = 1000;

/** Lines one customer's wishlist may hold: a bound on what one account can make the store keep. */
export const WISHLIST_MAX_ITEMS = 200;
/** Most units one wishlist line may note. */
export const WISHLIST_QTY_MAX = 9999;

/** The account page of the wishlist (route id AccountWishlist). */
export const ACCOUNT_WISHLIST_PATH = "/customer/account/wishlist";

/** Envelope codes other than 200; they answer HTTP 200 except 404 for a line that is not one's own. */
export const WISHLIST_CODES = {
  /** The variant (child_id) is not one of the product's. */
  rejected: 400,
  /** No such product (or no longer sold), or no such line in the customer's wishlist. */
  notFound: 404,
  /** The wishlist already holds WISHLIST_MAX_ITEMS lines. */
  full: 409,
} as const;

export const WISHLIST_MESSAGES = {
  /** The toasts of spec part 1 §8. */
  added: "Added to My Wishlists",
  removed: "Removed from My Wishlists",
  unavailable: "The item is no longer available for purchase.",
  wrongVariant: "The selected option is not available for this item.",
  notInWishlist: "This item is not in your wishlist.",
  full: `Your wishlist is full (${WISHLIST_MAX_ITEMS} items). Please remove an item first.`,
} as const;

/** A wishlist line as GET /api/wishlist answers it (mirrors contract/wishlist.ts wishlistItemSchema). */
export interface WishlistItem {
  item_id: number;
  product_id: number;
  /** The variant (piid); 0: the product as a whole. */
  child_id: number;
  /** The variant Add to Cart buys: child_id, or for a product line its display variant. */
  piid: number;
  qty: number;
  name: string;
  url_path: string;
  sku: string;
  /** Colour, size, style or pieces of the variant, for the line's subtitle. */
  options: string;
  image: { url: string; alt: string; width: number; height: number };
  price: number;
  special_price: number | null;
  is_in_stock: boolean;
  /** The product is still sold (status 1). */
  available: boolean;
  preorder: boolean;
  created_at: string;
}

export interface WishlistReadResult {
  items: WishlistItem[];
  total: number;
}

/** The personal wish state of a product page (part 2 §3 customer_wish, per variant in relation). */
export interface WishStateResult {
  product_id: number;
  /** 1 when any line of the product is in the wishlist. */
  customer_wish: 0 | 1;
  relation: { piid: number; customer_wish: 0 | 1; item_id: number | null }[];
  /** A line for the product as a whole (child_id 0), if any. */
  item_id: number | null;
}

export interface WishlistAddResult {
  item_id: number;
  product_id: number;
  child_id: number;
  qty: number;
  /** false: the line was already there (add is idempotent). */
  created: boolean;
}

export interface WishlistDeleteResult {
  item_id: number;
  product_id: number;
  child_id: number;
}
