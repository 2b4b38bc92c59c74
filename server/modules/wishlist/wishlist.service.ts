import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { isPreorderTag } from "../../../contract/catalog-constants";
import {
  WISHLIST_CODES,
  WISHLIST_MAX_ITEMS,
  WISHLIST_MESSAGES,
  type WishlistAddResult,
  type WishlistDeleteResult,
  type WishlistItem,
  type WishlistReadResult,
  type WishStateResult,
} from "../../../contract/wishlist-constants";
import { products, productVariants, variantImages } from "../../db/schema/catalog";
import { wishlistItems } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import { Reply } from "../../http/route";
import { toDollars, toDollarsOrNull } from "../../lib/money";

// The signed-in customer's wishlist. Every function takes the customer id the route resolved from
// the session: a customer only ever reads or changes their own lines.

export interface WishlistAddInput {
  product_id: number;
  child_id: number;
  qty?: number;
}

/**
 * Adds a line, idempotently: the unique (customer, product, variant) index turns a repeat (or two
 * presses racing) into the existing line. The cap is checked before the insert; two adds racing at
 * the cap can pass it by one, which bounds nothing that matters.
 */
export async function addToWishlist(
  ctx: RequestContext,
  customerId: number,
  input: WishlistAddInput,
): Promise<Reply<WishlistAddResult | null>> {
  const [product] = await ctx.db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(eq(products.id, input.product_id));
  if (product?.status !== 1) return new Reply(WISHLIST_CODES.notFound, WISHLIST_MESSAGES.unavailable, null);
  if (input.child_id !== 0) {
    const [variant] = await ctx.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, input.child_id), eq(productVariants.productId, product.id)));
    if (!variant) return new Reply(WISHLIST_CODES.rejected, WISHLIST_MESSAGES.wrongVariant, null);
  }

  const existing = await findLine(ctx, customerId, product.id, input.child_id);
  if (existing) return new Reply(200, WISHLIST_MESSAGES.added, { ...existing, created: false });

  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
  if (n >= WISHLIST_MAX_ITEMS) return new Reply(WISHLIST_CODES.full, WISHLIST_MESSAGES.full, null);

  const [inserted] = await ctx.db
    .insert(wishlistItems)
    .values({ customerId, productId: product.id, variantId: input.child_id, qty: input.qty ?? 1 })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id, qty: wishlistItems.qty });
  if (inserted) {
    return new Reply(200, WISHLIST_MESSAGES.added, {
      item_id: inserted.id,
      product_id: product.id,
      child_id: input.child_id,
      qty: inserted.qty,
      created: true,
    });
  }
  // A concurrent add of the same line won the insert: answer that line.
  const raced = await findLine(ctx, customerId, product.id, input.child_id);
  if (!raced) throw new AppError(500, 500, "The wishlist line could not be saved.");
  return new Reply(200, WISHLIST_MESSAGES.added, { ...raced, created: false });
}

async function findLine(ctx: RequestContext, customerId: number, productId: number, variantId: number) {
  const [row] = await ctx.db
    .select({ id: wishlistItems.id, qty: wishlistItems.qty })
    .from(wishlistItems)
    .where(
      and(
        eq(wishlistItems.customerId, customerId),
        eq(wishlistItems.productId, productId),
        eq(wishlistItems.variantId, variantId),
      ),
    );
  return row ? { item_id: row.id, product_id: productId, child_id: variantId, qty: row.qty } : null;
}

/** Deletes one of the customer's own lines; another customer's line is "not found" and stays. */
export async function removeFromWishlist(
  ctx: RequestContext,
  customerId: number,
  itemId: number,
): Promise<Reply<WishlistDeleteResult>> {
  const [gone] = await ctx.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.customerId, customerId)))
    .returning({ productId: wishlistItems.productId, variantId: wishlistItems.variantId });
  if (!gone) throw notFound(WISHLIST_MESSAGES.notInWishlist);
  return new Reply(200, WISHLIST_MESSAGES.removed, {
    item_id: itemId,
    product_id: gone.productId,
    child_id: gone.variantId,
  });
}

