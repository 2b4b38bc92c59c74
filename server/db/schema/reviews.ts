import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { reviews } from "./catalog";
import { customers, sessions } from "./customer";

/**
 * One "helpful" vote per review and shopper. The shopper is who the server knows the request to
 * be: the signed-in customer, else the guest session (never a client-sent device id, which anyone
 * can change per request). The unique indexes make a repeated or concurrent vote a no-op.
 */
export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    sessionId: bigint("session_id", { mode: "number" }).references(() => sessions.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("review_helpful_votes_customer_uq").on(t.reviewId, t.customerId),
    uniqueIndex("review_helpful_votes_session_uq").on(t.reviewId, t.sessionId),
    // Exactly one voter: a customer's vote is theirs whichever session they use.
    check("review_helpful_votes_one_voter", sql`(${t.customerId} is null) <> (${t.sessionId} is null)`),
  ],
);
