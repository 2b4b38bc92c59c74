/**
 * Which variant a product page opens on (spec part 2 §4): the variant named by the `piid`
 * query when it belongs to the product, otherwise the first in-stock variant, falling back
 * to the first. `variants` are in display order; undefined only when there are none.
 */
export function selectVariant<V extends { id: number; isInStock: boolean }>(
  variants: readonly V[],
  piid: number | undefined,
): V | undefined {
  const asked = piid === undefined ? undefined : variants.find((v) => v.id === piid);
  return asked ?? variants.find((v) => v.isInStock) ?? variants[0];
}

/** Largest quantity one order line may hold: the stock on hand capped by the per-order maximum. */
export function usableQty(v: { isInStock: boolean; qty: number; maxSaleQty: number }): number {
  return v.isInStock ? Math.max(0, Math.min(v.qty, v.maxSaleQty)) : 0;
}

/** "Charcoal Gray / Queen / 3 Pieces": the option values a shopper chose between, in a fixed order. */
export function optionSummary(o: {
  color: string | null;
  size: string | null;
  style: string | null;
  numberOfPieces: number | null;
}): string {
  const parts = [o.color, o.size, o.style, o.numberOfPieces === null ? null : `${o.numberOfPieces} Pieces`];
  return parts.filter((p): p is string => Boolean(p)).join(" / ");
}
