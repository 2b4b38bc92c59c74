// What a cart read needs from the database: the cart row, and its lines with product, variant,
// tier prices and every variant of the line's product (for switching options), in one query. A
// cart read is the hottest call of the shop: these are prepared statements (db/client.ts), and
// each line brings its tiers and variants along as JSON instead of costing a round trip each.
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { prepared } from "../../db/client";
import { type CartPurpose, cartItems, carts } from "../../db/schema/cart";
import { products, productVariants } from "../../db/schema/catalog";
import { sessions } from "../../db/schema/customer";
import { liveSessionByTokenHash, tokenHashes } from "../../http/session";
import { firstVariantImageUrl } from "../catalog/variant-image";
import type { CartOwner, DbOrTx } from "./cart-owner";
import type { TierPriceCents } from "./cart-pricing";

/** The cart row columns a read needs, of carts or of an alias of it. */
const cartRowFieldsOf = (t: typeof carts) => ({
  id: t.id,
  customerId: t.customerId,
  purpose: t.purpose,
  shippingMethod: t.shippingMethod,
  giftRemoved: t.giftRemoved,
  giftVariantId: t.giftVariantId,
  couponCode: t.couponCode,
  pointsUsed: t.pointsUsed,
  customerAddressId: t.customerAddressId,
  shippingAddress: t.shippingAddress,
  guestEmail: t.guestEmail,
  paymentMethod: t.paymentMethod,
  isPickup: t.isPickup,
  shippingProtection: t.shippingProtection,
});
const cartRowFields = cartRowFieldsOf(carts);

const cartById = prepared("cart_row_by_id", (db: DbOrTx, name) =>
  db
    .select(cartRowFields)
    .from(carts)
    .where(eq(carts.id, sql.placeholder("cartId")))
    .prepare(name),
);

// The owner's cart by owner column and purpose, with its row (cart-owner.ts `findCartId` reads its id here too).
const cartOfGuest = prepared("cart_row_of_guest", (db: DbOrTx, name) =>
  db
    .select(cartRowFields)
    .from(carts)
    .where(
      and(
        eq(carts.guestSessionId, sql.placeholder("ownerId")),
        eq(carts.purpose, sql.placeholder("purpose")),
      ),
    )
    .limit(1)
    .prepare(name),
);
const cartOfCustomer = prepared("cart_row_of_customer", (db: DbOrTx, name) =>
  db
    .select(cartRowFields)
    .from(carts)
    .where(
      and(eq(carts.customerId, sql.placeholder("ownerId")), eq(carts.purpose, sql.placeholder("purpose"))),
    )
    .limit(1)
    .prepare(name),
);

// Typed as carts: an alias differs only in the table name its column types carry.
const ownersCart = alias(carts, "owners_cart") as unknown as typeof carts;

/**
 * Joins a session to its owner's cart of the `purpose` placeholder: a customer's session reaches
 * the customer's cart, a guest's its own. One row of columns for either (each read maps them), the
 * two owner indexes OR-ed in one bitmap scan.
 */
const ownersCartOfSession = and(
  eq(ownersCart.purpose, sql.placeholder("purpose")),
  or(
    eq(ownersCart.customerId, sessions.customerId),
    and(isNull(sessions.customerId), eq(ownersCart.guestSessionId, sessions.id)),
  ),
);

/**
 * The live session a token names and its owner's cart, in one statement (instead of the session
 * lookup and then the cart row: a round trip is a large share of a call's cost).
 */
const cartOfToken = prepared("cart_row_of_token", (db: DbOrTx, name) =>
  db
    .select({ sessionId: sessions.id, cart: cartRowFieldsOf(ownersCart) })
    .from(sessions)
    .leftJoin(ownersCart, ownersCartOfSession)
    .where(liveSessionByTokenHash())
    .limit(1)
    .prepare(name),
);

/**
 * The cart of the first live session among `tokens` (as `resolveAuth` picks it), or null without
 * a live session or while its owner has no cart of `purpose`. No lock: for reads.
 */
export async function loadCartOfTokens(
  db: DbOrTx,
  tokens: readonly string[],
  purpose: CartPurpose,
  now: Date,
): Promise<CartRow | null> {
  for (const hash of tokenHashes(tokens)) {
    const [row] = await cartOfToken(db).execute({ hash, purpose, now: now.toISOString() });
    if (row) return row.cart;
  }
  return null;
}

export type CartRow = NonNullable<Awaited<ReturnType<typeof loadCartRow>>>;

export async function loadCartRow(db: DbOrTx, cartId: number) {
  const [row] = await cartById(db).execute({ cartId });
  return row ?? null;
}

