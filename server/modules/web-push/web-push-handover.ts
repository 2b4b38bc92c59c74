// A guest's Web Push subscriptions become the customer's when that guest signs in (or signs up), in
// the sign-in's transaction, like the cart and the guest's orders (customer/sign-in.ts): the browser
// that allowed notifications as a guest is the customer's browser now, and a send to that customer
// reaches it. The guest session ends with the sign-in, so they follow the new session too.
import { and, eq, isNull } from "drizzle-orm";
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
