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

/**
 * The points ledger (issue 20, docs/decisions/0046-points-ledger-and-tasks.md): append-only, one
 * row per change of customers.points, written in the same transaction as the change, so
 * sum(delta) of a customer's rows = customers.points at every commit. Nothing updates or deletes a
 * row (a customer's deletion cascades). kind: opening (the balance held when the ledger began),
 * earned (a paid order), taken_back (a canceled or returned order's earned points), spent (placing
 * an order), refund (a canceled or declined order's spent points given back), referral (Plus+
 * referral reward), task (a points task: task_key), expired.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    kind: text("kind").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    taskKey: text("task_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("points_ledger_customer_idx").on(t.customerId, t.id),
    check("points_ledger_delta_ck", sql`${t.delta} <> 0`),
    check(
      "points_ledger_kind_ck",
      sql`${t.kind} in ('opening', 'earned', 'taken_back', 'spent', 'refund', 'referral', 'task', 'expired')`,
    ),
  ],
);

/**
 * A customer's points tasks (decision 0046): one row per task and period, where the period is the
 * store day (YYYY-MM-DD, America/New_York) of a daily task and '' of a once-only task. The row is
 * written when the action is done (done_at); claimed_at when its points were paid. The unique key
 * makes parallel sign-ins and replayed claims pay once.
 */
export const pointsTasks = pgTable(
  "points_tasks",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    taskKey: text("task_key").notNull(),
    period: text("period").notNull().default(""),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** What the action was about (the product shared, the live show watched), when there is one. */
    subject: text("subject"),
  },
  (t) => [uniqueIndex("points_tasks_customer_task_period_uq").on(t.customerId, t.taskKey, t.period)],
);

/**
 * A code texted for the verify_phone task (POST /api/phoneNumberVerify): only its hash, bound to the
 * customer and the phone; valid 10 minutes, 5 tries, single use (consumed_at). Its own table, apart
 * from the Plus+ join flow's codes, so one never opens the other.
 */
export const pointsPhoneCodes = pgTable(
  "points_phone_codes",
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
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("points_phone_codes_customer_idx").on(t.customerId, t.createdAt)],
);
