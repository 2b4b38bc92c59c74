import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A store coupon. The product page lists the ones that apply to a product (detail coupons); the
 * cart applies them (minimum spend, limits). Money is cents; a percent coupon keeps whole percent.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** What a shopper types or claims; unique regardless of case (stored upper-case). */
    code: text("code").notNull(),
    title: text("title").notNull(),
    /** Shown on the coupon card under the discount, e.g. "On orders of $100+ in Furniture". */
    description: text("description").notNull().default(""),
    /** fixed: `amount` is cents off; percent: `amount` is whole percent off (1–100). */
    discountType: text("discount_type").$type<"fixed" | "percent">().notNull(),
    amount: integer("amount").notNull(),
    /** The qualifying item subtotal, cents; 0 for none. */
    minSpendCents: integer("min_spend_cents").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Null: no end date. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Claims (and so uses) over all customers; null: unlimited. */
    usageLimitTotal: integer("usage_limit_total"),
    /** Uses per customer. */
    usageLimitPerCustomer: integer("usage_limit_per_customer").notNull().default(1),
    /** 1 Plus+ members, 2 newsletter subscribers, 3 link to a sale page, 4 claimable (spec part 2 §3). */
    detailCouponType: smallint("detail_coupon_type").notNull(),
    /** Link coupons: the store path that uses it, e.g. /sale.html. */
    url: text("url"),
    /** all: every product; categories: products listed in `category_ids` (or their subcategories); products: `product_ids`. */
    appliesTo: text("applies_to").$type<"all" | "categories" | "products">().notNull().default("all"),
    categoryIds: integer("category_ids").array().notNull().default(sql`'{}'::integer[]`),
    productIds: integer("product_ids").array().notNull().default(sql`'{}'::integer[]`),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * A coupon issued to one address by a marketing offer (offer_grants): only the shopper with
     * this e-mail (lower-cased; the account's or a guest checkout's) may use it, it shows in that
     * account's My Coupons and never in a product page's or another shopper's coupon list. Null:
     * a store coupon.
     */
    ownerEmail: text("owner_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_uq").on(sql`upper(${t.code})`),
    index("coupons_active_idx").on(t.isActive, t.endsAt),
    index("coupons_owner_email_idx").on(t.ownerEmail),
    check("coupons_discount_type_ck", sql`${t.discountType} in ('fixed', 'percent')`),
    check("coupons_amount_ck", sql`${t.amount} > 0 and (${t.discountType} = 'fixed' or ${t.amount} <= 100)`),
    check("coupons_detail_type_ck", sql`${t.detailCouponType} between 1 and 4`),
    check("coupons_applies_to_ck", sql`${t.appliesTo} in ('all', 'categories', 'products')`),
    check("coupons_min_spend_ck", sql`${t.minSpendCents} >= 0`),
  ],
);

/**
 * A coupon a customer has claimed (Get Now). Its uses are counted from `coupon_redemptions`
 * (per coupon and per customer or e-mail), the one record that orders write and cancels remove.
 */
export const customerCoupons = pgTable(
  "customer_coupons",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").notNull(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customer_coupons_uq").on(t.customerId, t.couponId),
    index("customer_coupons_coupon_idx").on(t.couponId),
  ],
);

/**
 * What a marketing offer (newsletter bundle, baby, massage chair, old-user, birthday) gave: once per
 * offer and address, and once per offer and customer (in a period: the birthday's year), whatever
 * how often its form is sent (issue 19). Written only once the address is confirmed.
 */
export const offerGrants = pgTable(
  "offer_grants",
  {
    id: serial("id").primaryKey(),
    /** subscribe, baby, massage_chair, old_user, birthday. */
    offer: text("offer").notNull(),
    /** Lower-cased: the address the coupons were issued to. */
    email: text("email").notNull(),
    /** The customer it went to, 0 when the address had no account then. */
    customerId: integer("customer_id").notNull().default(0),
    /** '' for a once-ever offer; the year for the birthday coupon. */
    period: text("period").notNull().default(""),
    couponIds: integer("coupon_ids").array().notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("offer_grants_email_uq").on(t.offer, t.email, t.period),
    uniqueIndex("offer_grants_customer_uq")
      .on(t.offer, t.customerId, t.period)
      .where(sql`${t.customerId} > 0`),
  ],
);

/**
 * An offer a sign-up asked for (the newsletter's bundle, the baby and massage-chair coupons) before
 * its address was confirmed: granted (offer_grants) when the address is confirmed, by the mailed
 * link or by verifying the account of that address (docs/decisions/0039).
 */
export const offerRequests = pgTable(
  "offer_requests",
  {
    id: serial("id").primaryKey(),
    offer: text("offer").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** The signed-in customer who asked, 0 for a visitor. */
    customerId: integer("customer_id").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When the confirmation granted it; null while it waits. */
    grantedAt: timestamp("granted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("offer_requests_uq").on(t.offer, t.email)],
);
