import type { ProductDetail } from "../../../contract/catalog";

export type { GalleryImage, ProductDetail, ProductVariant, TierPrice } from "../../../contract/catalog";

/**
 * What the ProductDetail and FeedProductDetail pages render: the API's product detail and
 * whether the page was opened through the /product/ feed prefix.
 */
export type ProductDetailData = ProductDetail & { feed: boolean };
