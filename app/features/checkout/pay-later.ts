// Pay-later pieces the payment page shows and sends (spec part 1 §7, part 2 §9 shipping terms).
import { PAY_LATER_TEST_TOKENS } from "../../../contract/payment-constants";
import { formatMoney } from "../../components/ui/format-money";

/** The provider's answer to GET /api/klarna-client-token. */
export interface PayLaterClient {
  client_token: string;
  provider: string;
}

export type TestPayLaterChoice = keyof typeof PAY_LATER_TEST_TOKENS;

/**
 * The built-in test provider's stand-in for a widget (provider "test"): its test tokens stand for
 * the shopper's approval or denial. Klarna's widget hands its own token (on-demand/klarna-widget);
 * any other provider: null.
 */
export function payLaterAuthorization(client: PayLaterClient, choice: TestPayLaterChoice): string | null {
  return client.provider === "test" && client.client_token ? PAY_LATER_TEST_TOKENS[choice] : null;
}

/** Where Klarna's widget shows its form (provider "klarna"). */
export const KLARNA_CONTAINER_ID = "klarna-payments-container";

export const PAY_LATER_UNAVAILABLE =
  "Pay later is not available right now. Please choose another payment method.";

/** "4 interest-free payments of $25.00" (the last payment absorbs the rounding). */
export function payLaterTermsText(terms: {
  installments: number;
  installment_amount: number;
  last_installment_amount: number;
  interest_free: boolean;
}): string {
  const kind = terms.interest_free ? "interest-free payments" : "payments";
  const base = `${terms.installments} ${kind} of ${formatMoney(terms.installment_amount)}`;
  return terms.last_installment_amount !== terms.installment_amount
    ? `${base} (last payment ${formatMoney(terms.last_installment_amount)})`
    : base;
}
