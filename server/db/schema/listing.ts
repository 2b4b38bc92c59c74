import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** What a listing filters, counts and sorts on (fresh builders for each table that holds them). */
const listedColumns = () => ({
  status: smallint("status").notNull(),
  finalCents: integer("final_cents").notNull(),
  inStock: boolean("in_stock").notNull(),
  colors: text("colors").array().notNull(),
  ratingSummary: integer("rating_summary").notNull(),
  reviewsCount: integer("reviews_count").notNull(),
  salesCount: integer("sales_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

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
  ...listedColumns(),
});

/**
 * product_listing's row once per category the product is listed in (product_categories, which
 * holds the product's own category and every ancestor), with its merchandised position there.
 * A category page filters, counts and sorts its products from one range of the covering index
 * `category_listing_scan_idx` (an index-only scan: about half the database time of joining
 * product_categories to product_listing for a 12,000-product category, README "Performance"). Kept in sync by triggers on
 * product_categories and by product_listing's refresh (see the category listing migration); a
 * row is rewritten only when one of its values changes, so a stock movement that changes nothing
 * listed leaves it alone. Never written by application code.
 */
export const categoryListing = pgTable(
  "category_listing",
  {
    categoryId: integer("category_id").notNull(),
    productId: integer("product_id").notNull(),
    position: integer("position").notNull(),
    ...listedColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index("category_listing_product_idx").on(t.productId),
  ],
);
