import { ProductExtras } from "../extras/product-extras";
import { FaqSection } from "../faq/faq-section";
import type { ProductDetailData } from "../product-detail-types";
import { ProductTexts } from "../product-texts";
import { ReviewsSection } from "../reviews/reviews-section";
import type { ProductSectionsData } from "../reviews/section-data";

export type BelowFoldData = ProductDetailData & ProductSectionsData;

/**
 * The product page under the purchase column: texts, reviews, FAQ, related and recently viewed
 * products, the app QR. Its own chunk (below-fold.tsx loads it when the shopper comes near).
 */
export function BelowFoldSections({ data }: { data: BelowFoldData }) {
  return (
    <>
      <ProductTexts product={data} />
      <ReviewsSection data={data.reviews} productId={data.entity_id} />
      <FaqSection data={data.faqs} productId={data.entity_id} />
      <ProductExtras data={data} />
    </>
  );
}
