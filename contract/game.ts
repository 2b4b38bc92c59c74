import { z } from "zod";
import { defineCall } from "./call";
import { id, int, text } from "./fields";
import {
  GAME_CARDS,
  GAME_CONFIRM_ORDER_PATH,
  GAME_REPORT_ISSUES,
  GAME_REPORT_MAX,
  GAME_REPORT_PATH,
  GAME_TURN_LIST_PATH,
  GAME_TURN_PATH,
  GAME_TURN_STATUSES,
} from "./game-constants";

// The free-gift game, "Play to Win" (decision 0045): each paid order of a signed-in customer earns
// one turn; a turn picks a gift category, then turns 1 of 9 face-down cards, each hiding one of the
// category's gift options (the cart gift's catalog: contract/gift-constants.ts). The server decides
// what each card hides. The gift is never a cart or order line: it ships on its own within 7 days of
// the order's completion, to the order's address, and goes back if the order is returned.

export * from "./game-constants";

const gift = z.object({
  product_id: z.number().int(),
  piid: z.number().int(),
  name: z.string(),
  small_image: z.string().nullable(),
  price: z.number().describe("Its regular price in dollars (the gift costs nothing)"),
  url: z.string().describe("The product page"),
});

const turn = z.object({
  turn_id: z.number().int(),
  order_id: z.number().int(),
  increment_id: z.string().describe("The order number the shopper sees"),
  earned_at: z.string().describe("ISO time the order was placed"),
  expires_at: z.string().describe("ISO time by which a ready turn is played and a won gift confirmed"),
  status: z.enum(GAME_TURN_STATUSES),
  void_reason: z.enum(["order_canceled", "order_returned", "expired"]).nullable(),
  category_id: z.number().int().nullable().describe("The category picked (null while ready)"),
  card: z.number().int().nullable().describe(`The card turned, 1 to ${GAME_CARDS} (null while ready)`),
  gift: gift.nullable().describe("What the turned card held (null while ready)"),
  ship_to: z
    .string()
    .describe("The order's address in one line (name, street, city, state, zip): where the gift goes"),
  order_complete: z.boolean().describe("Every unit of the order has been delivered"),
  ship_by: z.string().nullable().describe("ISO time: order completion + 7 days (null until complete)"),
  shipped_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  delivered_at: z.string().nullable(),
  report_until: z
    .string()
    .nullable()
    .describe("ISO time: delivery + 7 days, the last moment a quality issue may be reported"),
  reported: z.boolean().describe("A quality issue has been reported for this gift"),
});

const category = z.object({
  id: z.number().int(),
  name: z.string(),
  options: z.array(gift).describe(`The gifts behind the category's cards (up to ${GAME_CARDS})`),
});

export const gameTurnList = defineCall({
  method: "get",
  path: GAME_TURN_LIST_PATH,
  tag: "game",
  summary:
    "The signed-in customer's turns, newest order first: one per paid order (processing or complete; a pending or failed payment earns none), with what each turn won and where its gift stands, and the gift categories a ready turn picks from. Reading also records turns for paid orders that have none yet and voids ready or won turns past expires_at.",
  result: z.object({
    turns: z.array(turn),
    categories: z.array(category).describe("The categories a turn may pick (never a category with no gift)"),
    rules: z.array(z.string()).describe("The free-gift rules, word for word (spec part 2 §9)"),
  }),
  errors: { 401: "not signed in" },
});

export const gameTurn = defineCall({
  method: "post",
  path: GAME_TURN_PATH,
  tag: "game",
  summary:
    "Plays a ready turn: picks a category and turns one of its face-down cards. The server decides which gift each card holds (a fresh random order per turn) and holds one unit of it; the answer is fixed: a second turn of the same turn is refused, also when two arrive at once.",
  body: z.object({
    turn_id: id,
    category_id: id,
    card: int(1, GAME_CARDS),
  }),
  result: z.object({ turn }),
  errors: {
    400: "not a category shown, or no gift left in it",
    401: "not signed in",
    404: "no such turn of this customer",
    409: "already played, expired, or its order was canceled",
    429: "rate limited",
  },
});

