// The store coin (issue 20, decision 0047): balances, sends between customers, operator grants and
// the history. Every change is one transaction that locks the balances it moves (lower customer id
// first, so two opposite sends never deadlock), appends the ledger rows that explain it and sets the
// balances from them: coin_balances.coins always equals the sum of the customer's ledger amounts.
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CoinBalance, CoinHistory, CoinSendResult } from "../../../contract/coin";
import {
  COIN_DAILY_SEND_LIMIT,
  COIN_ENTRY_LABELS,
  COIN_HISTORY_PAGE_SIZE,
  COIN_MESSAGES,
  COIN_PAGE_PATH,
  COIN_SEND_MAX,
  COIN_SEND_MIN,
  COIN_TIME_ZONE,
  COIN_VALUE_CENTS,
  type CoinEntryKind,
  coinsText,
  coinWorthText,
} from "../../../contract/coin-constants";
import type { Db } from "../../db/client";
import { coinBalances, coinLedger } from "../../db/schema/coin";
import { customers } from "../../db/schema/customer";
import { operatorActions } from "../../db/schema/fulfilment";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError, badRequest } from "../../http/errors";
import { escapeHtml } from "../mail/html";
import { enqueueMail } from "../mail/outbox";
import { writeSystemNote } from "../notes/notes.service";
import { coinsReceivedMail } from "./coin-mail";

type Reader = Db | Tx;
type CoinCtx = Pick<RequestContext, "db" | "now" | "logger" | "config" | "origin">;

/** "a***@example.com": enough for the recipient to recognise a sender, not to harvest addresses. */
export const maskEmail = (email: string) => {
  const at = email.indexOf("@");
  return at <= 0 ? email : `${email[0]}***${email.slice(at)}`;
};

/**
 * The first moment of `now`'s store day (America/New_York), and of the next one (`days` 1), computed
 * by the database on the local date, so a 23- or 25-hour day at a clock change is one day.
 */
