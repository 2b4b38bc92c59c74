// What placing an order takes and canceling gives back: stock, the coupon use, the points. Each
// take is a guarded atomic write (`qty >= n`, `points >= n`, the coupon row locked while its uses
// are counted), so parallel orders can never oversell, overspend points or overuse a coupon.

import { and, eq, gte, sql } from "drizzle-orm";
import { ORDER_CODES, ORDER_MESSAGES } from "../../../contract/order-constants";
import { productVariants } from "../../db/schema/catalog";
import { coupons } from "../../db/schema/coupons";
import { couponRedemptions } from "../../db/schema/order";
import { Reply } from "../../http/route";
import { perShopperLimit, usedBy } from "../cart/cart-coupon";
import type { Tx } from "../cart/cart-owner";
import { giftSendable } from "../cart/gift-sendable";
import { changePoints } from "../points/points-ledger";

/** A refusal that must roll the placing back: thrown inside the transaction, answered outside it. */
export class PlaceRefusal extends Error {
  constructor(readonly reply: Reply) {
    super(reply.message);
  }
}

const refuse = (code: number, message: string, result: unknown = null) =>
  new PlaceRefusal(new Reply(code, message, result));

/**
 * Takes `qty` units off a variant's stock if it has them, answering its SKU (null when it has not).
 * With the free gift among them, the variant must pass the rule the cart offered and showed the
 * gift by (giftSendable: also still sold, with a unit to sell): the shopper chose it earlier, and
 * it may have stopped being sold since.
 */
async function takeStock(tx: Tx, variantId: number, qty: number, gift = false): Promise<string | null> {
  const [row] = await tx
    .update(productVariants)
    .set({ qty: sql`${productVariants.qty} - ${qty}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        gift ? giftSendable(qty) : and(eq(productVariants.isInStock, true), gte(productVariants.qty, qty)),
      ),
    )
    .returning({ sku: productVariants.sku });
  return row?.sku ?? null;
}

/**
 * Takes each line's quantity off its variant's stock, and one unit for the free gift when the order
 * has one. Rows are updated in variant id order, the gift's among them, so two orders sharing
 * variants lock them in the same order (no deadlock); the `qty >= n` guard makes a shortfall update
 * nothing, which refuses the whole order. The gift is a bonus, never a reason to refuse: when its
 * unit is gone the order goes without it. Answers the gift's SKU, or null when it goes without.
 */
export async function reserveStock(
  tx: Tx,
  lines: { variantId: number; qty: number; name: string }[],
  gift: { variantId: number; name: string } | null = null,
): Promise<{ giftSku: string | null }> {
  const byVariant = new Map<number, { qty: number; name: string; gift: boolean }>();
  for (const l of lines) {
    const seen = byVariant.get(l.variantId);
    byVariant.set(l.variantId, { qty: (seen?.qty ?? 0) + l.qty, name: l.name, gift: false });
  }
  if (gift) {
    const seen = byVariant.get(gift.variantId);
    byVariant.set(gift.variantId, { qty: seen?.qty ?? 0, name: seen?.name ?? gift.name, gift: true });
  }
  let giftSku: string | null = null;
  for (const [variantId, need] of [...byVariant].sort((a, b) => a[0] - b[0])) {
    if (need.gift) {
      giftSku = await takeStock(tx, variantId, need.qty + 1, true);
      if (giftSku !== null || need.qty === 0) continue;
    }
    if ((await takeStock(tx, variantId, need.qty)) === null)
      throw refuse(ORDER_CODES.outOfStock, ORDER_MESSAGES.outOfStock(need.name), { variant_id: variantId });
  }
  return { giftSku };
}

export async function returnStock(tx: Tx, lines: { variantId: number; qty: number }[]): Promise<void> {
  for (const l of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    await tx
      .update(productVariants)
      .set({ qty: sql`${productVariants.qty} + ${l.qty}` })
      .where(eq(productVariants.id, l.variantId));
  }
}

/**
 * Records the coupon's use by this order. The coupon row is locked first, so parallel orders count
 * its uses one after another; the limits (over everyone, and per customer by id or e-mail, the
 * cart's rule) are checked again under that lock.
 */
export async function redeemCoupon(
  tx: Tx,
  input: { couponId: number; orderId: number; customerId: number | null; email: string },
): Promise<void> {
  const [coupon] = await tx
    .select({
      total: coupons.usageLimitTotal,
      usageLimitPerCustomer: coupons.usageLimitPerCustomer,
      detailCouponType: coupons.detailCouponType,
      ownerEmail: coupons.ownerEmail,
    })
    .from(coupons)
    .where(eq(coupons.id, input.couponId))
    .for("update");
  if (!coupon) throw refuse(ORDER_CODES.couponOrPoints, ORDER_MESSAGES.couponUsedUp);
  // Issued to one address (a marketing offer): the order's e-mail must be that address.
  if (coupon.ownerEmail !== null && coupon.ownerEmail !== input.email.trim().toLowerCase())
    throw refuse(ORDER_CODES.couponOrPoints, ORDER_MESSAGES.couponUsedUp);
  const mine = usedBy(input.customerId, input.email);
  const [uses] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${mine})::int`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, input.couponId));
  if ((coupon.total !== null && uses.total >= coupon.total) || uses.mine >= perShopperLimit(coupon))
    throw refuse(ORDER_CODES.couponOrPoints, ORDER_MESSAGES.couponUsedUp);
  await tx.insert(couponRedemptions).values(input);
}

export async function releaseCoupon(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}

/** Takes the points off the customer's balance, only if the balance covers them. */
export async function spendPoints(
  tx: Tx,
  customerId: number | null,
  points: number,
  orderId: number,
): Promise<void> {
  if (points <= 0) return;
  // A guest (null id) has no balance and is refused like a short balance.
  const spent =
    customerId === null
      ? null
      : await changePoints(tx, { customerId, delta: -points, kind: "spent", orderId, short: "refuse" });
  if (spent === null) throw refuse(ORDER_CODES.couponOrPoints, ORDER_MESSAGES.pointsTooLow);
}

/** Gives an order's spent points back (ledger kind refund). A guest's null id adds nothing. */
export async function refundPoints(
  tx: Tx,
  customerId: number | null,
  points: number,
  orderId: number,
): Promise<void> {
  await changePoints(tx, { customerId, delta: points, kind: "refund", orderId });
}

/** Everything placing an order took, given back: its stock, the points it spent, its coupon use (cancel, decline). */
export async function releaseReservations(
  tx: Tx,
  order: { id: number; customerId: number | null; pointsUsed: number },
  lines: { variantId: number; qty: number }[],
): Promise<void> {
  await returnStock(tx, lines);
  await refundPoints(tx, order.customerId, order.pointsUsed, order.id);
  await releaseCoupon(tx, order.id);
}
