import { boolean, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/**
 * Customization options (spec part 2 §3 "Customization sku data", §4 "Customization drawer").
 * Options belong to a model family — a product's `is_customized` value (1 sofas, 2 beds) — not to
 * one product, so every customizable product of a family offers the same groups. The rows are
 * static reference data written by the migration itself (the demo seed runs after migrations, so
 * they cannot be derived from products there). Sku data for a combination is computed by the
 * service from the product's own price and the chosen stats' deltas, not stored.
 */
export const customizationFamilies = pgTable("customization_families", {
  /** The products.is_customized value this family serves (1 or 2). */
  family: smallint("family").primaryKey(),
  name: text("name").notNull(),
  /** The family's customization type (sku data `type`); the type-0 preset rule applies to 0. */
  type: smallint("type").notNull(),
});

/** An option group of a family (the spec's `content` is its heading), shown in `position` order. */
export const customizationGroups = pgTable(
  "customization_groups",
  {
    family: smallint("family")
      .notNull()
      .references(() => customizationFamilies.family, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    content: text("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.family, t.position] })],
);

/** A choosable option (stat) of a group. Ids are unique within a family. */
export const customizationStats = pgTable(
  "customization_stats",
  {
    family: smallint("family").notNull(),
    id: integer("id").notNull(),
    groupPosition: smallint("group_position").notNull(),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    /** Site-relative swatch/preview image path. */
    image: text("image").notNull(),
    /** Added to the product's price (and special price) when chosen, in cents. */
    priceDeltaCents: integer("price_delta_cents").notNull().default(0),
    /** The family's default choice of its group (the default model). */
    isDefault: boolean("is_default").notNull().default(false),
    /** Shown but not choosable (spec `disable`). */
    disabled: boolean("disabled").notNull().default(false),
    /** False when this option cannot be made now: a combination using it is out of stock. */
    inStock: boolean("in_stock").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.family, t.id] }),
    index("customization_stats_group_idx").on(t.family, t.groupPosition),
  ],
);
