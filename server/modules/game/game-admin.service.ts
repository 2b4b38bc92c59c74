// The operator's side of the free-gift game (decision 0045): the gifts to ship, to receive back and
// reported; ship (confirmed gift of a complete order → shipped, the shopper mailed through the
// outbox), deliver (shipped → delivered) and receive (return_requested → returned, the unit back in
// stock). Each step is one transaction that locks the turn, logs an operator_actions row with the
// operator's name, and refuses (409) a turn not in the status it acts on.
import { and, asc, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import type { GameAdminGift } from "../../../contract/game";
import { GAME_MESSAGES, GAME_PAGE_PATH } from "../../../contract/game-constants";
import { customers } from "../../db/schema/customer";
import { operatorActions } from "../../db/schema/fulfilment";
import { gameTurns } from "../../db/schema/game";
import { orders } from "../../db/schema/order";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { enqueueMail } from "../mail/outbox";
import { gameGiftShippedMail } from "./game-mail";
import { giveBackGifts } from "./game-stock";
import { adminGiftViews, oneAdminGift, orderComplete, type TurnRow } from "./game-view";

type AdminCtx = Pick<RequestContext, "db" | "now" | "logger" | "config" | "origin">;

/** The operator's refusals (the shopper never sees them). */
export const GAME_ADMIN_MESSAGES = {
  notConfirmed: "This gift is not confirmed by the shopper, so it cannot ship.",
  orderNotComplete:
    "The order of this gift is not complete yet: the gift ships after the order is delivered.",
  notShipped: "This gift has not shipped, so it cannot be delivered.",
  notReturnRequested: "This gift was not asked back, so it cannot be received.",
} as const;

/** Operator lists are bounded: a page of work, oldest (or newest reported) first. */
const LIST_LIMIT = 200;

export async function listGifts(
  ctx: Pick<RequestContext, "db">,
  state: "to_ship" | "to_receive" | "reported",
): Promise<{ gifts: GameAdminGift[] }> {
  const byState: Record<typeof state, { where: SQL | undefined; orderBy: SQL[] }> = {
    to_ship: {
      where: and(
        eq(gameTurns.status, "confirmed"),
        eq(orders.status, "complete"),
        isNotNull(orders.completedAt),
      ),
      orderBy: [asc(orders.completedAt), asc(gameTurns.id)],
    },
    to_receive: {
      where: eq(gameTurns.status, "return_requested"),
      orderBy: [asc(gameTurns.returnRequestedAt), asc(gameTurns.id)],
    },
    reported: {
      where: isNotNull(gameTurns.reportedAt),
      orderBy: [desc(gameTurns.reportedAt), desc(gameTurns.id)],
    },
  };
  const { where, orderBy } = byState[state];
  return { gifts: await adminGiftViews(ctx.db, where, orderBy, LIST_LIMIT) };
}

const refusal = (message: string) => new Reply(409, message, null, 409);

async function lockTurn(tx: Tx, turnId: number): Promise<TurnRow> {
  const [row] = await tx.select().from(gameTurns).where(eq(gameTurns.id, turnId)).for("update");
  if (!row) throw new AppError(404, 404, GAME_MESSAGES.noTurn);
  return row;
}

async function audit(tx: Tx, ctx: AdminCtx, operator: string, action: string, row: TurnRow, detail = {}) {
  await tx.insert(operatorActions).values({
    operator,
    action,
    orderId: row.orderId,
    detail: { turn_id: row.id, ...detail },
    at: ctx.now,
  });
}

/** confirmed (order complete) → shipped with its tracking number; the shopper is mailed. */
export function shipGift(ctx: AdminCtx, operator: string, turnId: number, trackingNumber: string) {
  return runTransaction(ctx.db, async (tx): Promise<{ gift: GameAdminGift } | Reply> => {
    const row = await lockTurn(tx, turnId);
    if (row.status !== "confirmed") return refusal(GAME_ADMIN_MESSAGES.notConfirmed);
    const [order] = await tx
      .select({
        incrementId: orders.incrementId,
        shippingAddress: orders.shippingAddress,
        status: orders.status,
        completedAt: orders.completedAt,
      })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    if (!orderComplete(order)) return refusal(GAME_ADMIN_MESSAGES.orderNotComplete);
    await tx
      .update(gameTurns)
      .set({ status: "shipped", shippedAt: ctx.now, trackingNumber, updatedAt: ctx.now })
      .where(eq(gameTurns.id, row.id));
    const [customer] = await tx
      .select({ email: customers.email, firstname: customers.firstname })
      .from(customers)
      .where(eq(customers.id, row.customerId));
    await enqueueMail(tx, {
      to: customer.email,
      ...gameGiftShippedMail({
        storeName: ctx.config.STORE_NAME,
        firstname: customer.firstname,
        giftName: row.giftName ?? "",
        incrementId: order.incrementId,
        trackingNumber,
        pageUrl: `${ctx.origin}${GAME_PAGE_PATH}`,
      }),
    });
    await audit(tx, ctx, operator, "game_gift_ship", row, { tracking_number: trackingNumber });
    ctx.logger.info("game gift shipped", { turnId: row.id, operator });
    return { gift: await oneAdminGift(tx, row.id) };
  });
}

/** shipped → delivered: the 7 days for a quality report start. */
export function deliverGift(ctx: AdminCtx, operator: string, turnId: number) {
  return runTransaction(ctx.db, async (tx): Promise<{ gift: GameAdminGift } | Reply> => {
    const row = await lockTurn(tx, turnId);
    if (row.status !== "shipped") return refusal(GAME_ADMIN_MESSAGES.notShipped);
    await tx
      .update(gameTurns)
      .set({ status: "delivered", deliveredAt: ctx.now, updatedAt: ctx.now })
      .where(eq(gameTurns.id, row.id));
    await audit(tx, ctx, operator, "game_gift_deliver", row);
    return { gift: await oneAdminGift(tx, row.id) };
  });
}

/** return_requested → returned: the gift came back with the order; its unit goes back in stock. */
export function receiveGift(ctx: AdminCtx, operator: string, turnId: number) {
  return runTransaction(ctx.db, async (tx): Promise<{ gift: GameAdminGift } | Reply> => {
    const row = await lockTurn(tx, turnId);
    if (row.status !== "return_requested") return refusal(GAME_ADMIN_MESSAGES.notReturnRequested);
    await tx
      .update(gameTurns)
      .set({ status: "returned", returnedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(gameTurns.id, row.id));
    await giveBackGifts(ctx, tx, [{ variantId: row.giftVariantId }]);
    await audit(tx, ctx, operator, "game_gift_receive", row);
    return { gift: await oneAdminGift(tx, row.id) };
  });
}
