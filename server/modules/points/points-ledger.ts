// The points ledger's one writer (decision 0046): every change of customers.points goes through
// changePoints, which locks the customer's row, changes the balance and appends one ledger row in the
// caller's transaction, so sum(points_ledger.delta) = customers.points holds at every commit.
import { eq, sql } from "drizzle-orm";
import { customers } from "../../db/schema/customer";
import { pointsLedger } from "../../db/schema/points";
import type { Tx } from "../cart/cart-owner";

export const POINTS_KINDS = [
  "opening",
  "earned",
  "taken_back",
  "spent",
  "refund",
  "referral",
  "task",
  "expired",
] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

export interface PointsChange {
  customerId: number | null;
  /** Positive adds, negative takes. */
  delta: number;
  kind: PointsKind;
  orderId?: number | null;
  taskKey?: string | null;
  at?: Date;
  /**
   * What a take larger than the balance does: "refuse" changes nothing and answers null (spending);
   * "clamp" takes what the balance still holds (taking back earned points that may be spent already).
   */
  short?: "refuse" | "clamp";
}

/**
 * Changes a customer's points and writes the ledger row. Answers the change applied (0 when there
 * was nothing to change or no such customer; a guest's null id is no customer), or null when a
 * take was refused for a short balance.
 */
export async function changePoints(tx: Tx, change: PointsChange): Promise<number | null> {
  if (change.customerId === null || change.delta === 0) return 0;
  const [row] = await tx
    .select({ points: customers.points })
    .from(customers)
    .where(eq(customers.id, change.customerId))
    // The lock the balance's UPDATE takes anyway (not FOR UPDATE): inserting an order or a cart of
    // this customer (their foreign-key checks) does not wait for it.
    .for("no key update");
  if (!row) return change.delta < 0 && change.short !== "clamp" ? null : 0;
  let delta = change.delta;
  if (row.points + delta < 0) {
    if (change.short !== "clamp") return null;
    delta = -row.points;
  }
  if (delta === 0) return 0;
  await tx
    .update(customers)
    .set({ points: sql`${customers.points} + ${delta}` })
    .where(eq(customers.id, change.customerId));
  await tx.insert(pointsLedger).values({
    customerId: change.customerId,
    delta,
    kind: change.kind,
    orderId: change.orderId ?? null,
    taskKey: change.taskKey ?? null,
    ...(change.at ? { createdAt: change.at } : {}),
  });
  return delta;
}
