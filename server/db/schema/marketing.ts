import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Newsletter sign-ups (footer form, subscribe page, later the subscribe pop-up). */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased: one subscription per address whatever its spelling. */
    email: text("email").notNull(),
    /** Where the sign-up came from: footer, newsletter-page, product … */
    source: text("source").notNull(),
    /** The spec's tUserId: the signed-in customer, 0 for a visitor. */
    customerId: integer("customer_id").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_uq").on(t.email),
    index("newsletter_subscribers_created_idx").on(t.createdAt),
  ],
);
