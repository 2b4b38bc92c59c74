// The Plus+ member benefits the server applies where money is worked out (issue 18 "Server rules",
// docs/decisions/0035-plus-benefits.md): whether a customer is an active member, whether their
// first-order extra $40 is still open, the points multiplier and the extra warranty of what they
// buy. Membership is read here from plus_memberships only (expires_at after now): nothing a
// client sends decides it.
import { and, eq, sql } from "drizzle-orm";
import { PLUS_APP_POINTS_MULTIPLIER, PLUS_EXTRA_WARRANTY_YEARS } from "../../../contract/constants";
import { orders } from "../../db/schema/order";
import { plusMemberships } from "../../db/schema/plus";
import type { DbOrTx, Tx } from "../cart/cart-owner";

/** The points multiplier of an order placed by an active member (the spec's 3X, on the web too). */
export const PLUS_POINTS_MULTIPLIER = PLUS_APP_POINTS_MULTIPLIER;
/** Months of extra warranty recorded on each item an active member buys. */
export const PLUS_EXTRA_WARRANTY_MONTHS = PLUS_EXTRA_WARRANTY_YEARS * 12;

export interface PlusBenefits {
  /** An active membership: expires_at is after now. */
  active: boolean;
  /**
   * The first-order extra $40 may come off this customer's next order: active, the membership's
   * first order not used (first_order_id null), and no unpaid order of theirs holding it.
   */
  firstOrderOpen: boolean;
}

export const NO_PLUS_BENEFITS: PlusBenefits = { active: false, firstOrderOpen: false };

/**
 * The customer's benefits now, in one statement. An unpaid order that took the $40 holds it: the
 * cart does not offer it twice; a declined, expired or canceled order lets it go again.
 */
export async function plusBenefitsOf(
  db: DbOrTx,
  customerId: number | null,
  now: Date,
): Promise<PlusBenefits> {
  if (customerId === null) return NO_PLUS_BENEFITS;
  const [row] = await db
    .select({
      active: sql<boolean>`${plusMemberships.expiresAt} > ${now.toISOString()}::timestamptz`,
      firstOrderId: plusMemberships.firstOrderId,
      // The customer by value, not by column: a one-table select names its columns unqualified,
      // and inside the subquery an unqualified customer_id would be the order's own.
      held: sql<boolean>`exists (select 1 from ${orders} where ${orders.customerId} = ${customerId} and ${orders.status} = 'pending_payment' and ${orders.plusFirstOrderCents} > 0)`,
    })
    .from(plusMemberships)
    .where(eq(plusMemberships.customerId, customerId));
  if (!row?.active) return NO_PLUS_BENEFITS;
  return { active: true, firstOrderOpen: row.firstOrderId === null && !row.held };
}

/**
 * Locks the customer's membership row (when there is one) for the rest of the transaction: two
 * placings of one member (the cart and buy-now, two tabs) then price one after the other, and the
 * second sees the unpaid order holding the $40.
 */
export async function lockMembership(tx: Tx, customerId: number | null): Promise<void> {
  if (customerId === null) return;
  await tx
    .select({ id: plusMemberships.customerId })
    .from(plusMemberships)
    .where(eq(plusMemberships.customerId, customerId))
    .for("update");
}

/**
 * Before an order carrying the $40 is charged: whether the discount is still this order's to use,
 * with the membership row locked until the payment's transaction ends. False when another order
 * of the member was paid with it meanwhile (then this order must not be charged at its price).
 */
export async function firstOrderStillOpen(
  tx: Tx,
  order: { id: number; customerId: number | null; plusFirstOrderCents: number },
): Promise<boolean> {
  if (order.plusFirstOrderCents <= 0 || order.customerId === null) return true;
  const [m] = await tx
    .select({ firstOrderId: plusMemberships.firstOrderId })
    .from(plusMemberships)
    .where(eq(plusMemberships.customerId, order.customerId))
    .for("update");
  // No membership row any more: the order keeps the price it was placed at.
  return !m || m.firstOrderId === null || m.firstOrderId === order.id;
}

/** In the payment's transaction: the paid order that took the $40 uses the member's first order. */
export async function markFirstOrderUsed(
  tx: Tx,
  order: { id: number; customerId: number | null; plusFirstOrderCents: number },
  now: Date,
): Promise<void> {
  if (order.plusFirstOrderCents <= 0 || order.customerId === null) return;
  await tx
    .update(plusMemberships)
    .set({ firstOrderId: order.id, updatedAt: now })
    .where(
      and(eq(plusMemberships.customerId, order.customerId), sql`${plusMemberships.firstOrderId} is null`),
    );
}

/** A canceled order that used the $40 gives it back: the member's next order takes it again. */
export async function giveBackFirstOrder(
  tx: Tx,
  order: { id: number; customerId: number | null },
  now: Date,
): Promise<void> {
  if (order.customerId === null) return;
  await tx
    .update(plusMemberships)
    .set({ firstOrderId: null, updatedAt: now })
    .where(and(eq(plusMemberships.customerId, order.customerId), eq(plusMemberships.firstOrderId, order.id)));
}

/** The multiplier of an order's earned points: 3 for one placed by an active member, 1 otherwise. */
export const pointsMultiplier = (plusMember: boolean) => (plusMember ? PLUS_POINTS_MULTIPLIER : 1);
