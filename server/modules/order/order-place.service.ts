// POST /api/order: the request's cart becomes an order in ONE transaction — the cart locked, priced
// again by the server (checkout snapshot), stock reserved, the coupon redeemed and the points spent
// under guards, the order and its lines written with frozen totals, the cart emptied. Any refusal
// rolls everything back. The order token is unique: a repeat (double click, second tab) answers the
// order the first placing made. The order charges only what the shopper saw: the cart_fingerprint
// of the cart read they were shown is compared with the cart priced now (cart-fingerprint.ts), and
// any difference refuses the placing, naming what changed (issue 15 §7).
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PlaceOrderResult } from "../../../contract/order";
import {
  INCREMENT_ID_BASE,
  ORDER_CODES,
  ORDER_MESSAGES,
  SEEN_CHANGES,
} from "../../../contract/order-constants";
import { type CartPurpose, carts } from "../../db/schema/cart";
import { orderItems, orders } from "../../db/schema/order";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { invalid } from "../../http/errors";
import { Reply } from "../../http/route";
import type { Auth } from "../../http/session";
import {
  type CheckoutGift,
  type CheckoutSnapshot,
  checkoutSnapshot,
  emptyCartAfterOrder,
} from "../cart/cart-checkout";
import { type CheckoutFigures, decodeFigures, figureChanges } from "../cart/cart-fingerprint";
import { lockExistingCart, ownerOfAuth, type Tx } from "../cart/cart-owner";
import { lockMembership, PLUS_EXTRA_WARRANTY_MONTHS } from "../plus-benefits/plus-benefits";
import { type OrderRow, ownsOrder } from "./order-ownership";
import { PlaceRefusal, redeemCoupon, reserveStock, spendPoints } from "./order-reservations";
import { loadOrderItems, placeResult } from "./order-view";
import { isUniqueViolation } from "./unique-violation";

export const newOrderToken = () => randomBytes(24).toString("base64url");

const emptyCart = () =>
  new Reply(ORDER_CODES.cartInvalid, ORDER_MESSAGES.cartInvalid, { problems: ["Your cart is empty."] });

async function orderByToken(db: Tx | RequestContext["db"], token: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderToken, token)).limit(1);
  return row ?? null;
}

/** The answer for an order this token already made: the same order, or a refusal if it is not theirs. */
async function answerExisting(db: Tx | RequestContext["db"], order: OrderRow, auth: Auth) {
  if (!ownsOrder(order, auth)) return new Reply(ORDER_CODES.cartInvalid, ORDER_MESSAGES.tokenTaken, null);
  return placeResult(order, await loadOrderItems(db, order.id));
}

/** The free gift whose unit the order reserved, with the SKU of that unit. */
type ReservedGift = { gift: CheckoutGift; sku: string };

/** The free gift as an order line: one unit at no charge, sent with the order (spec part 2 §9). */
const giftLine = (
  orderId: number,
  { gift, sku }: ReservedGift,
  extraWarrantyMonths: number,
): typeof orderItems.$inferInsert => ({
  orderId,
  productId: gift.productId,
  variantId: gift.variantId,
  name: gift.name,
  sku,
  qty: 1,
  priceCents: 0,
  rowTotalCents: 0,
  isGift: true,
  extraWarrantyMonths,
});

async function insertOrder(
  tx: Tx,
  snap: CheckoutSnapshot,
  auth: Auth,
  token: string,
  purpose: CartPurpose,
  gift: ReservedGift | null,
): Promise<OrderRow> {
  // The id comes first so the order number (base + id) is written with the row.
  const res = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const id = Number(res.rows[0].id);
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      incrementId: String(INCREMENT_ID_BASE + id),
      orderToken: token,
      customerId: auth.customerId,
      guestSessionId: auth.customerId === null ? auth.sessionId : null,
      email: snap.email ?? "",
      status: "pending_payment",
      subtotalCents: snap.subtotalCents,
      discountCents: snap.discountCents,
      plusFirstOrderCents: snap.plusFirstOrderCents,
      plusMember: snap.plusMember,
      shippingCents: snap.shippingCents,
      taxCents: snap.taxCents,
      // Protection plans and shipping protection together (the cart's product_contract_total and more).
      protectionCents: snap.planCents + snap.protectionCents,
      pointsUsed: snap.pointsUsed,
      payLaterDiscountCents: snap.payLaterDiscountCents,
      grandTotalCents: snap.grandTotalCents,
      couponCode: snap.couponCode,
      shippingMethod: snap.shippingMethod,
      isPickup: snap.isPickup ? 1 : 0,
      shippingProtection: snap.protectionCents > 0,
      giftVariantId: snap.giftChoiceId,
      giftRemoved: snap.giftRemoved,
      checkout: purpose,
      shippingAddress: snap.shippingAddress ?? {},
      paymentMethod: snap.paymentMethod,
    })
    .returning();
  await tx.insert(orderItems).values([
    ...snap.lines.map((l) => ({
      orderId: order.id,
      productId: l.productId,
      variantId: l.variantId,
      name: l.name,
      sku: l.sku,
      qty: l.qty,
      priceCents: l.unitPriceCents,
      rowTotalCents: l.rowTotalCents,
      planId: l.planId,
      offerPlanId: l.offerPlanId,
      planTitle: l.planTitle,
      planTermMonths: l.planTermMonths,
      planPriceCents: l.planPriceCents,
      customizationModel: l.customizationModel,
      extraWarrantyMonths: l.extraWarrantyMonths,
    })),
    ...(gift ? [giftLine(order.id, gift, snap.plusMember ? PLUS_EXTRA_WARRANTY_MONTHS : 0)] : []),
  ]);
  return order;
}

