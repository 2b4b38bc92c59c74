/** Tags that mean the item is sold ahead of arrival (shown with the presale end, not as a badge). */
import { PREORDER_TAGS } from "../../../contract/catalog-constants";
import { LOW_STOCK_THRESHOLD } from "../../../contract/constants";
import { formatUtcDate } from "../../components/ui/format-date";
import type { ProductVariant } from "./product-detail-types";

export { PREORDER_TAGS };

export type StockStatus =
  | { kind: "unavailable" }
  | { kind: "out-of-stock"; fillTime: string | null }
  | { kind: "pre-order"; tag: string; presaleEnd: string | null }
  | { kind: "low-stock"; qty: number }
  | { kind: "in-stock" };

/**
 * The stock line of the selected variant, first match wins: no longer available (status 2);
 * out of stock (flagged so, or none left; with the expected refill date); pre-order (with the presale end); almost out of
 * stock (in stock, not pre-order, fewer than 10 on hand — spec part 1 §4); in stock.
 */
export function stockStatus(
  product: { status: number; product_tag: string | null; presale_end_date: string | null },
  variant: Pick<ProductVariant, "inventory" | "product_fill_time">,
): StockStatus {
  if (product.status === 2) return { kind: "unavailable" };
  // Sold down to nothing counts as out of stock even while the flag still says in stock ("Only 0
  // left" was shown once the last unit was bought).
  if (!variant.inventory.is_in_stock || variant.inventory.qty <= 0)
    return { kind: "out-of-stock", fillTime: variant.product_fill_time };
  if (product.product_tag && PREORDER_TAGS.includes(product.product_tag)) {
    return { kind: "pre-order", tag: product.product_tag, presaleEnd: product.presale_end_date };
  }
  if (variant.inventory.qty < LOW_STOCK_THRESHOLD) return { kind: "low-stock", qty: variant.inventory.qty };
  return { kind: "in-stock" };
}

/** Whether the selected variant can be put in a cart at all (the quantity selector shows). */
export function isPurchasable(status: StockStatus, variant: Pick<ProductVariant, "inventory">): boolean {
  return (
    status.kind !== "unavailable" &&
    status.kind !== "out-of-stock" &&
    variant.inventory.usable_qty >= variant.inventory.min_sale_qty
  );
}

/** "November 20, 2026". Dates are shown in UTC so the server and browser render the same text. */
export function formatShopDate(iso: string): string {
  return formatUtcDate(iso, "long");
}
