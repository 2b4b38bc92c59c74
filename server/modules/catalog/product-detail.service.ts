import { eq, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { ProductVariant, productDetail } from "../../../contract/catalog";
import { type Db, prepared } from "../../db/client";
import { products } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { toDollars, toDollarsOrNull } from "../../lib/money";
import { publicPath, trailWithin } from "./category-trail";
import { finalPriceCents } from "./pricing";
import { optionSummary, selectVariant, usableQty } from "./variant-selection";

type Detail = CallResult<typeof productDetail>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A timestamptz read as JSON text ("2026-01-02T03:04:05+00:00") in the API's ISO form. */
const isoText = (text: string | null) => (text ? new Date(text).toISOString() : null);

/** A variant as the page needs it (`fillTime` as the JSON text of a timestamptz). */
interface VariantRow {
  id: number;
  sku: string;
  color: string | null;
  colorHex: string | null;
  size: string | null;
  style: string | null;
  numberOfPieces: number | null;
  priceCents: number;
  specialPriceCents: number | null;
  plusPriceCents: number | null;
  qty: number;
  isInStock: boolean;
  minSaleQty: number;
  maxSaleQty: number;
  fillTime: string | null;
}
interface ImageRow {
  id: number;
  variantId: number;
  url: string;
  alt: string;
  width: number;
  height: number;
}
interface TierRow {
  variantId: number;
  qty: number;
  priceCents: number;
}
interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  urlPath: string;
}

// Everything the page shows in ONE indexed read by product id, a prepared statement
// (db/client.ts): the product row, and its variants, images, tier prices and categories as JSON
// arrays in display order (one round trip instead of five; product data is a hot call). The
// subqueries name `products.id` in plain SQL: drizzle leaves the column of a one-table select
// unqualified, and a bare "id" inside them would be the subquery's own.
const productRows = prepared("product_detail", (db: Db, name) =>
  db
    .select({
      product: products,
      variants: sql<VariantRow[]>`(
        select coalesce(json_agg(json_build_object(
          'id', v.id, 'sku', v.sku, 'color', v.color, 'colorHex', v.color_hex, 'size', v.size,
          'style', v.style, 'numberOfPieces', v.number_of_pieces, 'priceCents', v.price_cents,
          'specialPriceCents', v.special_price_cents, 'plusPriceCents', v.plus_price_cents,
          'qty', v.qty, 'isInStock', v.is_in_stock, 'minSaleQty', v.min_sale_qty,
          'maxSaleQty', v.max_sale_qty, 'fillTime', v.fill_time
        ) order by v.position, v.id), '[]'::json)
        from product_variants v where v.product_id = products.id
      )`,
      images: sql<ImageRow[]>`(
        select coalesce(json_agg(json_build_object(
          'id', i.id, 'variantId', i.variant_id, 'url', i.url, 'alt', i.alt,
          'width', i.width, 'height', i.height
        ) order by i.position, i.id), '[]'::json)
        from variant_images i join product_variants v on v.id = i.variant_id
        where v.product_id = products.id
      )`,
      tiers: sql<TierRow[]>`(
        select coalesce(json_agg(json_build_object(
          'variantId', t.variant_id, 'qty', t.qty, 'priceCents', t.price_cents
        ) order by t.qty), '[]'::json)
        from tier_prices t join product_variants v on v.id = t.variant_id
        where v.product_id = products.id
      )`,
      cats: sql<CategoryRow[]>`(
        select coalesce(json_agg(json_build_object(
          'id', c.id, 'parentId', c.parent_id, 'name', c.name, 'urlPath', c.url_path
        ) order by c.level, c.position, c.id), '[]'::json)
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = products.id
      )`,
    })
    .from(products)
    .where(eq(products.id, sql.placeholder("productId")))
    .limit(1)
    .prepare(name),
);

/** Loads everything the page shows (null: no such product). */
async function loadProductRows(ctx: RequestContext, productId: number) {
  const [row] = await productRows(ctx.db).execute({ productId });
  return row ?? null;
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
    product_fill_time: v.isInStock ? null : isoText(v.fillTime),
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
