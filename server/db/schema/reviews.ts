import { sql } from "drizzle-orm";
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { reviews } from "./catalog";

/**
 * One "helpful" vote per review and voter. The voter is the shopper's device id, stored as a
 * SHA-256 hex digest (the raw id never reaches the database); the primary key makes a repeated or
 * concurrent vote from the same device a no-op.
 */
export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    voterHash: text("voter_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterHash] })],
);
