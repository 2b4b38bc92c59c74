// Points a paid order earns (the product page's promise, docs/decisions/0006-protection-plans.md):
// 1 point per whole dollar of each unit's price, none for no-discount items and pre-orders
// (spec part 2 §9 "no coupons or points"), times 3 on an order an active Plus+ member placed
// (docs/decisions/0035-plus-benefits.md). Credited to a customer when the payment succeeds, in
// the same transaction; a cancel takes them back (never below zero: they may be spent already).

import { and, eq, inArray, sql } from "drizzle-orm";
import { PREORDER_TAGS } from "../../../contract/catalog-constants";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/order";
import type { DbOrTx, Tx } from "../cart/cart-owner";
import { pointsMultiplier } from "../plus-benefits/plus-benefits";
import { pointsAllowed, pointsHolder } from "../points/points-eligibility";
import { changePoints } from "../points/points-ledger";

export interface EarningLine {
  productId: number;
  qty: number;
  priceCents: number;
}

/** Points one order's lines earn, given which products earn nothing. */
export function pointsForLines(lines: readonly EarningLine[], noPoints: ReadonlySet<number>): number {
  let points = 0;
  for (const line of lines) {
    if (noPoints.has(line.productId)) continue;
    // Whole dollars of the unit price; a free line (a gift) earns nothing.
    points += Math.floor(Math.max(0, line.priceCents) / 100) * line.qty;
  }
  return points;
}

/** Which of these products earn no points (no-discount items and pre-orders). */
async function productsWithoutPoints(tx: DbOrTx, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, productIds),
        sql`(${products.isNoDiscount} or ${products.productTag} in (${sql.join(
          PREORDER_TAGS.map((t) => sql`${t}`),
          sql`, `,
        )}))`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Points these lines earn once paid: the one rule for crediting an order and for telling the
 * shopper. `plusMember`: bought by an active Plus+ member (the order's plus_member), 3X.
 */
export async function earnedPoints(
  db: DbOrTx,
  lines: readonly EarningLine[],
  plusMember = false,
): Promise<number> {
  const base = pointsForLines(
    lines,
    await productsWithoutPoints(db, [...new Set(lines.map((l) => l.productId))]),
  );
  return base * pointsMultiplier(plusMember);
}

/** Credits a customer's paid order with its points and records them on the order. */
export async function creditEarnedPoints(
  tx: Tx,
  order: { id: number; customerId: number | null; plusMember: boolean },
  lines: readonly EarningLine[],
): Promise<number> {
  if (order.customerId === null) return 0;
  // Dropship, business and large-order customers earn no points (decision 0046).
  const holder = await pointsHolder(tx, order.customerId);
  if (!holder || !pointsAllowed(holder)) return 0;
  const points = await earnedPoints(tx, lines, order.plusMember);
  if (points <= 0) return 0;
  await changePoints(tx, { customerId: order.customerId, delta: points, kind: "earned", orderId: order.id });
  await tx.update(orders).set({ pointsEarned: points }).where(eq(orders.id, order.id));
  return points;
}

/** Takes a canceled order's earned points back (as far as the balance still holds them). */
export async function takeBackEarnedPoints(
  tx: Tx,
  order: { id: number; customerId: number | null; pointsEarned: number },
): Promise<void> {
  if (order.customerId === null || order.pointsEarned <= 0) return;
  await changePoints(tx, {
    customerId: order.customerId,
    delta: -order.pointsEarned,
    kind: "taken_back",
    orderId: order.id,
    short: "clamp",
  });
  await tx.update(orders).set({ pointsEarned: 0 }).where(eq(orders.id, order.id));
}
