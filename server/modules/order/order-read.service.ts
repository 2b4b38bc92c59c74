// The shopper's own orders: the customer's list, and one order for its customer or its guest session.
import { desc, eq } from "drizzle-orm";
import type { OrderDetail } from "../../../contract/order";
import { orders } from "../../db/schema/order";
import { requireCustomer } from "../../http/auth";
import type { RequestContext } from "../../http/context";
import { fulfilmentByOrder, fulfilmentStatus } from "../fulfilment/shipment-view";
import { findOwnOrder } from "./order-ownership";
import { itemsQtyByOrder, NO_COUNTS, orderDetail, orderSummary } from "./order-view";

export async function listCustomerOrders(ctx: RequestContext) {
  const { customerId } = await requireCustomer(ctx);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const qty = await itemsQtyByOrder(
    ctx.db,
    rows.map((r) => r.id),
  );
  const counts = await fulfilmentByOrder(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    orderSummary(r, qty.get(r.id) ?? 0, fulfilmentStatus(counts.get(r.id) ?? NO_COUNTS)),
  );
}

export async function readOwnOrder(ctx: RequestContext, incrementId: string): Promise<OrderDetail> {
  const order = await findOwnOrder(ctx.db, await ctx.auth(), incrementId);
  return orderDetail(ctx.db, order);
}
