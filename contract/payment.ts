import { z } from "zod";
import { defineCall } from "./call";
import { orderRef } from "./order";

// Card and pay-later calls (spec part 1 §7). The card number never reaches these: the browser
// exchanges it for a one-time nonce in the provider's isolated field (PAYMENT_FIELD_PATH) and sends
// only the nonce. The amount charged is the order's frozen grand total, never a client figure.

export const braintreeClientToken = defineCall({
  method: "get",
  path: "/api/braintree-client-token",
  tag: "payment",
  summary:
    "The card provider's client token and where its isolated card field lives (our own page for both the test provider and Braintree's Hosted Fields).",
  result: z.object({ client_token: z.string(), provider: z.string(), field_url: z.string() }),
  errors: { 502: "the card provider could not be reached" },
});

const paymentAnswer = z.object({
  order_id: z.number().int(),
  increment_id: z.string(),
  status: z.string().describe("The order's status after the payment"),
  transaction_id: z.string().nullable(),
});

export const braintreeCreditCard = defineCall({
  method: "post",
  path: "/api/braintree-creditCard",
  tag: "payment",
  summary:
    "Charges an own pending order's grand total to the card behind a one-time nonce. One success per order: a repeated or parallel submit charges once.",
  body: z.object({ order_id: orderRef, nonce: z.string().trim().min(1, "is required").max(200) }),
  result: paymentAnswer,
  errors: {
    402: "the card was declined (message from the provider): the order becomes payment_failed and gives everything back — stock, coupon use, points, and its lines, coupon and points return to the cart it came from — so Place Order can be tried again with another card",
    502: "processor error: as a decline (everything given back); try again",
    410: "the nonce is unknown, used or expired",
    409: "the order is paid already or canceled; or it took the Plus+ first-order discount that another order of the member was paid with meanwhile (nothing charged, its items are back in the cart)",
    404: "no such order of this shopper",
  },
});

export const braintreeUnderRiskified = defineCall({
  method: "get",
  path: "/api/braintree-under-riskifed",
  tag: "payment",
  summary: "The fraud screening verdict for an own order. The built-in test provider approves every order.",
  query: z.object({ order_id: orderRef }),
  result: z.object({ order_id: z.number().int(), decision: z.enum(["approve", "decline", "review"]) }),
  errors: { 404: "no such order of this shopper" },
});

/** Which amount a pay-later call is about: an own order, else the request's cart or buy-now checkout. */
const payLaterQuery = z.object({
  order_id: orderRef.optional(),
  checkout: z
    .enum(["cart", "buy_now"])
    .optional()
    .describe("Without order_id: which checkout (default cart)"),
});

export const klarnaClientToken = defineCall({
  method: "get",
  path: "/api/klarna-client-token",
  tag: "payment",
  summary:
    "The pay-later provider's client token for its widget (provider 'test': the built-in stand-in; 'klarna': a Klarna Payments session for the order's or checkout's total).",
  query: payLaterQuery,
  result: z.object({ client_token: z.string(), provider: z.string() }),
  errors: {
    405: "pay later is not offered in this configuration",
    502: "the pay-later provider could not be reached",
    404: "no such order of this shopper",
  },
});

export const klarnaPayment = defineCall({
  method: "post",
  path: "/api/klarna-payment",
  tag: "payment",
  summary:
    "Authorizes an own pending order's grand total with the pay-later provider's authorization token. One success per order.",
  body: z.object({
    order_id: orderRef,
    authorization_token: z.string().trim().min(1, "is required").max(500),
  }),
  result: paymentAnswer,
  errors: {
    402: "the pay-later application was denied: as a declined card, the order gives everything back to the cart",
    502: "processor error, or an authorization that expired or does not match the order's total: as a decline",
    405: "pay later is not offered in this configuration (nothing changes)",
    409: "the order is paid already or canceled; or it took the Plus+ first-order discount that another order of the member was paid with meanwhile (nothing charged, its items are back in the cart)",
    404: "no such order of this shopper",
  },
});

export const klarnaInfo = defineCall({
  method: "get",
  path: "/api/klarna-info",
  tag: "payment",
  summary:
    "Pay-later terms: PAY_LATER_INSTALLMENTS interest-free payments of the total. For an own order with order_id, else for the request's cart (checkout buy_now: the buy-now checkout of /pay).",
  query: payLaterQuery,
  result: z.object({
    offered: z.boolean().describe("Whether this store offers pay later at all; the page hides it when not"),
    total: z.number(),
    installments: z.number().int(),
    installment_amount: z.number().describe("The first payments; the last one absorbs the rounding"),
    last_installment_amount: z.number(),
    interest_free: z.boolean(),
  }),
  errors: { 404: "no such order of this shopper" },
});
