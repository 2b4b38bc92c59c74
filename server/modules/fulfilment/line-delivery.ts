// When an order line reached the customer, in SQL correlated to the `order_items` row of the
// query that uses it: a line is delivered once a shipment carrying it is delivered. My Review
// ("to review") and My Warranty (the warranty starts on delivery) ask the same question; returns
// count delivered units per line instead (returns.service deliveredByItem).
import { sql } from "drizzle-orm";
import { shipmentItems, shipments } from "../../db/schema/fulfilment";
import { orderItems } from "../../db/schema/order";

const deliveredShipmentsOfLine = sql`${shipmentItems} join ${shipments} on ${shipments.id} = ${shipmentItems.shipmentId}
  where ${shipmentItems.orderItemId} = ${orderItems.id} and ${shipments.status} = 'delivered'`;

/** True when a delivered shipment carried the line. */
export const lineDelivered = sql`exists (select 1 from ${deliveredShipmentsOfLine})`;

/** The (UTC) day the first delivered shipment carrying the line arrived, YYYY-MM-DD, or null. */
export const lineDeliveredOn = sql<string | null>`(
  select to_char(min(${shipments.deliveredAt}) at time zone 'UTC', 'YYYY-MM-DD') from ${deliveredShipmentsOfLine}
)`;
