import { boolean, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What category and search listings filter, count and sort on, one row per product that has a
 * variant: the display variant's final price (first in-stock variant, else the first — the price
 * its tile shows), whether any variant is in stock, its variants' colours, and copies of the
 * product's sort columns. Kept in sync by triggers on product_variants and products (see the
 * listing migration); never written by application code. Lets a 12,000-product category be
 * filtered and counted without touching the wide products rows or every variant.
 */
export const productListing = pgTable("product_listing", {
  productId: integer("product_id").primaryKey(),
  status: smallint("status").notNull(),
  finalCents: integer("final_cents").notNull(),
  inStock: boolean("in_stock").notNull(),
  colors: text("colors").array().notNull(),
  ratingSummary: integer("rating_summary").notNull(),
  reviewsCount: integer("reviews_count").notNull(),
  salesCount: integer("sales_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
