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
