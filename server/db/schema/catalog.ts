import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A node of the category tree. Ids are stable (the spec's special ids 444 and 1473 live here). */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull(),
    /** Without the leading slash, e.g. `furniture.html` or `furniture/sofas.html`. */
    urlPath: text("url_path").notNull(),
    level: smallint("level").notNull(),
    position: integer("position").notNull().default(0),
    description: text("description").notNull().default(""),
    image: text("image"),
    includeInMenu: boolean("include_in_menu").notNull().default(true),
  },
  (t) => [uniqueIndex("categories_url_path_uq").on(t.urlPath), index("categories_parent_idx").on(t.parentId)],
);

/** A sellable product (entity_id). Configurable products have several variants. */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull(),
    /** Without the leading slash, e.g. `harlow-3-seat-sofa-10234.html`. */
    urlPath: text("url_path").notNull(),
    typeId: text("type_id").notNull().default("simple"),
    /** 1 enabled, 2 no longer available. */
    status: smallint("status").notNull().default(1),
    categoryId: integer("category_id").notNull(),
    brand: text("brand").notNull(),
    itemNo: text("item_no").notNull(),
    gtin: text("gtin").notNull(),
    description: text("description").notNull(),
    shortDescription: text("short_description").notNull(),
    keyFeatures: jsonb("key_features").$type<string[]>().notNull(),
    specifications: jsonb("specifications").$type<{ label: string; value: string }[]>().notNull(),
    productCare: text("product_care").notNull(),
    highlights: jsonb("highlights").$type<string[]>().notNull(),
    /** Average rating 0–100 (percent of five stars). */
    ratingSummary: integer("rating_summary").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    /** Pre-order, Super Early Bird, Drop Price, Best Seller, New … (null when untagged). */
    productTag: text("product_tag"),
    presaleEndDate: timestamp("presale_end_date", { withTimezone: true }),
    /** End of a Drop Price offer. */
    spikeSpecialTime: timestamp("spike_special_time", { withTimezone: true }),
    couponUseabled: boolean("coupon_useabled").notNull().default(true),
    isNoDiscount: boolean("is_no_discount").notNull().default(false),
    /** 1 guests see "Log in for n PTS", 2/3 earned-points message variants. */
    pointsType: smallint("points_type").notNull().default(1),
    isCustomized: smallint("is_customized").notNull().default(0),
    isChair: boolean("is_chair").notNull().default(false),
    hasVideo: boolean("has_video").notNull().default(false),
    isPickup: boolean("is_pickup").notNull().default(false),
    businessDays: text("business_days").notNull().default("2-5"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_sku_uq").on(t.sku),
    uniqueIndex("products_url_path_uq").on(t.urlPath),
    index("products_category_idx").on(t.categoryId),
    index("products_sales_idx").on(t.salesCount),
    index("products_created_idx").on(t.createdAt),
  ],
);

/** Every category a product is listed in (its own and the ancestors). */
export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_categories_cat_idx").on(t.categoryId),
  ],
);

/** A purchasable variant (piid / child_id) with its own price, stock and gallery. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    color: text("color"),
    colorHex: text("color_hex"),
    size: text("size"),
    style: text("style"),
    numberOfPieces: integer("number_of_pieces"),
    /** Money is integer cents everywhere in the database. */
    priceCents: integer("price_cents").notNull(),
    specialPriceCents: integer("special_price_cents"),
    plusPriceCents: integer("plus_price_cents"),
    qty: integer("qty").notNull().default(0),
    isInStock: boolean("is_in_stock").notNull().default(true),
    minSaleQty: integer("min_sale_qty").notNull().default(1),
    maxSaleQty: integer("max_sale_qty").notNull().default(10),
    /** Expected refill date when out of stock. */
    fillTime: timestamp("fill_time", { withTimezone: true }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_variants_sku_uq").on(t.sku),
    index("product_variants_product_idx").on(t.productId),
    /** Colour facet: known-colour checks and swatches read the index only. */
    index("product_variants_color_idx").on(t.color, t.colorHex),
  ],
);

export const variantImages = pgTable(
  "variant_images",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: text("alt").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull().default(0),
  },
  // In display order: a variant's first picture (catalog/variant-image.ts, on every cart line) is
  // the index's first entry, with no sort.
  (t) => [index("variant_images_variant_position_idx").on(t.variantId, t.position, t.id)],
);

/** "Buy {qty} for {price} each". */
export const tierPrices = pgTable(
  "tier_prices",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.qty] })],
);

export const productTags = pgTable(
  "product_tags",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tag] }), index("product_tags_tag_idx").on(t.tag)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull(),
    title: text("title").notNull(),
    detail: text("detail").notNull(),
    rating: smallint("rating").notNull(),
    helpfulCount: integer("helpful_count").notNull().default(0),
    /** The customer who wrote it (null for imported reviews). */
    customerId: integer("customer_id"),
    /** published: listed; pending: written by a customer, awaiting moderation (not listed). */
    status: text("status").$type<"published" | "pending">().notNull().default("published"),
    images: jsonb("images")
      .$type<{ url: string; width: number; height: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The bought order line the review was written from (My Review's "to review"): a verified purchase. */
    orderItemId: integer("order_item_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt),
    index("reviews_customer_idx").on(t.customerId, t.createdAt),
    uniqueIndex("reviews_order_item_uq").on(t.orderItemId),
  ],
);

export const productFaqs = pgTable(
  "product_faqs",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** "" until the store answers a customer's question. */
    answer: text("answer").notNull(),
    /** The customer who asked (null for the store's own FAQ). */
    customerId: integer("customer_id"),
    /** published: listed; pending: asked by a customer, not answered yet (not listed). */
    status: text("status").$type<"published" | "pending">().notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_faqs_product_idx").on(t.productId)],
);
