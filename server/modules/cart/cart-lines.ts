// What a cart read needs from the database: the cart row, its lines with product and variant,
// tier prices, and every variant of the products in the cart (for switching options).
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { cartItems, carts } from "../../db/schema/cart";
import { products, productVariants, tierPrices } from "../../db/schema/catalog";
import type { DbOrTx } from "./cart-owner";
import type { TierPriceCents } from "./cart-pricing";

export async function loadCartRow(db: DbOrTx, cartId: number) {
  const [row] = await db
    .select({
      customerId: carts.customerId,
      shippingMethod: carts.shippingMethod,
      giftRemoved: carts.giftRemoved,
      couponCode: carts.couponCode,
      pointsUsed: carts.pointsUsed,
      customerAddressId: carts.customerAddressId,
      shippingAddress: carts.shippingAddress,
      guestEmail: carts.guestEmail,
      paymentMethod: carts.paymentMethod,
      isPickup: carts.isPickup,
      shippingProtection: carts.shippingProtection,
    })
    .from(carts)
    .where(eq(carts.id, cartId));
  return row ?? null;
}

export async function loadLines(db: DbOrTx, cartId: number) {
  return db
    .select({
      itemId: cartItems.id,
      qty: cartItems.qty,
      planId: cartItems.planId,
      offerPlanId: cartItems.offerPlanId,
      customizationModel: cartItems.customizationModel,
      product: {
        id: products.id,
        name: products.name,
        sku: products.sku,
        typeId: products.typeId,
        urlPath: products.urlPath,
        status: products.status,
        productTag: products.productTag,
        presaleEndDate: products.presaleEndDate,
        isNoDiscount: products.isNoDiscount,
        isPickup: products.isPickup,
      },
      variant: {
        id: productVariants.id,
        sku: productVariants.sku,
        color: productVariants.color,
        size: productVariants.size,
        style: productVariants.style,
        numberOfPieces: productVariants.numberOfPieces,
        priceCents: productVariants.priceCents,
        specialPriceCents: productVariants.specialPriceCents,
        plusPriceCents: productVariants.plusPriceCents,
        qty: productVariants.qty,
        isInStock: productVariants.isInStock,
        minSaleQty: productVariants.minSaleQty,
        maxSaleQty: productVariants.maxSaleQty,
      },
      thumbnail: sql<string | null>`(
        select vi.url from variant_images vi where vi.variant_id = ${cartItems.variantId}
        order by vi.position, vi.id limit 1
      )`,
      categoryList: sql<number[]>`(
        select coalesce(json_agg(pc.category_id order by pc.category_id), '[]'::json)
        from product_categories pc where pc.product_id = ${products.id}
      )`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

export type Line = Awaited<ReturnType<typeof loadLines>>[number];

export async function loadTiers(db: DbOrTx, variantIds: number[]): Promise<Map<number, TierPriceCents[]>> {
  const out = new Map<number, TierPriceCents[]>();
  if (variantIds.length === 0) return out;
  const rows = await db
    .select({ variantId: tierPrices.variantId, qty: tierPrices.qty, priceCents: tierPrices.priceCents })
    .from(tierPrices)
    .where(inArray(tierPrices.variantId, variantIds));
  for (const row of rows) out.set(row.variantId, [...(out.get(row.variantId) ?? []), row]);
  return out;
}

/** Every variant of the given products, in display order, grouped by product. */
export async function loadRelations(db: DbOrTx, productIds: number[]) {
  const out = new Map<number, (typeof productVariants.$inferSelect)[]>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) out.set(row.productId, [...(out.get(row.productId) ?? []), row]);
  return out;
}