export const gameConfirmOrder = defineCall({
  method: "post",
  path: GAME_CONFIRM_ORDER_PATH,
  tag: "game",
  summary:
    "Confirms that a won gift ships with the turn's order, to the order's address, within 7 days of the order's completion. Confirming again is refused with the confirmed turn unchanged.",
  body: z.object({ turn_id: id }),
  result: z.object({ turn, message: z.string() }),
  errors: {
    401: "not signed in",
    404: "no such turn of this customer",
    409: "not played yet, already confirmed, expired, or its order was canceled",
    429: "rate limited",
  },
});

export const gameReport = defineCall({
  method: "post",
  path: GAME_REPORT_PATH,
  tag: "game",
  summary:
    "Reports a quality issue with a delivered gift, within 7 days of receipt, once per gift. The report reaches the operators (a support ticket) and the turn shows it as reported.",
  body: z.object({
    turn_id: id,
    issue: z.enum(GAME_REPORT_ISSUES),
    description: text(GAME_REPORT_MAX),
  }),
  result: z.object({ turn, message: z.string() }),
  errors: {
    400: "no description",
    401: "not signed in",
    404: "no such turn of this customer",
    409: "not delivered yet, past the 7 days, or already reported",
    429: "rate limited",
  },
});

// ---- Operators (bearer token, like the other /admin/api calls) ----------------------------------

const adminGift = turn.extend({
  customer_email: z.string(),
  sku: z.string().nullable(),
});

export const adminGameGifts = defineCall({
  method: "get",
  path: "/admin/api/game/gifts",
  tag: "admin",
  summary:
    "Game gifts to act on: `to_ship` (confirmed, order complete; oldest ship_by first, overdue ones flagged by ship_by in the past), `to_receive` (return_requested), or `reported` (a quality report, newest first).",
  query: z.object({ state: z.enum(["to_ship", "to_receive", "reported"]).default("to_ship") }),
  result: z.object({ gifts: z.array(adminGift) }),
  errors: { 401: "no operator token" },
});

export const adminGameGiftShip = defineCall({
  method: "post",
  path: "/admin/api/game/gifts/:turn_id/ship",
  tag: "admin",
  summary:
    "Marks a confirmed gift of a complete order shipped with its tracking number (the shopper is mailed); logged in operator_actions.",
  params: z.object({ turn_id: id }),
  body: z.object({ tracking_number: text(64).min(1) }),
  result: z.object({ gift: adminGift }),
  errors: {
    401: "no operator token",
    404: "no such turn",
    409: "not confirmed, or the order is not complete",
  },
});

export const adminGameGiftDeliver = defineCall({
  method: "post",
  path: "/admin/api/game/gifts/:turn_id/deliver",
  tag: "admin",
  summary:
    "Marks a shipped gift delivered: the 7 days for quality reports start. Logged in operator_actions.",
  params: z.object({ turn_id: id }),
  body: z.object({}).optional(),
  result: z.object({ gift: adminGift }),
  errors: { 401: "no operator token", 404: "no such turn", 409: "not shipped" },
});

export const adminGameGiftReceive = defineCall({
  method: "post",
  path: "/admin/api/game/gifts/:turn_id/receive",
  tag: "admin",
  summary:
    "A gift sent back with its returned order has arrived: status returned and its unit back in stock. Logged in operator_actions.",
  params: z.object({ turn_id: id }),
  body: z.object({}).optional(),
  result: z.object({ gift: adminGift }),
  errors: { 401: "no operator token", 404: "no such turn", 409: "not return_requested" },
});

export type GameTurn = z.infer<typeof turn>;
export type GameGift = z.infer<typeof gift>;
export type GameCategory = z.infer<typeof category>;
export type GameTurnList = z.infer<typeof gameTurnList.result>;
export type GameAdminGift = z.infer<typeof adminGift>;
