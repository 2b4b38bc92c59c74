// The payment calls' paths, envelope codes, messages and the built-in test provider's test data:
// what the browser needs without zod (spec part 1 §7 card and pay-later calls). Schemas live in
// contract/payment.ts.

/**
 * The isolated card field of the built-in test provider: a page of its own (shown in an <iframe>)
 * and its tokenize endpoint. Deliberately NOT under /api: card data never reaches our API, only the
 * one-time nonce the field hands to the payment page.
 */
export const PAYMENT_FIELD_PATH = "/payment-field/card";
export const PAYMENT_FIELD_TOKENIZE_PATH = "/payment-field/tokenize";
/**
 * Braintree's card field (PAYMENT_PROVIDER=braintree): our own page around Braintree's Hosted
 * Fields, and its bundled script. It posts the same messages as the test provider's field.
 */
export const PAYMENT_FIELD_BRAINTREE_PATH = "/payment-field/braintree";
export const PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH = "/payment-field/braintree.js";
/**
 * Which of the card fields the payment page frames, answered from the configuration alone: the
 * client token call says it too, but with Braintree it asks Braintree for a token the page never uses.
 */
export const PAYMENT_FIELD_URL_PATH = "/payment-field/url";

/**
 * Klarna Payments' loader script (pay later when the provider is Klarna): the widget loads it, and
 * the page's Content-Security-Policy admits its origin when KLARNA_* are set.
 */
export const KLARNA_SCRIPT_URL = "https://x.klarnacdn.net/kp/lib/v1/api.js";

/** The postMessage the field sends its parent (targetOrigin = our own origin). */
export const PAYMENT_FIELD_MESSAGE_TYPE = "nestora-payment-field";
/** The parent may ask the field to tokenize (its own Pay button): postMessage({type}) to the frame. */
export const PAYMENT_FIELD_SUBMIT_TYPE = "nestora-payment-field-submit";
export type PaymentFieldMessage =
  | {
      type: typeof PAYMENT_FIELD_MESSAGE_TYPE;
      /** The one-time nonce to send as `nonce` to POST /api/braintree-creditCard. */
      nonce: string;
      brand: string;
      last4: string;
    }
  | { type: typeof PAYMENT_FIELD_MESSAGE_TYPE; error: string; field: "number" | "expiry" | "cvc" | "" }
  /** The field the last error was about is now valid: the page drops the card message it showed. */
  | { type: typeof PAYMENT_FIELD_MESSAGE_TYPE; cleared: true };

/** A nonce is good once and for this many minutes. */
export const NONCE_TTL_MINUTES = 15;

/**
 * Test card numbers of the built-in test provider (any future expiry, any 3–4 digit CVC). Every
 * other number that passes the Luhn check approves too, like a sandbox.
 */
export const TEST_CARDS = {
  approve: "4111111111111111",
  decline: "4000000000000002",
  processorError: "4000000000000119",
} as const;

/**
 * Pay-later test authorization tokens of the built-in test provider: what its pay-later widget
 * would hand the page after the shopper's approval or denial.
 */
export const PAY_LATER_TEST_TOKENS = {
  approve: "test-paylater-approved",
  deny: "test-paylater-denied",
} as const;

/** Pay-later terms: this many interest-free payments of grand total / n. */
export const PAY_LATER_INSTALLMENTS = 4;

export const PAYMENT_CODES = {
  /** The provider declined the card or the pay-later authorization: try another. HTTP 200. */
  declined: 402,
  /** The provider could not process it (processor error): try again. HTTP 200. */
  failed: 502,
  /** The nonce is unknown, used or expired. HTTP 200. */
  badNonce: 410,
  /** The order was paid already, or can no longer be paid (canceled). HTTP 200. */
  notPayable: 409,
  /** Pay later is not offered in this store's configuration. HTTP 200. */
  notOffered: 405,
} as const;

export const PAYMENT_MESSAGES = {
  declined: "Your card was declined.",
  processorError: "The payment could not be processed, please try again or use another card.",
  payLaterDenied: "Your pay-later application was not approved. Please choose another payment method.",
  badNonce: "Your card details have expired, please enter them again.",
  alreadyPaid: "This order has already been paid.",
  notPayable: "This order can no longer be paid.",
  /** Another order of the member was paid with the Plus+ first-order discount before this one. */
  plusFirstOrderUsed:
    "Your Plus+ first-order discount was used by another order, so this order was not charged. Its items are back in your cart: please review the new total and place the order again.",
  payLaterPriced:
    "This order's total includes the pay-later discount, so it can only be paid with pay later. To pay by card, choose card in your cart and place the order again.",
  cardUnavailable: "Card payments are not available right now, please try again in a moment.",
  payLaterUnavailable: "Pay later is not available right now. Please choose another payment method.",
  payLaterNotOffered: "Pay later is not offered. Please choose another payment method.",
  payLaterExpired: "Your pay-later approval has expired or does not match this order. Please try again.",
  // The card field's own messages.
  cardNumber: "Please enter a valid card number.",
  expiry: "Please enter a valid expiration date in the future.",
  cvc: "Please enter a valid security code (3 or 4 digits).",
} as const;

/** Fraud screening verdicts (GET /api/braintree-under-riskifed). The test provider approves. */
export type FraudDecision = "approve" | "decline" | "review";
