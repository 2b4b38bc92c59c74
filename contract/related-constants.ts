// Browser-safe (zod-free) constants of the related-products and product-behaviour calls.

/** GET path of the related products call. */
export const RELATE_PRODUCTS_PATH = "/api/relate-products";
/** POST path of the product behaviour statistics call. */
export const PRODUCT_BEHAVIOR_PATH = "/v3/statistics/user-product-behavior";

/** Most products a related-products answer lists (and the default). */
export const RELATED_MAX = 12;

/** What a related-products answer is: plain related products, or the AC recommendation block. */
export type RelatedKind = "related" | "ac_recommendation";
export const RELATED_TITLES: Record<RelatedKind, string> = {
  related: "Related products",
  ac_recommendation: "Recommended for your space",
};

export const PRODUCT_BEHAVIORS = ["look", "purchase"] as const;
export type ProductBehavior = (typeof PRODUCT_BEHAVIORS)[number];
/** A repeated `look` of the same product by the same visitor within this window is not recorded again. */
export const LOOK_DEDUPE_MINUTES = 30;

/** The app download page the product QR code links to, and the QR picture of its URL. */
export const APP_RECOMMEND_PATH = "/app-recommend";
export const APP_QR_PATH = "/media/qr/app-recommend.svg";
