import { type Column, sql } from "drizzle-orm";

/** What the shopper pays: the special price when there is one and it is lower, else the price. */
export function finalPriceCents(priceCents: number, specialPriceCents: number | null): number {
  return specialPriceCents !== null && specialPriceCents < priceCents ? specialPriceCents : priceCents;
}

/**
 * The same rule in SQL for a product's display variant (first in-stock variant, else the first —
 * the one its tile shows), so price sorts order tiles by the price they display.
 * `productId` is the SQL expression of the product id in the outer query.
 */
export const displayFinalPriceSql = (productId: Column) => sql<number>`(
  select least(dv.price_cents, coalesce(dv.special_price_cents, dv.price_cents))
  from product_variants dv
  where dv.product_id = ${productId}
  order by dv.is_in_stock desc, dv.position asc, dv.id asc
  limit 1
)`;
