// Review and FAQ constants the browser needs too. Kept apart from contract/reviews.ts so that page
// code importing them does not pull the zod schemas (and zod itself) into the client bundle.

/** Reviews shown per page on the product page (spec part 2 §9). */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_MAX_PAGE_SIZE = 20;
/** FAQ entries shown per page on the product page (spec part 2 §9). */
export const FAQ_PAGE_SIZE = 10;
export const FAQ_MAX_PAGE_SIZE = 50;
/** Deep pages are useless to a shopper and expensive to OFFSET into; this bounds the cost. */
export const REVIEW_MAX_PAGE = 1000;

export const REVIEW_SORTS = ["newest", "helpful", "rating_desc", "rating_asc"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_LIST_PATH = "/api/product-reviews";
export const REVIEW_IMAGE_LIST_PATH = "/api/customer/get_product_review_image_list";
export const REVIEW_HELPFUL_PATH = "/api/product-review-helpful";
export const FAQ_LIST_PATH = "/api/product-faqs";

/** Envelope code of a repeated helpful vote from the same device. */
export const ALREADY_VOTED_CODE = 409;
export const HELPFUL_MESSAGES = {
  thanks: "Thanks for your feedback!",
  already: "You have already marked this review as helpful.",
  noDevice: "We could not recognise your device. Please allow cookies and try again.",
} as const;
