// Web Push subscriptions follow the browser's session through sign-in and sign-out (decision 0041).
// Signing in: a guest's subscriptions become the customer's, in the sign-in's transaction, like the
// cart and the guest's orders (customer/sign-in.ts): the browser that allowed notifications as a
// guest is the customer's browser now, and a send to that customer reaches it.
// Signing out: the subscriptions made in (or brought into) that customer session go back to the
// browser's new guest session, so the customer's own notifications stop reaching a browser they
// left (a shared computer); the browser still gets the ones for everyone.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webPushSubscriptions } from "../../db/schema/web-push";
import type { Tx } from "../../db/transaction";

export async function moveGuestPushSubscriptions(
  tx: Tx,
  input: { guestSessionId: number; customerId: number; sessionId: number },
): Promise<void> {
  await tx
    .update(webPushSubscriptions)
    .set({ customerId: input.customerId, sessionId: input.sessionId })
    .where(
      and(eq(webPushSubscriptions.sessionId, input.guestSessionId), isNull(webPushSubscriptions.customerId)),
    );
}

export async function moveSignedOutPushSubscriptions(
  db: Pick<Db, "update">,
  input: { customerSessionId: number; guestSessionId: number },
): Promise<void> {
  await db
    .update(webPushSubscriptions)
    .set({ customerId: null, sessionId: input.guestSessionId })
    .where(eq(webPushSubscriptions.sessionId, input.customerSessionId));
}
