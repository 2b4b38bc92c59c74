import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./customer";
import { orders } from "./order";

// Plus+ membership (issue 18, docs/decisions/0034-plus-membership.md). Names follow the shared
// design of the issue; the benefits (first-order $40, points, warranty, referral crediting) read
// and write these rows from the cart/order modules.

/**
 * A customer's membership: one row per customer, extended by renewals. Active = expires_at > now.
 * `customer_group` says PLUS+ while it is active; the expiry sweep puts `previous_group` back.
 * One membership per phone (the phone the code was verified on, digits only).
 */
export const plusMemberships = pgTable(
  "plus_memberships",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** The member's running number (plus_num of the join flow): kept on renewal. */
    memberNumber: serial("member_number").notNull(),
    phone: text("phone").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The group restored at expiry (General, usually). */
    previousGroup: text("previous_group").notNull(),
    previousGroupId: integer("previous_group_id").notNull().default(1),
    referrerId: integer("referrer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The store order that used the first-order extra $40 (set by the benefits when it is paid). */
    firstOrderId: integer("first_order_id").references(() => orders.id, { onDelete: "set null" }),
    /** When the expiry sweep put the previous group back (null while active, or renewed since). */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plus_memberships_phone_uq").on(t.phone),
    uniqueIndex("plus_memberships_member_number_uq").on(t.memberNumber),
    index("plus_memberships_expiry_idx").on(t.expiresAt).where(sql`${t.expiredAt} is null`),
    check("plus_memberships_period_ck", sql`${t.expiresAt} > ${t.startedAt}`),
  ],
);

/**
 * A membership purchase (join) or renewal: a real order of the membership product, paid through
 * the store's payment provider. order_sn = PL + 9 digits of the id. Amounts are the server's.
 */
export const plusOrders = pgTable(
  "plus_orders",
  {
    id: serial("id").primaryKey(),
    orderSn: text("order_sn").notNull().generatedAlwaysAs(sql`'PL' || lpad(id::text, 9, '0')`),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** join | renew */
    kind: text("kind").notNull(),
    phone: text("phone").notNull(),
    vipCode: text("vip_code"),
    referrerId: integer("referrer_id").references(() => customers.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    /** pending | paid | failed | canceled */
    status: text("status").notNull().default("pending"),
    provider: text("provider"),
    /** card | paylater */
    method: text("method"),
    transactionId: text("transaction_id"),
    /** The provider's message of the last refused attempt (the order stays pending: retry). */
    lastError: text("last_error"),
    /** The period this order buys: set when it is paid (a renewal starts at the old expiry). */
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plus_orders_order_sn_uq").on(t.orderSn),
    // At most one pending order per customer: paymenLink reuses it.
    uniqueIndex("plus_orders_one_pending_uq").on(t.customerId).where(sql`${t.status} = 'pending'`),
    // A period is bought once: the success is applied exactly once.
    uniqueIndex("plus_orders_paid_period_uq")
      .on(t.customerId, t.periodStart)
      .where(sql`${t.status} = 'paid'`),
    index("plus_orders_customer_idx").on(t.customerId, t.createdAt),
    check("plus_orders_kind_ck", sql`${t.kind} in ('join', 'renew')`),
    check("plus_orders_status_ck", sql`${t.status} in ('pending', 'paid', 'failed', 'canceled')`),
    check("plus_orders_method_ck", sql`${t.method} is null or ${t.method} in ('card', 'paylater')`),
  ],
);

/**
 * A phone code of the join flow: only its hash is kept. Valid 10 minutes, 5 tries, single use,
 * for this customer and this phone. `verified_at` is set by the right code; creating the
 * membership order consumes it (`consumed_at`).
 */
export const plusPhoneCodes = pgTable(
  "plus_phone_codes",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** The referral code accepted with the code (checked again when the order is made). */
    vipCode: text("vip_code"),
  },
  (t) => [index("plus_phone_codes_customer_idx").on(t.customerId, t.createdAt)],
);

/**
 * A referral: the referred member joined with the referrer's code (pending); credited (2,000
 * points = $20, a note and a mail) when the referred member's first store order is paid.
 */
export const plusReferrals = pgTable(
  "plus_referrals",
  {
    id: serial("id").primaryKey(),
    referrerId: integer("referrer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    referredId: integer("referred_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    plusOrderId: integer("plus_order_id")
      .notNull()
      .references(() => plusOrders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** pending | credited */
    status: text("status").notNull().default("pending"),
    qualifyingOrderId: integer("qualifying_order_id").references(() => orders.id, { onDelete: "set null" }),
    creditedAt: timestamp("credited_at", { withTimezone: true }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plus_referrals_referred_uq").on(t.referredId),
    index("plus_referrals_referrer_idx").on(t.referrerId, t.createdAt),
    check("plus_referrals_status_ck", sql`${t.status} in ('pending', 'credited')`),
    check("plus_referrals_not_self_ck", sql`${t.referrerId} <> ${t.referredId}`),
  ],
);

/**
 * The Plus+ landing's editable blocks (GET /api/plus/cms-show-info): one hero, benefits and FAQ
 * entries in position order. Migration 0037 writes the defaults (every database has them, an
 * upgraded one too); operators edit them by SQL like the other CMS content.
 */
export const plusCmsBlocks = pgTable(
  "plus_cms_blocks",
  {
    id: serial("id").primaryKey(),
    /** hero | benefit | faq */
    kind: text("kind").notNull(),
    position: integer("position").notNull().default(0),
    icon: text("icon").notNull().default(""),
    title: text("title").notNull(),
    /** Hero: the subtitle (text); benefit: the text; faq: the answer (HTML, sanitized when seeded). */
    body: text("body").notNull().default(""),
    isActive: integer("is_active").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plus_cms_blocks_kind_idx").on(t.kind, t.position),
    check("plus_cms_blocks_kind_ck", sql`${t.kind} in ('hero', 'benefit', 'faq')`),
  ],
);

/**
 * The SMS outbox: a text is written in the transaction that causes it (a join-flow code) and
 * delivered by the worker to SMS_URL when configured; without it, it is marked sent and shows on
 * the development mailbox page beside the mail.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    /** What it is for: plus_code … */
    purpose: text("purpose").notNull(),
    /** pending | sent | failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may (re)try it; a worker claims a text by moving this into the future. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("sms_outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("sms_outbox_phone_idx").on(t.phone, t.createdAt),
    check("sms_outbox_status_ck", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
