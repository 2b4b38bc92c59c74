import { useState } from "react";
import type { ProductDetailData } from "./product-detail-types";
import { isPurchasable, stockStatus } from "./stock-status";
import { useSelectedVariant } from "./use-selected-variant";

/**
 * The buying state of a product view (the product page and the quick view): the selected variant,
 * its stock status and quantity limits, and the chosen quantity. Choosing another variant keeps
 * the quantity when the new variant allows it; otherwise it starts at that variant's minimum.
 */
export function useVariantPurchase(product: ProductDetailData) {
  const [variant, selectVariant] = useSelectedVariant(product);
  const [qty, setQty] = useState(variant.inventory.min_sale_qty);
  const status = stockStatus(product, variant);
  const purchasable = isPurchasable(status, variant);
  const limits = { min: variant.inventory.min_sale_qty, max: variant.inventory.usable_qty };

  const choose = (piid: number) => {
    const next = product.relation.find((v) => v.piid === piid);
    if (!next) return;
    selectVariant(piid);
    const fits = qty >= next.inventory.min_sale_qty && qty <= next.inventory.usable_qty;
    if (!fits) setQty(next.inventory.min_sale_qty);
  };

  return { variant, choose, qty, setQty, status, purchasable, limits };
}
