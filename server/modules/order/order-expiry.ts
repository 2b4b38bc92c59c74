// An order placed but never paid (the page was closed between Place Order and the payment answer,
// or the browser died) would hold its stock, coupon use and points for ever. Once it is older than
// PENDING_ORDER_MINUTES (server/config.ts) it expires: everything it took comes back as a decline
// gives it back (order-decline.ts: stock, the coupon use, spent points; its lines, coupon and points
// return to the cart) and it ends as `expired`, which the order pages show with a note
// (ORDER_MESSAGES.expired), so a shopper who comes back learns what happened and finds the items in
// the cart.
//
// Exactly once: each order is given back in its own transaction, under its row lock, and only while
// it is still pending_payment. Paying (order-payment.service.ts), canceling and this sweep all lock
// the row and check the status first, so whichever commits first decides and the others find the
// order no longer pending. SKIP LOCKED passes over an order whose payment is being asked of the
// provider right now (the next sweep sees how it ended), and lets sweeps of several instances run
// side by side without waiting on or repeating each other's orders.
import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/order";
import { runTransaction } from "../../db/transaction";
import type { Logger } from "../../http/logger";
import { giveBackDeclinedOrder } from "./order-decline";

/** The default of PENDING_ORDER_MINUTES: how long an unpaid order holds what it took. */
export const DEFAULT_PENDING_ORDER_MINUTES = 60;
/** At most this many per sweep, so one sweep stays short; the next sweep takes the rest. */
const BATCH = 100;

/**
 * How often a running server sweeps for expired orders: a quarter of the pending time, between one
 * and fifteen minutes, so an order is given back at most a quarter late.
 */
export function expirySweepMs(pendingMinutes: number): number {
  return Math.min(15, Math.max(1, pendingMinutes / 4)) * 60_000;
}

/**
 * The oldest unpaid orders placed before `before`, at most BATCH. Oldest first by created_at, so the
 * partial index orders_pending_created_idx (pending orders only) answers it without reading the
 * rest of the table, however many orders it keeps.
 */
export function staleOrders(db: Db, before: Date) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(BATCH);
}

/**
 * Expires pending orders placed more than `pendingMinutes` before `now`; answers how many it gave
 * back (an order paid, canceled or being paid meanwhile is left alone).
 */
export async function giveBackAbandonedOrders(
  db: Db,
  now: Date,
  logger: Logger,
  pendingMinutes = DEFAULT_PENDING_ORDER_MINUTES,
): Promise<number> {
  const before = new Date(now.getTime() - pendingMinutes * 60_000);
  const stale = await staleOrders(db, before);
  let given = 0;
  for (const { id } of stale) {
    // Each order in its own transaction, locked and checked again: a payment may have landed
    // meanwhile, and a successful one moves the order out of pending_payment in its own transaction.
    const done = await runTransaction(db, async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, id))
        .for("update", { skipLocked: true });
      // Locked by a payment or cancel in progress (skipped), or no longer pending: not ours to give back.
      if (order?.status !== "pending_payment") return false;
      await giveBackDeclinedOrder({ now, logger }, tx, order, "expired");
      return true;
    });
    if (done) given++;
  }
  return given;
}
