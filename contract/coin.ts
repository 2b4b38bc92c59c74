import { z } from "zod";
import { defineCall } from "./call";
import {
  COIN_API,
  COIN_DAILY_SEND_LIMIT,
  COIN_ENTRY_KINDS,
  COIN_GRANT_MAX,
  COIN_HISTORY_PAGE_SIZE,
  COIN_MESSAGE_MAX,
  COIN_REASON_MAX,
  COIN_SEND_MAX,
  COIN_SEND_MIN,
} from "./coin-constants";
import { email, int, text } from "./fields";

// The store coin (issue 20, decision 0047): a balance kept beside an append-only ledger, worth
// 1 cent a coin, earned from the store (operator grants, the demo seed) and sendable to another
// customer by e-mail within per-send and per-day limits. Every customer call is signed-in only.

export * from "./coin-constants";

/** A client request id: the same id twice is the same send (a replay moves the coins once). */
const requestId = z
  .string({ error: "is required" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8 to 64 letters, digits, - or _");

const balance = z.object({
  coins: z.number().int().describe("The balance in whole coins (never negative)"),
  worth: z.number().describe("What the balance is worth in dollars (1 coin = $0.01)"),
  worth_text: z.string().describe('The worth as the page shows it, e.g. "$12.50"'),
  coin_value_cents: z.number().int().describe("Cents one coin is worth"),
  sent_today: z.number().int().describe("Coins sent in the store's current day (America/New_York)"),
  daily_limit: z
    .number()
    .int()
    .describe(`Coins a customer may send per store day (${COIN_DAILY_SEND_LIMIT})`),
  daily_left: z.number().int().describe("Coins still sendable today"),
  send_min: z.number().int(),
  send_max: z.number().int(),
});

export const coinNum = defineCall({
  method: "post",
  path: COIN_API.coinNum,
  tag: "coin",
  summary:
    "The signed-in customer's coin balance, what it is worth, and how much may still be sent today. A customer who never had coins has 0.",
  body: z.object({}),
  result: balance,
  errors: { 401: "not signed in", 429: "rate limited" },
});

export const sendCoin = defineCall({
  method: "post",
  path: COIN_API.sendCoin,
  tag: "coin",
  summary: `Sends whole coins (${COIN_SEND_MIN} to ${COIN_SEND_MAX}, at most ${COIN_DAILY_SEND_LIMIT} a store day) to another customer by their account e-mail, in one transaction: both balances move or neither, and a balance never goes below 0. request_id makes it idempotent: the same id again answers the first send (replayed true) and moves nothing; the same id with other details is refused. The recipient gets a mail and a note in their bell.`,
  body: z.object({
    email: email.describe("The recipient's account e-mail"),
    amount: z
      .union([z.number(), z.string()])
      .describe(`Whole coins, ${COIN_SEND_MIN} to ${COIN_SEND_MAX} (a string of digits is accepted)`),
    message: text(COIN_MESSAGE_MAX).optional().describe("An optional note for the recipient"),
    request_id: requestId.describe("A fresh id per send, chosen by the client (a UUID)"),
  }),
  result: z.object({
    transfer_id: z.string(),
    amount: z.number().int(),
    to_email: z.string(),
    replayed: z.boolean().describe("true: this request id was sent before, and nothing moved now"),
    message: z.string(),
    balance,
  }),
  errors: {
    400: "amount not a whole number in range, to oneself, unknown recipient, not enough coins, over the daily limit",
    401: "not signed in",
    409: "the request id was used for a different send",
    422: "bad input",
    429: "rate limited",
  },
});

const entry = z.object({
  id: z.number().int(),
  kind: z.enum(COIN_ENTRY_KINDS),
  label: z.string().describe("What the entry is, in words"),
  amount: z.number().int().describe("Signed: + received or granted, − sent"),
  balance_after: z.number().int(),
  counterparty: z
    .string()
    .nullable()
    .describe("send: the recipient's e-mail; receive: the sender's first name and masked e-mail"),
  note: z.string().describe("The sender's message, or the reason of a grant"),
  created_at: z.string().describe("ISO time"),
});

export const coinHistory = defineCall({
  method: "post",
  path: COIN_API.history,
  tag: "coin",
  summary: `The signed-in customer's coin ledger, newest first, ${COIN_HISTORY_PAGE_SIZE} entries a page.`,
  body: z.object({ page: int(1, 10_000).default(1) }),
  result: z.object({
    entries: z.array(entry),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: { 401: "not signed in", 429: "rate limited" },
});

export const adminCoinGrant = defineCall({
  method: "post",
  path: COIN_API.adminGrant,
  tag: "admin",
  summary:
    "Grants coins to a customer (a goodwill gesture, an event prize), logged in operator_actions with the operator's name; the reason shows in the customer's history. request_id (optional) makes a retried grant count once.",
  body: z.object({
    email,
    amount: int(1, COIN_GRANT_MAX),
    reason: text(COIN_REASON_MAX).pipe(z.string().min(1, "is required")),
    request_id: requestId.optional(),
  }),
  result: z.object({
    customer_id: z.number().int(),
    coins: z.number().int().describe("The customer's balance after the grant"),
    entry_id: z.number().int(),
    replayed: z.boolean(),
    message: z.string(),
  }),
  errors: { 401: "no operator token", 404: "no such customer", 422: "bad input", 429: "rate limited" },
});

export type CoinBalance = z.infer<typeof balance>;
export type CoinEntry = z.infer<typeof entry>;
export type CoinHistory = z.infer<typeof coinHistory.result>;
export type CoinSendResult = z.infer<typeof sendCoin.result>;
