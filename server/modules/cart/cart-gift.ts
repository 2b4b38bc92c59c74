// The free gift of a cart (spec part 2 §9 "Free gift over $100 spend", "Free-gift rules"): while
// the eligible subtotal is over FREE_GIFT_THRESHOLD_CENTS, a cart without a chosen gift offers the
// choice (cart-gift-options.ts) and a cart with one shows it, taken or removed. The choice is kept
// below the threshold and never changes; it is never a paid line. A chosen gift that can no longer
// be sent (out of stock, no unit to sell, no longer sold) is not shown as coming: the choice is
// offered again, saying which gift went away, since the shopper did not change it. The cart answer
// only says a choice is offered; its options (`GiftOutcome.options`) are answered by gift-options.
import { eq, sql } from "drizzle-orm";
import type { CartGiftCategory, CartGiftChoice, CartGiftProduct } from "../../../contract/cart";
import { FREE_GIFT_THRESHOLD_CENTS } from "../../../contract/cart-constants";
import { products, productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { firstVariantImageUrl } from "../catalog/variant-image";
import { giftOptions } from "./cart-gift-options";
import { giftSendable } from "./gift-sendable";

/** Whether a cart whose eligible lines come to `eligibleCents` is offered the gift. */
export const giftOffered = (eligibleCents: number) => eligibleCents > FREE_GIFT_THRESHOLD_CENTS;

/** What a cart answers about its gift: the chosen one, or the choice; both null when none is offered. */
export interface CartGiftState {
  gift_product: CartGiftProduct | null;
  gift_choice: CartGiftChoice | null;
}

/** The cart's gift state and, while it offers the choice, the options it offers (never empty). */
export interface GiftOutcome {
  state: CartGiftState;
  options: CartGiftCategory[] | null;
}

export const NO_GIFT: CartGiftState = { gift_product: null, gift_choice: null };
export const NO_GIFT_OUTCOME: GiftOutcome = { state: NO_GIFT, options: null };

/** The choice among `categories` (none when none has an option), without the gift that went away. */
function offer(categories: CartGiftCategory[], gone: { piid: number; name: string } | null): GiftOutcome {
  const left = gone
    ? categories
        .map((c) => ({ ...c, options: c.options.filter((o) => o.piid !== gone.piid) }))
        .filter((c) => c.options.length > 0)
    : categories;
  if (left.length === 0) return NO_GIFT_OUTCOME;
  return {
    state: { gift_product: null, gift_choice: { unavailable_gift: gone?.name ?? null } },
    options: left,
  };
}

/**
 * The gift part of a cart over the threshold. The options come from the shared cache; the chosen
 * gift is read from the catalog on every read, because whether it can still be sent changes by the
 * minute. `paidUnits` is how many units of a variant the cart's paid lines take: the order takes
 * those first (order-reservations.ts), so the gift needs one more. A cart priced inside a
 * transaction passes the context made for it (cart-write.ts `inTransaction`), so it never waits
 * for a load outside it.
 */
export async function cartGift(
  ctx: RequestContext,
  cart: { giftVariantId: number | null; giftRemoved: boolean },
  { paidUnits = () => 0 }: { paidUnits?: (variantId: number) => number } = {},
): Promise<GiftOutcome> {
  // The options are read only when the cart offers the choice: a cart with a sendable chosen gift
  // (most carts at checkout) never waits for them, also not inside the order's transaction.
  const offerAgain = async (gone: { piid: number; name: string } | null) =>
    offer(await giftOptions(ctx), gone);
  if (cart.giftVariantId === null) return offerAgain(null);
  const chosen = await loadChosen(ctx, cart.giftVariantId, paidUnits(cart.giftVariantId) + 1);
  if (!chosen) return offerAgain(null);
  const { sendable, ...gift } = chosen;
  if (sendable)
    return {
      state: { gift_product: { is_add: !cart.giftRemoved, ...gift, special_price: 0 }, gift_choice: null },
      options: null,
    };
  return offerAgain(gift);
}

/**
 * The chosen gift as the catalog has it now, and whether it can be sent while `units` of its
 * variant are needed (the cart's paid units of it, then the gift's one): the rule the gift options
 * and the order's stock take use (giftSendable). Null when the variant is gone.
 */
async function loadChosen(ctx: RequestContext, piid: number, units: number) {
  const [row] = await ctx.db
    .select({
      product_id: products.id,
      piid: productVariants.id,
      name: products.name,
      priceCents: productVariants.priceCents,
      sendable: sql<boolean>`${giftSendable(units)}`,
      small_image: firstVariantImageUrl(productVariants.id),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, piid))
    .limit(1);
  if (!row) return null;
  const { priceCents, ...rest } = row;
  return { ...rest, price: toDollars(priceCents) };
}
