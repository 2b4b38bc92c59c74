import { Deferred } from "../../../components/deferred/deferred-part";
import { deliveryPanel } from "../deferred-parts";
import type { ProductDetailData, ProductVariant } from "../product-detail-types";

/**
 * The delivery panel, server-rendered, its code loaded when the shopper comes near. Its pop-ups
 * and zip form load later still (delivery-panel.tsx).
 */
export function DeferredDeliveryPanel(props: { product: ProductDetailData; variant: ProductVariant }) {
  return <Deferred part={deliveryPanel} props={props} />;
}
