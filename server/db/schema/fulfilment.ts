import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orderItems, orders } from "./order";

/**
 * A parcel of an order on its way (docs/decisions/0029-fulfilment-and-operators.md): one or more per
 * order, each with its carrier and a tracking number no other shipment has.
 * status: shipped → out_for_delivery → delivered; confirmed_at: the shopper confirmed receipt.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier").notNull(),
    /** Upper case, no spaces (contract/fulfilment-constants.ts normalizes what is typed). */
    trackingNumber: text("tracking_number").notNull(),
    status: text("status").notNull().default("shipped"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull(),
    outForDeliveryAt: timestamp("out_for_delivery_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("shipments_tracking_uq").on(t.trackingNumber),
    index("shipments_order_idx").on(t.orderId),
    // The demo worker looks for shipments still on their way.
    index("shipments_open_idx").on(t.status, t.shippedAt).where(sql`${t.status} <> 'delivered'`),
    check("shipments_status_ck", sql`${t.status} in ('shipped', 'out_for_delivery', 'delivered')`),
  ],
);

/** Which order lines, and how many of each, a shipment carries. */
export const shipmentItems = pgTable(
  "shipment_items",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
  },
  (t) => [
    uniqueIndex("shipment_items_line_uq").on(t.shipmentId, t.orderItemId),
    index("shipment_items_order_item_idx").on(t.orderItemId),
    check("shipment_items_qty_ck", sql`${t.qty} > 0`),
  ],
);

/** The tracking timeline: one row per step of a shipment, oldest first. */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("shipment_events_shipment_idx").on(t.shipmentId, t.at)],
);

/**
 * People (and jobs) allowed to call /admin/api: only the SHA-256 of each bearer token is kept.
 * The OPERATOR_TOKEN of the configuration is stored here at start (server/modules/fulfilment/operators.ts).
 */
export const operators = pgTable(
  "operators",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("operators_name_uq").on(t.name), uniqueIndex("operators_token_uq").on(t.tokenHash)],
);

/** Every operator action, with who did it (an operator's name, or "demo-worker"). */
export const operatorActions = pgTable(
  "operator_actions",
  {
    id: serial("id").primaryKey(),
    operator: text("operator").notNull(),
    /**
     * ship | out_for_delivery | deliver; support_reply | support_close (detail: the request number);
     * notes_broadcast (detail: note ids, audience, title); return_approve | return_refuse |
     * return_receive | return_refund; game_gift_ship | game_gift_deliver | game_gift_receive
     * (detail: turn_id, tracking_number: decision 0045).
     */
    action: text("action").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    shipmentId: integer("shipment_id").references(() => shipments.id, { onDelete: "set null" }),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operator_actions_order_idx").on(t.orderId), index("operator_actions_at_idx").on(t.at)],
);
