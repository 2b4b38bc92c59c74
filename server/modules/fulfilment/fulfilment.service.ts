// The fulfilment life of an order (docs/decisions/0029-fulfilment-and-operators.md): processing →
// shipped (one or more shipments, items and quantities each) → out for delivery → delivered. Every
// step is one transaction under the order's row lock (the cancel locks it too, so an order is either
// canceled or shipped, never both), writes its timeline event through fulfilment-events.ts and an
// operator_actions row naming who did it. Operators (admin.routes.ts) and the demo worker
// (demo-fulfilment.ts) call these same functions.
//
// Idempotent: shipping more than is left (the same items twice included) is refused whole; out for
// delivery or delivered again changes nothing and answers the shipment as it is.
import { asc, eq, inArray } from "drizzle-orm";
import type { AdminOrder } from "../../../contract/admin";
import type { ShipmentView } from "../../../contract/fulfilment";
import { FULFILMENT_MESSAGES } from "../../../contract/fulfilment-constants";
import { ORDER_MESSAGES, ORDER_STATUS_LABELS, type OrderStatus } from "../../../contract/order-constants";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { operatorActions, shipmentItems, shipments } from "../../db/schema/fulfilment";
import { orderItems, orders } from "../../db/schema/order";
import { runTransaction, type Tx } from "../../db/transaction";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";
import { Reply } from "../../http/route";
import { isUniqueViolation } from "../order/unique-violation";
import { mailSiteOf, orderDelivered, orderOutForDelivery, orderShipped } from "./fulfilment-events";
import {
  fulfilmentByOrder,
  fulfilmentStatus,
  lockShipment,
  type ShipmentRow,
  shipmentView,
  shippedByItem,
} from "./shipment-view";

/** What the fulfilment steps need: a request context has it, and so does the demo worker. */
export interface FulfilmentCtx {
  db: Db;
  now: Date;
  logger: Logger;
  /** For the shopper's mail of each event (fulfilment-events.ts mailSiteOf). */
  config: Pick<Config, "STORE_NAME" | "PUBLIC_URL" | "PORT" | "SUPPORT_EMAIL">;
  /** The request's public origin; the demo worker has none (PUBLIC_URL or this machine). */
  origin?: string;
}

/** Orders in these statuses may ship (paid; part of it shipped already). */
const SHIPPABLE: readonly OrderStatus[] = ["processing", "shipped"];

/** An expected refusal thrown out of a transaction (rolling it back) and answered as a Reply (HTTP 409). */
class Refusal extends Error {}
const refuse = (message: string): never => {
  throw new Refusal(message);
};

async function refusing<T>(work: () => Promise<T>): Promise<T | Reply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refusal) return new Reply(409, err.message, null, 409);
    if (isUniqueViolation(err, "shipments_tracking_uq"))
      return new Reply(409, "This tracking number is already used by another shipment.", null, 409);
    throw err;
  }
}

async function audit(
  tx: Tx,
  row: { operator: string; action: string; orderId: number; shipmentId: number; detail: object; at: Date },
) {
  await tx.insert(operatorActions).values({ ...row, detail: row.detail as Record<string, unknown> });
}

async function lockOrderById(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

export interface ShipInput {
  incrementId: string;
  carrier: string;
  trackingNumber: string;
  /** Lines and quantities; undefined: everything not yet shipped. */
  items?: { order_item_id: number; qty: number }[];
}

/** Marks items of a paid order shipped as one shipment (one transaction). */
export function shipOrderItems(
  ctx: FulfilmentCtx,
  operator: string,
  input: ShipInput,
): Promise<ShipmentView | Reply> {
  return refusing(() =>
    runTransaction(ctx.db, async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.incrementId, input.incrementId.replace(/^0+(?=\d)/, "")))
        .for("update");
      if (!order) throw new AppError(404, 404, ORDER_MESSAGES.notFound);
      if (!SHIPPABLE.includes(order.status as OrderStatus))
        refuse(
          FULFILMENT_MESSAGES.orderNotShippable(
            ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status,
          ),
        );
      const lines = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const done = await shippedByItem(tx, order.id);
      const left = (id: number) => (lines.find((l) => l.id === id)?.qty ?? 0) - (done.get(id)?.shipped ?? 0);
      // Asked for the same line twice: the quantities add up.
      const asked = new Map<number, number>();
      for (const i of input.items ?? lines.map((l) => ({ order_item_id: l.id, qty: left(l.id) })))
        if (i.qty > 0) asked.set(i.order_item_id, (asked.get(i.order_item_id) ?? 0) + i.qty);
      if (asked.size === 0)
        refuse(
          input.items ? FULFILMENT_MESSAGES.noItems : "Everything on this order has already been shipped.",
        );
      for (const [id, qty] of asked) {
        const line = lines.find((l) => l.id === id);
        if (!line) refuse(FULFILMENT_MESSAGES.unknownItem(id));
        else if (qty > left(id)) refuse(FULFILMENT_MESSAGES.overShipped(line.name, left(id), qty));
      }
      const [taken] = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.trackingNumber, input.trackingNumber));
      if (taken) refuse(FULFILMENT_MESSAGES.trackingTaken(input.trackingNumber));
      const [shipment] = await tx
        .insert(shipments)
        .values({
          orderId: order.id,
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
          status: "shipped",
          shippedAt: ctx.now,
        })
        .returning();
      await tx
        .insert(shipmentItems)
        .values([...asked].map(([orderItemId, qty]) => ({ shipmentId: shipment.id, orderItemId, qty })));
      await orderShipped(tx, { order, shipment, at: ctx.now, location: "", site: mailSiteOf(ctx) });
      if (order.status === "processing")
        await tx.update(orders).set({ status: "shipped", updatedAt: ctx.now }).where(eq(orders.id, order.id));
      await audit(tx, {
        operator,
        action: "ship",
        orderId: order.id,
        shipmentId: shipment.id,
        detail: {
          carrier: input.carrier,
          tracking_number: input.trackingNumber,
          items: [...asked].map(([order_item_id, qty]) => ({ order_item_id, qty })),
        },
        at: ctx.now,
      });
      ctx.logger.info("order shipped", { orderId: order.id, shipmentId: shipment.id, operator });
      return shipmentView(tx, shipment.id);
    }),
  );
}

