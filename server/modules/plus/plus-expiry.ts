// The end of a membership (issue 18): when expires_at has passed, the customer goes back to the
// group saved at the join (usually General), with a note in the bell. Run by the housekeeping
// timer and by the operator's expire-now. Each membership in its own transaction, its row locked
// (SKIP LOCKED: two instances sweeping at once take different rows), the expiry checked again
// under the lock: a renewal paid a moment earlier has moved it and is left alone.
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { PLUS_CUSTOMER_GROUP, PLUS_LANDING_PATH, PLUS_MESSAGES } from "../../../contract/plus-constants";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema/customer";
import { plusMemberships } from "../../db/schema/plus";
import type { Tx } from "../../db/transaction";
import type { Logger } from "../../http/logger";
import { writeSystemNote } from "../notes/notes.service";

const BATCH = 100;

/** Ends one membership whose time is up (locked by the caller). Answers whether it did. */
export async function expireMembershipRow(tx: Tx, customerId: number, now: Date): Promise<boolean> {
  const [m] = await tx
    .select()
    .from(plusMemberships)
    .where(
      and(
        eq(plusMemberships.customerId, customerId),
        isNull(plusMemberships.expiredAt),
        lte(plusMemberships.expiresAt, now),
      ),
    )
    .for("update", { skipLocked: true });
  if (!m) return false;
  await tx
    .update(plusMemberships)
    .set({ expiredAt: now, updatedAt: now })
    .where(eq(plusMemberships.customerId, customerId));
  // Only out of PLUS+: an operator may have moved the customer to another group meanwhile.
  await tx
    .update(customers)
    .set({ customerGroup: m.previousGroup, customerGroupId: m.previousGroupId, updatedAt: now })
    .where(and(eq(customers.id, customerId), eq(customers.customerGroup, PLUS_CUSTOMER_GROUP)));
  await writeSystemNote(tx, {
    customerId,
    title: "Plus+ membership expired",
    content: PLUS_MESSAGES.expiredNote,
    url: PLUS_LANDING_PATH,
    dedupeKey: `plus-expired:${customerId}:${m.expiresAt.toISOString()}`,
    createdAt: now,
  });
  return true;
}

/** Sweeps memberships whose expiry has passed; answers how many ended. */
export async function expireMemberships(db: Db, now: Date, logger?: Logger): Promise<number> {
  let ended = 0;
  for (;;) {
    const due = await db
      .select({ customerId: plusMemberships.customerId })
      .from(plusMemberships)
      .where(and(isNull(plusMemberships.expiredAt), lte(plusMemberships.expiresAt, now)))
      .orderBy(asc(plusMemberships.expiresAt))
      .limit(BATCH);
    let round = 0;
    for (const { customerId } of due) {
      if (await db.transaction((tx) => expireMembershipRow(tx, customerId, now))) round++;
    }
    ended += round;
    if (due.length < BATCH || round === 0) break;
  }
  if (ended > 0) logger?.info("plus memberships expired", { count: ended });
  return ended;
}

/** The operator's expire-now: the membership ends at `now` and the expiry runs at once. */
export async function expireNow(db: Db, customerId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(plusMemberships)
      .where(eq(plusMemberships.customerId, customerId))
      .for("update");
    if (!m) return null;
    // The period must stay positive (a check constraint): a membership started this very moment
    // is moved to have started a second earlier.
    const startedAt = m.startedAt.getTime() < now.getTime() ? m.startedAt : new Date(now.getTime() - 1000);
    await tx
      .update(plusMemberships)
      .set({ startedAt, expiresAt: now, expiredAt: null, updatedAt: now })
      .where(eq(plusMemberships.customerId, customerId));
    await expireMembershipRow(tx, customerId, now);
    const [c] = await tx
      .select({ group: customers.customerGroup })
      .from(customers)
      .where(eq(customers.id, customerId));
    return { customer_id: customerId, customer_group: c?.group ?? "", expires_at: now.toISOString() };
  });
}
