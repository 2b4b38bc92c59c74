// The operator's side of returns (docs/decisions/0031-returns.md): approve or refuse a requested
// return, record that its parcel arrived, refund it. Every step is one transaction that locks the
// order first, then the return (the order a customer's request takes too), writes an
// operator_actions row with the operator's name, and is idempotent: a step already taken changes
// nothing, writes no log row and answers the return as it is — so refunding twice refunds once.
//
// The refund pays back, through the provider that took the payment, what the items cost less their
// share of coupon, points and discounts plus their tax and their protection plans; gives back their
// share of the points spent, takes back the points they earned, and puts their units back in stock.
// When the return brings the whole order back it does exactly what a cancel does: everything the
// payment has left is refunded (a cancel's void-or-refund when nothing was refunded before), every
// point spent comes back, every point earned goes, and the coupon's use is released.

import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { moneyText } from "../../../contract/order-constants";
import type { ReturnView } from "../../../contract/returns";
import {
  RETURN_MESSAGES,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from "../../../contract/returns-constants";
import { operatorActions } from "../../db/schema/fulfilment";
import { orderItems, orders, payments } from "../../db/schema/order";
import { returnItems, returns } from "../../db/schema/returns";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import type { Reply } from "../../http/route";
import { refunderOf } from "../../integrations/payments/provider";
import { notifyBackInStock, siteOf } from "../back-in-stock/back-in-stock.service";
import { settleTurnOfReturnedOrder } from "../game/game-stock";
import { earnedPoints, takeBackEarnedPoints } from "../order/order-points";
import { refundPoints, releaseCoupon, returnStock } from "../order/order-reservations";
import { changePoints } from "../points/points-ledger";
import { type ReturnEvent, refundIssued, returnApproved, returnRefused } from "./return-events";
import { type ReturnRow, returnView, returnViews, selectReturns } from "./return-view";
import { heldByItem, refuse, refusing, shippingProtectionCents, unitsLeft } from "./returns.service";

/** What the operator steps need (a request context; the demo worker builds one too). */
export type ReturnsCtx = Pick<RequestContext, "db" | "now" | "logger" | "config" | "origin">;

const label = (status: string) => RETURN_STATUS_LABELS[status as ReturnStatus] ?? status;

async function audit(
  tx: Tx,
  ctx: ReturnsCtx,
  operator: string,
  action: string,
  row: ReturnRow,
  detail: object = {},
) {
  await tx.insert(operatorActions).values({
    operator,
    action,
    orderId: row.orderId,
    detail: { rma_number: row.rmaNumber, ...detail } as Record<string, unknown>,
    at: ctx.now,
  });
}

/** Locks the return's order, then the return; 404 when there is no such return. */
async function lockReturn(tx: Tx, rma: string) {
  const [found] = await tx
    .select({ orderId: returns.orderId })
    .from(returns)
    .where(eq(returns.rmaNumber, rma));
  if (!found) throw new AppError(404, 404, RETURN_MESSAGES.notFound);
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for("update");
  const [row] = await tx.select().from(returns).where(eq(returns.rmaNumber, rma)).for("update");
  return { order, row };
}

const eventOf = (ctx: ReturnsCtx, row: ReturnRow, order: typeof orders.$inferSelect): ReturnEvent => ({
  returnId: row.id,
  rmaNumber: row.rmaNumber,
  incrementId: order.incrementId,
  customerId: row.customerId,
  email: order.email,
  storeName: ctx.config.STORE_NAME,
  origin: ctx.origin,
  at: ctx.now,
});

/** One step on a return, in one transaction. `apply` answers the changed row, or null for "nothing to do". */
function step(
  ctx: ReturnsCtx,
  rma: string,
  apply: (tx: Tx, row: ReturnRow, order: typeof orders.$inferSelect) => Promise<ReturnRow | null>,
  transaction: "retry" | "once" = "retry",
): Promise<ReturnView | Reply> {
  const work = async (tx: Tx) => {
    const { order, row } = await lockReturn(tx, rma);
    const changed = await apply(tx, row, order);
    return returnView(tx, changed ?? row);
  };
  // A refund calls the payment provider inside the transaction: never run it twice on a conflict.
  return refusing(() => (transaction === "once" ? ctx.db.transaction(work) : runTransaction(ctx.db, work)));
}

/** requested → approved (the label exists from now; note and mail with its link). Again: nothing changes. */
export function approveReturn(ctx: ReturnsCtx, operator: string, rma: string) {
  return step(ctx, rma, async (tx, row, order) => {
    if (row.status === "approved") return null;
    if (row.status !== "requested") return refuse(RETURN_MESSAGES.notRequested(label(row.status)));
    const [updated] = await tx
      .update(returns)
      .set({ status: "approved", approvedAt: ctx.now })
      .where(eq(returns.id, row.id))
      .returning();
    await returnApproved(tx, eventOf(ctx, updated, order));
    await audit(tx, ctx, operator, "return_approve", updated);
    ctx.logger.info("return approved", { returnId: row.id, operator });
    return updated;
  });
}

/** requested → refused with the store's reason (its units may be asked for again). Again: nothing changes. */
export function refuseReturn(ctx: ReturnsCtx, operator: string, rma: string, reason: string) {
  return step(ctx, rma, async (tx, row, order) => {
    if (row.status === "refused") return null;
    if (row.status !== "requested") return refuse(RETURN_MESSAGES.notRequested(label(row.status)));
    const [updated] = await tx
      .update(returns)
      .set({ status: "refused", refusedAt: ctx.now, refuseReason: reason })
      .where(eq(returns.id, row.id))
      .returning();
    await returnRefused(tx, eventOf(ctx, updated, order), reason);
    await audit(tx, ctx, operator, "return_refuse", updated, { reason });
    return updated;
  });
}

/** approved → received (the parcel arrived). Again, or once refunded: nothing changes. */
export function receiveReturn(ctx: ReturnsCtx, operator: string, rma: string) {
  return step(ctx, rma, async (tx, row) => {
    if (row.status === "received" || row.status === "refunded") return null;
    if (row.status !== "approved") return refuse(RETURN_MESSAGES.notApproved(label(row.status)));
    const [updated] = await tx
      .update(returns)
      .set({ status: "received", receivedAt: ctx.now })
      .where(eq(returns.id, row.id))
      .returning();
    await audit(tx, ctx, operator, "return_receive", updated);
    return updated;
  });
}

/**
 * approved or received → refunded (an approved return's receipt is recorded with it), in one
 * transaction with the provider's refund: a refund the provider refuses changes nothing (502).
 * Refunded already: nothing changes, nothing is paid again.
 */
export function refundReturn(ctx: ReturnsCtx, operator: string, rma: string) {
  return step(
    ctx,
    rma,
    async (tx, row, order) => {
      if (row.status === "refunded") return null;
      if (row.status !== "approved" && row.status !== "received")
        return refuse(RETURN_MESSAGES.notRefundable(label(row.status)));
      const items = await tx
        .select({ item: returnItems, line: orderItems })
        .from(returnItems)
        .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
        .where(eq(returnItems.returnId, row.id));
      const lines = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      // Earlier refunds of this order, and the units other returns hold (this one's are counted as asked).
      const before = await tx
        .select({
          refundCents: sql<number>`coalesce(sum(${returns.refundCents}), 0)::int`,
          pointsRefunded: sql<number>`coalesce(sum(${returns.pointsRefunded}), 0)::int`,
        })
        .from(returns)
        .where(and(eq(returns.orderId, order.id), eq(returns.status, "refunded")));
      const refundedBefore = Number(before[0].refundCents);
      const pointsBefore = Number(before[0].pointsRefunded);
      const held = await heldByItem(tx, order.id);
      for (const { item } of items) {
        const h = held.get(item.orderItemId);
        if (h) h.qty -= item.qty;
      }
      const asked = new Map(items.map(({ item }) => [item.orderItemId, item.qty]));
      const whole = unitsLeft(lines, held, asked) === 0;

      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), inArray(payments.status, ["authorized", "captured"])))
        .limit(1);
      const paymentLeft = Math.max(0, (payment?.amountCents ?? 0) - refundedBefore);
      const itemsCents = items.reduce((n, { item }) => n + item.refundCents + item.planRefundCents, 0);
      const refundCents = whole ? paymentLeft : Math.min(itemsCents, paymentLeft);
      const pointsRefunded = whole
        ? Math.max(0, order.pointsUsed - pointsBefore)
        : Math.min(
            items.reduce((n, { item }) => n + item.pointsRefunded, 0),
            Math.max(0, order.pointsUsed - pointsBefore),
          );

      // Money first: a refusal by the provider rolls everything back.
      let refundStatus: string | null = null;
      if (payment && refundCents > 0) {
        const refunder = refunderOf(ctx.config, tx, ctx.logger, payment.provider);
        // The whole order in one return, nothing refunded before: exactly the cancel's void-or-refund.
        const result =
          whole && refundedBefore === 0
            ? await refunder?.voidOrRefund(payment.transactionId ?? "", payment.amountCents)
            : await refunder?.refundPart(payment.transactionId ?? "", refundCents, row.rmaNumber);
        if (!result || result.status === "failed") {
          ctx.logger.error("return refund failed", { returnId: row.id, provider: payment.provider });
          throw new AppError(502, 502, RETURN_MESSAGES.refundFailed);
        }
        refundStatus = result.status;
        if (whole)
          await tx
            .update(payments)
            .set({ status: result.status, message: result.message })
            .where(eq(payments.id, payment.id));
      }

      // Stock: the returned units go back, once (this transaction is the only way to "refunded").
      await returnStock(
        tx,
        items.map(({ item, line }) => ({ variantId: line.variantId, qty: item.qty })),
      );
      // The returned units may bring a variant back: its waiting shoppers are mailed (decision 0040).
      await notifyBackInStock(tx, siteOf(ctx), ctx.now, {
        variantIds: items.map(({ line }) => line.variantId),
      });
      await refundPoints(tx, order.customerId, pointsRefunded, order.id);
      let pointsTakenBack: number;
      if (whole) {
        pointsTakenBack = order.pointsEarned;
        await takeBackEarnedPoints(tx, order);
        await releaseCoupon(tx, order.id);
      } else {
        const earned = await earnedPoints(
          tx,
          items.map(({ item, line }) => ({
            productId: line.productId,
            qty: item.qty,
            priceCents: line.priceCents,
          })),
          order.plusMember,
        );
        pointsTakenBack = Math.min(earned, order.pointsEarned);
        if (order.customerId !== null && pointsTakenBack > 0) {
          await changePoints(tx, {
            customerId: order.customerId,
            delta: -pointsTakenBack,
            kind: "taken_back",
            orderId: order.id,
            short: "clamp",
          });
          await tx
            .update(orders)
            .set({ pointsEarned: order.pointsEarned - pointsTakenBack })
            .where(eq(orders.id, order.id));
        }
      }
      if (whole) {
        await tx
          .update(orders)
          .set({ status: "returned", updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        // The Play to Win gift: void if not sent yet, else asked back with the order (decision 0045).
        await settleTurnOfReturnedOrder(ctx, tx, order.id);
      }

      const [updated] = await tx
        .update(returns)
        .set({
          status: "refunded",
          receivedAt: row.receivedAt ?? ctx.now,
          refundedAt: ctx.now,
          refundCents,
          shippingProtectionRefundCents: whole ? shippingProtectionCents(order, lines) : 0,
          pointsRefunded,
          pointsTakenBack,
          refundStatus,
          wholeOrder: whole ? 1 : 0,
        })
        .where(eq(returns.id, row.id))
        .returning();
      await refundIssued(tx, eventOf(ctx, updated, order), { refundCents, pointsRefunded });
      await audit(tx, ctx, operator, "return_refund", updated, {
        refund: moneyText(refundCents),
        refund_cents: refundCents,
        points_refunded: pointsRefunded,
        points_taken_back: pointsTakenBack,
        whole_order: whole,
        ...(row.receivedAt ? {} : { received: true }),
      });
      ctx.logger.info("return refunded", { returnId: row.id, refundCents, whole, operator });
      return updated;
    },
    "once",
  );
}

/** Returns to act on (operator list): by status, oldest first, or one order's. */
export async function listReturnsToAct(
  ctx: Pick<RequestContext, "db">,
  q: { status?: ReturnStatus; incrementId?: string; limit: number },
) {
  const where = q.incrementId
    ? inArray(
        returns.orderId,
        ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.incrementId, q.incrementId)),
      )
    : eq(returns.status, q.status ?? "requested");
  const rows = (await selectReturns(ctx.db, where, q.limit)).reverse();
  return returnViews(ctx.db, rows);
}
