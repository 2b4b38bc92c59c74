// The game gift's unit of stock and the order's life (decision 0045): a won gift holds one unit of
// its variant; voiding the turn (expired, order canceled, order returned before the gift was sent)
// or receiving a sent-back gift puts it back. The order hooks run inside the cancel's and the
// return refund's own transactions (order-cancel.service.ts, return-admin.service.ts).
import { and, eq, inArray } from "drizzle-orm";
import { gameTurns } from "../../db/schema/game";
import type { Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { notifyBackInStock, siteOf } from "../back-in-stock/back-in-stock.service";
import { returnStock } from "../order/order-reservations";

type StockCtx = Pick<RequestContext, "config" | "origin" | "now">;

/** Statuses whose gift (if any) is still with the store: the turn can be voided and the unit given back. */
const UNSENT = ["ready", "won", "confirmed"] as const;
/** Statuses whose gift has left: an order returned after this asks for the gift back. */
const SENT = ["shipped", "delivered"] as const;

/** Each held gift's unit back in stock (a turn never played holds none); waiting shoppers are mailed. */
export async function giveBackGifts(
  ctx: StockCtx,
  tx: Tx,
  turns: { variantId: number | null }[],
): Promise<void> {
  const variantIds = turns.map((t) => t.variantId).filter((v): v is number => v !== null);
  if (variantIds.length === 0) return;
  await returnStock(
    tx,
    variantIds.map((variantId) => ({ variantId, qty: 1 })),
  );
  await notifyBackInStock(tx, siteOf(ctx), ctx.now, { variantIds });
}

/** The order was canceled: its turn, unless its gift has left, is void and a held unit comes back. */
export async function voidTurnOfCanceledOrder(ctx: StockCtx, tx: Tx, orderId: number): Promise<void> {
  const voided = await tx
    .update(gameTurns)
    .set({ status: "void", voidReason: "order_canceled", updatedAt: ctx.now })
    .where(and(eq(gameTurns.orderId, orderId), inArray(gameTurns.status, [...UNSENT])))
    .returning({ variantId: gameTurns.giftVariantId });
  await giveBackGifts(ctx, tx, voided);
}

/**
 * Every paid unit of the order has come back and been refunded: a gift not sent yet is void (its
 * unit back in stock); a gift already sent is asked back with the order (return_requested).
 */
export async function settleTurnOfReturnedOrder(ctx: StockCtx, tx: Tx, orderId: number): Promise<void> {
  const voided = await tx
    .update(gameTurns)
    .set({ status: "void", voidReason: "order_returned", updatedAt: ctx.now })
    .where(and(eq(gameTurns.orderId, orderId), inArray(gameTurns.status, [...UNSENT])))
    .returning({ variantId: gameTurns.giftVariantId });
  await giveBackGifts(ctx, tx, voided);
  await tx
    .update(gameTurns)
    .set({ status: "return_requested", returnRequestedAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(gameTurns.orderId, orderId), inArray(gameTurns.status, [...SENT])));
}
