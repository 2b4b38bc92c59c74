import type { CallResult } from "../../../contract/call";
import { ORDER_STATUS_LABELS, type OrderStatus, PAID_STATUSES } from "../../../contract/order-constants";
import type { userOrderBehavior } from "../../../contract/statistics";
import type { OrderBehavior } from "../../../contract/statistics-constants";
import { orderBehaviorEvents } from "../../db/schema/statistics";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { isDropshipShopper } from "../dropship/dropship.service";
import { findOwnOrder } from "../order/order-ownership";

/** Which order statuses each behaviour can describe: no "purchase" of an unpaid order. */
const STATUSES_FOR: Record<OrderBehavior, readonly OrderStatus[]> = {
  purchase: PAID_STATUSES,
  cancel: ["canceled"],
};

/**
 * Records a behaviour of the request's own order (customer, or the guest session that placed it);
 * anyone else's order is 404. Once per order and behaviour, so a reloaded page counts once. A
 * member of the Dropship group is not tracked (decision 0048): recorded false, nothing stored.
 */
export async function recordOrderBehavior(
  ctx: RequestContext,
  input: { behavior: OrderBehavior; orderId: number | string },
): Promise<CallResult<typeof userOrderBehavior> | Reply> {
  const order = await findOwnOrder(ctx.db, await ctx.auth(), input.orderId);
  if (await isDropshipShopper(ctx)) return { recorded: false };
  const status = order.status as OrderStatus;
  if (!STATUSES_FOR[input.behavior].includes(status))
    return new Reply(
      409,
      `This order is ${(ORDER_STATUS_LABELS[status] ?? order.status).toLowerCase()}: it has no ${input.behavior} to record.`,
      null,
    );
  const rows = await ctx.db
    .insert(orderBehaviorEvents)
    .values({ orderId: order.id, behavior: input.behavior, customerId: order.customerId, createdAt: ctx.now })
    .onConflictDoNothing()
    .returning({ id: orderBehaviorEvents.id });
  return { recorded: rows.length > 0 };
}
