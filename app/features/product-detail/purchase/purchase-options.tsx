import type { ProductDetailData, ProductVariant } from "../product-detail-types";
import { PointsLine } from "./points-line";
import { ProtectionBlock, type ProtectionChange } from "./protection-block";

/**
 * The buy column's points line and protection plans (the page's `slot:purchase`).
 *
 * For the cart issue: pass `onProtectionChange` to receive the plan the shopper added, already in
 * add-to-cart shape ({ offerPlanId, planId, price (cents), term (months), title }), or null when
 * they remove it or choose another variant; send those fields with add-to-cart.
 */
export function PurchaseOptions({
  product,
  variant,
  onProtectionChange,
}: {
  product: ProductDetailData;
  variant: ProductVariant;
  onProtectionChange?: ProtectionChange;
}) {
  return (
    <>
      <PointsLine product={product} variant={variant} />
      <ProtectionBlock
        key={variant.sku}
        product={product}
        variant={variant}
        onProtectionChange={onProtectionChange}
      />
    </>
  );
}
