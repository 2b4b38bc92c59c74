// Place Order, as plain code over the browser's request layer (spec part 1 §7 order, card and
// pay-later calls). One flow per payment page view:
//   1. the card field's one-time nonce (or the pay-later authorization token) — card details the
//      field refuses stop here, before any order exists;
//   2. GET /api/order-token, kept for every retry of this attempt: a double click or a retry after a
//      network failure re-sends the same token, and the server answers the first order (one order);
//   3. POST /api/order {order_token, cart_fingerprint} (buy-now: POST /mobile/orders/place-order):
//      the fingerprint of the checkout the page shows, so the server refuses (412, naming what
//      changed) an order that would charge anything else; the page then reads the checkout again;
//   4. POST /api/braintree-creditCard {order_id, nonce} or /api/klarna-payment.
// A declined or failed payment gives everything back on the server (the order becomes
// payment_failed, the cart is as it was): the next attempt starts again at 2 with a new token.
// Concurrent calls share the run in progress, so a second click cannot start a second payment.
import type { PlaceOrderResult } from "../../../contract/order";
import { ORDER_CODES } from "../../../contract/order-constants";
import { PAYMENT_CODES, PAYMENT_MESSAGES } from "../../../contract/payment-constants";
import type { ApiClient } from "../../lib/api-client";

const UNAVAILABLE = "An error occurred, please try again later";

export interface PlacedOrder {
  order_id: number;
  increment_id: string;
}

/** Where a run ended. */
export type PayOutcome =
  /** Paid (or found paid already): on to the confirmation page. */
  | { kind: "paid"; order: PlacedOrder }
  /**
   * The order could not be created (cart problems, stock, coupon): nothing was charged. `changed`:
   * the checkout is no longer what the page shows (a price, points, …): read it again and show it.
   * `problems`: the server's reasons the cart cannot be ordered ("You have already used this
   * coupon.", a line out of stock), shown where the shopper can act on them; empty when none came.
   */
  | { kind: "order-refused"; message: string; changed: boolean; problems: string[] }
  /** The card field refused the card details (no order was placed): fix them and Place Order again. */
  | { kind: "card-invalid"; message: string }
  /** The provider declined or failed: the order was given back to the cart; try another card. */
  | { kind: "declined"; message: string; order: PlacedOrder }
  /** The order can no longer be paid (canceled). */
  | { kind: "not-payable"; message: string; order: PlacedOrder };

/** The card field's answer: a nonce, or the message the field shows. */
export type NonceAnswer = { nonce: string } | { error: string };

type Api = Pick<ApiClient, "get" | "post">;

export interface PayFlow {
  payByCard(nonce: () => Promise<NonceAnswer>): Promise<PayOutcome>;
  payLater(authorizationToken: () => Promise<string>): Promise<PayOutcome>;
  /** The order of this attempt, once placed (none again after a decline gave it back). */
  order(): PlacedOrder | null;
  busy(): boolean;
}

/** The refusal's `result.problems` (a cart that cannot be ordered), as strings only. */
function problemsOf(result: unknown): string[] {
  const list = result && typeof result === "object" ? (result as { problems?: unknown }).problems : null;
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === "string" && p.length > 0) : [];
}

interface PaymentAnswer {
  order_id: number;
  increment_id: string;
  status: string;
}

/**
 * `placePath`: POST /api/order for the cart, POST /mobile/orders/place-order for buy-now.
 * `shown`: the checkout_fingerprint of the checkout the page shows now (none: the server checks only the points).
 */
export function createPayFlow(api: Api, placePath = "/api/order", shown: () => string = () => ""): PayFlow {
  let token: string | null = null;
  let placed: PlacedOrder | null = null;
  let running: Promise<PayOutcome> | null = null;

  /** Steps 1 and 2: the page view's order, created at most once. */
  async function ensureOrder(): Promise<
    PlacedOrder | { message: string; changed: boolean; problems: string[] }
  > {
    if (placed) return placed;
    if (!token) {
      const answer = await api.get<{ order_token: string }>("/api/order-token");
      if (answer.code !== 200)
        return { message: answer.message || UNAVAILABLE, changed: false, problems: [] };
      token = answer.result.order_token;
    }
    const fingerprint = shown();
    const answer = await api.post<PlaceOrderResult>(placePath, {
      order_token: token,
      ...(fingerprint ? { cart_fingerprint: fingerprint } : {}),
    });
    if (answer.code !== 200)
      return {
        message: answer.message || UNAVAILABLE,
        changed: answer.code === ORDER_CODES.totalChanged,
        problems: problemsOf(answer.result),
      };
    placed = { order_id: answer.result.order_id, increment_id: answer.result.increment_id };
    return placed;
  }

  function settle(answer: { code: number; message: string }, order: PlacedOrder): PayOutcome {
    if (answer.code === 200) return { kind: "paid", order };
    if (answer.code === PAYMENT_CODES.notPayable) {
      // Paid already (a parallel submit won): that is success for the shopper.
      if (answer.message === PAYMENT_MESSAGES.alreadyPaid) return { kind: "paid", order };
      return { kind: "not-payable", message: answer.message || PAYMENT_MESSAGES.notPayable, order };
    }
    // The server gave the order back to the cart: the next try places a new order.
    placed = null;
    token = null;
    return { kind: "declined", message: answer.message || PAYMENT_MESSAGES.processorError, order };
  }

  function once(run: () => Promise<PayOutcome>): Promise<PayOutcome> {
    if (running) return running;
    running = run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    payByCard: (nonce) =>
      once(async () => {
        const card = await nonce();
        if ("error" in card) return { kind: "card-invalid", message: card.error };
        const order = await ensureOrder();
        if ("message" in order) return { kind: "order-refused", ...order };
        const answer = await api.post<PaymentAnswer>("/api/braintree-creditCard", {
          order_id: order.order_id,
          nonce: card.nonce,
        });
        return settle(answer, order);
      }),
    payLater: (authorizationToken) =>
      once(async () => {
        const order = await ensureOrder();
        if ("message" in order) return { kind: "order-refused", ...order };
        const answer = await api.post<PaymentAnswer>("/api/klarna-payment", {
          order_id: order.order_id,
          authorization_token: await authorizationToken(),
        });
        return settle(answer, order);
      }),
    order: () => placed,
    busy: () => running !== null,
  };
}
