// The free-gift calls (spec part 1 §7 PUT /api/cart/gift-delete, POST /api/cart/gift-add; part 2
// §9 "Free-gift rules"; GET /api/cart/gift-options): the options offered, choosing the gift once
// from them, removing it and adding it back.
import { eq } from "drizzle-orm";
import type { CartGiftOptions, CartResult } from "../../../contract/cart";
import { CART_CODES, CART_MESSAGES, giftSpendMoreMessage } from "../../../contract/cart-constants";
import { GIFT_CODES, GIFT_MESSAGES } from "../../../contract/gift-constants";
import { carts } from "../../db/schema/cart";
import type { RequestContext } from "../../http/context";
import type { Reply } from "../../http/route";
import { giftOffered } from "./cart-gift";
import { findOption } from "./cart-gift-options";
import { cartIdOfRequest, type PricedCart, priceCart, pricedCartOfRequest, readCart } from "./cart-read";
import { answering, refuse } from "./cart-refusal";
import { inTransaction, writeRequestCart } from "./cart-write";

/** PUT /api/cart/gift-delete: the shopper does not want the free gift now; the choice is kept. */
export function removeGift(ctx: RequestContext): Promise<CartResult | Reply> {
  return answering(async () => {
    const cartId = await writeRequestCart(ctx, async (tx, id) => {
      await tx.update(carts).set({ giftRemoved: true }).where(eq(carts.id, id));
    });
    return readCart(ctx, cartId);
  });
}

const notOffered = (message: string) => refuse(CART_CODES.giftNotOffered, message);

/**
 * The buy-now checkout's refusal: the gift is the shopping cart's (priceCart offers it only to
 * purpose "cart"). Given before any cart is read when the request works on the buy-now checkout
 * (ctx.cartPurpose), which may have no cart at all.
 */
const buyNowRefused = () => notOffered(CART_MESSAGES.giftBuyNow);

/**
 * The refusal of a shopping cart (`priced`, null without one) that offers no choice now, saying
 * why: a gift is chosen already and can still be sent; the eligible lines are not over the
 * threshold (how much more it takes); or nothing can be sent as a gift now (every gift category is
 * out). The buy-now checkout is refused before its cart is read (`buyNowRefused`).
 */
function giftNotOffered(priced: PricedCart | null) {
  if (priced?.result.gift_product) return notOffered(GIFT_MESSAGES.alreadyChosen);
  const eligibleCents = priced?.eligibleCents ?? 0;
  if (!giftOffered(eligibleCents)) return notOffered(giftSpendMoreMessage(eligibleCents));
  return notOffered(CART_MESSAGES.giftNoneAvailable);
}

/**
 * GET /api/cart/gift-options: what the request's cart offers to choose from now (the cart answer
 * only says a choice is offered). Priced like a cart read, so it offers exactly what gift-add takes.
 */
export function giftOptionsOfRequest(ctx: RequestContext): Promise<CartGiftOptions | Reply> {
  return answering(async () => {
    if (ctx.cartPurpose === "buy_now") throw buyNowRefused();
    const priced = await pricedCartOfRequest(ctx);
    if (!priced?.giftOptions) throw giftNotOffered(priced);
    return { categories: priced.giftOptions };
  });
}

const alreadyChosen = () => refuse(GIFT_CODES.alreadyChosen, GIFT_MESSAGES.alreadyChosen);

/**
 * POST /api/cart/gift-add. Without a chosen gift, `piid` chooses one of the options the cart
 * offers now; once chosen, it adds the gift back (no piid or the same one) and refuses any other.
 * Refused while the cart offers no gift (under the threshold, buy-now, nothing to offer). Every
 * check is made on the cart priced under its lock, inside the write: a cart read before the lock
 * may since have been ordered and emptied, dropped under the threshold or chosen in another tab.
 */
export function addGift(ctx: RequestContext, piid: number | undefined): Promise<CartResult | Reply> {
  return answering(async () => {
    if (ctx.cartPurpose === "buy_now") throw buyNowRefused();
    if ((await cartIdOfRequest(ctx)) === null) throw giftNotOffered(null);
    const cartId = await writeRequestCart(ctx, async (tx, id) => {
      // Priced through `tx` (its context keeps off loads shared outside the transaction), the
      // options with it: the ones this cart offers under its lock.
      const priced = await priceCart(inTransaction(ctx, tx), id);
      const cart = priced?.result;
      if (cart?.gift_product) {
        if (piid !== undefined && piid !== cart.gift_product.piid) throw alreadyChosen();
        await tx.update(carts).set({ giftRemoved: false }).where(eq(carts.id, id));
        return;
      }
      // Options only while the cart offers the choice (gift_choice non-null).
      const options = priced?.giftOptions;
      if (!options) throw giftNotOffered(priced);
      if (piid === undefined) throw refuse(GIFT_CODES.chooseFirst, GIFT_MESSAGES.chooseFirst);
      if (!findOption(options, piid)) throw refuse(GIFT_CODES.notAnOption, GIFT_MESSAGES.notAnOption);
      // No choice, or one that can no longer be sent (cart-gift.ts): this one is the cart's now.
      await tx.update(carts).set({ giftVariantId: piid, giftRemoved: false }).where(eq(carts.id, id));
    });
    return readCart(ctx, cartId);
  });
}
