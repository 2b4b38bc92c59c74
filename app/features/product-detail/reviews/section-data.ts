import type { FaqListResult, ReviewListResult } from "../../../../contract/reviews";

/** The first (or requested) page of the product page's review and FAQ sections, loaded with the page. */
export interface ProductSectionsData {
  reviews: ReviewListResult;
  faqs: FaqListResult;
}
