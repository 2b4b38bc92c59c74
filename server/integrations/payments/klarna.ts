// Pay later through the Klarna Payments REST API (decision 0012): a payment session gives the
// page's Klarna widget its client token; the widget hands the page an authorization token after
// the shopper's approval; we create the Klarna order from that token for the order's own total.
// Klarna checks that total against what the shopper approved, so a figure the browser changed
// fails there. Refunds of a canceled order go through Klarna's order management API.
import { PAYMENT_MESSAGES } from "../../../contract/payment-constants";
import { type Config, klarnaConfigured } from "../../config";
import type { Logger } from "../../http/logger";
import type { ChargeResult, PayLaterProvider, RefundResult } from "./provider";
import { basicAuth, callProvider, type ProviderReply, ProviderUnavailable } from "./provider-http";

/** Klarna answers that mean the shopper was not approved (a decline, not an outage). */
const DENIED_CODES = new Set(["NOT_ALLOWED", "PURCHASE_DECLINED", "REJECTED", "DENIED"]);

interface KlarnaError {
  error_code?: string;
  error_messages?: string[];
  correlation_id?: string;
}

/** The order data Klarna wants with a session and with the order: one line for the whole total. */
function orderData(amountCents: number, lineName: string) {
  return {
    purchase_country: "US",
    purchase_currency: "USD",
    locale: "en-US",
    order_amount: amountCents,
    order_tax_amount: 0,
    order_lines: [
      {
        type: "physical",
        name: lineName,
        quantity: 1,
        unit_price: amountCents,
        tax_rate: 0,
        total_amount: amountCents,
        total_tax_amount: 0,
      },
    ],
  };
}

export function klarnaPayLater(config: Config, logger: Logger): PayLaterProvider {
  if (!klarnaConfigured(config))
    throw new Error("Klarna needs KLARNA_USERNAME, KLARNA_PASSWORD and KLARNA_API_URL.");
  const { KLARNA_USERNAME: user, KLARNA_PASSWORD: password, KLARNA_API_URL: base } = config;
  const root = base.replace(/\/+$/, "");
  const headers = { authorization: basicAuth(user, password), "content-type": "application/json" };
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    callProvider(
      `${root}${path}`,
      { method: "POST", headers: { ...headers, ...extra }, body },
      config.PAYMENT_TIMEOUT_MS,
    );

  const why = (reply: ProviderReply) =>
    reply.kind === "answer" || reply.kind === "garbled" ? `HTTP ${reply.status}` : reply.kind;

  return {
    name: "klarna",
    async clientToken({ amountCents }) {
      const reply = await post("/payments/v1/sessions", {
        ...orderData(amountCents, `${config.STORE_NAME} order`),
        intent: "buy",
      });
      const token =
        reply.kind === "answer" && reply.status < 300
          ? (reply.body as { client_token?: string } | null)?.client_token
          : undefined;
      if (!token) {
        logger.error("klarna session failed", { why: why(reply) });
        throw new ProviderUnavailable(PAYMENT_MESSAGES.payLaterUnavailable);
      }
      return token;
    },

    async authorize({ authorizationToken, amountCents, orderRef }): Promise<ChargeResult> {
      const path = `/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}/order`;
      const body = { ...orderData(amountCents, `Order ${orderRef}`), merchant_reference1: orderRef };
      // An authorization token makes one order; the idempotency key lets a retry after a lost
      // answer get that order back instead of an error about a used token.
      const idempotency = { "klarna-idempotency-key": `order-${orderRef}` };
      let reply = await post(path, body, idempotency);
      if (
        reply.kind === "timeout" ||
        reply.kind === "network" ||
        (reply.kind !== "garbled" && reply.status >= 500)
      ) {
        logger.warn("klarna order outcome unknown, asking again", { orderRef, why: why(reply) });
        reply = await post(path, body, idempotency);
      }
      if (reply.kind !== "answer" || reply.status >= 500) {
        logger.error("klarna order failed", { orderRef, why: why(reply) });
        return { status: "failed", message: PAYMENT_MESSAGES.processorError };
      }
      if (reply.status < 300) {
        const order = reply.body as { order_id?: string; fraud_status?: string } | null;
        if (order?.order_id && order.fraud_status !== "REJECTED") {
          if (order.fraud_status === "PENDING")
            logger.warn("klarna order pending fraud review", { orderRef, klarnaOrder: order.order_id });
          return { status: "authorized", transactionId: order.order_id, message: "pay-later authorized" };
        }
        return { status: "declined", message: PAYMENT_MESSAGES.payLaterDenied };
      }
      const error = (reply.body ?? {}) as KlarnaError;
      logger.warn("klarna order refused", {
        orderRef,
        status: reply.status,
        code: error.error_code,
        correlation: error.correlation_id,
      });
      if (reply.status === 403 || DENIED_CODES.has(error.error_code ?? ""))
        return { status: "declined", message: PAYMENT_MESSAGES.payLaterDenied };
      // A used or expired authorization, or order data that differs from what the shopper approved.
      return { status: "failed", message: PAYMENT_MESSAGES.payLaterExpired };
    },

    async voidOrRefund(klarnaOrderId, amountCents): Promise<RefundResult> {
      const order = `/ordermanagement/v1/orders/${encodeURIComponent(klarnaOrderId)}`;
      // Nothing captured yet (we capture at shipment): cancelling releases the whole authorization.
      const cancel = await post(`${order}/cancel`, undefined);
      if (cancel.kind === "answer" && cancel.status < 300) return { status: "voided", message: "voided" };
      const refund = await post(
        `${order}/refunds`,
        { refunded_amount: amountCents },
        {
          "klarna-idempotency-key": `refund-${klarnaOrderId}`,
        },
      );
      if (refund.kind === "answer" && refund.status < 300) return { status: "refunded", message: "refunded" };
      logger.error("klarna cancel and refund failed", { klarnaOrder: klarnaOrderId, why: why(refund) });
      return { status: "failed", message: PAYMENT_MESSAGES.processorError };
    },

    async refundPart(klarnaOrderId, amountCents, key): Promise<RefundResult> {
      // Returned items: a refund of part of the captured amount; the idempotency key makes a retry pay once.
      const refund = await post(
        `/ordermanagement/v1/orders/${encodeURIComponent(klarnaOrderId)}/refunds`,
        { refunded_amount: amountCents },
        { "klarna-idempotency-key": `return-${key}` },
      );
      if (refund.kind === "answer" && refund.status < 300) return { status: "refunded", message: "refunded" };
      logger.error("klarna refund failed", { klarnaOrder: klarnaOrderId, why: why(refund) });
      return { status: "failed", message: PAYMENT_MESSAGES.processorError };
    },
  };
}
