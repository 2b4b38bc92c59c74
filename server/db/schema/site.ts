import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Every public path the path lookup knows. A row with `redirectTo` is an old path that
 * answers 301 to its canonical target; otherwise it resolves to (targetType, targetId).
 */
export const urlRewrites = pgTable(
  "url_rewrites",
  {
    id: serial("id").primaryKey(),
    /** Without the leading slash, e.g. `furniture/sofas.html`. */
    requestPath: text("request_path").notNull(),
    targetType: text("target_type").$type<"product" | "category" | "cms">().notNull(),
    targetId: integer("target_id").notNull(),
    /** Canonical path (leading slash) when this row is a permanent redirect. */
    redirectTo: text("redirect_to"),
  },
  (t) => [uniqueIndex("url_rewrites_request_path_uq").on(t.requestPath)],
);

export const cmsPages = pgTable(
  "cms_pages",
  {
    id: serial("id").primaryKey(),
    identifier: text("identifier").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cms_pages_identifier_uq").on(t.identifier)],
);

export const hotKeywords = pgTable("hot_keywords", {
  id: serial("id").primaryKey(),
  keyword: text("keyword").notNull(),
  url: text("url").notNull(),
  position: integer("position").notNull().default(0),
  isHot: boolean("is_hot").notNull().default(false),
});

/** Merchandising blocks: the home page's banner slides and product rails, and the cart page's pictures. */
export const homeBlocks = pgTable(
  "home_blocks",
  {
    id: serial("id").primaryKey(),
    kind: text("kind")
      .$type<
        | "banner"
        | "trending"
        | "featured"
        | "bestseller"
        | "new_arrivals"
        | "new_home"
        // The cart page's banner and the Plus+ picture shown to non-members in the cart.
        | "cart_banner"
        | "plus_cart"
      >()
      .notNull(),
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    image: text("image"),
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    url: text("url"),
    productIds: jsonb("product_ids").$type<number[]>().notNull(),
  },
  (t) => [index("home_blocks_kind_idx").on(t.kind, t.position)],
);

/** Records of what shoppers searched for; feeds the hot keywords. */
export const searchEvents = pgTable(
  "search_events",
  {
    id: serial("id").primaryKey(),
    keywords: text("keywords").notNull(),
    behavior: text("behavior").notNull(),
    productIds: jsonb("product_ids").$type<number[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_events_created_idx").on(t.createdAt)],
);

/**
 * The searches the server ran itself and that found products, once per term, shopper and day:
 * what the popular searches are counted from (docs/decisions/0017-write-limits-and-popular-searches.md).
 * Client-sent statistics (search_events) never land here.
 */
export const searchShopperDays = pgTable(
  "search_shopper_days",
  {
    /** The searched text (after typo correction) lower-cased, spaces collapsed. */
    term: text("term").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** `c:{customerId}` or `s:{sessionId}`. */
    shopper: text("shopper").notNull(),
    /** A digest of the client address: a term needs distinct addresses too. */
    address: text("address").notNull(),
    /** The text as searched (shown when the term is popular). */
    keyword: text("keyword").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.day, t.shopper] }),
    index("search_shopper_days_day_idx").on(t.day),
  ],
);

/**
 * Terms operators never want shown as popular searches (managed by SQL, README "Popular
 * searches"): a popular term is hidden when it equals an entry or one of its words does.
 */
export const searchTermBlocklist = pgTable("search_term_blocklist", {
  /** Lower-case. */
  term: text("term").primaryKey(),
  reason: text("reason").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Key/value settings that operators change without a deploy (and the seed version). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
