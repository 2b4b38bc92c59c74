// What Play to Win says about a turn (decision 0045): its status in words, the dates it shows and
// what the shopper may do next. Pure functions of the turn and the page's clock, so the server and
// the browser render the same text; imports only the zod-free constants and types.
import type { GameCategory, GameTurn } from "../../../contract/game";
import {
  GAME_MESSAGES,
  GAME_REPORT_ISSUES,
  GAME_SHIP_DAYS,
  type GameReportIssue,
  type GameTurnStatus,
} from "../../../contract/game-constants";
import { formatUtcDate } from "../../components/ui/format-date";
import { formatMoney } from "../../components/ui/format-money";

/** The page's intro line. */
export const GAME_INTRO =
  "Every order earns a turn: pick a category, then turn 1 of 9 cards to win a free gift.";
export const GAME_EMPTY = "Place an order to earn your first turn.";
export const RULES_LABEL = "Free-gift rules";

/** The forms of a turn card, posted to the page's action. */
export const GAME_INTENTS = { play: "play", confirm: "confirm", report: "report" } as const;
export type GameIntent = (typeof GAME_INTENTS)[keyof typeof GAME_INTENTS];

/** What the page's action answers for one form of one turn. */
export interface GamePosted {
  intent: GameIntent;
  turn_id: number;
  ok: boolean;
  /** The server's message, verbatim ("" when it has none, as after a play). */
  message: string;
  /** The turn as the call left it (null on a refusal). */
  turn: GameTurn | null;
}

const STATUS_WORDS: Record<Exclude<GameTurnStatus, "void">, string> = {
  ready: "Ready to play",
  won: "Gift won: confirm to ship",
  confirmed: "Gift confirmed",
  shipped: "Gift shipped",
  delivered: "Gift delivered",
  return_requested: "Gift to send back",
  returned: "Gift returned",
};

const VOID_WORDS: Record<NonNullable<GameTurn["void_reason"]>, string> = {
  order_canceled: "Order canceled",
  order_returned: "Order returned",
  expired: "Expired",
};

/** The status badge's words. */
export function statusWords(turn: Pick<GameTurn, "status" | "void_reason">): string {
  if (turn.status === "void") return turn.void_reason ? VOID_WORDS[turn.void_reason] : "No gift";
  return STATUS_WORDS[turn.status];
}

/** How the badge looks: ready and won ask for the shopper; void and returned are over. */
export function statusTone(status: GameTurnStatus): "act" | "progress" | "done" | "over" {
  if (status === "ready" || status === "won" || status === "return_requested") return "act";
  if (status === "confirmed" || status === "shipped") return "progress";
  if (status === "delivered") return "done";
  return "over";
}

/** Why a void or returned turn sends no gift, in a sentence. */
export function endedWords(turn: Pick<GameTurn, "status" | "void_reason">): string | null {
  if (turn.status === "returned") return "The gift came back with your returned order.";
  if (turn.status !== "void") return null;
  if (turn.void_reason === "order_canceled") return GAME_MESSAGES.orderCanceled;
  if (turn.void_reason === "order_returned")
    return "The order of this turn was returned before the gift was sent, so the gift will not be sent.";
  if (turn.void_reason === "expired") return GAME_MESSAGES.expired;
  return "This turn has no gift.";
}

/** "Nov 20, 2026" for an ISO time, "" for none. */
export const shortDate = (iso: string | null | undefined): string => (iso ? formatUtcDate(iso, "short") : "");

/** The expiry line shows while the turn waits for the shopper (ready or won). */
export const showsExpiry = (status: GameTurnStatus): boolean => status === "ready" || status === "won";

/** What the expiry line says: play by, or confirm by. */
export function expiryWords(turn: Pick<GameTurn, "status" | "expires_at">): string | null {
  if (!showsExpiry(turn.status)) return null;
  const day = shortDate(turn.expires_at);
  return turn.status === "ready" ? `Play by ${day}` : `Confirm by ${day}`;
}

/** The gift's value as the revealed card shows it. */
export const valueWords = (price: number): string => `Value ${formatMoney(price)}`;

/** A confirmed gift: when it ships. */
export function shippingWords(turn: Pick<GameTurn, "order_complete" | "ship_by">): string {
  const base = `Ships within ${GAME_SHIP_DAYS} days of order completion`;
  return turn.order_complete && turn.ship_by ? `${base}: by ${shortDate(turn.ship_by)}.` : `${base}.`;
}

/** A delivered gift: whether a quality issue may still be reported at `now`. */
export function canReport(
  turn: Pick<GameTurn, "status" | "reported" | "report_until">,
  now: string,
): boolean {
  if (turn.status !== "delivered" || turn.reported || !turn.report_until) return false;
  return new Date(now).getTime() <= new Date(turn.report_until).getTime();
}

export const REPORT_ISSUE_WORDS: Record<GameReportIssue, string> = {
  damaged: "Damaged",
  defective: "Does not work",
  missing_parts: "Missing parts",
  wrong_item: "Wrong item",
  other: "Something else",
};

export const REPORT_ISSUES = GAME_REPORT_ISSUES.map((value) => ({ value, label: REPORT_ISSUE_WORDS[value] }));

/** A category's peek: how many gifts it hides and what they are worth at most. */
export function categoryPeek(category: GameCategory): string {
  const count = category.options.length;
  if (count === 0) return "No gifts left";
  const top = Math.max(...category.options.map((o) => o.price));
  return `${count} ${count === 1 ? "gift" : "gifts"}, worth up to ${formatMoney(top)}`;
}

/** The cards' numbers, 1 to `count`. */
export const cardNumbers = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

/**
 * A refusal's message as the shopper reads it: a field's rule comes back as "field: message" from
 * the API's validation; the page shows the message.
 */
export const shownMessage = (message: string): string =>
  message.replace(/^(turn_id|category_id|card|issue|description): /, "");
