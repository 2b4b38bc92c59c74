import type { ProductDetailData } from "../product-detail-types";
import { AppQrCard } from "./app-qr-card";
import { RecentlyViewed } from "./recently-viewed";
import { RelatedProducts } from "./related-products";

/** The product page's closing blocks: related products (or the AC recommendation), recently viewed, the app QR. */
export function ProductExtras({ data }: { data: ProductDetailData }) {
  return (
    <>
      <RelatedProducts productId={data.entity_id} categoryIds={data.category_list.map((c) => c.id)} />
      <RecentlyViewed productId={data.entity_id} />
      <AppQrCard />
    </>
  );
}
