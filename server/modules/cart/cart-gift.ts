// The free gift (spec part 2 §9 "Free gift over $100 spend"): while the eligible subtotal is over
// FREE_GIFT_THRESHOLD_CENTS the cart offers one gift. The gift is chosen deterministically from the
// real catalog: the cheapest enabled variant that can be bought now among the products listed in
// FREE_GIFT_CATEGORY_ID (Home Decor), ties by lowest variant id. It is never a paid line.
import { and, asc, eq, exists, sql } from "drizzle-orm";
import type { CartGiftProduct } from "../../../contract/cart";
import { FREE_GIFT_CATEGORY_ID, FREE_GIFT_THRESHOLD_CENTS } from "../../../contract/cart-constants";
import { productCategories, products, productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";

/** Whether a cart whose eligible lines come to `eligibleCents` is offered the gift. */
export const giftOffered = (eligibleCents: number) => eligibleCents > FREE_GIFT_THRESHOLD_CENTS;

/** The gift as every shopper is offered it; each cart adds whether it took it (`is_add`). */
type Gift = Omit<CartGiftProduct, "is_add">;

/**
 * The gift the cart offers, from the shared cache: it is the same for every shopper, so the catalog
 * is searched once per cache lifetime, not on every read over the threshold. `isAdd` is the cart's
 * own choice (false once the shopper removed the gift). A cart priced inside a transaction passes
 * a context whose `db` is that transaction and `inTransaction`, so it never waits for a load that
 * runs outside it (TtlCache `shareLoad`).
 */
export async function findGift(
  ctx: RequestContext,
  isAdd: boolean,
  { inTransaction = false } = {},
): Promise<CartGiftProduct | null> {
  const gift = await ctx.cache.get("cart-gift", () => loadGift(ctx), { shareLoad: !inTransaction });
  return gift ? { is_add: isAdd, ...gift } : null;
}

// The order and the buyable test are written as the partial index product_variants_buyable_price_idx
// (db/schema/catalog.ts) has them, so the cheapest candidates are read from the index first.
async function loadGift(ctx: RequestContext): Promise<Gift | null> {
  const [row] = await ctx.db
    .select({
      productId: products.id,
      piid: productVariants.id,
      name: products.name,
      priceCents: productVariants.priceCents,
      image: sql<string | null>`(
        select vi.url from variant_images vi where vi.variant_id = ${productVariants.id}
        order by vi.position, vi.id limit 1
      )`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        sql`${productVariants.isInStock} and ${productVariants.qty} >= 1 and ${productVariants.maxSaleQty} >= 1`,
        eq(products.status, 1),
        exists(
          ctx.db
            .select({ one: sql`1` })
            .from(productCategories)
            .where(
              and(
                eq(productCategories.productId, productVariants.productId),
                eq(productCategories.categoryId, FREE_GIFT_CATEGORY_ID),
              ),
            ),
        ),
      ),
    )
    .orderBy(
      sql`least(${productVariants.priceCents}, coalesce(${productVariants.specialPriceCents}, ${productVariants.priceCents}))`,
      asc(productVariants.id),
    )
    .limit(1);
  if (!row) return null;
  return {
    product_id: row.productId,
    piid: row.piid,
    name: row.name,
    small_image: row.image,
    price: toDollars(row.priceCents),
    special_price: 0,
  };
}
