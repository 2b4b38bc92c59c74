// The free-gift calls (spec part 1 §7 PUT /api/cart/gift-delete, POST /api/cart/gift-add; part 2
// §9 "Free-gift rules"): choosing the gift once from the options, removing it and adding it back.
import { and, eq, isNull } from "drizzle-orm";
import type { CartResult } from "../../../contract/cart";
import { CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import { GIFT_CODES, GIFT_MESSAGES } from "../../../contract/gift-constants";
import { carts } from "../../db/schema/cart";
import type { RequestContext } from "../../http/context";
import type { Reply } from "../../http/route";
import { findOption } from "./cart-gift-options";
import { cartIdOfRequest, readCart } from "./cart-read";
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
const alreadyChosen = () => refuse(GIFT_CODES.alreadyChosen, GIFT_MESSAGES.alreadyChosen);

/**
 * POST /api/cart/gift-add. Without a chosen gift, `piid` chooses one of the options the cart
 * offers now; once chosen, it adds the gift back (no piid or the same one) and refuses any other.
 * Refused while the cart offers no gift (under the threshold, buy-now, nothing to offer).
 */
export function addGift(ctx: RequestContext, piid: number | undefined): Promise<CartResult | Reply> {
  return answering(async () => {
    const cartId = await cartIdOfRequest(ctx);
    if (cartId === null) throw giftNotOffered();
    const before = await readCart(ctx, cartId);
    if (before.gift_product) {
      if (piid !== undefined && piid !== before.gift_product.piid) throw alreadyChosen();
      await writeRequestCart(ctx, async (tx, id) => {
        await tx.update(carts).set({ giftRemoved: false }).where(eq(carts.id, id));
      });
      return readCart(ctx, cartId);
    }
    if (!before.gift_choice) throw giftNotOffered();
    if (piid === undefined) throw refuse(GIFT_CODES.chooseFirst, GIFT_MESSAGES.chooseFirst);
    if (!findOption(before.gift_choice.categories, piid))
      throw refuse(GIFT_CODES.notAnOption, GIFT_MESSAGES.notAnOption);
    await writeRequestCart(ctx, async (tx, id) => {
      // Only a cart without a choice takes one: a choice made meanwhile (another tab) stands.
      const [set] = await tx
        .update(carts)
        .set({ giftVariantId: piid, giftRemoved: false })
        .where(and(eq(carts.id, id), isNull(carts.giftVariantId)))
        .returning({ id: carts.id });
      if (set) return;
      const [row] = await tx.select({ chosen: carts.giftVariantId }).from(carts).where(eq(carts.id, id));
      if (row?.chosen !== piid) throw alreadyChosen();
    });
    return readCart(ctx, cartId);
  });
}
