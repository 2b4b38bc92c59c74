import { z } from "zod";
import { defineCall } from "./call";
import { id, int, text } from "./fields";
import {
  COLLECT_POINTS_PATH,
  FOLLOW_PATH,
  PHONE_VERIFY_PATH,
  POINTS_INFO_PATH,
  POINTS_LIST_TYPES,
  POINTS_LISTS_PATH,
  POINTS_PAGE_SIZE,
  POINTS_PAGE_SIZE_MAX,
  POINTS_TASK_KEYS,
  SHARE_PRODUCT_PATH,
  SIGN_POINTS_PATH,
  TASK_LIST_PATH,
  TASK_STATES,
  WATCH_LIVE_PATH,
} from "./points-constants";

// The points programme (spec part 2 §7 "Points", issue 20, decision 0046): the balance and its
// history from the append-only ledger, and the tasks that pay points, each once per its rule (a daily
// task once per store day, America/New_York; the others once). Signed-in customers only (401);
// dropship, business and large-order customers are not in the programme (403). The writes are
// rate-limited.

export * from "./points-constants";

const NOT_FOR_YOU = "a dropship, business or large-order customer (not in the points programme)";

const task = z.object({
  key: z.enum(POINTS_TASK_KEYS),
  title: z.string(),
  description: z.string(),
  points: z.number().int().describe("What the task pays"),
  rule: z.enum(["daily", "once"]).describe("daily: once per store day (America/New_York); once: once ever"),
  state: z
    .enum(TASK_STATES)
    .describe("todo: not done this period; claimable: done, points waiting (collectingpoints); done: paid"),
});

export const pointsInfo = defineCall({
  method: "post",
  path: POINTS_INFO_PATH,
  tag: "points",
  summary:
    "The signed-in customer's points: the balance, its value at checkout (100 points = $1), and the totals earned (every addition: orders, tasks, referrals, points given back), spent (on orders, and taken back with a canceled or returned order) and expired, from the ledger.",
  result: z.object({
    points: z.number().int(),
    value: z.number().describe("The balance in dollars at 100 points = $1"),
    value_text: z.string().describe('e.g. "$12.34"'),
    earned_total: z.number().int(),
    spent_total: z.number().int().describe("Positive"),
    expired_total: z.number().int().describe("Positive"),
    signed_today: z.boolean().describe("The daily sign-in is done for this store day"),
  }),
  errors: { 401: "not signed in", 403: NOT_FOR_YOU },
});

export const getPointsLists = defineCall({
  method: "post",
  path: POINTS_LISTS_PATH,
  tag: "points",
  summary:
    "The points history, newest first, a page at a time: earned (additions), spent (spending and take-backs), expired, or all. Each entry names its order (number and page) when it has one.",
  body: z.object({
    type: z.enum(POINTS_LIST_TYPES).default("all"),
    page: int(1, 100_000).default(1),
    page_size: int(1, POINTS_PAGE_SIZE_MAX).default(POINTS_PAGE_SIZE),
  }),
  result: z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        kind: z.string().describe("opening, earned, taken_back, spent, refund, referral, task, expired"),
        label: z.string(),
        points: z.number().int().describe("Signed: + added, − taken"),
        order_id: z.number().int().nullable(),
        increment_id: z.string().nullable().describe("The order number the shopper sees"),
        order_url: z.string().nullable().describe("The order's page under My Orders"),
        task_key: z.string().nullable(),
        created_at: z.string().describe("ISO time"),
      }),
    ),
    total: z.number().int().describe("Entries of this type"),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: { 401: "not signed in", 403: NOT_FOR_YOU, 422: "bad type, page or page_size" },
});

export const taskList = defineCall({
  method: "get",
  path: TASK_LIST_PATH,
  tag: "points",
  summary:
    "The points tasks with what each pays, its rule and its state for the customer in the current period (the store day for a daily task).",
  result: z.object({
    tasks: z.array(task),
    store_day: z.string().describe("YYYY-MM-DD in America/New_York: the period of the daily tasks"),
  }),
  errors: { 401: "not signed in", 403: NOT_FOR_YOU },
});

export const signPoints = defineCall({
  method: "post",
  path: SIGN_POINTS_PATH,
  tag: "points",
  summary:
    "The daily sign-in: pays the sign_in task's points once per store day (America/New_York). Parallel or repeated sign-ins on one day pay once (a unique key on customer, task and day); the others answer 409.",
  result: z.object({ points_added: z.number().int(), points: z.number().int().describe("The new balance") }),
  errors: {
    401: "not signed in",
    403: NOT_FOR_YOU,
    409: "already signed in this store day",
    429: "rate limited",
  },
});

export const phoneNumberVerify = defineCall({
  method: "post",
  path: PHONE_VERIFY_PATH,
  tag: "points",
  summary:
    "Verifies the customer's mobile number for the verify_phone task. Without `code`: texts a 4-digit code (SMS outbox), valid 10 minutes, 60 s between codes. With `code`: checks the latest code for this customer and phone (5 wrong tries spend it); a right code stores the phone on the account and makes the task claimable.",
  body: z.object({
    phone: text(20),
    code: z.string().trim().max(8).optional(),
  }),
  result: z.object({
    phone: z.string(),
    verified: z.boolean(),
    resend_after: z.number().int().nullable().describe("Seconds before another code may be sent"),
  }),
  errors: {
    400: "wrong, expired or spent code; a code asked for too soon",
    401: "not signed in",
    403: NOT_FOR_YOU,
    422: "not a 10-digit phone number",
    429: "rate limited",
  },
});

const actionResult = z.object({ task });

export const follow = defineCall({
  method: "post",
  path: FOLLOW_PATH,
  tag: "points",
  summary: "Follows the store (the follow_store task, once). Following again changes nothing.",
  result: actionResult,
  errors: { 401: "not signed in", 403: NOT_FOR_YOU, 429: "rate limited" },
});

export const watchLive = defineCall({
  method: "post",
  path: WATCH_LIVE_PATH,
  tag: "points",
  summary:
    "Records that the customer watched a live show (the watch_live task, once per store day); `live` names the show when the page knows it.",
  body: z.object({ live: text(200).optional() }),
  result: actionResult,
  errors: { 401: "not signed in", 403: NOT_FOR_YOU, 429: "rate limited" },
});

export const shareProduct = defineCall({
  method: "post",
  path: SHARE_PRODUCT_PATH,
  tag: "points",
  summary: "Records that the customer shared a product (the share_product task, once per store day).",
  body: z.object({ product_id: id }),
  result: actionResult,
  errors: { 401: "not signed in", 403: NOT_FOR_YOU, 404: "no such product", 429: "rate limited" },
});

export const collectingPoints = defineCall({
  method: "post",
  path: COLLECT_POINTS_PATH,
  tag: "points",
  summary:
    "Collects a done task's points, once per its rule (a daily task once per store day). Replayed or parallel claims pay once; the others answer 409. The daily sign-in pays through SignPoints.",
  body: z.object({ task_key: z.enum(POINTS_TASK_KEYS) }),
  result: z.object({
    task,
    points_added: z.number().int(),
    points: z.number().int().describe("The new balance"),
  }),
  errors: {
    400: "the task is not done yet, or is the daily sign-in",
    401: "not signed in",
    403: NOT_FOR_YOU,
    409: "already collected",
    422: "unknown task",
    429: "rate limited",
  },
});
