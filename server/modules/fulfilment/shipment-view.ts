// Shipments as the API answers them (customer and operator calls alike), and an order's fulfilment
// status from its shipments.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ShipmentView } from "../../../contract/fulfilment";
import {
  type FulfilmentStatus,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
  trackingUrl,
} from "../../../contract/fulfilment-constants";
import { shipmentEvents, shipmentItems, shipments } from "../../db/schema/fulfilment";
import { orderItems, orders } from "../../db/schema/order";
import type { DbOrTx } from "../cart/cart-owner";
import { firstVariantImageUrl } from "../catalog/variant-image";

export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * The order line's variant, qualified: in a query on order_items alone Drizzle names the column
 * bare, and inside the picture's subquery a bare variant_id would be variant_images' own.
 */
export const orderLineThumbnail = () => firstVariantImageUrl(sql.raw('"order_items"."variant_id"'));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The shipments named (by id), in the order given, as the API shows them. */
export async function shipmentViews(db: DbOrTx, ids: number[]): Promise<ShipmentView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ shipment: shipments, incrementId: orders.incrementId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(inArray(shipments.id, ids));
  const items = await db
    .select({
      shipmentId: shipmentItems.shipmentId,
      orderItemId: shipmentItems.orderItemId,
      qty: shipmentItems.qty,
      name: orderItems.name,
      sku: orderItems.sku,
      thumbnail: orderLineThumbnail(),
    })
    .from(shipmentItems)
    .innerJoin(orderItems, eq(orderItems.id, shipmentItems.orderItemId))
    .where(inArray(shipmentItems.shipmentId, ids))
    .orderBy(asc(orderItems.id));
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, ids))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
  const byId = new Map(rows.map((r) => [r.shipment.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const s = row.shipment;
    const status = s.status as ShipmentStatus;
    return [
      {
        shipment_id: s.id,
        increment_id: row.incrementId,
        carrier: s.carrier,
        tracking_number: s.trackingNumber,
        tracking_url: trackingUrl(s.carrier, s.trackingNumber),
        status,
        status_label: SHIPMENT_STATUS_LABELS[status],
        shipped_at: s.shippedAt.toISOString(),
        out_for_delivery_at: iso(s.outForDeliveryAt),
        delivered_at: iso(s.deliveredAt),
        confirmed_at: iso(s.confirmedAt),
        can_confirm: status === "delivered" && s.confirmedAt === null,
        items: items
          .filter((i) => i.shipmentId === id)
          .map((i) => ({
            order_item_id: i.orderItemId,
            name: i.name,
            sku: i.sku,
            qty: i.qty,
            thumbnail: i.thumbnail,
          })),
        events: events
          .filter((e) => e.shipmentId === id)
          .map((e) => ({
            status: e.status as ShipmentStatus,
            status_label: SHIPMENT_STATUS_LABELS[e.status as ShipmentStatus],
            description: e.description,
            location: e.location,
            at: e.at.toISOString(),
          })),
      },
    ];
  });
}

export async function shipmentView(db: DbOrTx, id: number): Promise<ShipmentView> {
  const [view] = await shipmentViews(db, [id]);
  return view;
}

/** An order's shipments, first shipped first. */
export async function orderShipmentViews(db: DbOrTx, orderId: number): Promise<ShipmentView[]> {
  const rows = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
  return shipmentViews(
    db,
    rows.map((r) => r.id),
  );
}

/** Units shipped and delivered per order line of one order. */
export async function shippedByItem(
  db: DbOrTx,
  orderId: number,
): Promise<Map<number, { shipped: number; delivered: number }>> {
  const rows = await db
    .select({
      orderItemId: shipmentItems.orderItemId,
      shipped: sql<number>`sum(${shipmentItems.qty})::int`,
      delivered: sql<number>`coalesce(sum(${shipmentItems.qty}) filter (where ${shipments.status} = 'delivered'), 0)::int`,
    })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(eq(shipments.orderId, orderId))
    .groupBy(shipmentItems.orderItemId);
  return new Map(
    rows.map((r) => [r.orderItemId, { shipped: Number(r.shipped), delivered: Number(r.delivered) }]),
  );
}

export interface FulfilmentCounts {
  ordered: number;
  shipped: number;
  delivered: number;
  /** Shipments still at "shipped" (not yet out for delivery). */
  inTransit: number;
}

/** The order's fulfilment from its counts (contract FULFILMENT_STATUSES). */
export function fulfilmentStatus(c: FulfilmentCounts): FulfilmentStatus {
  if (c.shipped === 0) return "unshipped";
  if (c.ordered > 0 && c.delivered >= c.ordered) return "delivered";
  if (c.delivered > 0) return "partially_delivered";
  if (c.shipped < c.ordered) return "partially_shipped";
  return c.inTransit > 0 ? "shipped" : "out_for_delivery";
}

/** The fulfilment counts of many orders in one statement (order lists). */
export async function fulfilmentByOrder(
  db: DbOrTx,
  orderIds: number[],
): Promise<Map<number, FulfilmentCounts>> {
  if (orderIds.length === 0) return new Map();
  // Qualified: inside the subqueries a bare "id" would be their own table's.
  const oid = sql.raw('"orders"."id"');
  const rows = await db
    .select({
      orderId: orders.id,
      ordered: sql<number>`(select coalesce(sum(oi.qty), 0) from order_items oi where oi.order_id = ${oid})::int`,
      shipped: sql<number>`(select coalesce(sum(si.qty), 0) from shipment_items si join shipments s on s.id = si.shipment_id where s.order_id = ${oid})::int`,
      delivered: sql<number>`(select coalesce(sum(si.qty), 0) from shipment_items si join shipments s on s.id = si.shipment_id where s.order_id = ${oid} and s.status = 'delivered')::int`,
      inTransit: sql<number>`(select count(*) from shipments s where s.order_id = ${oid} and s.status = 'shipped')::int`,
    })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(
    rows.map((r) => [
      r.orderId,
      {
        ordered: Number(r.ordered),
        shipped: Number(r.shipped),
        delivered: Number(r.delivered),
        inTransit: Number(r.inTransit),
      },
    ]),
  );
}

/** A shipment by id or tracking number, locked until the transaction ends. */
export async function lockShipment(
  tx: DbOrTx,
  ref: { shipmentId?: number; trackingNumber?: string },
): Promise<ShipmentRow | undefined> {
  const where =
    ref.shipmentId !== undefined
      ? eq(shipments.id, ref.shipmentId)
      : eq(shipments.trackingNumber, ref.trackingNumber ?? "");
  const [row] = await tx.select().from(shipments).where(and(where)).for("update");
  return row;
}
