// An order placed but never paid (the page was closed between Place Order and the payment answer,
// or the browser died) would hold its stock, coupon use and points for ever. Housekeeping gives
// such orders back as a decline does (order-decline.ts) once they are an hour old: the stock is on
// sale again and the shopper finds the items back in the cart.
import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/order";
import { runTransaction } from "../../db/transaction";
import type { Logger } from "../../http/logger";
import { giveBackDeclinedOrder } from "./order-decline";

export const ABANDONED_ORDER_MS = 60 * 60 * 1000;
/** At most this many per sweep, so one sweep stays short. */
const BATCH = 100;

/** Gives back pending orders older than ABANDONED_ORDER_MS; answers how many. */
export async function giveBackAbandonedOrders(db: Db, now: Date, logger: Logger): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_ORDER_MS);
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.createdAt, before)))
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let given = 0;
  for (const { id } of stale) {
    // Each order in its own transaction, locked and checked again: a payment may have landed
    // meanwhile, and a successful one moves the order out of pending_payment in its own transaction.
    const done = await runTransaction(db, async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (order?.status !== "pending_payment") return false;
      await giveBackDeclinedOrder({ now, logger }, tx, order);
      return true;
    });
    if (done) given++;
  }
  return given;
}
