// One function per order event of fulfilment: shipped, out for delivery, delivered. Each runs inside
// the transaction that made the change (fulfilment.service.ts, for operators and the demo worker
// alike) and writes the shipment's timeline event. The system note the shopper's bell shows for each
// event (issue 17, "Notes are real") is written here too, in the same transaction, once per shipment and event,
// and so is the shopper's mail for the event (shipment-mail.ts; to the order's e-mail, guests too):
// the service calls each function once, on the step that changed the shipment under its row lock.
import { asc, eq } from "drizzle-orm";
import type { SHIPMENT_STATUS_LABELS } from "../../../contract/fulfilment-constants";
import { MY_REVIEWS_PAGE_PATH } from "../../../contract/reviews-constants";
import type { Config } from "../../config";
import { shipmentEvents, shipmentItems } from "../../db/schema/fulfilment";
import { orderItems } from "../../db/schema/order";
import type { Tx } from "../../db/transaction";
import { escapeHtml } from "../mail/html";
import { enqueueMail } from "../mail/outbox";
import { writeSystemNote } from "../notes/notes.service";
import type { OrderRow } from "../order/order-ownership";
import { type MailSite, shipmentEventMail } from "./shipment-mail";
import type { ShipmentRow } from "./shipment-view";

export interface FulfilmentEvent {
  order: OrderRow;
  shipment: ShipmentRow;
  at: Date;
  /** Where it happened, when the operator said ("" otherwise). */
  location: string;
  /** What the timeline says; each event has its own default. */
  description?: string;
  /** The store's name, public origin and support address, for the event's mail. */
  site: MailSite;
}

/**
 * The mail settings of a fulfilment step: a request's (its origin: PUBLIC_URL, else the request's)
 * or the demo worker's (PUBLIC_URL, else this machine's port).
 */
export function mailSiteOf(ctx: {
  config: Pick<Config, "STORE_NAME" | "PUBLIC_URL" | "PORT" | "SUPPORT_EMAIL">;
  origin?: string;
}): MailSite {
  const origin =
    ctx.origin ??
    (ctx.config.PUBLIC_URL ? new URL(ctx.config.PUBLIC_URL).origin : `http://localhost:${ctx.config.PORT}`);
  return { storeName: ctx.config.STORE_NAME, origin, supportEmail: ctx.config.SUPPORT_EMAIL };
}

/** The event's mail to the order's e-mail (a guest's order too), with the shipment's items. */
async function mail(tx: Tx, e: FulfilmentEvent, event: keyof typeof SHIPMENT_STATUS_LABELS) {
  const items = await tx
    .select({ name: orderItems.name, qty: shipmentItems.qty })
    .from(shipmentItems)
    .innerJoin(orderItems, eq(orderItems.id, shipmentItems.orderItemId))
    .where(eq(shipmentItems.shipmentId, e.shipment.id))
    .orderBy(asc(orderItems.id));
  await enqueueMail(tx, {
    to: e.order.email,
    ...shipmentEventMail(event, {
      site: e.site,
      incrementId: e.order.incrementId,
      forCustomer: e.order.customerId !== null,
      carrier: e.shipment.carrier,
      trackingNumber: e.shipment.trackingNumber,
      items,
    }),
  });
}

async function timeline(
  tx: Tx,
  e: FulfilmentEvent,
  status: keyof typeof SHIPMENT_STATUS_LABELS,
  text: string,
) {
  await tx.insert(shipmentEvents).values({
    shipmentId: e.shipment.id,
    status,
    description: e.description || text,
    location: e.location,
    at: e.at,
  });
}

/** The order's own page in the account (the bell's note links there). */
const orderPage = (e: FulfilmentEvent) =>
  `/customer/account/order/${encodeURIComponent(e.order.incrementId)}`;

/**
 * The customer's note for an event of one shipment, written once (a repeated step writes nothing).
 * A guest's order has no server-side notes: guests follow it on /shipments and in their mail.
 */
async function note(
  tx: Tx,
  e: FulfilmentEvent,
  event: string,
  text: { title: string; content: string; url?: string },
) {
  if (e.order.customerId === null) return;
  await writeSystemNote(tx, {
    customerId: e.order.customerId,
    title: text.title,
    content: text.content,
    url: text.url ?? orderPage(e),
    dedupeKey: `shipment:${e.shipment.id}:${event}`,
    createdAt: e.at,
  });
}

/** A shipment of the order left with its carrier. */
export async function orderShipped(tx: Tx, e: FulfilmentEvent): Promise<void> {
  await timeline(
    tx,
    e,
    "shipped",
    `Shipped with ${e.shipment.carrier}, tracking number ${e.shipment.trackingNumber}.`,
  );
  await note(tx, e, "shipped", {
    title: `Order #${e.order.incrementId} has shipped`,
    content: `<p>Shipped with ${escapeHtml(e.shipment.carrier)}, tracking number ${escapeHtml(e.shipment.trackingNumber)}.</p>`,
  });
  await mail(tx, e, "shipped");
}

/** A shipment of the order is out for delivery. */
export async function orderOutForDelivery(tx: Tx, e: FulfilmentEvent): Promise<void> {
  await timeline(tx, e, "out_for_delivery", "Out for delivery today.");
  await note(tx, e, "out_for_delivery", {
    title: `Order #${e.order.incrementId} is out for delivery`,
    content: "<p>It arrives today.</p>",
  });
  await mail(tx, e, "out_for_delivery");
}

/** A shipment of the order was delivered. */
export async function orderDelivered(tx: Tx, e: FulfilmentEvent): Promise<void> {
  await timeline(tx, e, "delivered", "Delivered.");
  await note(tx, e, "delivered", {
    title: `Order #${e.order.incrementId} was delivered`,
    content: "<p>Enjoy it! Tell other shoppers what you think: review it in My Reviews.</p>",
    url: `${MY_REVIEWS_PAGE_PATH}?tab=to-review`,
  });
  await mail(tx, e, "delivered");
}
