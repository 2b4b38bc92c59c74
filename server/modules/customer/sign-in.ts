// The one way a customer becomes signed in (password, code, reset link, Google): a new session
// token every time, the guest cart merged into the customer's, the guest session ended.
import type { Context } from "hono";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../http/context";
import {
  clearSessionCookie,
  createSession,
  GUEST_COOKIE,
  resolveAuth,
  revokeSession,
  SESSION_COOKIE,
  setSessionCookie,
} from "../../http/session";
import { moveGuestBuyNow } from "../buy-now/buy-now-sign-in";
import { mergeGuestCart } from "../cart/cart-merge";
import { moveGuestOrders } from "../order/order-handover";
import { moveGuestHelpfulVotes } from "../reviews/helpful-handover";
import { moveGuestPushSubscriptions } from "../web-push/web-push-handover";

/** A database handle inside a transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Starts a customer session inside the caller's transaction `tx` (so the sign-in and whatever
 * proved it — a used code, a reset token — commit together). The request's current session, if
 * any, ends: a guest's cart first merges into the customer's cart (and its buy-now, orders and
 * helpful votes become the customer's); a previous customer session
 * (signing in again, or as someone else) is revoked.
 */
export async function startCustomerSession(
  ctx: RequestContext,
  tx: Tx,
  customerId: number,
): Promise<{ token: string; sessionId: number }> {
  // Resolved through `tx`, not ctx.auth(): PGlite has one connection, and a query outside the open
  // transaction would wait for it forever.
  const current = await resolveAuth(tx, ctx.tokens, ctx.now);
  if (current) {
    // Revoked first: the revoke locks the session row until this transaction ends, so a guest add
    // racing the sign-in either committed before (its cart is merged below) or waits and is then
    // refused (cart-owner.ts lockCartOfWriter) — it cannot leave a cart the merge did not see.
    await revokeSession(tx, current.sessionId, ctx.now);
    if (current.customerId === null) {
      await mergeGuestCart(tx, { guestSessionId: current.sessionId, customerId });
      await moveGuestBuyNow(tx, { guestSessionId: current.sessionId, customerId });
      await moveGuestOrders(tx, { guestSessionId: current.sessionId, customerId, now: ctx.now });
      await moveGuestHelpfulVotes(tx, { guestSessionId: current.sessionId, customerId });
    }
  }
  const { id, token } = await createSession(tx, { customerId, now: ctx.now, days: ctx.config.SESSION_DAYS });
  // A guest's Web Push subscriptions follow the guest into the account (web-push/web-push-handover.ts).
  if (current?.customerId === null)
    await moveGuestPushSubscriptions(tx, { guestSessionId: current.sessionId, customerId, sessionId: id });
  return { token, sessionId: id };
}

/** The browser side of a sign-in: the customer cookie set, the guest cookie gone. */
export function setSignedInCookies(c: Context, ctx: RequestContext, token: string): void {
  setSessionCookie(c, ctx.config, SESSION_COOKIE, token);
  clearSessionCookie(c, ctx.config, GUEST_COOKIE);
}
