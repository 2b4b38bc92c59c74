// One function per order event of fulfilment: shipped, out for delivery, delivered. Each runs inside
// the transaction that made the change (fulfilment.service.ts, for operators and the demo worker
// alike) and writes the shipment's timeline event. The system note the shopper's bell shows for each
// event (issue 17, "Notes are real") is written at the `// notes hook` line, in the same transaction.
import type { SHIPMENT_STATUS_LABELS } from "../../../contract/fulfilment-constants";
import { shipmentEvents } from "../../db/schema/fulfilment";
import type { Tx } from "../../db/transaction";
import type { OrderRow } from "../order/order-ownership";
import type { ShipmentRow } from "./shipment-view";

export interface FulfilmentEvent {
  order: OrderRow;
  shipment: ShipmentRow;
  at: Date;
  /** Where it happened, when the operator said ("" otherwise). */
  location: string;
  /** What the timeline says; each event has its own default. */
  description?: string;
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

/** A shipment of the order left with its carrier. */
export async function orderShipped(tx: Tx, e: FulfilmentEvent): Promise<void> {
  await timeline(
    tx,
    e,
    "shipped",
    `Shipped with ${e.shipment.carrier}, tracking number ${e.shipment.trackingNumber}.`,
  );
  // notes hook: write the shopper's "Order shipped" system note here (same transaction).
}

/** A shipment of the order is out for delivery. */
export async function orderOutForDelivery(tx: Tx, e: FulfilmentEvent): Promise<void> {
  await timeline(tx, e, "out_for_delivery", "Out for delivery today.");
  // notes hook: write the shopper's "Out for delivery" system note here (same transaction).
}

/** A shipment of the order was delivered. */
export async function orderDelivered(tx: Tx, e: FulfilmentEvent): Promise<void> {
  await timeline(tx, e, "delivered", "Delivered.");
  // notes hook: write the shopper's "Delivered" system note here (same transaction).
}
