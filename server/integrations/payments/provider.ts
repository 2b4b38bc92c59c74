// The payment provider interface: card (a one-time nonce from the provider's isolated field) and
// pay-later (an authorization token from its widget). The order and payment modules talk only to
// this; the built-in test provider implements it offline, real providers plug in by configuration.
import { braintreeConfigured, type Config, klarnaConfigured } from "../../config";
import type { Logger } from "../../http/logger";
import type { DbOrTx } from "../../modules/cart/cart-owner";
import { braintreeCard } from "./braintree";
import { klarnaPayLater } from "./klarna";
import { testProvider } from "./test-provider";

export type ChargeStatus = "authorized" | "captured" | "declined" | "failed";

export interface ChargeResult {
  /** authorized/captured: money is held or taken; declined: try another card; failed: processor error. */
  status: ChargeStatus;
  transactionId?: string;
  /** The provider's message (shown to the shopper on a decline). */
  message: string;
}

export interface RefundResult {
  status: "voided" | "refunded" | "failed";
  message: string;
}

/** Pay later (Klarna, or the test provider's stand-in): a widget's authorization becomes a payment. */
export interface PayLaterProvider {
  readonly name: string;
  /** What the browser's pay-later widget needs to start, for a purchase of `amountCents`. */
  clientToken(input: { amountCents: number }): Promise<string>;
  authorize(input: {
    authorizationToken: string;
    amountCents: number;
    orderRef: string;
  }): Promise<ChargeResult>;
  /** Releases or pays back a pay-later payment (order canceled). */
  voidOrRefund(transactionId: string, amountCents: number): Promise<RefundResult>;
  /**
   * Pays back part of a pay-later payment (items returned); `key` makes a retry pay once.
   * Issue 17, returns (docs/decisions/0031-returns.md).
   */
  refundPart(transactionId: string, amountCents: number, key: string): Promise<RefundResult>;
}

export interface PaymentProvider {
  readonly name: string;
  /** What the browser needs to start the card field (ProviderUnavailable when it cannot say). */
  clientToken(): Promise<string>;
  /** Where the provider's isolated card field is served (an <iframe> source). */
  fieldUrl(): string;
  /**
   * Authorizes (and, for providers that settle at once, captures) `amountCents` against the card
   * behind a one-time nonce. A used, unknown or expired nonce answers null.
   */
  authorizeCard(input: {
    nonce: string;
    amountCents: number;
    orderRef: string;
  }): Promise<ChargeResult | null>;
  /** Captures an authorization in full. */
  capture(transactionId: string, amountCents: number): Promise<ChargeResult>;
  /** Releases or pays back a successful card payment (order canceled). */
  voidOrRefund(transactionId: string, amountCents: number): Promise<RefundResult>;
  /**
   * Pays back part of a card payment (items returned); `key` makes a retry pay once.
   * Issue 17, returns (docs/decisions/0031-returns.md).
   */
  refundPart(transactionId: string, amountCents: number, key: string): Promise<RefundResult>;
  /** Pay later, or null when this configuration does not offer it. */
  payLater: PayLaterProvider | null;
}

/** Klarna's pay later when its settings are set, else null. */
const klarnaIfConfigured = (config: Config, logger: Logger) =>
  klarnaConfigured(config) ? klarnaPayLater(config, logger) : null;

/**
 * The configured provider, working through `db` (the caller's transaction when there is one:
 * PGlite has a single connection, and the test provider's nonces must be consumed in the same
 * transaction that records the payment). PAYMENT_PROVIDER selects the card provider ("test" by
 * default); pay later is Klarna whenever KLARNA_* are set, else the test provider's own with the
 * test provider and none with Braintree (decision 0012).
 */
export function paymentProvider(config: Config, db: DbOrTx, logger: Logger): PaymentProvider {
  const klarna = klarnaIfConfigured(config, logger);
  switch (config.PAYMENT_PROVIDER) {
    case "test": {
      const test = testProvider(db);
      return klarna ? { ...test, payLater: klarna } : test;
    }
    case "braintree":
      return { ...braintreeCard(config, logger), payLater: klarna };
  }
}

/**
 * What pays back a recorded payment: the provider that took it (its name is on the payment row),
 * even when it is no longer the configured one; null when its settings are gone.
 */
export function refunderOf(
  config: Config,
  db: DbOrTx,
  logger: Logger,
  providerName: string,
): Pick<PaymentProvider, "voidOrRefund" | "refundPart"> | null {
  switch (providerName) {
    case "test":
      return testProvider(db);
    case "braintree":
      return braintreeConfigured(config) ? braintreeCard(config, logger) : null;
    case "klarna":
      return klarnaIfConfigured(config, logger);
    default:
      return null;
  }
}
