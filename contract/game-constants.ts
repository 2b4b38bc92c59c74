// The free-gift game, "Play to Win" (spec part 1 §2 account child play-to-win, §10 "turn list, turn
// and confirm-order for the free-gift game"; part 2 §9 "Free-gift rules"; issue 19; decision 0045).
// Paths, limits and messages the browser needs, free of zod; the schemas live in contract/game.ts.

export const GAME_PAGE_PATH = "/customer/account/play-to-win";
export const GAME_TURN_LIST_PATH = "/api/game/turn_list";
export const GAME_TURN_PATH = "/api/game/turn";
export const GAME_CONFIRM_ORDER_PATH = "/api/game/confirm_order";
export const GAME_REPORT_PATH = "/api/game/report";

/** Face-down cards per turn: the category's gift options, one behind each card (part 2 §9: 1 of 9). */
export const GAME_CARDS = 9;
/** A turn is played and its gift confirmed within this many days of the order that earned it. */
export const GAME_TURN_DAYS = 30;
/** The gift is sent within this many days of order completion (part 2 §9). */
export const GAME_SHIP_DAYS = 7;
/** Quality issues are reportable within this many days of receipt (part 2 §9). */
export const GAME_REPORT_DAYS = 7;
/** A quality report's description: required, at most this many characters. */
export const GAME_REPORT_MAX = 1000;

/**
 * A turn's life: ready (earned, not played) → won (a card was turned: the gift is fixed and one unit
 * is held) → confirmed (the shopper confirmed it ships with the order, to the order's address) →
 * shipped → delivered; return_requested (the order was returned after the gift was sent: send it
 * back with the order) → returned. void: the order was canceled or returned before the gift was
 * sent, or the turn expired unplayed (void_reason says which).
 */
export const GAME_TURN_STATUSES = [
  "ready",
  "won",
  "confirmed",
  "shipped",
  "delivered",
  "return_requested",
  "returned",
  "void",
] as const;
export type GameTurnStatus = (typeof GAME_TURN_STATUSES)[number];

export const GAME_REPORT_ISSUES = ["damaged", "defective", "missing_parts", "wrong_item", "other"] as const;
export type GameReportIssue = (typeof GAME_REPORT_ISSUES)[number];

export const GAME_MESSAGES = {
  noTurn: "This turn was not found.",
  alreadyPlayed: "You have already played this turn. No changes after choosing.",
  expired: `This turn has expired: turns are played within ${GAME_TURN_DAYS} days of the order.`,
  orderCanceled: "The order of this turn was canceled, so its gift cannot be sent.",
  notACategory: "Please pick one of the gift categories shown.",
  noGifts: "No gifts are available in this category right now. Please pick another category.",
  playFirst: "Please turn a card first.",
  alreadyConfirmed: "Your gift is already confirmed to ship with this order.",
  confirmed: `Your gift is confirmed. It is sent within ${GAME_SHIP_DAYS} days of order completion to the order address.`,
  notDelivered: "You can report a quality issue once your gift has been delivered.",
  reportWindow: `Quality issues are reportable within ${GAME_REPORT_DAYS} days of receipt.`,
  alreadyReported: "You have already reported an issue with this gift. Our team will contact you.",
  reported: "Thank you. We have received your report and will contact you within 2 business days.",
  descriptionRequired: "Please describe the issue.",
} as const;
