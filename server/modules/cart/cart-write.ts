// Writes to the request's existing cart: under its row lock (SELECT … FOR UPDATE), so parallel
// edits queue up instead of losing each other's updates. Without a session or a cart there is no
// line to change: the id named is "not in your cart".
import type { RequestContext } from "../../http/context";
import { lockExistingCart, ownerOfAuth, type Tx, touchCart } from "./cart-owner";
import { notInCart } from "./cart-refusal";

/** Runs `work` on the request's cart under its lock and answers the cart id (after the commit). */
export async function writeRequestCart(
  ctx: RequestContext,
  work: (tx: Tx, cartId: number) => Promise<void>,
): Promise<number> {
  // Resolved before the transaction: PGlite has one connection, so nothing may run outside `tx` meanwhile.
  const auth = await ctx.auth();
  if (!auth) throw notInCart();
  const owner = ownerOfAuth(auth, ctx.cartPurpose);
  return ctx.db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, owner);
    if (cartId === null) throw notInCart();
    await work(tx, cartId);
    await touchCart(tx, cartId);
    return cartId;
  });
}

/** The request context with its queries going through `tx` (for services called inside a write). */
export const inTransaction = (ctx: RequestContext, tx: Tx): RequestContext => ({ ...ctx, db: tx });