/** The owner's cart row (with its id), or null while they have none. No lock: for reads. */
export async function loadCartOfOwner(db: DbOrTx, owner: CartOwner) {
  const query = owner.customerId !== null ? cartOfCustomer(db) : cartOfGuest(db);
  const [row] = await query.execute({
    ownerId: owner.customerId ?? owner.guestSessionId,
    purpose: owner.purpose,
  });
  return row ?? null;
}

/** One variant of a line's product, as the option switcher shows it. */
export interface RelationVariant {
  id: number;
  productId: number;
  color: string | null;
  size: string | null;
  style: string | null;
  numberOfPieces: number | null;
  qty: number;
  isInStock: boolean;
  maxSaleQty: number;
}

/** A line's columns as a cart read prices it: the line, its product and variant, and JSON of the rest. */
const lineFields = {
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
  thumbnail: firstVariantImageUrl(cartItems.variantId),
  categoryList: sql<number[]>`(
    select coalesce(json_agg(pc.category_id order by pc.category_id), '[]'::json)
    from product_categories pc where pc.product_id = ${products.id}
  )`,
  tiers: sql<TierPriceCents[]>`(
    select coalesce(json_agg(json_build_object('qty', tp.qty, 'priceCents', tp.price_cents)), '[]'::json)
    from tier_prices tp where tp.variant_id = ${cartItems.variantId}
  )`,
  // Every variant of the product in display order (the same product on two lines is read twice).
  relation: sql<RelationVariant[]>`(
    select coalesce(json_agg(json_build_object(
      'id', pv.id, 'productId', pv.product_id, 'color', pv.color, 'size', pv.size,
      'style', pv.style, 'numberOfPieces', pv.number_of_pieces, 'qty', pv.qty,
      'isInStock', pv.is_in_stock, 'maxSaleQty', pv.max_sale_qty
    ) order by pv.position, pv.id), '[]'::json)
    from product_variants pv where pv.product_id = ${products.id}
  )`,
};

const cartLines = prepared("cart_lines", (db: DbOrTx, name) =>
  db
    .select(lineFields)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, sql.placeholder("cartId")))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
    .prepare(name),
);

/** The cart's lines, newest first, each with its tier prices and its product's variants. */
export function loadLines(db: DbOrTx, cartId: number) {
  return cartLines(db).execute({ cartId });
}

export type Line = Awaited<ReturnType<typeof loadLines>>[number];

/**
 * The cart read's one statement: the live session a token names, its owner's cart row, and the
 * cart's lines as `cart_lines` reads them (one row per line, newest first; one row with no line
 * for an empty cart). A round trip is the larger share of a read's cost, so the read makes one.
 */
const cartAndLinesOfToken = prepared("cart_and_lines_of_token", (db: DbOrTx, name) =>
  db
    .select({ sessionId: sessions.id, cart: cartRowFieldsOf(ownersCart), ...lineFields })
    .from(sessions)
    .leftJoin(ownersCart, ownersCartOfSession)
    .leftJoin(cartItems, eq(cartItems.cartId, ownersCart.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(liveSessionByTokenHash())
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
    .prepare(name),
);

type CartAndLinesRow = Awaited<ReturnType<ReturnType<typeof cartAndLinesOfToken>["execute"]>>[number];

/** A row of `cartAndLinesOfToken` that carries a line, as `loadLines` answers it. */
const lineOfRow = (r: CartAndLinesRow): Line => ({
  itemId: r.itemId!,
  qty: r.qty!,
  planId: r.planId,
  offerPlanId: r.offerPlanId,
  customizationModel: r.customizationModel,
  product: r.product!,
  variant: r.variant!,
  thumbnail: r.thumbnail,
  categoryList: r.categoryList,
  tiers: r.tiers,
  relation: r.relation,
});

/**
 * `loadCartOfTokens` with the cart's lines (`loadLines`) in the same statement: null without a
 * live session among `tokens` or while its owner has no cart of `purpose`.
 */
export async function loadCartAndLinesOfTokens(
  db: DbOrTx,
  tokens: readonly string[],
  purpose: CartPurpose,
  now: Date,
): Promise<{ cart: CartRow; lines: Line[] } | null> {
  for (const hash of tokenHashes(tokens)) {
    const rows = await cartAndLinesOfToken(db).execute({ hash, purpose, now: now.toISOString() });
    if (rows.length === 0) continue;
    const cart = rows[0].cart;
    if (!cart) return null;
    return { cart, lines: rows.filter((r) => r.itemId !== null).map(lineOfRow) };
  }
  return null;
}
