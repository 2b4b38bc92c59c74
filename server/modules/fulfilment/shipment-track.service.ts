// The shopper's side of fulfilment: an own order's lines and shipments, tracking by number (the
// owner, or anyone with the order's e-mail or ZIP code), and confirming receipt. A number that does
// not exist and a wrong e-mail or ZIP answer the same "not found", so numbers cannot be probed; the
// calls are rate-limited (server/http/write-rate-limits.ts).
import { eq } from "drizzle-orm";
import type { OrderItemView, ShipmentView } from "../../../contract/fulfilment";
import {
  FULFILMENT_CODES,
  FULFILMENT_MESSAGES,
  FULFILMENT_STATUS_LABELS,
  type FulfilmentStatus,
  zip5,
} from "../../../contract/fulfilment-constants";
import { shipments } from "../../db/schema/fulfilment";
import { orderItems, orders } from "../../db/schema/order";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import type { Auth } from "../../http/session";
import { findOwnOrder, type OrderRow, ownsOrder } from "../order/order-ownership";
import {
  fulfilmentByOrder,
  fulfilmentStatus,
  orderLineThumbnail,
  orderShipmentViews,
  shipmentView,
  shippedByItem,
} from "./shipment-view";

const fulfilment = (status: FulfilmentStatus) => ({
  fulfilment_status: status,
  fulfilment_label: FULFILMENT_STATUS_LABELS[status],
});

/** An order's fulfilment status and label. */
export async function orderFulfilment(ctx: Pick<RequestContext, "db">, orderId: number) {
  const counts = (await fulfilmentByOrder(ctx.db, [orderId])).get(orderId);
  return fulfilment(fulfilmentStatus(counts ?? { ordered: 0, shipped: 0, delivered: 0, inTransit: 0 }));
}

/** GET /api/order/:increment_id/items */
export async function ownOrderItems(ctx: RequestContext, incrementId: string) {
  const order = await findOwnOrder(ctx.db, await ctx.auth(), incrementId);
  const lines = await ctx.db
    .select({ line: orderItems, thumbnail: orderLineThumbnail() })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const done = await shippedByItem(ctx.db, order.id);
  const items: OrderItemView[] = lines.map(({ line, thumbnail }) => ({
    order_item_id: line.id,
    product_id: line.productId,
    variant_id: line.variantId,
    name: line.name,
    sku: line.sku,
    qty: line.qty,
    qty_shipped: done.get(line.id)?.shipped ?? 0,
    qty_delivered: done.get(line.id)?.delivered ?? 0,
    thumbnail,
    is_gift: line.isGift,
  }));
  return { increment_id: order.incrementId, ...(await orderFulfilment(ctx, order.id)), items };
}

/** GET /api/order/:increment_id/shipments */
export async function ownOrderShipments(ctx: RequestContext, incrementId: string) {
  const order = await findOwnOrder(ctx.db, await ctx.auth(), incrementId);
  return {
    increment_id: order.incrementId,
    ...(await orderFulfilment(ctx, order.id)),
    shipments: await orderShipmentViews(ctx.db, order.id),
  };
}

const trackNotFound = () => new AppError(404, 404, FULFILMENT_MESSAGES.trackNotFound);

async function shipmentWithOrder(ctx: RequestContext, trackingNumber: string) {
  const [row] = await ctx.db
    .select({ shipmentId: shipments.id, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.trackingNumber, trackingNumber))
    .limit(1);
  return row;
}

const emailMatches = (order: OrderRow, email: string | undefined) =>
  Boolean(email) && order.email.trim().toLowerCase() === email;

const zipMatches = (order: OrderRow, zip: string | undefined) => {
  const asked = zip5(zip);
  return /^\d{5}$/.test(asked) && zip5(order.shippingAddress.postcode) === asked;
};

const isOwner = (order: OrderRow, auth: Auth | null) => auth !== null && ownsOrder(order, auth);

/** POST /api/shipment/track: the owner, or the tracking number with the order's e-mail or ZIP. */
export async function trackShipment(
  ctx: RequestContext,
  input: { tracking_number: string; email?: string; zip?: string },
): Promise<ShipmentView> {
  const row = await shipmentWithOrder(ctx, input.tracking_number);
  if (!row) throw trackNotFound();
  const allowed =
    emailMatches(row.order, input.email) ||
    zipMatches(row.order, input.zip) ||
    isOwner(row.order, await ctx.auth());
  if (!allowed) throw trackNotFound();
  return shipmentView(ctx.db, row.shipmentId);
}

/**
 * POST /api/shipment/confirm: the shopper confirms receipt of a delivered shipment (the owner, or a
 * guest with the order's e-mail). Again: nothing changes. Not delivered yet: code 409, nothing changes.
 */
export async function confirmShipment(
  ctx: RequestContext,
  input: { tracking_number: string; email?: string },
): Promise<ShipmentView | Reply> {
  const auth = await ctx.auth();
  const row = await shipmentWithOrder(ctx, input.tracking_number);
  const owner = row !== undefined && isOwner(row.order, auth);
  // A signed-in customer asking about a shipment not theirs gets the same 404 as for none; a guest
  // (not the session that placed it) is asked for the order's e-mail, whether the number exists or not.
  if (!owner && !input.email) {
    if (auth?.customerId != null) throw trackNotFound();
    throw new AppError(422, 422, FULFILMENT_MESSAGES.confirmNeedsEmail);
  }
  if (!row || !(owner || emailMatches(row.order, input.email))) throw trackNotFound();
  return runTransaction(ctx.db, async (tx) => {
    const [shipment] = await tx
      .select()
      .from(shipments)
      .where(eq(shipments.id, row.shipmentId))
      .for("update");
    if (shipment.status !== "delivered")
      return new Reply(FULFILMENT_CODES.refused, FULFILMENT_MESSAGES.notDelivered, null);
    if (shipment.confirmedAt === null) {
      await tx.update(shipments).set({ confirmedAt: ctx.now }).where(eq(shipments.id, shipment.id));
      ctx.logger.info("shipment receipt confirmed", { shipmentId: shipment.id });
    }
    return shipmentView(tx, shipment.id);
  });
}
