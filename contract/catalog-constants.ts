// Listing constants the browser needs too. Kept apart from contract/catalog.ts so that page code
// importing them does not pull the zod schemas (and zod itself) into the client bundle.

/**
 * Sorts the listing API accepts. `relevance` is the merchandised position in a category and the
 * search rank for a search result; `position` is kept as an older name of the same order.
 */
export const PRODUCT_LIST_SORTS = [
  "relevance",
  "position",
  "bestsellers",
  "newest",
  "price_asc",
  "price_desc",
  "rating",
] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

/** The sorts a shopper chooses between, in menu order, with the names shown. */
export const PRODUCT_LIST_SORT_OPTIONS: readonly { value: ProductListSort; label: string }[] = [
  { value: "relevance", label: "Relevance" },
  { value: "bestsellers", label: "Best Selling" },
  { value: "newest", label: "Newest" },
  { value: "price_asc", label: "Price: Low to High" },
  { value: "price_desc", label: "Price: High to Low" },
  { value: "rating", label: "Top Rated" },
];
export const PRODUCT_LIST_DEFAULT_SORT: ProductListSort = "relevance";

export const PRODUCT_LIST_DEFAULT_PAGE_SIZE = 24;
export const PRODUCT_LIST_MAX_PAGE_SIZE = 60;
/** Deep pages are useless to a shopper and expensive to OFFSET into; this bounds the cost. */
export const PRODUCT_LIST_MAX_PAGE = 1000;

/** The facet query parameters of a listing, in panel order. */
export const LISTING_FACETS = ["cat", "price", "color", "rating", "in_stock"] as const;
export type ListingFacetName = (typeof LISTING_FACETS)[number];

/**
 * Price ranges on the final price of a product's display variant (the one its tile shows), in
 * dollars: `min` inclusive, `max` exclusive (null: no upper bound).
 */
export const PRICE_BUCKETS: readonly { key: string; label: string; min: number; max: number | null }[] = [
  { key: "under-50", label: "Under $50", min: 0, max: 50 },
  { key: "50-100", label: "$50 – $100", min: 50, max: 100 },
  { key: "100-250", label: "$100 – $250", min: 100, max: 250 },
  { key: "250-500", label: "$250 – $500", min: 250, max: 500 },
  { key: "500-1000", label: "$500 – $1,000", min: 500, max: 1000 },
  { key: "1000-up", label: "$1,000 & above", min: 1000, max: null },
];

/** "4★ & up" … "1★ & up": minimum average rating in whole stars. */
export const RATING_FACET_STARS = [4, 3, 2, 1] as const;

/** A shopper ticks at most this many values of one facet; more are ignored (bounds the SQL). */
export const LISTING_MAX_FACET_VALUES = 30;

/** Category pages of the air-conditioner type (spec): they show the AC installation service note. */
export const AC_INSTALLATION_CATEGORY_IDS: readonly number[] = [444, 1473];

/** Product tags of pre-order items (spec part 2 §9 early bird: no coupons or points, ships after arrival). */
export const PREORDER_TAGS: readonly string[] = ["Pre-order", "Super Early Bird"];

export const isPreorderTag = (tag: string | null | undefined): boolean =>
  !!tag && PREORDER_TAGS.includes(tag);
