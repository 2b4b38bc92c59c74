import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Newsletter sign-ups (footer form, subscribe page, account, registration). Double opt-in: a
 * sign-up is pending until the address's owner follows the mailed confirmation link (or the
 * address is proved otherwise: a signed-in customer's verified account address). Subscriber-only
 * incentives need confirmed_at (docs/decisions/0018).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased: one subscription per address whatever its spelling. */
    email: text("email").notNull(),
    /** Where the sign-up came from: footer, newsletter-page, product … */
    source: text("source").notNull(),
    /** The signed-in customer who subscribed (from the session, never the payload), 0 for a visitor. */
    customerId: integer("customer_id").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the address was confirmed; null while the subscription is pending. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the token in the newest confirmation link (the link itself is never stored). */
    confirmTokenHash: text("confirm_token_hash"),
    /** When the newest confirmation mail was written (the resend cooldown counts from it). */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    /** The newest confirmation link works until then. */
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_uq").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_token_uq").on(t.confirmTokenHash),
    index("newsletter_subscribers_created_idx").on(t.createdAt),
  ],
);

/**
 * Baby-offer sign-ups (the baby pop-up on baby categories, /baby-registry): which age range a
 * family shops for and from which category, so the newsletter can send what fits (issue 19; spec
 * part 2 §3 Forms "baby: email, category_name, age_group (1 to 4)"). One row per address and age
 * range (a family with two children of different ages has two); a repeat updates the category.
 * The $15 coupon itself is an offer request granted at confirmation (offer_requests, offer_grants).
 */
export const babySignups = pgTable(
  "baby_signups",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** 1: 0–1 years, 2: 1–3, 3: 3–6, 4: 6–12. */
    ageGroup: integer("age_group").notNull(),
    /** The category the form was sent from ('' on the baby registry page). */
    categoryName: text("category_name").notNull().default(""),
    /** The signed-in customer who sent it (the session's), 0 for a visitor. */
    customerId: integer("customer_id").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("baby_signups_email_age_uq").on(t.email, t.ageGroup)],
);

/**
 * Massage-chair leads (the guide page's form and pop-up; spec part 2 §3 Forms "massage chair:
 * name, email, shippingAddress, telPhone"): who asked for the chair coupon, with the optional
 * delivery address and phone for a white-glove delivery call. One row per address; a repeat
 * updates it (an empty optional field keeps the earlier value).
 */
export const massageChairLeads = pgTable(
  "massage_chair_leads",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    shippingAddress: text("shipping_address").notNull().default(""),
    telPhone: text("tel_phone").notNull().default(""),
    customerId: integer("customer_id").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("massage_chair_leads_email_uq").on(t.email)],
);
