// The cart read (spec part 1 §3 "Cart", "Cart item", §7 GET /api/carts). Totals are worked out
// here in integer cents and answered in dollars; plan prices come from today's offer list.
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { CartItem, CartResult } from "../../../contract/cart";
import { CART_ITEM_PLAN_ATTACHED } from "../../../contract/constants";
import type { ProtectionPlan } from "../../../contract/protection-constants";
import { cartItems } from "../../db/schema/cart";
import { products, productVariants, tierPrices } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { toDollars, toDollarsOrNull } from "../../lib/money";
import { publicPath } from "../catalog/category-trail";
import { optionSummary, usableQty } from "../catalog/variant-selection";
import { getOfferList } from "../protection/protection.service";
import { cartOwner, type DbOrTx, findCartId } from "./cart-owner";
import { currentPlan, linePrice, type TierPriceCents, termInYears } from "./cart-pricing";

export const EMPTY_CART: CartResult = {
  quoteId: null,
  items_count: 0,
  items_qty: 0,
  subtotal: 0,
  product_contract_total: 0,
  list: [],
};

async function loadLines(db: DbOrTx, cartId: number) {
  return db
    .select({
      itemId: cartItems.id,
      qty: cartItems.qty,
      planId: cartItems.planId,
      offerPlanId: cartItems.offerPlanId,
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
        qty: productVariants.qty,
        isInStock: productVariants.isInStock,
        minSaleQty: productVariants.minSaleQty,
        maxSaleQty: productVariants.maxSaleQty,
      },
      thumbnail: sql<string | null>`(
        select vi.url from variant_images vi where vi.variant_id = ${cartItems.variantId}
        order by vi.position, vi.id limit 1
      )`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

type Line = Awaited<ReturnType<typeof loadLines>>[number];

async function loadTiers(db: DbOrTx, variantIds: number[]): Promise<Map<number, TierPriceCents[]>> {
  const out = new Map<number, TierPriceCents[]>();
  if (variantIds.length === 0) return out;
  const rows = await db
    .select({ variantId: tierPrices.variantId, qty: tierPrices.qty, priceCents: tierPrices.priceCents })
    .from(tierPrices)
    .where(inArray(tierPrices.variantId, variantIds));
  for (const row of rows) out.set(row.variantId, [...(out.get(row.variantId) ?? []), row]);
  return out;
}

/** Today's offers for the lines that carry a plan (one offer-list lookup for the whole cart). */
async function loadOffers(ctx: RequestContext, lines: Line[]): Promise<Record<string, ProtectionPlan[]>> {
  const skus = lines.filter((l) => l.offerPlanId).map((l) => ({ referenceID: l.variant.sku }));
  return skus.length === 0 ? {} : getOfferList(ctx, { products: skus });
}

interface PricedLine {
  item: CartItem;
  /** Still sold and in stock: counts towards the totals. */
  buyable: boolean;
  rowCents: number;
  planCents: number;
}

function priceLine(line: Line, tiers: TierPriceCents[], offers: ProtectionPlan[]): PricedLine {
  const { product, variant } = line;
  const price = linePrice(variant, tiers, line.qty);
  const plan = currentPlan(offers, line);
  const usable = usableQty(variant);
  const special =
    variant.specialPriceCents !== null && variant.specialPriceCents < variant.priceCents
      ? variant.specialPriceCents
      : null;
  const item: CartItem = {
    item_id: line.itemId,
    name: product.name,
    sku: product.sku,
    sub_sku: variant.sku,
    type_id: product.typeId,
    piid: variant.id,
    product_id: product.id,
    url_path: publicPath(product.urlPath),
    thumbnail: line.thumbnail,
    qty: line.qty,
    price: toDollars(variant.priceCents),
    special_price: toDollarsOrNull(special),
    unit_price: toDollars(price.unitCents),
    row_total: toDollars(price.rowCents),
    old_row_total: toDollars(price.oldRowCents),
    status: product.status === 2 ? 2 : 1,
    color: variant.color,
    option_value: optionSummary(variant),
    product_tag: product.productTag,
    presale_end_date: product.presaleEndDate ? product.presaleEndDate.toISOString() : null,
    is_no_discount_product: product.isNoDiscount,
    has_contract: plan ? CART_ITEM_PLAN_ATTACHED : 0,
    extend: plan
      ? {
          planId: plan.planId,
          offerPlanId: plan.offerPlanId,
          term: termInYears(plan.term),
          price: plan.price,
          title: plan.title,
          qty: line.qty,
        }
      : null,
    inventory: {
      is_in_stock: variant.isInStock,
      usable_qty: usable,
      min_sale_qty: variant.minSaleQty,
      qty: variant.qty,
      product_id: product.id,
    },
  };
  const buyable = product.status === 1 && usable >= 1;
  return { item, buyable, rowCents: price.rowCents, planCents: plan ? plan.price * line.qty : 0 };
}

/** One cart by id, priced now. */
export async function readCart(ctx: RequestContext, cartId: number): Promise<CartResult> {
  const lines = await loadLines(ctx.db, cartId);
  const [tiers, offers] = await Promise.all([
    loadTiers(
      ctx.db,
      lines.map((l) => l.variant.id),
    ),
    loadOffers(ctx, lines),
  ]);
  const priced = lines.map((l) =>
    priceLine(l, tiers.get(l.variant.id) ?? [], l.offerPlanId ? (offers[l.variant.sku] ?? []) : []),
  );
  const buyable = priced.filter((p) => p.buyable);
  return {
    quoteId: cartId,
    items_count: priced.length,
    items_qty: priced.reduce((n, p) => n + p.item.qty, 0),
    subtotal: toDollars(buyable.reduce((n, p) => n + p.rowCents, 0)),
    product_contract_total: toDollars(buyable.reduce((n, p) => n + p.planCents, 0)),
    list: priced.map((p) => p.item),
  };
}

/** GET /api/carts: the request's cart; without a session or a cart, an empty one (nothing is created). */
export async function cartOfRequest(ctx: RequestContext): Promise<CartResult> {
  const owner = await cartOwner(ctx);
  if (!owner) return EMPTY_CART;
  const cartId = await findCartId(ctx.db, owner);
  return cartId === null ? EMPTY_CART : readCart(ctx, cartId);
}
