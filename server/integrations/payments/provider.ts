// The payment provider interface: card (a one-time nonce from the provider's isolated field) and
// pay-later (an authorization token from its widget). The order and payment modules talk only to
// this; the built-in test provider implements it offline, real providers plug in by configuration.
import type { Config } from "../../config";
import type { DbOrTx } from "../../modules/cart/cart-owner";
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

export interface PaymentProvider {
  readonly name: string;
  /** What the browser needs to start the card field. */
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
  /** Releases or pays back a successful payment (order canceled). */
  voidOrRefund(transactionId: string, amountCents: number): Promise<RefundResult>;
  payLater: {
    clientToken(): Promise<string>;
    authorize(input: {
      authorizationToken: string;
      amountCents: number;
      orderRef: string;
    }): Promise<ChargeResult>;
  };
}

/**
 * The configured provider, working through `db` (the caller's transaction when there is one:
 * PGlite has a single connection, and the test provider's nonces must be consumed in the same
 * transaction that records the payment). PAYMENT_PROVIDER selects it; "test" by default.
 */
export function paymentProvider(config: Config, db: DbOrTx): PaymentProvider {
  const name = providerName(config);
  switch (name) {
    case "test":
      return testProvider(db);
    default:
      throw new Error(`Unknown PAYMENT_PROVIDER "${name}".`);
  }
}

/** PAYMENT_PROVIDER when the configuration carries it, else the built-in test provider. */
function providerName(config: Config): string {
  const configured = (config as Partial<Record<"PAYMENT_PROVIDER", unknown>>).PAYMENT_PROVIDER;
  return typeof configured === "string" && configured !== "" ? configured : "test";
}
