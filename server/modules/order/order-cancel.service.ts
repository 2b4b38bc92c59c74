// POST /api/customer/order/cancel: an own order that has not shipped is canceled, and everything
// placing took comes back in the same transaction — stock, points, the coupon use — while a
// successful payment is voided or refunded through the provider. A refund the provider refuses
// cancels nothing.
import { and, eq, inArray } from "drizzle-orm";
import type { OrderDetail } from "../../../contract/order";
import {
  CANCELABLE_STATUSES,
  ORDER_CODES,
  ORDER_MESSAGES,
  type OrderStatus,
} from "../../../contract/order-constants";
import { orders, payments } from "../../db/schema/order";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { refunderOf } from "../../integrations/payments/provider";
import { notifyBackInStock, siteOf } from "../back-in-stock/back-in-stock.service";
import type { Tx } from "../cart/cart-owner";
import { voidTurnOfCanceledOrder } from "../game/game-stock";
import { giveBackFirstOrder } from "../plus-benefits/plus-benefits";
import { lockOwnOrder, type OrderRow } from "./order-ownership";
import { takeBackEarnedPoints } from "./order-points";
import { PlaceRefusal, releaseReservations } from "./order-reservations";
import { loadOrderItems, orderDetail } from "./order-view";

export const REFUND_FAILED_MESSAGE = "Your payment could not be refunded right now, please try again later.";

async function refundPayments(ctx: RequestContext, tx: Tx, order: OrderRow): Promise<void> {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), inArray(payments.status, ["authorized", "captured"])));
  for (const p of paid) {
    // Paid back through whoever took it (the card provider, or Klarna for pay later).
    const refunder = refunderOf(ctx.config, tx, ctx.logger, p.provider);
    const result = await refunder?.voidOrRefund(p.transactionId ?? "", p.amountCents);
    if (!result || result.status === "failed") {
      ctx.logger.error("refund failed", {
        orderId: order.id,
        provider: p.provider,
        configured: refunder !== null,
      });
      throw new PlaceRefusal(new Reply(502, REFUND_FAILED_MESSAGE, null));
    }
    await tx
      .update(payments)
      .set({ status: result.status, message: result.message })
      .where(eq(payments.id, p.id));
  }
}

export async function cancelOwnOrder(
  ctx: RequestContext,
  ref: number | string,
): Promise<OrderDetail | Reply> {
  const auth = await ctx.auth();
  try {
    return await ctx.db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, auth, ref);
      if (!CANCELABLE_STATUSES.includes(order.status as OrderStatus))
        return new Reply(ORDER_CODES.notCancelable, ORDER_MESSAGES.notCancelable, null);
      await refundPayments(ctx, tx, order);
      const items = await loadOrderItems(tx, order.id);
      await releaseReservations(tx, order, items);
      // Stock given back may bring a variant back: its waiting shoppers are mailed (decision 0040).
      await notifyBackInStock(tx, siteOf(ctx), ctx.now, { variantIds: items.map((i) => i.variantId) });
      await takeBackEarnedPoints(tx, order);
      // Canceled before it was used: the Plus+ first-order $40 is the member's again.
      await giveBackFirstOrder(tx, order, ctx.now);
      // Its Play to Win turn is void and a won gift's unit back in stock (decision 0045).
      await voidTurnOfCanceledOrder(ctx, tx, order.id);
      const [canceled] = await tx
        .update(orders)
        .set({ status: "canceled", canceledAt: ctx.now, updatedAt: ctx.now })
        .where(eq(orders.id, order.id))
        .returning();
      ctx.logger.info("order canceled", { orderId: order.id });
      return orderDetail(tx, canceled);
    });
  } catch (err) {
    if (err instanceof PlaceRefusal) return err.reply;
    throw err;
  }
}
