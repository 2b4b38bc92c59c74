// Cart-wide choices (spec part 1 §7 PUT /api/cart/shipping-method): the shipping method or store
// pickup. The free gift's calls are in cart-gift.service.ts.
import { eq } from "drizzle-orm";
import type { CartResult } from "../../../contract/cart";
import {
  CART_PICKUP_CODES,
  CART_PICKUP_MESSAGES,
  PICKUP_METHOD_CODE,
  type ShippingMethodCode,
} from "../../../contract/cart-constants";
import { carts } from "../../db/schema/cart";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import type { Reply } from "../../http/route";
import { loadLines } from "./cart-lines";
import { cartOwnerForWrite, lockCartOfWriter } from "./cart-owner";
import { pickupAllowed } from "./cart-pickup";
import { readCart } from "./cart-read";
import { answering, refuse } from "./cart-refusal";

/**
 * Chooses the shipping method. The choice is kept on the cart, created when the shopper has none
 * yet (a shopper without a session gets a guest session, like add-to-cart: `onGuestStarted`).
 */
export function setShippingMethod(
  ctx: RequestContext,
  code: ShippingMethodCode | typeof PICKUP_METHOD_CODE,
  onGuestStarted: (token: string) => void,
): Promise<CartResult | Reply> {
  return answering(async () => {
    const auth = await ctx.auth();
    const { cartId, newGuestToken } = await runTransaction(ctx.db, async (tx) => {
      const writer = await cartOwnerForWrite(ctx, tx, auth);
      // The lock also marks the cart changed (its upsert sets updated_at).
      const id = await lockCartOfWriter(tx, writer, ctx.now);
      if (code === PICKUP_METHOD_CODE) {
        // Checked under the cart's lock: no line can be added between the check and the switch.
        if (!pickupAllowed(await loadLines(tx, id)))
          throw refuse(CART_PICKUP_CODES.pickupNotAllowed, CART_PICKUP_MESSAGES.pickupNotAllowed);
        // Nothing is shipped, so shipping protection goes with the switch.
        await tx.update(carts).set({ isPickup: true, shippingProtection: false }).where(eq(carts.id, id));
      } else {
        await tx.update(carts).set({ shippingMethod: code, isPickup: false }).where(eq(carts.id, id));
      }
      return { cartId: id, newGuestToken: writer.newGuestToken };
    });
    if (newGuestToken) onGuestStarted(newGuestToken);
    return readCart(ctx, cartId);
  });
}
