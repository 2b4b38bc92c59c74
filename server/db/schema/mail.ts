import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The transactional outbox: a mail is written in the same transaction as the change that causes
 * it (a code, a reset link, a welcome) and delivered later by the worker, with retries. Without
 * SMTP it stays here and shows on the development mailbox page.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toAddress: text("to_address").notNull(),
    /** Template name: verification_code, password_reset, welcome … */
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may (re)try it; a worker claims a mail by moving this into the future. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set after the last retry failed: the worker gives up. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    index("mail_outbox_pending_idx").on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`),
    index("mail_outbox_to_idx").on(t.toAddress, t.createdAt),
  ],
);
