// The free-gift game "Play to Win" (docs/decisions/0045-free-gift-game.md), the shopper's side: the
// turn list (which records the turns of paid orders and voids expired ones as it reads), playing a
// turn, confirming its gift and reporting a quality issue. Every write runs in one transaction that
// locks the turn row first, so a turn is played once even when two plays arrive together. Expected
// refusals are answered as Replies with the contract's messages (GAME_MESSAGES), never thrown.
//
// The game gift is never a cart or order line: it takes one unit of stock by the rule the cart's
// free gift is sent by (giftSendable), and gives it back when the turn is voided.
import { randomInt } from "node:crypto";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { CartGiftCategory, CartGiftOption } from "../../../contract/cart";
import type { GameCategory, GameTurn, GameTurnList } from "../../../contract/game";
import {
  GAME_CARDS,
  GAME_MESSAGES,
  GAME_REPORT_DAYS,
  GAME_TURN_DAYS,
  type GameReportIssue,
} from "../../../contract/game-constants";
import { GIFT_RULES } from "../../../contract/gift-constants";
import { products, productVariants } from "../../db/schema/catalog";
import { gameTurns } from "../../db/schema/game";
import { orders } from "../../db/schema/order";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { giftOptions } from "../cart/cart-gift-options";
import { giftSendable } from "../cart/gift-sendable";
import { openSupportRequest } from "../support/support.service";
import { giveBackGifts } from "./game-stock";
import { oneTurnView, type TurnRow, turnViews } from "./game-view";

const DAY_MS = 24 * 3_600_000;

/** Order statuses that earn a turn: paid (processing, shipped, complete). */
const EARNING_STATUSES = ["processing", "shipped", "complete"] as const;

const refusal = (code: 400 | 409, message: string) => new Reply(code, message, null, code);
const noTurn = () => new AppError(404, 404, GAME_MESSAGES.noTurn);

/**
 * Records a ready turn for each paid order of the customer that has none yet (one statement, the
 * unique order_id making it idempotent when two reads race). A guest order earns none, also after
 * it was handed over to an account (its guest_session_id stays set).
 */
async function recordTurns(tx: Tx, customerId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`
    insert into game_turns (customer_id, order_id, status, earned_at, expires_at, created_at, updated_at)
    select "orders"."customer_id", "orders"."id", 'ready', "orders"."created_at",
      "orders"."created_at" + make_interval(days => ${sql.raw(String(GAME_TURN_DAYS))}), ${at}::timestamptz, ${at}::timestamptz
    from "orders"
    where "orders"."customer_id" = ${customerId} and "orders"."guest_session_id" is null
      and "orders"."status" in (${sql.raw(EARNING_STATUSES.map((s) => `'${s}'`).join(", "))})
    on conflict (order_id) do nothing
  `);
}

/** Voids the customer's ready and won turns past expires_at; a won gift's unit goes back to stock. */
async function voidExpired(ctx: RequestContext, tx: Tx, customerId: number): Promise<void> {
  const voided = await tx
    .update(gameTurns)
    .set({ status: "void", voidReason: "expired", updatedAt: ctx.now })
    .where(
      and(
        eq(gameTurns.customerId, customerId),
        inArray(gameTurns.status, ["ready", "won"]),
        lte(gameTurns.expiresAt, ctx.now),
      ),
    )
    .returning({ variantId: gameTurns.giftVariantId });
  await giveBackGifts(ctx, tx, voided);
}

/** The categories a ready turn picks from: the cart gift's options, each with its product page. */
async function gameCategories(ctx: RequestContext, categories: CartGiftCategory[]): Promise<GameCategory[]> {
  const ids = [...new Set(categories.flatMap((c) => c.options.map((o) => o.product_id)))];
  const paths = new Map<number, string>();
  if (ids.length)
    for (const p of await ctx.db
      .select({ id: products.id, urlPath: products.urlPath })
      .from(products)
      .where(inArray(products.id, ids)))
      paths.set(p.id, p.urlPath);
  const url = (o: CartGiftOption) => `/${paths.get(o.product_id) ?? ""}?piid=${o.piid}`;
  return categories.map((c) => ({ ...c, options: c.options.map((o) => ({ ...o, url: url(o) })) }));
}

