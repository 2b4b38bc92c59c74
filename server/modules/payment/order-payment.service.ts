// Paying an order: card (a one-time nonce from the provider's isolated field) or pay-later (an
// authorization token). The amount is the order row's frozen grand total, never a client figure.
// The order row is locked (FOR UPDATE) while the provider is asked, so a double or parallel submit
// charges once: the second waits, then sees the success and is refused before any charge; the
// partial unique index (one authorized/captured payment per order) backs this up in the database.

import { and, eq, inArray } from "drizzle-orm";
import { PAYMENT_CODES, PAYMENT_MESSAGES } from "../../../contract/payment-constants";
import { orders, payments } from "../../db/schema/order";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import type { ChargeResult, PaymentProvider } from "../../integrations/payments/provider";
import { paymentProvider, refunderOf } from "../../integrations/payments/provider";
import type { DbOrTx, Tx } from "../cart/cart-owner";
import { enqueueMail } from "../mail/outbox";
import { giveBackDeclinedOrder } from "../order/order-decline";
import { orderConfirmationMail } from "../order/order-mail";
import { lockOwnOrder, type OrderRow } from "../order/order-ownership";
import { creditEarnedPoints } from "../order/order-points";
import { loadOrderItems } from "../order/order-view";
import { firstOrderStillOpen, markFirstOrderUsed } from "../plus-benefits/plus-benefits";
import { creditReferralOnPaidOrder } from "../plus-benefits/plus-referral-credit";

export interface PaymentAnswer {
  order_id: number;
  increment_id: string;
  status: string;
  transaction_id: string | null;
}

type Method = "card" | "paylater";

/** Who takes the money for one method: its name goes on the payment row (a cancel pays it back there). */
interface Payer {
  name: string;
  /** Asks for the order's money; null means the card nonce is unknown, used or expired. */
  charge(order: OrderRow): Promise<ChargeResult | null>;
}

/** The configured provider's payer for the method; null when this configuration has no such method. */
type PayerOf = (provider: PaymentProvider) => Payer | null;

/** Whether the order has a payment that took the money (authorized or captured). */
export async function hasSuccessfulPayment(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["authorized", "captured"])))
    .limit(1);
  return Boolean(row);
}

function orderUrl(ctx: RequestContext, order: OrderRow): string {
  return order.customerId !== null
    ? `${ctx.origin}/customer/account/order/${order.incrementId}`
    : `${ctx.origin}/checkout/order?increment_id=${order.incrementId}`;
}

async function recordSuccess(
  ctx: RequestContext,
  tx: Tx,
  order: OrderRow,
  method: Method,
  providerName: string,
  result: ChargeResult,
) {
  await tx.insert(payments).values({
    orderId: order.id,
    provider: providerName,
    method,
    amountCents: order.grandTotalCents,
    status: result.status,
    transactionId: result.transactionId ?? null,
    message: result.message,
  });
  await tx
    .update(orders)
    .set({ status: "processing", paymentMethod: method, updatedAt: ctx.now })
    .where(eq(orders.id, order.id));
  // The confirmation and the earned points commit with the payment: none for one that rolled back.
  // So do the Plus+ first order's use and a referrer's reward for this member's first paid order.
  const items = await loadOrderItems(tx, order.id);
  await creditEarnedPoints(tx, order, items);
  await markFirstOrderUsed(tx, order, ctx.now);
  await creditReferralOnPaidOrder(ctx, tx, order);
  await enqueueMail(tx, {
    to: order.email,
    ...orderConfirmationMail({
      storeName: ctx.config.STORE_NAME,
      orderUrl: orderUrl(ctx, order),
      order,
      items,
    }),
  });
  ctx.logger.info("order paid", { orderId: order.id, method, status: result.status });
}

/** Money a provider holds for this attempt, until the transaction that records it has committed. */
interface Taken {
  providerName: string;
  transactionId: string;
  amountCents: number;
  orderId: number;
}

/**
 * Gives back money the provider took when its record did not commit (the payment row, the order's
 * status, the points or the mail failed, or the commit itself): the order is still unpaid, so the
 * shopper must not be charged. A release that fails too is logged for someone to settle by hand.
 */
async function releaseUnrecorded(ctx: RequestContext, taken: Taken, cause: unknown): Promise<void> {
  const refunder = refunderOf(ctx.config, ctx.db, ctx.logger, taken.providerName);
  const released = refunder
    ? await refunder.voidOrRefund(taken.transactionId, taken.amountCents).catch(() => null)
    : null;
  const fields = { orderId: taken.orderId, transactionId: taken.transactionId, cause: String(cause) };
  if (released && released.status !== "failed")
    ctx.logger.error("payment taken but not recorded: released", { ...fields, released: released.status });
  else ctx.logger.error("payment taken but not recorded: release FAILED, settle by hand", fields);
}

