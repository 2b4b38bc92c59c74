// The one picture of a variant where a line shows a single one (cart lines, saved-for-later items,
// the free gift and its options): its first image by position, then id, the order the product
// gallery and the product tiles use too. Defined once, so every such place shows the same picture.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * SQL scalar subquery: the URL of the first image (by position, then id) of the variant whose id
 * is `variantId` (a column, or an expression of the outer query); null when it has none.
 */
export function firstVariantImageUrl(variantId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(
    select vi.url from variant_images vi where vi.variant_id = ${variantId}
    order by vi.position, vi.id limit 1
  )`;
}

/** SQL scalar subquery: the first picture of the product's first variant (by position, then id); '' when none. */
export function firstProductImageUrl(productId: AnyColumn | SQL): SQL<string> {
  return sql<string>`coalesce((
    select vi.url from product_variants pv join variant_images vi on vi.variant_id = pv.id
    where pv.product_id = ${productId}
    order by pv.position, pv.id, vi.position, vi.id limit 1
  ), '')`;
}
