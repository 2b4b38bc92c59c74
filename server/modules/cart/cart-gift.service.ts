// The free-gift calls (spec part 1 §7 PUT /api/cart/gift-delete, POST /api/cart/gift-add; part 2
// §9 "Free-gift rules"; GET /api/cart/gift-options): the options offered, choosing the gift once
// from them, removing it and adding it back.
import { eq } from "drizzle-orm";
import type { CartGiftOptions, CartResult } from "../../../contract/cart";
import { CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import { GIFT_CODES, GIFT_MESSAGES } from "../../../contract/gift-constants";
import { carts } from "../../db/schema/cart";
import type { RequestContext } from "../../http/context";
import type { Reply } from "../../http/route";
import { findOption } from "./cart-gift-options";
import { cartIdOfRequest, priceCart, pricedCartOfRequest, readCart } from "./cart-read";
import { answering, refuse } from "./cart-refusal";
import { writeRequestCart } from "./cart-write";

/** PUT /api/cart/gift-delete: the shopper does not want the free gift now; the choice is kept. */
export function removeGift(ctx: RequestContext): Promise<CartResult | Reply> {
  return answering(async () => {
    const cartId = await writeRequestCart(ctx, async (tx, id) => {
      await tx.update(carts).set({ giftRemoved: true }).where(eq(carts.id, id));
    });
    return readCart(ctx, cartId);
  });
}

const giftNotOffered = () => refuse(CART_CODES.giftNotOffered, CART_MESSAGES.giftNotOffered);
/**
 * GET /api/cart/gift-options: what the request's cart offers to choose from now (the cart answer
 * only says a choice is offered). Priced like a cart read, so it offers exactly what gift-add takes.
 */
export function giftOptionsOfRequest(ctx: RequestContext): Promise<CartGiftOptions | Reply> {
  return answering(async () => {
    const categories = (await pricedCartOfRequest(ctx))?.giftOptions;
    if (!categories) throw giftNotOffered();
    return { categories };
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
    if ((await cartIdOfRequest(ctx)) === null) throw giftNotOffered();
    const cartId = await writeRequestCart(ctx, async (tx, id) => {
      // Priced through `tx` (priceCart then keeps off loads shared outside the transaction), the
      // options with it: the ones this cart offers under its lock.
      const priced = await priceCart(ctx, tx, id);
      const cart = priced?.result;
      if (cart?.gift_product) {
        if (piid !== undefined && piid !== cart.gift_product.piid) throw alreadyChosen();
        await tx.update(carts).set({ giftRemoved: false }).where(eq(carts.id, id));
        return;
      }
      // Options only while the cart offers the choice (gift_choice non-null).
      const options = priced?.giftOptions;
      if (!options) throw giftNotOffered();
      if (piid === undefined) throw refuse(GIFT_CODES.chooseFirst, GIFT_MESSAGES.chooseFirst);
      if (!findOption(options, piid)) throw refuse(GIFT_CODES.notAnOption, GIFT_MESSAGES.notAnOption);
      // No choice, or one that can no longer be sent (cart-gift.ts): this one is the cart's now.
      await tx.update(carts).set({ giftVariantId: piid, giftRemoved: false }).where(eq(carts.id, id));
    });
    return readCart(ctx, cartId);
  });
}
