import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products, productVariants } from "./catalog";

/**
 * "Notify me" (issue 19, docs/decisions/0040-back-in-stock.md): an address waiting for an
 * out-of-stock variant to come back. One row per address and variant (the variant names its
 * product): asking again while waiting changes nothing. When the variant's stock returns, the
 * transaction that returns it marks the row notified and puts one mail in the outbox; asking again
 * after that (the item sold out again) re-arms the same row.
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased: one request per address whatever its spelling. */
    email: text("email").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    /** The signed-in customer who asked (from the session, never the payload); null for a guest. */
    customerId: integer("customer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the current wait began (the first request, or the request that re-armed the row). */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the back-in-stock mail was written; null while waiting. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("back_in_stock_requests_variant_email_uq").on(t.variantId, t.email),
    /** The waiting rows of a variant: what a stock return looks up. */
    index("back_in_stock_requests_waiting_idx").on(t.variantId).where(sql`${t.notifiedAt} is null`),
  ],
);