/** GET /api/game/turn_list. */
export async function listTurns(ctx: RequestContext, customerId: number): Promise<GameTurnList> {
  await runTransaction(ctx.db, async (tx) => {
    await recordTurns(tx, customerId, ctx.now);
    await voidExpired(ctx, tx, customerId);
  });
  const [turns, categories] = await Promise.all([
    turnViews(ctx.db, eq(gameTurns.customerId, customerId)),
    giftOptions(ctx).then((c) => gameCategories(ctx, c)),
  ]);
  return { turns, categories, rules: [...GIFT_RULES] };
}

/** The customer's turn, locked; 404 when there is none of theirs. */
async function lockTurn(tx: Tx, customerId: number, turnId: number): Promise<TurnRow> {
  const [row] = await tx
    .select()
    .from(gameTurns)
    .where(and(eq(gameTurns.id, turnId), eq(gameTurns.customerId, customerId)))
    .for("update");
  if (!row) throw noTurn();
  return row;
}

/** The refusal of a void turn, by its reason. */
const voidRefusal = (row: TurnRow) =>
  refusal(409, row.voidReason === "expired" ? GAME_MESSAGES.expired : GAME_MESSAGES.orderCanceled);

/**
 * A ready or won turn past expires_at: voided now (a won gift's unit back in stock) and refused;
 * the voiding is kept (the Reply commits the transaction). Null while the turn is live.
 */
async function expireIfDue(ctx: RequestContext, tx: Tx, row: TurnRow): Promise<Reply | null> {
  if (!(row.status === "ready" || row.status === "won") || row.expiresAt > ctx.now) return null;
  await tx
    .update(gameTurns)
    .set({ status: "void", voidReason: "expired", updatedAt: ctx.now })
    .where(eq(gameTurns.id, row.id));
  await giveBackGifts(ctx, tx, [{ variantId: row.giftVariantId }]);
  return refusal(409, GAME_MESSAGES.expired);
}

/** A fresh random order of the category's options behind the 9 cards (fewer options repeat). */
function dealCards(options: CartGiftOption[]): CartGiftOption[] {
  const shuffle = <T>(a: T[]) => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  const once = shuffle([...options]);
  return shuffle(Array.from({ length: GAME_CARDS }, (_, i) => once[i % once.length]));
}

/** Takes one unit of the variant if it can be sent as a gift now; answers the variant's SKU and price. */
async function takeGiftUnit(tx: Tx, variantId: number) {
  const [row] = await tx
    .update(productVariants)
    .set({ qty: sql`${productVariants.qty} - 1` })
    .where(and(eq(productVariants.id, variantId), giftSendable(1)))
    .returning({ sku: productVariants.sku, priceCents: productVariants.priceCents });
  return row ?? null;
}

/** POST /api/game/turn: picks a category, turns a card; the gift is fixed and one unit held. */
export async function playTurn(
  ctx: RequestContext,
  customerId: number,
  input: { turn_id: number; category_id: number; card: number },
): Promise<{ turn: GameTurn } | Reply> {
  const category = (await giftOptions(ctx)).find((c) => c.id === input.category_id);
  return runTransaction(ctx.db, async (tx) => {
    const row = await lockTurn(tx, customerId, input.turn_id);
    if (row.status === "void") return voidRefusal(row);
    if (row.status !== "ready") return refusal(409, GAME_MESSAGES.alreadyPlayed);
    const expired = await expireIfDue(ctx, tx, row);
    if (expired) return expired;
    if (!category || category.options.length === 0) return refusal(400, GAME_MESSAGES.notACategory);
    const deck = dealCards(category.options);
    // The turned card's gift, else (its unit gone since the options were read) the next card's
    // that can still be sent: the cards hide whatever can be sent.
    const order = [...deck.slice(input.card - 1), ...deck.slice(0, input.card - 1)];
    const tried = new Set<number>();
    for (const option of order) {
      if (tried.has(option.piid)) continue;
      tried.add(option.piid);
      const unit = await takeGiftUnit(tx, option.piid);
      if (!unit) continue;
      const [product] = await tx
        .select({ urlPath: products.urlPath })
        .from(products)
        .where(eq(products.id, option.product_id));
      await tx
        .update(gameTurns)
        .set({
          status: "won",
          categoryId: category.id,
          card: input.card,
          giftProductId: option.product_id,
          giftVariantId: option.piid,
          giftName: option.name,
          giftSku: unit.sku,
          giftPriceCents: unit.priceCents,
          giftImage: option.small_image,
          giftUrl: `/${product?.urlPath ?? ""}?piid=${option.piid}`,
          playedAt: ctx.now,
          updatedAt: ctx.now,
        })
        .where(eq(gameTurns.id, row.id));
      ctx.logger.info("game turn played", { turnId: row.id, variantId: option.piid });
      return { turn: await oneTurnView(tx, row.id) };
    }
    return refusal(400, GAME_MESSAGES.noGifts);
  });
}

