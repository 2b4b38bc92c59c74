// Reorder (spec part 1 §7 POST /api/cart/reorder): the lines of one of the shopper's own orders go
// back into the cart. Each line goes through add-to-cart as it is (same rules, today's prices and
// stock), so nothing is trusted from the old order but which variant and how many.
import { and, asc, eq } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { reorder } from "../../../contract/cart";
import { REORDER_MESSAGES } from "../../../contract/cart-constants";
import { orderItems } from "../../db/schema/order";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { findOwnOrder } from "../order/order-ownership";
import { addToCart } from "./cart.service";
import { cartIdOfRequest, readCart } from "./cart-read";

type ReorderResult = CallResult<typeof reorder>;

/**
 * Adds the order's lines one by one (each its own add, so one refused line does not stop the
 * rest). Another shopper's order, or none, is 404 before anything is added. Plans are left off:
 * the shopper chooses them again from today's offer. The order's free gift is not bought again: over
 * the threshold the cart offers the gift choice anew.
 */
export async function reorderToCart(
  ctx: RequestContext,
  orderRef: number,
  onGuestStarted: (token: string) => void,
): Promise<Reply> {
  const order = await findOwnOrder(ctx.db, await ctx.auth(), orderRef);
  const lines = await ctx.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.isGift, false)))
    .orderBy(asc(orderItems.id));
  const result: ReorderResult = { quoteId: null, items_qty: 0, added: [], skipped: [] };
  for (const line of lines) {
    const row = { product_id: line.productId, child_id: line.variantId, name: line.name, qty: line.qty };
    const answer = await addToCart(
      ctx,
      {
        product_id: line.productId,
        child_id: line.variantId,
        qty: line.qty,
        customization_model: line.customizationModel ?? undefined,
      },
      onGuestStarted,
    );
    if (answer instanceof Reply) result.skipped.push({ ...row, reason: answer.message });
    else result.added.push(row);
  }
  result.quoteId = await cartIdOfRequest(ctx);
  result.items_qty = result.quoteId === null ? 0 : (await readCart(ctx, result.quoteId)).items_qty;
  const message =
    result.skipped.length === 0
      ? REORDER_MESSAGES.allAdded
      : result.added.length === 0
        ? REORDER_MESSAGES.noneAdded
        : REORDER_MESSAGES.someSkipped;
  return new Reply(200, message, result);
}
