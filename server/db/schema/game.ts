import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./customer";
import { orders } from "./order";
import { supportRequests } from "./support";

/**
 * The free-gift game "Play to Win" (issue 19, docs/decisions/0045-free-gift-game.md): one turn per
 * paid order of a signed-in customer (unique on order_id), recorded when the customer's turn list is
 * read. status: ready → won (a card was turned: the gift below is fixed and one unit of
 * gift_variant_id is off stock) → confirmed → shipped → delivered; return_requested → returned
 * (the order came back after the gift was sent); void (void_reason: order_canceled, order_returned,
 * expired). The gift's name, SKU, price, picture and page are copies taken when the card was turned,
 * so the turn reads the same whatever the catalog does later. The gift is never an order line.
 */
export const gameTurns = pgTable(
  "game_turns",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("ready"),
    voidReason: text("void_reason"),
    /** When the order was placed. */
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
    /** earned_at + GAME_TURN_DAYS: a turn still ready or won by then becomes void (expired). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    categoryId: integer("category_id"),
    card: integer("card"),
    giftProductId: integer("gift_product_id"),
    giftVariantId: integer("gift_variant_id"),
    giftName: text("gift_name"),
    giftSku: text("gift_sku"),
    giftPriceCents: integer("gift_price_cents"),
    giftImage: text("gift_image"),
    giftUrl: text("gift_url"),
    playedAt: timestamp("played_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    trackingNumber: text("tracking_number"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    returnRequestedAt: timestamp("return_requested_at", { withTimezone: true }),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    /** The customer-service request a quality report opened. */
    supportRequestId: integer("support_request_id").references(() => supportRequests.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("game_turns_order_uq").on(t.orderId),
    index("game_turns_customer_idx").on(t.customerId, t.orderId.desc()),
    // The operator lists (to ship, to receive, reported) read only the turns waiting for them.
    index("game_turns_operator_idx")
      .on(t.status, t.id)
      .where(sql`${t.status} in ('confirmed', 'return_requested') or ${t.reportedAt} is not null`),
    check(
      "game_turns_status_ck",
      sql`${t.status} in ('ready', 'won', 'confirmed', 'shipped', 'delivered', 'return_requested', 'returned', 'void')`,
    ),
    check(
      "game_turns_void_reason_ck",
      sql`${t.voidReason} is null or ${t.voidReason} in ('order_canceled', 'order_returned', 'expired')`,
    ),
    check("game_turns_card_ck", sql`${t.card} is null or ${t.card} between 1 and 9`),
  ],
);
