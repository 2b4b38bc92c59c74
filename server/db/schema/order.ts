import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CartPurpose } from "./cart";
import { customers } from "./customer";

/**
 * A placed order. Totals are frozen copies (integer cents) of what the server computed when it was
 * placed; `order_token` (from GET /api/order-token) makes placing idempotent: a double click or two
 * tabs with one token make one order.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** The number shoppers see, e.g. "100000123". */
    incrementId: text("increment_id").notNull(),
    orderToken: text("order_token").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The guest session that placed it (guests see their order through it). */
    guestSessionId: bigint("guest_session_id", { mode: "number" }),
    email: text("email").notNull(),
    /** pending_payment → processing → complete; canceled; payment_failed. */
    status: text("status").notNull().default("pending_payment"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    protectionCents: integer("protection_cents").notNull().default(0),
    pointsUsed: integer("points_used").notNull().default(0),
    /** Points credited when the order was paid (1 per whole dollar of goods); taken back on cancel. */
    pointsEarned: integer("points_earned").notNull().default(0),
    /** The pay-later promotion taken off the charge (the cart's klarna_discount). */
    payLaterDiscountCents: integer("pay_later_discount_cents").notNull().default(0),
    grandTotalCents: integer("grand_total_cents").notNull(),
    couponCode: text("coupon_code"),
    shippingMethod: text("shipping_method").notNull(),
    shippingAddress: jsonb("shipping_address").$type<Record<string, unknown>>().notNull(),
    paymentMethod: text("payment_method").notNull(),
    /** Store pickup instead of delivery. */
    isPickup: integer("is_pickup").notNull().default(0),
    /** Shipping protection was on (its price is part of protection_cents). */
    shippingProtection: boolean("shipping_protection").notNull().default(false),
    /**
     * The free gift the cart had chosen when the order was placed (taken or removed; null: none),
     * so a declined payment gives the cart its choice back.
     */
    giftVariantId: integer("gift_variant_id"),
    /**
     * The shopper had removed that gift (the cart's gift_removed), stored rather than inferred from
     * the order's lines: an order under the threshold carries no gift line although the gift was taken.
     */
    giftRemoved: boolean("gift_removed").notNull().default(false),
    /** Which of the owner's carts the order came from (cart | buy_now): a declined payment puts it back there. */
    checkout: text("checkout").$type<CartPurpose>().notNull().default("cart"),
    /**
     * The Plus+ first-order extra discount taken off this order's goods (0: none), frozen at placing
     * like the coupon's; the payment that pays the order marks the membership's first order used
     * (plus_memberships.first_order_id). docs/decisions/0035-plus-benefits.md.
     */
    plusFirstOrderCents: integer("plus_first_order_cents").notNull().default(0),
    /**
     * Placed by an active Plus+ member (plus_memberships.expires_at after the placing): the order
     * earns the member's points multiplier when paid, and its lines carry the extra warranty.
     */
    plusMember: boolean("plus_member").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** When every unit was delivered (status complete): the game gift ships within 7 days of it (decision 0045). */
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_increment_uq").on(t.incrementId),
    uniqueIndex("orders_token_uq").on(t.orderToken),
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    // The expiry sweep (order-expiry.ts) looks for old unpaid orders every few minutes: a partial
    // index holds only those, so the sweep stays cheap however many orders the table keeps.
    index("orders_pending_created_idx").on(t.createdAt).where(sql`${t.status} = 'pending_payment'`),
    check("orders_totals_ck", sql`${t.grandTotalCents} >= 0 and ${t.subtotalCents} >= 0`),
  ],
);

/** An order line: a frozen copy of the cart line with its prices in cents. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    variantId: integer("variant_id").notNull(),
    name: text("name").notNull(),
    sku: text("sku").notNull(),
    qty: integer("qty").notNull(),
    priceCents: integer("price_cents").notNull(),
    rowTotalCents: integer("row_total_cents").notNull(),
    planId: text("plan_id"),
    /** The offer the plan came from (with plan_id it names the plan again in the cart). */
    offerPlanId: text("offer_plan_id"),
    planTitle: text("plan_title"),
    planTermMonths: integer("plan_term_months"),
    planPriceCents: integer("plan_price_cents"),
    customizationModel: text("customization_model"),
    /** The free gift with purchase over the threshold (spec part 2 §9): one unit, price 0, sent with the order. */
    isGift: boolean("is_gift").notNull().default(false),
    /** Months of Plus+ extra warranty recorded because an active member bought it (12; 0: none). */
    extraWarrantyMonths: integer("extra_warranty_months").notNull().default(0),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), check("order_items_qty_ck", sql`${t.qty} > 0`)],
);

/**
 * A payment attempt on an order through a provider. At most one successful (authorized or
 * captured) payment per order: the partial unique index makes a second charge impossible.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** card | paylater */
    method: text("method").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** authorized | captured | declined | failed | voided | refunded */
    status: text("status").notNull(),
    transactionId: text("transaction_id"),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    uniqueIndex("payments_one_success_uq").on(t.orderId).where(sql`status in ('authorized', 'captured')`),
  ],
);

/** Coupon uses by placed orders: limits per coupon and per customer count these rows. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: integer("customer_id"),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_order_uq").on(t.orderId, t.couponId),
    index("coupon_redemptions_coupon_idx").on(t.couponId),
  ],
);

/**
 * The built-in test payment provider's side: one-time nonces its isolated payment field issued
 * for a card (never the card number: only brand, last four digits and which test outcome it is).
 */
export const testProviderNonces = pgTable(
  "test_provider_nonces",
  {
    id: serial("id").primaryKey(),
    nonceHash: text("nonce_hash").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    /** approve | decline | processor_error */
    outcome: text("outcome").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("test_provider_nonces_hash_uq").on(t.nonceHash)],
);
