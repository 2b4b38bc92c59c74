import { useEffect } from "react";
import { localGetJson, localSetJson } from "../../../lib/storage";
import type { ProductDetailData } from "../product-detail-types";
import { addRecent, parseRecent, RECENTLY_VIEWED_KEY, type RecentProduct } from "./recently-viewed-list";
import { useProductLook } from "./use-product-look";

/** What the recently viewed list keeps of this product (as seen now). */
function recentOf(data: ProductDetailData): RecentProduct {
  const image = data.gallery[0];
  return {
    id: data.entity_id,
    url: data.url_path,
    name: data.name,
    thumb: image
      ? { url: image.thumbnail, alt: image.alt || data.name, width: image.width, height: image.height }
      : { url: "", alt: data.name, width: 1, height: 1 },
    price: data.price.price,
    special_price: data.price.final_price < data.price.price ? data.price.final_price : null,
  };
}

/**
 * What every product view records, once per product, after hydration: the `look` behaviour and the
 * product at the head of this browser's recently viewed list. It runs with the page, not with the
 * recently viewed rail, whose code loads only when the shopper scrolls near it (below-fold/).
 */
export function useRecordView(data: ProductDetailData): void {
  useProductLook(data.entity_id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: record once per product view, with its view-time data
  useEffect(() => {
    localSetJson(
      RECENTLY_VIEWED_KEY,
      addRecent(parseRecent(localGetJson(RECENTLY_VIEWED_KEY)), recentOf(data)),
    );
  }, [data.entity_id]);
}