/** The wish state of one product and each of its variants, for the product page's heart. */
export async function productWishState(
  ctx: RequestContext,
  customerId: number,
  productId: number,
): Promise<WishStateResult> {
  const [[product], variants, lines] = await Promise.all([
    ctx.db.select({ id: products.id }).from(products).where(eq(products.id, productId)),
    ctx.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    ctx.db
      .select({ id: wishlistItems.id, variantId: wishlistItems.variantId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId))),
  ]);
  if (!product) throw notFound("This product was not found.");
  const lineOf = new Map(lines.map((l) => [l.variantId, l.id]));
  return {
    product_id: productId,
    customer_wish: lines.length > 0 ? 1 : 0,
    item_id: lineOf.get(0) ?? null,
    relation: variants.map((v) => {
      const itemId = lineOf.get(v.id) ?? null;
      return { piid: v.id, customer_wish: itemId === null ? 0 : 1, item_id: itemId };
    }),
  };
}

const optionText = (v: {
  color: string | null;
  size: string | null;
  style: string | null;
  numberOfPieces: number | null;
}) =>
  [v.color, v.size, v.style, v.numberOfPieces ? `${v.numberOfPieces} Pieces` : null]
    .filter((s): s is string => Boolean(s))
    .join(" / ");

/**
 * The customer's lines, newest first. A line names a variant, or (child_id 0) the product, shown
 * with its display variant: the first in stock, else the first.
 */
export async function readWishlist(ctx: RequestContext, customerId: number): Promise<WishlistReadResult> {
  const lines = await ctx.db
    .select({
      id: wishlistItems.id,
      productId: wishlistItems.productId,
      variantId: wishlistItems.variantId,
      qty: wishlistItems.qty,
      createdAt: wishlistItems.createdAt,
      name: products.name,
      urlPath: products.urlPath,
      status: products.status,
      productTag: products.productTag,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  if (lines.length === 0) return { items: [], total: 0 };

  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variants = await ctx.db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      color: productVariants.color,
      size: productVariants.size,
      style: productVariants.style,
      numberOfPieces: productVariants.numberOfPieces,
      priceCents: productVariants.priceCents,
      specialPriceCents: productVariants.specialPriceCents,
      isInStock: productVariants.isInStock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(desc(productVariants.isInStock), asc(productVariants.position), asc(productVariants.id));
  const byId = new Map(variants.map((v) => [v.id, v]));
  const displayOf = new Map<number, (typeof variants)[number]>();
  for (const v of variants) if (!displayOf.has(v.productId)) displayOf.set(v.productId, v);

  const shown = lines.map((l) => ({
    line: l,
    variant: (l.variantId ? byId.get(l.variantId) : undefined) ?? displayOf.get(l.productId),
  }));
  const variantIds = shown.flatMap((s) => (s.variant ? [s.variant.id] : []));
  const images = variantIds.length
    ? await ctx.db
        .selectDistinctOn([variantImages.variantId], {
          variantId: variantImages.variantId,
          url: variantImages.url,
          alt: variantImages.alt,
          width: variantImages.width,
          height: variantImages.height,
        })
        .from(variantImages)
        .where(inArray(variantImages.variantId, variantIds))
        .orderBy(variantImages.variantId, asc(variantImages.position), asc(variantImages.id))
    : [];
  const imageOf = new Map(images.map((i) => [i.variantId, i]));

  const items: WishlistItem[] = [];
  for (const { line, variant } of shown) {
    // A product without variants cannot be shown or bought; such a line is skipped, not failed.
    if (!variant) continue;
    const img = imageOf.get(variant.id);
    items.push({
      item_id: line.id,
      product_id: line.productId,
      child_id: line.variantId,
      piid: variant.id,
      qty: line.qty,
      name: line.name,
      url_path: line.variantId ? `/${line.urlPath}?piid=${line.variantId}` : `/${line.urlPath}`,
      sku: variant.sku,
      options: line.variantId ? optionText(variant) : "",
      image: img
        ? { url: img.url, alt: img.alt, width: img.width, height: img.height }
        : { url: "", alt: line.name, width: 1, height: 1 },
      price: toDollars(variant.priceCents),
      special_price: toDollarsOrNull(variant.specialPriceCents),
      is_in_stock: variant.isInStock,
      available: line.status === 1,
      preorder: isPreorderTag(line.productTag),
      created_at: line.createdAt.toISOString(),
    });
  }
  return { items, total: items.length };
}