export interface ShipmentRef {
  shipmentId?: number;
  trackingNumber?: string;
}

export interface StepInput {
  location?: string;
  description?: string;
}

/**
 * One step of a shipment (out for delivery, delivered) in one transaction: the order is locked
 * first (the order each fulfilment step and the cancel take), then the shipment.
 */
async function step(
  ctx: FulfilmentCtx,
  operator: string,
  ref: ShipmentRef,
  apply: (tx: Tx, shipment: ShipmentRow, order: typeof orders.$inferSelect) => Promise<boolean>,
): Promise<ShipmentView> {
  return runTransaction(ctx.db, async (tx) => {
    const found = await lockShipment(tx, ref);
    if (!found) throw new AppError(404, 404, FULFILMENT_MESSAGES.shipmentNotFound);
    const order = await lockOrderById(tx, found.orderId);
    const shipment = (await lockShipment(tx, { shipmentId: found.id })) as ShipmentRow;
    if (await apply(tx, shipment, order))
      ctx.logger.info("shipment step", { shipmentId: shipment.id, from: shipment.status, operator });
    return shipmentView(tx, shipment.id);
  });
}

/** The shipment is out for delivery; again (or once delivered) changes nothing. */
export function markOutForDelivery(
  ctx: FulfilmentCtx,
  operator: string,
  ref: ShipmentRef,
  input: StepInput = {},
) {
  return step(ctx, operator, ref, async (tx, shipment, order) => {
    if (shipment.status !== "shipped") return false;
    const [updated] = await tx
      .update(shipments)
      .set({ status: "out_for_delivery", outForDeliveryAt: ctx.now })
      .where(eq(shipments.id, shipment.id))
      .returning();
    await orderOutForDelivery(tx, {
      order,
      shipment: updated,
      at: ctx.now,
      location: input.location ?? "",
      description: input.description,
      site: mailSiteOf(ctx),
    });
    await audit(tx, {
      operator,
      action: "out_for_delivery",
      orderId: order.id,
      shipmentId: shipment.id,
      detail: { location: input.location ?? "" },
      at: ctx.now,
    });
    return true;
  });
}

/**
 * The shipment is delivered; when every unit of the order has been, the order is complete.
 * Delivered again changes nothing.
 */
export function markDelivered(ctx: FulfilmentCtx, operator: string, ref: ShipmentRef, input: StepInput = {}) {
  return step(ctx, operator, ref, async (tx, shipment, order) => {
    if (shipment.status === "delivered") return false;
    const [updated] = await tx
      .update(shipments)
      .set({ status: "delivered", deliveredAt: ctx.now })
      .where(eq(shipments.id, shipment.id))
      .returning();
    await orderDelivered(tx, {
      order,
      shipment: updated,
      at: ctx.now,
      location: input.location ?? "",
      description: input.description,
      site: mailSiteOf(ctx),
    });
    const counts = (await fulfilmentByOrder(tx, [order.id])).get(order.id);
    if (counts && fulfilmentStatus(counts) === "delivered" && order.status === "shipped")
      await tx
        .update(orders)
        .set({ status: "complete", completedAt: ctx.now, updatedAt: ctx.now })
        .where(eq(orders.id, order.id));
    await audit(tx, {
      operator,
      action: "deliver",
      orderId: order.id,
      shipmentId: shipment.id,
      detail: { location: input.location ?? "" },
      at: ctx.now,
    });
    return true;
  });
}

/** Orders to act on (operator list), oldest first, with their lines and shipments. */
export async function listOrdersToAct(
  db: Db,
  q: { status: OrderStatus; incrementId?: string; limit: number },
): Promise<AdminOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(q.incrementId ? eq(orders.incrementId, q.incrementId) : eq(orders.status, q.status))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(q.limit);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const parcels = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, ids))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
  const shippedRows = await db
    .select({ orderItemId: shipmentItems.orderItemId, qty: shipmentItems.qty })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(inArray(shipments.orderId, ids));
  const shipped = new Map<number, number>();
  for (const r of shippedRows) shipped.set(r.orderItemId, (shipped.get(r.orderItemId) ?? 0) + r.qty);
  const counts = await fulfilmentByOrder(db, ids);
  return rows.map((o) => ({
    order_id: o.id,
    increment_id: o.incrementId,
    status: o.status as OrderStatus,
    fulfilment_status: fulfilmentStatus(
      counts.get(o.id) ?? { ordered: 0, shipped: 0, delivered: 0, inTransit: 0 },
    ),
    email: o.email,
    created_at: o.createdAt.toISOString(),
    items: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        order_item_id: l.id,
        name: l.name,
        sku: l.sku,
        qty: l.qty,
        qty_shipped: shipped.get(l.id) ?? 0,
      })),
    shipments: parcels
      .filter((s) => s.orderId === o.id)
      .map((s) => ({
        shipment_id: s.id,
        carrier: s.carrier,
        tracking_number: s.trackingNumber,
        status: s.status as "shipped",
      })),
  }));
}
