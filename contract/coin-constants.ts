// The store coin (issue 20, docs/decisions/0047-store-coin.md): the /{brand}coin page's paths, the
// coin's worth, the sending limits and every message the page shows and the server answers. Free
// of zod for page code; the call schemas live in contract/coin.ts.

/** The store coin page: /{brand}coin with the brand slug of /{brand}plus (/nestoraplus). */
export const COIN_PAGE_PATH = "/nestoracoin";

export const COIN_API = {
  coinNum: "/api/coinNum",
  sendCoin: "/api/sendCoin",
  history: "/api/getCoinLists",
  adminGrant: "/admin/api/coin/grant",
} as const;

/** What one coin is worth, in cents: 100 coins = $1 (the same scale as points). */
export const COIN_VALUE_CENTS = 1;
/** A send moves at least this many coins… */
export const COIN_SEND_MIN = 1;
/** …and at most this many. */
export const COIN_SEND_MAX = 5_000;
/** A customer sends at most this many coins in one store day (America/New_York). */
export const COIN_DAILY_SEND_LIMIT = 10_000;
/** The store's day for the daily limit. */
export const COIN_TIME_ZONE = "America/New_York";
/** The optional message that travels with a send. */
export const COIN_MESSAGE_MAX = 200;
/** An operator grants at most this many coins at once. */
export const COIN_GRANT_MAX = 100_000;
/** The reason an operator gives for a grant (shown to the customer in their history). */
export const COIN_REASON_MAX = 200;
/** Coins each seeded demo account starts with (development and test mode only). */
export const COIN_DEMO_GRANT = 1_000;
/** History rows per page. */
export const COIN_HISTORY_PAGE_SIZE = 20;

/** A ledger entry's kind: an operator's grant, the demo seed's grant, a send (−) or a receipt (+). */
export const COIN_ENTRY_KINDS = ["grant", "demo", "send", "receive"] as const;
export type CoinEntryKind = (typeof COIN_ENTRY_KINDS)[number];

export const COIN_ENTRY_LABELS: Record<CoinEntryKind, string> = {
  grant: "Granted by the store",
  demo: "Welcome coins",
  send: "Sent",
  receive: "Received",
};

const n = (value: number) => value.toLocaleString("en-US");
/** "1 coin", "1,250 coins". */
export const coinsText = (value: number) => `${n(value)} ${Math.abs(value) === 1 ? "coin" : "coins"}`;
/** Dollars of a number of coins: "$12.50". */
export const coinWorthText = (coins: number) =>
  `$${((coins * COIN_VALUE_CENTS) / 100).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

export const COIN_MESSAGES = {
  amountMin: `Please send at least ${COIN_SEND_MIN} coin.`,
  amountWhole: "Coins are sent in whole numbers.",
  amountMax: `You can send at most ${n(COIN_SEND_MAX)} coins at a time.`,
  self: "You cannot send coins to yourself.",
  unknownRecipient: "No customer account uses this e-mail address. Please check it and try again.",
  notEnough: (balance: number) => `You do not have enough coins: your balance is ${coinsText(balance)}.`,
  dailyLimit: (left: number) =>
    `You can send up to ${n(COIN_DAILY_SEND_LIMIT)} coins a day. You can still send ${coinsText(left)} today.`,
  requestReused: "This send was already made with different details. Please refresh the page and try again.",
  sent: (amount: number, email: string) => `You sent ${coinsText(amount)} to ${email}.`,
  granted: (amount: number) => `${coinsText(amount)} granted.`,
  grantUnknown: "No customer account uses this e-mail address.",
} as const;

/** What the page says coins are, word for word (the guest sees it too). */
export const COIN_RULES = [
  `Coins are the store's own currency: 100 coins are worth $1 (${coinWorthText(100)}).`,
  "You earn coins from the store: as a thank-you, as a goodwill gesture from our care team, and as prizes of store events.",
  `You can send coins to another customer by their account e-mail: ${n(COIN_SEND_MIN)} to ${n(COIN_SEND_MAX)} whole coins at a time, up to ${n(COIN_DAILY_SEND_LIMIT)} coins a day (store time, New York).`,
  "Coins cannot be sent to yourself, bought, or exchanged for cash. Spending coins at checkout is not available yet: your balance keeps its worth until it is.",
] as const;
