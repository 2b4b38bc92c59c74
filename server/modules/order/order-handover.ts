// A guest who signs in (or signs up) keeps their orders (issue 15 §7): the guest session's orders,
// unpaid and paid, become the customer's inside the sign-in's transaction, as the guest cart and
// buy-now checkout do (cart-merge.ts, buy-now-sign-in.ts). Without this the sign-in ended the
// session the orders belonged to (order-ownership.ts), so the shopper could no longer view, pay
// or cancel them, and an unpaid one held its stock until it expired.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { couponRedemptions, orders } from "../../db/schema/order";
import type { Tx } from "../cart/cart-owner";

/**
 * Moves the guest session's orders to the customer; answers their ids. A payment or cancel of one
 * of them in flight holds its row lock, so the move waits for it and then moves what it left.
 * The orders' coupon uses become the customer's too, so the coupon's once-per-customer limit
 * counts them. The guest session id stays on the order as a record of where it was placed.
 */
export async function moveGuestOrders(
  tx: Tx,
  { guestSessionId, customerId, now }: { guestSessionId: number; customerId: number; now: Date },
): Promise<number[]> {
  const moved = await tx
    .update(orders)
    .set({ customerId, updatedAt: now })
    .where(and(isNull(orders.customerId), eq(orders.guestSessionId, guestSessionId)))
    .returning({ id: orders.id });
  const ids = moved.map((o) => o.id);
  if (ids.length > 0)
    await tx
      .update(couponRedemptions)
      .set({ customerId })
      .where(and(inArray(couponRedemptions.orderId, ids), isNull(couponRedemptions.customerId)));
  return ids;
}
