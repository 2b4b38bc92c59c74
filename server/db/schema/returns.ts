import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./customer";
import { orderItems, orders } from "./order";
import { uploadedImages } from "./uploads";

/**
 * A customer's return of delivered items (docs/decisions/0031-returns.md), with its RMA number
 * ("R" + order number + "-" + n). status: requested → approved | refused → received → refunded.
 * Money is what the refund paid back (cents); points as they moved. `request_key` makes asking
 * idempotent: the same key of the same customer is one return.
 */
export const returns = pgTable(
  "returns",
  {
    id: serial("id").primaryKey(),
    rmaNumber: text("rma_number").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("requested"),
    reason: text("reason").notNull(),
    comment: text("comment").notNull().default(""),
    refuseReason: text("refuse_reason"),
    requestKey: text("request_key"),
    /** Paid back to the original payment (goods, tax, plans; shipping when the whole order came back). */
    refundCents: integer("refund_cents").notNull().default(0),
    /** The shipping protection's part of refund_cents (whole order returned). */
    shippingProtectionRefundCents: integer("shipping_protection_refund_cents").notNull().default(0),
    pointsRefunded: integer("points_refunded").notNull().default(0),
    pointsTakenBack: integer("points_taken_back").notNull().default(0),
    /** The provider's answer to the refund (refunded, voided). */
    refundStatus: text("refund_status"),
    /** This return completed the order's return: everything else of the order was given back as a cancel does. */
    wholeOrder: integer("whole_order").notNull().default(0),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("returns_rma_uq").on(t.rmaNumber),
    uniqueIndex("returns_request_key_uq").on(t.customerId, t.requestKey),
    index("returns_order_idx").on(t.orderId),
    index("returns_customer_idx").on(t.customerId, t.requestedAt),
    index("returns_open_idx")
      .on(t.status, t.requestedAt)
      .where(sql`${t.status} in ('requested', 'approved', 'received')`),
    check(
      "returns_status_ck",
      sql`${t.status} in ('requested', 'approved', 'refused', 'received', 'refunded')`,
    ),
  ],
);

/** The order lines a return takes back, how many units, and what each line refunds (cents). */
export const returnItems = pgTable(
  "return_items",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    /** Goods less their share of the coupon, points and pay-later discount, plus their share of tax. */
    refundCents: integer("refund_cents").notNull().default(0),
    /** The protection plan attached to the line, for the units returned. */
    planRefundCents: integer("plan_refund_cents").notNull().default(0),
    /** Points spent on the order that this line gives back. */
    pointsRefunded: integer("points_refunded").notNull().default(0),
  },
  (t) => [
    uniqueIndex("return_items_line_uq").on(t.returnId, t.orderItemId),
    index("return_items_order_item_idx").on(t.orderItemId),
    check("return_items_qty_ck", sql`${t.qty} > 0`),
  ],
);

/** Photos the customer attached (uploaded through the review photos' image module). */
export const returnPhotos = pgTable(
  "return_photos",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => uploadedImages.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("return_photos_image_uq").on(t.imageId),
    index("return_photos_return_idx").on(t.returnId),
  ],
);