/** POST /api/game/confirm_order: won → confirmed (ships with the order, to its address). */
export async function confirmTurn(
  ctx: RequestContext,
  customerId: number,
  turnId: number,
): Promise<Reply<{ turn: GameTurn; message: string }> | Reply> {
  return runTransaction(ctx.db, async (tx) => {
    const row = await lockTurn(tx, customerId, turnId);
    if (row.status === "void") return voidRefusal(row);
    if (row.status === "ready") {
      const expired = await expireIfDue(ctx, tx, row);
      return expired ?? refusal(409, GAME_MESSAGES.playFirst);
    }
    if (row.status !== "won") return refusal(409, GAME_MESSAGES.alreadyConfirmed);
    const expired = await expireIfDue(ctx, tx, row);
    if (expired) return expired;
    await tx
      .update(gameTurns)
      .set({ status: "confirmed", confirmedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(gameTurns.id, row.id));
    const turn = await oneTurnView(tx, row.id);
    return new Reply(200, GAME_MESSAGES.confirmed, { turn, message: GAME_MESSAGES.confirmed });
  });
}

const ISSUE_LABELS: Record<GameReportIssue, string> = {
  damaged: "Damaged",
  defective: "Defective",
  missing_parts: "Missing parts",
  wrong_item: "Wrong item",
  other: "Other",
};

/**
 * POST /api/game/report: a quality issue with a delivered gift, within GAME_REPORT_DAYS of its
 * delivery, once. Opens a customer-service request (the operators' support list) in the same
 * transaction and records it on the turn.
 */
export async function reportIssue(
  ctx: RequestContext,
  customerId: number,
  input: { turn_id: number; issue: GameReportIssue; description: string },
): Promise<Reply> {
  const description = input.description.trim();
  return runTransaction(ctx.db, async (tx) => {
    const row = await lockTurn(tx, customerId, input.turn_id);
    if (row.reportedAt) return refusal(409, GAME_MESSAGES.alreadyReported);
    if (row.status !== "delivered" || !row.deliveredAt) return refusal(409, GAME_MESSAGES.notDelivered);
    if (ctx.now.getTime() > row.deliveredAt.getTime() + GAME_REPORT_DAYS * DAY_MS)
      return refusal(409, GAME_MESSAGES.reportWindow);
    if (description === "") return refusal(400, GAME_MESSAGES.descriptionRequired);
    const [order] = await tx
      .select({ incrementId: orders.incrementId })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    const request = await openSupportRequest(ctx, tx, customerId, {
      order_increment_id: order.incrementId,
      topic: "product_question",
      message: [
        `Play to Win gift quality issue: ${ISSUE_LABELS[input.issue]}.`,
        `Gift: ${row.giftName ?? ""} (SKU ${row.giftSku ?? ""}), game turn ${row.id} of order #${order.incrementId}.`,
        "",
        description,
      ].join("\n"),
      photos: [],
    });
    await tx
      .update(gameTurns)
      .set({ reportedAt: ctx.now, supportRequestId: request.id, updatedAt: ctx.now })
      .where(eq(gameTurns.id, row.id));
    ctx.logger.info("game gift reported", { turnId: row.id, request: request.number });
    const turn = await oneTurnView(tx, row.id);
    return new Reply(200, GAME_MESSAGES.reported, { turn, message: GAME_MESSAGES.reported });
  });
}
