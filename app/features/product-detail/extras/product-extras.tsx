import type { ProductDetailData } from "../product-detail-types";
import { AppQrCard } from "./app-qr-card";
import { RecentlyViewed } from "./recently-viewed";
import type { RecentProduct } from "./recently-viewed-list";
import { RelatedProducts } from "./related-products";
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

/** The product page's closing blocks: related products (or the AC recommendation), recently viewed, the app QR. */
export function ProductExtras({ data }: { data: ProductDetailData }) {
  useProductLook(data.entity_id);
  return (
    <>
      <RelatedProducts productId={data.entity_id} categoryIds={data.category_list.map((c) => c.id)} />
      <RecentlyViewed current={recentOf(data)} />
      <AppQrCard />
    </>
  );
}
