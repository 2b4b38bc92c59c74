// The points programme's pages, calls, tasks and messages (spec part 1 §2 /points/points and
// /points/reward; part 2 §7 the points calls; issue 20; decision 0046). Free of zod: the schemas
// live in contract/points.ts.
import { POINTS_PER_DOLLAR } from "./cart-constants";

export { POINTS_PER_DOLLAR };

export const POINTS_PAGE_PATH = "/points/points";
export const POINTS_REWARD_PATH = "/points/reward";

export const POINTS_INFO_PATH = "/api/pointsInfo";
export const POINTS_LISTS_PATH = "/api/getPointsLists";
export const TASK_LIST_PATH = "/api/taskList";
export const SIGN_POINTS_PATH = "/api/SignPoints";
export const PHONE_VERIFY_PATH = "/api/phoneNumberVerify";
export const FOLLOW_PATH = "/api/follow";
export const WATCH_LIVE_PATH = "/api/WatchLive";
export const SHARE_PRODUCT_PATH = "/api/shareproduct";
export const COLLECT_POINTS_PATH = "/api/collectingpoints";

/** The history's page size when the call names none, and the most it may ask. */
export const POINTS_PAGE_SIZE = 10;
export const POINTS_PAGE_SIZE_MAX = 50;

/** daily: once per store day (America/New_York); once: once ever. */
export type TaskRule = "daily" | "once";

export interface PointsTaskDef {
  key: string;
  title: string;
  description: string;
  points: number;
  rule: TaskRule;
}

/** The tasks, in the order the task list shows them. */
export const POINTS_TASKS = [
  {
    key: "sign_in",
    title: "Daily sign-in",
    description: "Sign in on the points page once a day.",
    points: 5,
    rule: "daily",
  },
  {
    key: "verify_phone",
    title: "Verify your phone",
    description: "Confirm your mobile number with the code we text you.",
    points: 50,
    rule: "once",
  },
  {
    key: "write_review",
    title: "Write a review",
    description: "Review a product you bought here (My Reviews).",
    points: 20,
    rule: "once",
  },
  {
    key: "follow_store",
    title: "Follow the store",
    description: "Follow the store to hear about new arrivals and deals first.",
    points: 10,
    rule: "once",
  },
  {
    key: "watch_live",
    title: "Watch a live show",
    description: "Watch one of our live shows.",
    points: 10,
    rule: "daily",
  },
  {
    key: "share_product",
    title: "Share a product",
    description: "Share any product page with a friend.",
    points: 5,
    rule: "daily",
  },
] as const satisfies readonly PointsTaskDef[];

export type PointsTaskKey = (typeof POINTS_TASKS)[number]["key"];
export const POINTS_TASK_KEYS = POINTS_TASKS.map((t) => t.key) as [PointsTaskKey, ...PointsTaskKey[]];

/** A task's state in the current period: not done, done and waiting to be collected, collected. */
export const TASK_STATES = ["todo", "claimable", "done"] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** The history's filters: earned (every addition), spent (spent and taken back), expired. */
export const POINTS_LIST_TYPES = ["all", "earned", "spent", "expired"] as const;

/** How each ledger kind reads in the history. */
export const POINTS_KIND_LABELS: Record<string, string> = {
  opening: "Balance carried over",
  earned: "Earned with an order",
  taken_back: "Taken back: order canceled or returned",
  spent: "Spent on an order",
  refund: "Given back: order canceled",
  referral: "Plus+ referral reward",
  task: "Task reward",
  expired: "Expired",
};

export const POINTS_MESSAGES = {
  notForYou: "Points are not available for dropship, business or large-order accounts.",
  signedIn: (points: number) => `Signed in today: ${points} points added.`,
  alreadySigned: "You have already signed in today. Come back tomorrow.",
  signInTask: "The daily sign-in pays when you sign in: use Sign in today.",
  notDone: (title: string) => `Finish the task first: ${title}.`,
  alreadyClaimed: "You have already collected the points for this task.",
  collected: (points: number) => `${points} points collected.`,
  followed: "Thanks for following the store.",
  watched: "Thanks for watching.",
  shared: "Thanks for sharing.",
  noProduct: "This product is not available.",
  codeSent: (phone: string) => `We texted a code to ${phone}.`,
  codeWait: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
  codeWrong: "The code is not correct.",
  codeExpired: "The code has expired. Please ask for a new one.",
  codeTooMany: "Too many wrong codes. Please ask for a new one.",
  phoneVerified: "Your phone is verified.",
  phoneDigits: "Please enter a 10-digit US phone number.",
} as const;
