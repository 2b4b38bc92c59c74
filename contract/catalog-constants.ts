// Listing constants the browser needs too. Kept apart from contract/catalog.ts so that page code
// importing them does not pull the zod schemas (and zod itself) into the client bundle.

export const PRODUCT_LIST_SORTS = [
  "position",
  "bestsellers",
  "newest",
  "price_asc",
  "price_desc",
  "rating",
] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

export const PRODUCT_LIST_DEFAULT_PAGE_SIZE = 24;
export const PRODUCT_LIST_MAX_PAGE_SIZE = 60;
/** Deep pages are useless to a shopper and expensive to OFFSET into; this bounds the cost. */
export const PRODUCT_LIST_MAX_PAGE = 1000;
