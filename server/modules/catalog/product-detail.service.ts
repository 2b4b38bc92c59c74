import { asc, eq, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { ProductVariant, productDetail } from "../../../contract/catalog";
import { type Db, prepared } from "../../db/client";
import {
  categories,
  productCategories,
  products,
  productVariants,
  tierPrices,
  variantImages,
} from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { toDollars, toDollarsOrNull } from "../../lib/money";
import { publicPath, trailWithin } from "./category-trail";
import { finalPriceCents } from "./pricing";
import { optionSummary, selectVariant, usableQty } from "./variant-selection";

type Detail = CallResult<typeof productDetail>;
type VariantRow = typeof productVariants.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// The product page's reads, by product id: prepared statements (db/client.ts), built once and
// planned once per connection instead of on every request.
const productById = prepared("product_by_id", (db: Db, name) =>
  db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder("productId")))
    .limit(1)
    .prepare(name),
);
const variantsOfProduct = prepared("product_variants_of_product", (db: Db, name) =>
  db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, sql.placeholder("productId")))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .prepare(name),
);
const imagesOfProduct = prepared("product_images_of_product", (db: Db, name) =>
  db
    .select({
      id: variantImages.id,
      variantId: variantImages.variantId,
      url: variantImages.url,
      alt: variantImages.alt,
      width: variantImages.width,
      height: variantImages.height,
    })
    .from(variantImages)
    .innerJoin(productVariants, eq(productVariants.id, variantImages.variantId))
    .where(eq(productVariants.productId, sql.placeholder("productId")))
    .orderBy(asc(variantImages.position), asc(variantImages.id))
    .prepare(name),
);
const tiersOfProduct = prepared("product_tiers_of_product", (db: Db, name) =>
  db
    .select({ variantId: tierPrices.variantId, qty: tierPrices.qty, priceCents: tierPrices.priceCents })
    .from(tierPrices)
    .innerJoin(productVariants, eq(productVariants.id, tierPrices.variantId))
    .where(eq(productVariants.productId, sql.placeholder("productId")))
    .orderBy(asc(tierPrices.qty))
    .prepare(name),
);
const categoriesOfProduct = prepared("product_categories_of_product", (db: Db, name) =>
  db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      urlPath: categories.urlPath,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, sql.placeholder("productId")))
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id))
    .prepare(name),
);

/** Loads everything the page shows in a handful of indexed reads (no per-variant queries). */
async function loadProductRows(ctx: RequestContext, productId: number) {
  const [product] = await productById(ctx.db).execute({ productId });
  if (!product) return null;
  const [variants, images, tiers, cats] = await Promise.all([
    variantsOfProduct(ctx.db).execute({ productId }),
    imagesOfProduct(ctx.db).execute({ productId }),
    tiersOfProduct(ctx.db).execute({ productId }),
    categoriesOfProduct(ctx.db).execute({ productId }),
  ]);
  return { product, variants, images, tiers, cats };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/**
 * A product's page data: identity, breadcrumbs, every variant with its own price, tiers, stock
 * and gallery, and the selected variant's values at the top level. Unknown id → 404; a product
 * that is no longer available (status 2) is answered with its status so the page can say so.
 */
export async function getProductDetail(
  ctx: RequestContext,
  productId: number,
  piid: number | undefined,
): Promise<Detail> {
  const rows = await loadProductRows(ctx, productId);
  if (!rows || rows.variants.length === 0) throw notFound("The product you requested was not found.");
  const { product, variants, images, tiers, cats } = rows;

  const imagesOf = groupBy(images, (i) => i.variantId);
  const tiersOf = groupBy(tiers, (t) => t.variantId);
  const toVariant = (v: VariantRow): ProductVariant => ({
    piid: v.id,
    product_id: product.id,
    sku: v.sku,
    option: {
      color: v.color,
      color_hex: v.colorHex,
      size: v.size,
      style: v.style,
      number_of_pieces: v.numberOfPieces,
    },
    option_value: optionSummary(v),
    price: toDollars(v.priceCents),
    final_price: toDollars(finalPriceCents(v.priceCents, v.specialPriceCents)),
    special_price: toDollarsOrNull(v.specialPriceCents),
    plus_price: toDollarsOrNull(v.plusPriceCents),
    tier_price: (tiersOf.get(v.id) ?? []).map((t) => ({ qty: t.qty, value: toDollars(t.priceCents) })),
    inventory: {
      is_in_stock: v.isInStock,
      min_sale_qty: v.minSaleQty,
      usable_qty: usableQty(v),
      qty: v.qty,
    },
    product_fill_time: v.isInStock ? null : iso(v.fillTime),
    gallery: (imagesOf.get(v.id) ?? []).map((i) => ({
      value_id: i.id,
      pre_image: i.url,
      thumbnail: i.url,
      alt: i.alt,
      width: i.width,
      height: i.height,
    })),
    is_pickup: product.isPickup,
  });
  const relation = variants.map(toVariant);
  const chosen = selectVariant(variants, piid) ?? variants[0];
  const selected = relation.find((r) => r.piid === chosen.id) ?? relation[0];

  const spikeSecondsLeft = product.spikeSpecialTime
    ? Math.floor((product.spikeSpecialTime.getTime() - ctx.now.getTime()) / 1000)
    : null;

  return {
    entity_id: product.id,
    product_id: product.id,
    name: product.name,
    brand: product.brand,
    item_no: product.itemNo,
    gtin: product.gtin,
    sku: selected.sku,
    type_id: product.typeId,
    url_path: publicPath(product.urlPath),
    status: product.status === 2 ? 2 : 1,
    category_list: cats.map((c) => ({ id: c.id, name: c.name, url_path: publicPath(c.urlPath) })),
    position: trailWithin(cats, product.categoryId).map((c) => ({
      entity_id: c.id,
      name: c.name,
      url_path: publicPath(c.urlPath),
    })),
    piid: selected.piid,
    price: {
      price: selected.price,
      final_price: selected.final_price,
      special_price: selected.special_price,
    },
    tier_price: selected.tier_price,
    inventory: selected.inventory,
    gallery: selected.gallery,
    product_fill_time: selected.product_fill_time,
    relation,
    product_tag: product.productTag,
    presale_end_date: iso(product.presaleEndDate),
    spkie_special_time: spikeSecondsLeft !== null && spikeSecondsLeft > 0 ? spikeSecondsLeft : null,
    coupon_useabled: product.couponUseabled ? 1 : 0,
    is_no_discount_product: product.isNoDiscount,
    is_plus: selected.plus_price === null ? 0 : 1,
    plus_price: selected.plus_price,
    pointsType: product.pointsType,
    is_pickup: product.isPickup,
    is_customized: product.isCustomized,
    is_chair: product.isChair,
    has_video: product.hasVideo,
    businessDays: product.businessDays,
    short_description: product.shortDescription,
    description: product.description,
    highlights: product.highlights,
    texts: {
      key_features: product.keyFeatures,
      specifications: product.specifications,
      product_care: product.productCare,
    },
    rating: { rating_summary: product.ratingSummary, reviews_count: product.reviewsCount },
  };
}
