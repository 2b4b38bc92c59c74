import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./customer";

/**
 * The store coin (issue 20, docs/decisions/0047-store-coin.md). `coin_balances` holds each
 * customer's balance, changed only in the transaction that appends the ledger rows that explain
 * it; the balance always equals the sum of the customer's `coin_ledger` amounts (and the newest
 * row's balance_after), and never goes below 0. A customer with no row has 0 coins.
 */
export const coinBalances = pgTable(
  "coin_balances",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    coins: integer("coins").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("coin_balances_coins_ck", sql`${t.coins} >= 0`)],
);

/**
 * Append-only (a trigger refuses UPDATE and a direct DELETE; migration 0045): one row per change of
 * one balance. kind: grant (an operator; `operator` names them, `note` is the reason), demo (the
 * seed's welcome coins), send (amount < 0; `counterparty_id` the recipient) and receive (amount > 0;
 * the sender). A transfer's two rows share `transfer_id`. `request_id` is the client's id of a send
 * or an operator's grant: unique per customer, so a replay finds the first and moves nothing.
 */
export const coinLedger = pgTable(
  "coin_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    counterpartyId: integer("counterparty_id").references(() => customers.id, { onDelete: "set null" }),
    transferId: text("transfer_id"),
    requestId: text("request_id"),
    note: text("note").notNull().default(""),
    operator: text("operator"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coin_ledger_customer_idx").on(t.customerId, t.id),
    // The daily limit sums a sender's sends since the store day began.
    index("coin_ledger_sends_idx").on(t.customerId, t.createdAt).where(sql`${t.kind} = 'send'`),
    uniqueIndex("coin_ledger_request_uq").on(t.customerId, t.requestId),
    check("coin_ledger_kind_ck", sql`${t.kind} in ('grant', 'demo', 'send', 'receive')`),
    check(
      "coin_ledger_amount_ck",
      sql`(${t.kind} = 'send' and ${t.amount} < 0) or (${t.kind} <> 'send' and ${t.amount} > 0)`,
    ),
    check("coin_ledger_balance_ck", sql`${t.balanceAfter} >= 0`),
  ],
);
