// A game turn as the shopper's page and the operator's list read it (contract/game.ts `turn`): the
// turn's row with its order's number, address and completion. Dates are ISO strings; money dollars.
import { desc, eq, type SQL } from "drizzle-orm";
import { addressLines } from "../../../contract/address-lines";
import type { GameAdminGift, GameTurn } from "../../../contract/game";
import { GAME_REPORT_DAYS, GAME_SHIP_DAYS, type GameTurnStatus } from "../../../contract/game-constants";
import { customers } from "../../db/schema/customer";
import { gameTurns } from "../../db/schema/game";
import { orders } from "../../db/schema/order";
import { toDollars } from "../../lib/money";
import type { DbOrTx } from "../cart/cart-owner";

const DAY_MS = 24 * 3_600_000;

export type TurnRow = typeof gameTurns.$inferSelect;

/** What a view needs of the turn's order. */
export interface TurnOrder {
  incrementId: string;
  shippingAddress: Record<string, unknown>;
  status: string;
  completedAt: Date | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const plusDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** The order's address in one line (name, street, unit, city, state and ZIP; no phone), as the order pages write it. */
export const shipToLine = (address: Record<string, unknown>): string =>
  addressLines({ ...address, telephone: "" }).join(", ");

/** The turn's order is complete (every unit delivered): the gift's 7 days run from then. */
export const orderComplete = (order: TurnOrder) => order.completedAt !== null && order.status === "complete";

/** When the gift ships by: the order's completion + GAME_SHIP_DAYS (null until complete). */
export const shipBy = (order: TurnOrder): Date | null =>
  order.completedAt ? plusDays(order.completedAt, GAME_SHIP_DAYS) : null;

/** The last moment a quality issue may be reported: delivery + GAME_REPORT_DAYS. */
export const reportUntil = (row: Pick<TurnRow, "deliveredAt">): Date | null =>
  row.deliveredAt ? plusDays(row.deliveredAt, GAME_REPORT_DAYS) : null;

export function turnView(row: TurnRow, order: TurnOrder): GameTurn {
  const played = row.giftVariantId !== null && row.giftProductId !== null;
  return {
    turn_id: row.id,
    order_id: row.orderId,
    increment_id: order.incrementId,
    earned_at: row.earnedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: row.status as GameTurnStatus,
    void_reason: row.voidReason as GameTurn["void_reason"],
    category_id: row.categoryId,
    card: row.card,
    gift: played
      ? {
          product_id: row.giftProductId as number,
          piid: row.giftVariantId as number,
          name: row.giftName ?? "",
          small_image: row.giftImage,
          price: toDollars(row.giftPriceCents ?? 0),
          url: row.giftUrl ?? "",
        }
      : null,
    ship_to: shipToLine(order.shippingAddress),
    order_complete: orderComplete(order),
    ship_by: iso(shipBy(order)),
    shipped_at: iso(row.shippedAt),
    tracking_number: row.trackingNumber,
    delivered_at: iso(row.deliveredAt),
    report_until: iso(reportUntil(row)),
    reported: row.reportedAt !== null,
  };
}

const orderColumns = {
  incrementId: orders.incrementId,
  shippingAddress: orders.shippingAddress,
  status: orders.status,
  completedAt: orders.completedAt,
};

/** Turns matching `where` with their orders, newest order first, as views. */
export async function turnViews(db: DbOrTx, where: SQL | undefined): Promise<GameTurn[]> {
  const rows = await db
    .select({ turn: gameTurns, order: orderColumns })
    .from(gameTurns)
    .innerJoin(orders, eq(orders.id, gameTurns.orderId))
    .where(where)
    .orderBy(desc(gameTurns.orderId));
  return rows.map((r) => turnView(r.turn, r.order));
}

/** One turn as a view (it exists: the caller just read or wrote it). */
export async function oneTurnView(db: DbOrTx, turnId: number): Promise<GameTurn> {
  const [view] = await turnViews(db, eq(gameTurns.id, turnId));
  return view;
}

/** Turns as the operator's list reads them: with the shopper's e-mail and the gift's SKU. */
export async function adminGiftViews(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit = 1,
): Promise<GameAdminGift[]> {
  const rows = await db
    .select({ turn: gameTurns, order: orderColumns, email: customers.email })
    .from(gameTurns)
    .innerJoin(orders, eq(orders.id, gameTurns.orderId))
    .innerJoin(customers, eq(customers.id, gameTurns.customerId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map((r) => ({ ...turnView(r.turn, r.order), customer_email: r.email, sku: r.turn.giftSku }));
}

export async function oneAdminGift(db: DbOrTx, turnId: number): Promise<GameAdminGift> {
  const [gift] = await adminGiftViews(db, eq(gameTurns.id, turnId), []);
  return gift;
}