/**
 * The refusal when the cart priced now is not what the shopper saw (`seen`: the fingerprint they
 * sent), or, from a client that sent none, when the points the cart asks for are no longer covered
 * by the balance (the read would silently apply fewer: the charge would grow). Null: place it.
 * Points the balance no longer covers come down on the cart to what it covers, in this
 * transaction, so the cart the client reads again is the one the next Place Order charges.
 */
async function unseenChange(
  tx: Tx,
  snap: CheckoutSnapshot,
  seen: CheckoutFigures | null,
): Promise<Reply | null> {
  const now = snap.figures;
  const notCovered = snap.pointsBalance !== null && snap.pointsAsked > snap.pointsBalance;
  let changes: string[];
  if (seen) {
    changes = figureChanges(seen, now, { names: snap.names, pointsBalance: snap.pointsBalance });
    if (changes.length === 0 && seen.charge === now.charge) return null;
  } else {
    if (!notCovered || snap.pointsAsked === snap.pointsUsed) return null;
    changes = [SEEN_CHANGES.pointsNotCovered(snap.pointsAsked, snap.pointsBalance ?? 0)];
  }
  if (notCovered)
    await tx.update(carts).set({ pointsUsed: snap.pointsUsed }).where(eq(carts.id, snap.cartId));
  return new Reply(
    ORDER_CODES.totalChanged,
    SEEN_CHANGES.totalChanged(changes, seen ? seen.charge : null, now.charge),
    { changes },
  );
}

async function placeInTransaction(
  ctx: RequestContext,
  tx: Tx,
  auth: Auth,
  token: string,
  seen: CheckoutFigures | null,
) {
  const owner = ownerOfAuth(auth, ctx.cartPurpose);
  // The cart lock serialises placings of one cart; after it, an order a same-token placing
  // committed meanwhile is visible, and is the answer.
  const cartId = await lockExistingCart(tx, owner);
  const existing = await orderByToken(tx, token);
  if (existing) return answerExisting(tx, existing, auth);
  if (cartId === null) return emptyCart();
  // A member's placings (cart and buy-now, two tabs) price one after the other, so the Plus+
  // first-order $40 goes to one unpaid order only (plus-benefits.ts).
  await lockMembership(tx, auth.customerId);

  const snap = await checkoutSnapshot(ctx, tx, { cartId, customerId: auth.customerId });
  if (snap.problems.length > 0 || snap.lines.length === 0)
    return new Reply(ORDER_CODES.cartInvalid, ORDER_MESSAGES.cartInvalid, {
      problems: snap.problems.length > 0 ? snap.problems : ["Your cart is empty."],
    });
  const unseen = await unseenChange(tx, snap, seen);
  if (unseen) return unseen;

  const { gift } = snap;
  const { giftSku } = await reserveStock(tx, snap.lines, gift);
  if (gift && giftSku === null) ctx.logger.info("free gift gone: order placed without it", { cartId });
  const reserved = gift && giftSku !== null ? { gift, sku: giftSku } : null;
  const order = await insertOrder(tx, snap, auth, token, owner.purpose, reserved);
  // After the order row, so the ledger's spent row names the order; a short balance undoes it all.
  await spendPoints(tx, auth.customerId, snap.pointsUsed, order.id);
  if (snap.couponId !== null)
    await redeemCoupon(tx, {
      couponId: snap.couponId,
      orderId: order.id,
      customerId: auth.customerId,
      email: order.email,
    });
  await emptyCartAfterOrder(tx, cartId);
  ctx.logger.info("order placed", { orderId: order.id, incrementId: order.incrementId });
  return placeResult(order, await loadOrderItems(tx, order.id));
}

/** `fingerprint`: the checkout_fingerprint of the cart read the shopper was shown (optional: spec clients send none). */
export async function placeOrder(
  ctx: RequestContext,
  token: string,
  fingerprint?: string,
): Promise<PlaceOrderResult | Reply> {
  const seen = fingerprint ? decodeFigures(fingerprint) : null;
  if (fingerprint && !seen) throw invalid(ORDER_MESSAGES.badFingerprint);
  // Resolved before the transaction: PGlite has one connection.
  const auth = await ctx.auth();
  if (!auth) return emptyCart();
  try {
    return await runTransaction(ctx.db, (tx) => placeInTransaction(ctx, tx, auth, token, seen));
  } catch (err) {
    if (err instanceof PlaceRefusal) return err.reply;
    // Two placings with one token that did not meet on a cart lock: the loser answers the winner's order.
    if (isUniqueViolation(err, "orders_token_uq")) {
      const existing = await orderByToken(ctx.db, token);
      if (existing) return answerExisting(ctx.db, existing, auth);
    }
    throw err;
  }
}
