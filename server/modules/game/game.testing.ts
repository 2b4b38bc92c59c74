// Test support for the free-gift game (imported only by *.test.ts): a signed-in customer, a paid
// order of theirs (written straight into its rows: placing and paying have their own tests), a
// gift category filled with products at known prices, and the game's calls.
import { eq, sql } from "drizzle-orm";
import type { GameAdminGift, GameTurn, GameTurnList } from "../../../contract/game";
import { GIFT_CATEGORY_IDS } from "../../../contract/gift-constants";
import type { TestApp } from "../../../tests/helpers/test-app";
import { orders } from "../../db/schema/order";
import {
  customerWithSession,
  pinVariant,
  type SeededProduct,
  seededProducts,
  type Who,
} from "../cart/cart.testing";
import { emptyGiftCategories, listAsGift } from "../cart/cart-gift.testing";
import { asOperator, call, type PaidOrder, paidOrder } from "../fulfilment/fulfilment.testing";

export { asOperator, OPERATOR_ENV } from "../fulfilment/fulfilment.testing";

export interface Player {
  customerId: number;
  who: Who;
}

/** A customer signed in with a bearer session. */
export async function player(t: TestApp): Promise<Player> {
  const { customerId, token } = await customerWithSession(t);
  return { customerId, who: { bearer: token } };
}

/** A paid order (processing unless `status` says otherwise) of the player, placed `daysAgo` days before now. */
export async function paidOrderOf(
  t: TestApp,
  p: Player,
  opts: { status?: string; daysAgo?: number; qtys?: number[] } = {},
): Promise<PaidOrder> {
  const order = await paidOrder(t, { customerId: p.customerId, status: opts.status, qtys: opts.qtys });
  await t.database.db
    .update(orders)
    .set({
      createdAt: new Date(Date.now() - (opts.daysAgo ?? 0) * 86_400_000),
      shippingAddress: {
        firstname: "Ada",
        lastname: "Shopper",
        street: "12 Main St",
        city: "Newark",
        region_code: "NJ",
        postcode: "07102",
      },
    })
    .where(eq(orders.id, order.orderId));
  return order;
}

/** The order is complete (every unit delivered) at `at`, as the fulfilment's last delivery records it. */
export async function completeOrder(t: TestApp, orderId: number, at = new Date()): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ status: "complete", completedAt: at })
    .where(eq(orders.id, orderId));
}

/**
 * Only the first gift category has options: `prices.length` seeded products (from `from`), each
 * listed at its price in cents with `stock` units. Answers their products (first variant = option).
 */
export async function giftCategoryWith(
  t: TestApp,
  prices: number[],
  opts: { from?: number; stock?: number } = {},
): Promise<SeededProduct[]> {
  await emptyGiftCategories(t);
  const all = await seededProducts(t);
  const chosen = all.slice(opts.from ?? 0, (opts.from ?? 0) + prices.length);
  for (const [i, p] of chosen.entries()) {
    await listAsGift(t, p, prices[i], GIFT_CATEGORY_IDS[0]);
    await pinVariant(t, p.variants[0].id, { qty: opts.stock ?? 5, isInStock: true, maxSaleQty: 10 });
  }
  await t.database.db.execute(
    sql`update products set status = 1 where id in (${sql.join(
      chosen.map((p) => sql`${p.productId}`),
      sql`, `,
    )})`,
  );
  t.deps.cache.clear();
  return chosen;
}

export const turnList = (t: TestApp, who: Who) =>
  call<GameTurnList>(t, "GET", "/api/game/turn_list", undefined, who);
export const play = (t: TestApp, who: Who, body: unknown) =>
  call<{ turn: GameTurn }>(t, "POST", "/api/game/turn", body, who);
export const confirm = (t: TestApp, who: Who, turnId: number) =>
  call<{ turn: GameTurn; message: string }>(t, "POST", "/api/game/confirm_order", { turn_id: turnId }, who);
export const report = (t: TestApp, who: Who, body: unknown) =>
  call<{ turn: GameTurn; message: string }>(t, "POST", "/api/game/report", body, who);

export const adminGifts = (t: TestApp, state: string, who: Who = asOperator) =>
  call<{ gifts: GameAdminGift[] }>(t, "GET", `/admin/api/game/gifts?state=${state}`, undefined, who);
export const adminStep = (
  t: TestApp,
  turnId: number,
  step: "ship" | "deliver" | "receive",
  body: unknown = {},
  who: Who = asOperator,
) => call<{ gift: GameAdminGift }>(t, "POST", `/admin/api/game/gifts/${turnId}/${step}`, body, who);

/** The turn of an order as the turn list shows it (reading the list records it). */
export async function turnOf(t: TestApp, p: Player, orderId: number): Promise<GameTurn> {
  const res = await turnList(t, p.who);
  const turn = res.body.result.turns.find((x) => x.order_id === orderId);
  if (!turn) throw new Error(`no turn for order ${orderId}`);
  return turn;
}
