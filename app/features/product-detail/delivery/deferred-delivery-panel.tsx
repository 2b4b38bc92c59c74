import { Deferred, deferredPart } from "../../../components/deferred/deferred-part";
import type { ProductDetailData, ProductVariant } from "../product-detail-types";

// The delivery panel (zip estimate, pickup tabs, policy pop-ups) is a chunk of its own: on a phone
// it sits under the purchase buttons, out of the first screen, and nothing in it acts before the
// shopper reaches it. Its pop-ups and zip form load later still (delivery-panel.tsx).

const panel = deferredPart(
  () => import("./delivery-panel"),
  (m) => m.DeliveryPanel,
);

export const preloadDeliveryPanel = panel.preload;

export function DeferredDeliveryPanel(props: { product: ProductDetailData; variant: ProductVariant }) {
  return <Deferred part={panel} props={props} />;
}
