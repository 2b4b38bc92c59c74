import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { orders } from "./order";

/**
 * Product behaviour events (`POST /v3/statistics/user-product-behavior`): who looked at or bought
 * which product. `visitorKey` is the identity repeated looks are de-duplicated by: the guest
 * (device) id when sent, else `customer:{customerId}`.
 */
export const productBehaviorEvents = pgTable(
  "product_behavior_events",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    behavior: text("behavior").$type<"look" | "purchase">().notNull(),
    customerId: text("customer_id"),
    guestId: text("guest_id"),
    visitorKey: text("visitor_key").notNull(),
    source: text("source").notNull().default("pc"),
    country: text("country").notNull().default("us"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_behavior_visitor_idx").on(t.visitorKey, t.productId, t.createdAt),
    index("product_behavior_product_idx").on(t.productId, t.behavior, t.createdAt),
  ],
);

/**
 * Order behaviour events (`POST /v3/statistics/user-order-behavior`): one row per order and
 * behaviour, so a reloaded confirmation page never counts a purchase twice.
 */
export const orderBehaviorEvents = pgTable(
  "order_behavior_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    behavior: text("behavior").$type<"purchase" | "cancel">().notNull(),
    customerId: integer("customer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("order_behavior_order_uq").on(t.orderId, t.behavior)],
);