const storeDayStart = (now: Date, days = 0) =>
  sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${COIN_TIME_ZONE}) + make_interval(days => ${days})) at time zone ${COIN_TIME_ZONE})`;

async function coinsOf(db: Reader, customerId: number): Promise<number> {
  const [row] = await db
    .select({ coins: coinBalances.coins })
    .from(coinBalances)
    .where(eq(coinBalances.customerId, customerId));
  return row?.coins ?? 0;
}

async function sentToday(db: Reader, customerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ sent: sql<number>`coalesce(-sum(${coinLedger.amount}), 0)::int` })
    .from(coinLedger)
    .where(
      and(
        eq(coinLedger.customerId, customerId),
        eq(coinLedger.kind, "send"),
        sql`${coinLedger.createdAt} >= ${storeDayStart(now)}`,
        // Bounded by the day's end, not by `now`: a send that waited at the lock starts earlier
        // than the sends it waited for, and must count them.
        sql`${coinLedger.createdAt} < ${storeDayStart(now, 1)}`,
      ),
    );
  return row?.sent ?? 0;
}

function balanceView(coins: number, sent: number): CoinBalance {
  return {
    coins,
    worth: (coins * COIN_VALUE_CENTS) / 100,
    worth_text: coinWorthText(coins),
    coin_value_cents: COIN_VALUE_CENTS,
    sent_today: sent,
    daily_limit: COIN_DAILY_SEND_LIMIT,
    daily_left: Math.max(0, COIN_DAILY_SEND_LIMIT - sent),
    send_min: COIN_SEND_MIN,
    send_max: COIN_SEND_MAX,
  };
}

export async function readBalance(db: Reader, customerId: number, now: Date): Promise<CoinBalance> {
  const [coins, sent] = [await coinsOf(db, customerId), await sentToday(db, customerId, now)];
  return balanceView(coins, sent);
}

/** A whole number of coins within the send limits, or the message that says what is wrong. */
export function parseAmount(raw: number | string): number {
  const text = typeof raw === "string" ? raw.trim().replace(/,/g, "") : raw;
  if (text === "") throw badRequest(COIN_MESSAGES.amountMin);
  const value = typeof text === "number" ? text : /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value) || !Number.isInteger(value)) throw badRequest(COIN_MESSAGES.amountWhole);
  if (value < COIN_SEND_MIN) throw badRequest(COIN_MESSAGES.amountMin);
  if (value > COIN_SEND_MAX) throw badRequest(COIN_MESSAGES.amountMax);
  return value;
}

/** Makes sure both balance rows exist, then locks them lower id first (the fixed order). */
async function lockBalances(tx: Tx, ids: number[], now: Date): Promise<Map<number, number>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await tx
    .insert(coinBalances)
    .values(sorted.map((customerId) => ({ customerId, coins: 0, updatedAt: now })))
    .onConflictDoNothing();
  const coins = new Map<number, number>();
  for (const id of sorted) {
    const [row] = await tx
      .select({ coins: coinBalances.coins })
      .from(coinBalances)
      .where(eq(coinBalances.customerId, id))
      .for("update");
    coins.set(id, row.coins);
  }
  return coins;
}

/** Appends one ledger row and sets the balance it leads to (the caller holds the balance's lock). */
async function appendEntry(
  tx: Tx,
  entry: {
    customerId: number;
    kind: CoinEntryKind;
    amount: number;
    before: number;
    counterpartyId?: number | null;
    transferId?: string | null;
    requestId?: string | null;
    note?: string;
    operator?: string | null;
    at: Date;
  },
): Promise<{ id: number; balanceAfter: number }> {
  const balanceAfter = entry.before + entry.amount;
  // The check constraints refuse a negative balance too; this message is for the programmer.
  if (balanceAfter < 0) throw new Error("a coin balance would go negative");
  const [row] = await tx
    .insert(coinLedger)
    .values({
      customerId: entry.customerId,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter,
      counterpartyId: entry.counterpartyId ?? null,
      transferId: entry.transferId ?? null,
      requestId: entry.requestId ?? null,
      note: entry.note ?? "",
      operator: entry.operator ?? null,
      createdAt: entry.at,
    })
    .returning({ id: coinLedger.id });
  await tx
    .update(coinBalances)
    .set({ coins: balanceAfter, updatedAt: entry.at })
    .where(eq(coinBalances.customerId, entry.customerId));
  return { id: row.id, balanceAfter };
}

/** The mail and the bell note that tell a customer coins arrived (in the transaction that moved them). */
async function tellRecipient(
  tx: Tx,
  ctx: CoinCtx,
  to: { id: number; email: string; firstname: string },
  amount: number,
  from: string,
  note: string,
  balance: number,
) {
  await enqueueMail(tx, {
    to: to.email,
    ...coinsReceivedMail({
      storeName: ctx.config.STORE_NAME,
      firstname: to.firstname,
      amount,
      from,
      note,
      balance,
      pageUrl: `${ctx.origin}${COIN_PAGE_PATH}`,
    }),
  });
  await writeSystemNote(tx, {
    customerId: to.id,
    title: `You received ${coinsText(amount)}`,
    content: `<p>${escapeHtml(`${from} sent you ${coinsText(amount)} (worth ${coinWorthText(amount)}).`)}</p>${
      note ? `<p>${escapeHtml(`“${note}”`)}</p>` : ""
    }`,
    url: COIN_PAGE_PATH,
    createdAt: ctx.now,
  });
}

async function customerByEmail(db: Reader, email: string) {
  const [row] = await db
    .select({ id: customers.id, email: customers.email, firstname: customers.firstname })
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()));
  return row ?? null;
}

export interface SendInput {
  email: string;
  amount: number | string;
  message?: string;
  request_id: string;
}

/**
 * Sends coins to another customer. Refusals, in the order they are checked: the amount (whole,
 * 1 to 5,000), a replayed request id (answers the first send, or 409 when its details differ), an
 * unknown address, oneself, the daily limit, the balance. Replays and limits are checked after the
 * sender's balance is locked, so parallel sends of one customer see each other.
 */
export async function sendCoins(ctx: CoinCtx, senderId: number, input: SendInput): Promise<CoinSendResult> {
  const amount = parseAmount(input.amount);
  const note = (input.message ?? "").trim();
  const email = input.email.trim().toLowerCase();
  const answer = await runTransaction(ctx.db, async (tx): Promise<CoinSendResult> => {
    const replay = async (): Promise<CoinSendResult | null> => {
      const [first] = await tx
        .select({
          transferId: coinLedger.transferId,
          amount: coinLedger.amount,
          toEmail: customers.email,
        })
        .from(coinLedger)
        .leftJoin(customers, eq(customers.id, coinLedger.counterpartyId))
        .where(and(eq(coinLedger.customerId, senderId), eq(coinLedger.requestId, input.request_id)));
      if (!first) return null;
      if (first.amount !== -amount || first.toEmail !== email)
        throw new AppError(409, 409, COIN_MESSAGES.requestReused);
      return {
        transfer_id: first.transferId ?? "",
        amount,
        to_email: email,
        replayed: true,
        message: COIN_MESSAGES.sent(amount, email),
        balance: await readBalance(tx, senderId, ctx.now),
      };
    };
    // A replay of a finished send answers it before the recipient is looked up again.
    const early = await replay();
    if (early) return early;
    const recipient = await customerByEmail(tx, email);
    if (!recipient) throw badRequest(COIN_MESSAGES.unknownRecipient);
    if (recipient.id === senderId) throw badRequest(COIN_MESSAGES.self);
    const coins = await lockBalances(tx, [senderId, recipient.id], ctx.now);
    // A twin of this request that held the lock first has committed by now: answer it.
    const late = await replay();
    if (late) return late;
    const sent = await sentToday(tx, senderId, ctx.now);
    const left = Math.max(0, COIN_DAILY_SEND_LIMIT - sent);
    if (amount > left) throw badRequest(COIN_MESSAGES.dailyLimit(left));
    const balance = coins.get(senderId) ?? 0;
    if (amount > balance) throw badRequest(COIN_MESSAGES.notEnough(balance));
    const transferId = randomUUID();
    const out = await appendEntry(tx, {
      customerId: senderId,
      kind: "send",
      amount: -amount,
      before: balance,
      counterpartyId: recipient.id,
      transferId,
      requestId: input.request_id,
      note,
      at: ctx.now,
    });
    const received = await appendEntry(tx, {
      customerId: recipient.id,
      kind: "receive",
      amount,
      before: coins.get(recipient.id) ?? 0,
      counterpartyId: senderId,
      transferId,
      note,
      at: ctx.now,
    });
    const [sender] = await tx
      .select({ email: customers.email, firstname: customers.firstname })
      .from(customers)
      .where(eq(customers.id, senderId));
    const from = `${sender.firstname || "A customer"} (${maskEmail(sender.email)})`;
    await tellRecipient(tx, ctx, recipient, amount, from, note, received.balanceAfter);
    return {
      transfer_id: transferId,
      amount,
      to_email: email,
      replayed: false,
      message: COIN_MESSAGES.sent(amount, email),
      balance: balanceView(out.balanceAfter, sent + amount),
    };
  });
  if (!answer.replayed) ctx.logger.info("coins sent", { senderId, amount, transferId: answer.transfer_id });
  return answer;
}

export async function coinHistory(
  ctx: Pick<RequestContext, "db">,
  customerId: number,
  page: number,
): Promise<CoinHistory> {
  const other = alias(customers, "other");
  const rows = await ctx.db
    .select({
      id: coinLedger.id,
      kind: coinLedger.kind,
      amount: coinLedger.amount,
      balanceAfter: coinLedger.balanceAfter,
      note: coinLedger.note,
      createdAt: coinLedger.createdAt,
      otherEmail: other.email,
      otherName: other.firstname,
    })
    .from(coinLedger)
    .leftJoin(other, eq(other.id, coinLedger.counterpartyId))
    .where(eq(coinLedger.customerId, customerId))
    .orderBy(desc(coinLedger.id))
    .limit(COIN_HISTORY_PAGE_SIZE)
    .offset((page - 1) * COIN_HISTORY_PAGE_SIZE);
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(coinLedger)
    .where(eq(coinLedger.customerId, customerId));
  return {
    entries: rows.map((r) => {
      const kind = r.kind as CoinEntryKind;
      const counterparty =
        r.otherEmail === null
          ? null
          : kind === "send"
            ? r.otherEmail
            : `${r.otherName || "A customer"} (${maskEmail(r.otherEmail)})`;
      return {
        id: r.id,
        kind,
        label: COIN_ENTRY_LABELS[kind],
        amount: r.amount,
        balance_after: r.balanceAfter,
        counterparty,
        note: r.note,
        created_at: r.createdAt.toISOString(),
      };
    }),
    total,
    page,
    page_size: COIN_HISTORY_PAGE_SIZE,
  };
}

/** An operator's grant: the customer by e-mail, the coins, the reason (shown in their history). */
export async function grantCoins(
  ctx: CoinCtx,
  operator: string,
  input: { email: string; amount: number; reason: string; request_id?: string },
) {
  const customer = await customerByEmail(ctx.db, input.email);
  if (!customer) throw new AppError(404, 404, COIN_MESSAGES.grantUnknown);
  return runTransaction(ctx.db, async (tx) => {
    const coins = await lockBalances(tx, [customer.id], ctx.now);
    if (input.request_id) {
      const [first] = await tx
        .select({ id: coinLedger.id, amount: coinLedger.amount })
        .from(coinLedger)
        .where(and(eq(coinLedger.customerId, customer.id), eq(coinLedger.requestId, input.request_id)));
      if (first) {
        if (first.amount !== input.amount) throw new AppError(409, 409, COIN_MESSAGES.requestReused);
        return {
          customer_id: customer.id,
          coins: coins.get(customer.id) ?? 0,
          entry_id: first.id,
          replayed: true,
          message: COIN_MESSAGES.granted(input.amount),
        };
      }
    }
    const entry = await appendEntry(tx, {
      customerId: customer.id,
      kind: "grant",
      amount: input.amount,
      before: coins.get(customer.id) ?? 0,
      requestId: input.request_id ?? null,
      note: input.reason,
      operator,
      at: ctx.now,
    });
    await tx.insert(operatorActions).values({
      operator,
      action: "coin_grant",
      detail: { customer_id: customer.id, amount: input.amount, reason: input.reason, entry_id: entry.id },
      at: ctx.now,
    });
    await tellRecipient(
      tx,
      ctx,
      customer,
      input.amount,
      ctx.config.STORE_NAME,
      input.reason,
      entry.balanceAfter,
    );
    ctx.logger.info("coins granted", { customerId: customer.id, amount: input.amount, operator });
    return {
      customer_id: customer.id,
      coins: entry.balanceAfter,
      entry_id: entry.id,
      replayed: false,
      message: COIN_MESSAGES.granted(input.amount),
    };
  });
}

/** The seed's welcome coins for its demo accounts (no mail, no note: nobody reads those inboxes). */
export async function grantDemoCoins(
  db: Db,
  customerIds: number[],
  amount: number,
  now: Date,
): Promise<void> {
  for (const customerId of customerIds) {
    await runTransaction(db, async (tx) => {
      const coins = await lockBalances(tx, [customerId], now);
      await appendEntry(tx, {
        customerId,
        kind: "demo",
        amount,
        before: coins.get(customerId) ?? 0,
        at: now,
      });
    });
  }
}
