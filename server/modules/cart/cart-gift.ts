// The free gift of a cart (spec part 2 §9 "Free gift over $100 spend", "Free-gift rules"): while
// the eligible subtotal is over FREE_GIFT_THRESHOLD_CENTS, a cart without a chosen gift offers the
// choice (cart-gift-options.ts) and a cart with one shows it, taken or removed. The choice is kept
// below the threshold and never changes; it is never a paid line.
import { eq, sql } from "drizzle-orm";
import type { CartGiftChoice, CartGiftProduct } from "../../../contract/cart";
import { FREE_GIFT_THRESHOLD_CENTS } from "../../../contract/cart-constants";
import { products, productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { findOption, giftOptions } from "./cart-gift-options";

/** Whether a cart whose eligible lines come to `eligibleCents` is offered the gift. */
export const giftOffered = (eligibleCents: number) => eligibleCents > FREE_GIFT_THRESHOLD_CENTS;

/** What a cart answers about its gift: the chosen one, or the choice; both null when none is offered. */
export interface CartGiftState {
  gift_product: CartGiftProduct | null;
  gift_choice: CartGiftChoice | null;
}

export const NO_GIFT: CartGiftState = { gift_product: null, gift_choice: null };

/**
 * The gift part of a cart over the threshold. The options come from the shared cache; the chosen
 * gift is read from them too (it usually is one of them), else from the catalog by its id (the
 * options moved on since it was chosen). A cart priced inside a transaction passes a context whose
 * `db` is that transaction and `inTransaction`, so it never waits for a load outside it.
 */
export async function cartGift(
  ctx: RequestContext,
  cart: { giftVariantId: number | null; giftRemoved: boolean },
  { inTransaction = false } = {},
): Promise<CartGiftState> {
  const categories = await giftOptions(ctx, { inTransaction });
  if (cart.giftVariantId === null)
    return { gift_product: null, gift_choice: categories.length > 0 ? { categories } : null };
  const chosen = findOption(categories, cart.giftVariantId) ?? (await loadChosen(ctx, cart.giftVariantId));
  return {
    gift_product: chosen ? { is_add: !cart.giftRemoved, ...chosen, special_price: 0 } : null,
    gift_choice: null,
  };
}

/** A chosen gift that is no longer among the options, as the catalog has it now (sold or not). */
async function loadChosen(ctx: RequestContext, piid: number) {
  const [row] = await ctx.db
    .select({
      product_id: products.id,
      piid: productVariants.id,
      name: products.name,
      priceCents: productVariants.priceCents,
      small_image: sql<string | null>`(
        select vi.url from variant_images vi where vi.variant_id = ${productVariants.id}
        order by vi.position, vi.id limit 1
      )`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, piid))
    .limit(1);
  if (!row) return null;
  const { priceCents, ...rest } = row;
  return { ...rest, price: toDollars(priceCents) };
}
