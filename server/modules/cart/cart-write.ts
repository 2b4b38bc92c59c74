// Writes to the request's existing cart: under its row lock (SELECT … FOR UPDATE), so parallel
// edits queue up instead of losing each other's updates. Without a session or a cart there is no
// line to change: the id named is "not in your cart".
import { runTransaction } from "../../db/transaction";
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
  return runTransaction(ctx.db, async (tx) => {
    const cartId = await lockExistingCart(tx, owner);
    if (cartId === null) throw notInCart();
    await work(tx, cartId);
    await touchCart(tx, cartId);
    return cartId;
  });
}

/**
 * The request context for services called inside a transaction: queries go through `tx`, and the
 * shared cache is its transaction view (TtlCache.forTransaction). On PGlite's one connection a load
 * shared with callers outside would wait for this transaction to end, so a caller inside it never
 * waits for one: it takes a value that has arrived, or loads through `tx` for itself alone.
 */
export const inTransaction = (ctx: RequestContext, tx: Tx): RequestContext => ({
  ...ctx,
  db: tx,
  cache: ctx.cache.forTransaction(),
});
