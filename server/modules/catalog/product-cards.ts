import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { ProductCard } from "../../../contract/product-card";
import type { Db } from "../../db/client";
import { products, productVariants, variantImages } from "../../db/schema/catalog";
import { toDollars, toDollarsOrNull } from "../../lib/money";

/**
 * Product tiles for the given ids, in the order given (missing or disabled products are skipped).
 * A tile shows its "display variant": the first in-stock variant, else the first variant.
 */
export async function loadProductCards(db: Db, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, variants, colorRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        urlPath: products.urlPath,
        ratingSummary: products.ratingSummary,
        reviewsCount: products.reviewsCount,
        productTag: products.productTag,
      })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.status, 1))),
    db
      .selectDistinctOn([productVariants.productId], {
        productId: productVariants.productId,
        variantId: productVariants.id,
        priceCents: productVariants.priceCents,
        specialPriceCents: productVariants.specialPriceCents,
        plusPriceCents: productVariants.plusPriceCents,
        isInStock: productVariants.isInStock,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(
        productVariants.productId,
        desc(productVariants.isInStock),
        asc(productVariants.position),
        asc(productVariants.id),
      ),
    // Every variant's colour, for the tile's swatches ("+N colours"): real variant data only.
    db
      .select({
        productId: productVariants.productId,
        name: productVariants.color,
        hex: productVariants.colorHex,
      })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), isNotNull(productVariants.color)))
      .orderBy(productVariants.productId, asc(productVariants.position), asc(productVariants.id)),
  ]);
  const variantIds = variants.map((v) => v.variantId);
  const images =
    variantIds.length === 0
      ? []
      : await db
          .selectDistinctOn([variantImages.variantId], {
            variantId: variantImages.variantId,
            url: variantImages.url,
            alt: variantImages.alt,
            width: variantImages.width,
            height: variantImages.height,
          })
          .from(variantImages)
          .where(inArray(variantImages.variantId, variantIds))
          .orderBy(variantImages.variantId, asc(variantImages.position), asc(variantImages.id));

  const byProduct = new Map(rows.map((r) => [r.id, r]));
  const variantOf = new Map(variants.map((v) => [v.productId, v]));
  const imageOf = new Map(images.map((i) => [i.variantId, i]));
  const colorsOf = new Map<number, ProductCard["colors"]>();
  for (const c of colorRows) {
    if (!c.name || !c.hex) continue;
    const list = colorsOf.get(c.productId) ?? [];
    if (!list.some((x) => x.name === c.name)) list.push({ name: c.name, hex: c.hex });
    colorsOf.set(c.productId, list);
  }
  const cards: ProductCard[] = [];
  for (const id of ids) {
    const p = byProduct.get(id);
    const v = variantOf.get(id);
    if (!p || !v) continue;
    const img = imageOf.get(v.variantId);
    cards.push({
      entity_id: p.id,
      name: p.name,
      url_path: `/${p.urlPath}`,
      thumbnail: img
        ? { url: img.url, alt: img.alt, width: img.width, height: img.height }
        : { url: "", alt: p.name, width: 1, height: 1 },
      price: toDollars(v.priceCents),
      special_price: toDollarsOrNull(v.specialPriceCents),
      plus_price: toDollarsOrNull(v.plusPriceCents),
      rating_summary: p.ratingSummary,
      reviews_count: p.reviewsCount,
      product_tag: p.productTag,
      is_in_stock: v.isInStock,
      colors: colorsOf.get(id) ?? [],
    });
  }
  return cards;
}