async function pay(ctx: RequestContext, ref: number | string, method: Method, payerOf: PayerOf) {
  const auth = await ctx.auth();
  let taken: Taken | null = null;
  try {
    return await chargeAndRecord(ctx, auth, ref, method, payerOf, (t) => {
      taken = t;
    });
  } catch (err) {
    if (taken) await releaseUnrecorded(ctx, taken, err);
    throw err;
  }
}

async function chargeAndRecord(
  ctx: RequestContext,
  auth: Awaited<ReturnType<RequestContext["auth"]>>,
  ref: number | string,
  method: Method,
  payerOf: PayerOf,
  onTaken: (taken: Taken) => void,
) {
  return ctx.db.transaction(async (tx): Promise<PaymentAnswer | Reply> => {
    const order = await lockOwnOrder(tx, auth, ref);
    if (await hasSuccessfulPayment(tx, order.id))
      return new Reply(PAYMENT_CODES.notPayable, PAYMENT_MESSAGES.alreadyPaid, null);
    if (order.status !== "pending_payment")
      return new Reply(PAYMENT_CODES.notPayable, PAYMENT_MESSAGES.notPayable, null);
    // The pay-later discount was taken off this order's total: a card must not pay the lower amount.
    if (method === "card" && order.payLaterDiscountCents > 0)
      return new Reply(PAYMENT_CODES.notPayable, PAYMENT_MESSAGES.payLaterPriced, null);
    // Another order of the member was paid with the Plus+ first-order $40 meanwhile: this one must
    // not be charged at a price that took it. Nothing is charged; the order goes back to its cart
    // like a decline, and the cart read prices it without the $40.
    if (!(await firstOrderStillOpen(tx, order))) {
      await giveBackDeclinedOrder(ctx, tx, order);
      return new Reply(PAYMENT_CODES.notPayable, PAYMENT_MESSAGES.plusFirstOrderUsed, {
        order_id: order.id,
        increment_id: order.incrementId,
      });
    }
    const provider = paymentProvider(ctx.config, tx, ctx.logger);
    const payer = payerOf(provider);
    if (!payer) return new Reply(PAYMENT_CODES.notOffered, PAYMENT_MESSAGES.payLaterNotOffered, null);
    const charged = await payer.charge(order);
    if (!charged) return new Reply(PAYMENT_CODES.badNonce, PAYMENT_MESSAGES.badNonce, null);
    let result = charged;
    const providerName = payer.name;
    if (method === "card" && result.status === "authorized" && result.transactionId) {
      const authorizationId = result.transactionId;
      result = await provider.capture(authorizationId, order.grandTotalCents);
      // A capture that did not go through must not leave the money held.
      if (result.status !== "captured") {
        const released = await provider.voidOrRefund(authorizationId, order.grandTotalCents);
        if (released.status === "failed")
          ctx.logger.error("authorization left held after a failed capture", {
            orderId: order.id,
            transactionId: authorizationId,
          });
      }
    }
    if (result.status === "authorized" || result.status === "captured") {
      if (result.transactionId)
        onTaken({
          providerName,
          transactionId: result.transactionId,
          amountCents: order.grandTotalCents,
          orderId: order.id,
        });
      await recordSuccess(ctx, tx, order, method, providerName, result);
      return {
        order_id: order.id,
        increment_id: order.incrementId,
        status: "processing",
        transaction_id: result.transactionId ?? null,
      };
    }
    // A decline or processor error is recorded on the order, which gives everything back: stock,
    // coupon, points and the cart are as they were before Place Order.
    await tx.insert(payments).values({
      orderId: order.id,
      provider: providerName,
      method,
      amountCents: order.grandTotalCents,
      status: result.status,
      message: result.message,
    });
    ctx.logger.info("payment refused", { orderId: order.id, method, status: result.status });
    await giveBackDeclinedOrder(ctx, tx, order);
    const code = result.status === "declined" ? PAYMENT_CODES.declined : PAYMENT_CODES.failed;
    return new Reply(code, result.message, { order_id: order.id, increment_id: order.incrementId });
  });
}

export const payByCard = (ctx: RequestContext, ref: number | string, nonce: string) =>
  pay(ctx, ref, "card", (provider) => ({
    name: provider.name,
    charge: (order) =>
      provider.authorizeCard({ nonce, amountCents: order.grandTotalCents, orderRef: order.incrementId }),
  }));

export const payLater = (ctx: RequestContext, ref: number | string, authorizationToken: string) =>
  pay(ctx, ref, "paylater", ({ payLater }) =>
    payLater
      ? {
          name: payLater.name,
          charge: (order) =>
            payLater.authorize({
              authorizationToken,
              amountCents: order.grandTotalCents,
              orderRef: order.incrementId,
            }),
        }
      : null,
  );
