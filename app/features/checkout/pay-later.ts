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
 * The authorization token the provider's widget hands the page. The built-in test provider
 * (provider "test") has no widget of its own: its test tokens stand in for the shopper's approval
 * or denial. Any other provider needs its widget, which is not part of this store yet: null.
 */
export function payLaterAuthorization(client: PayLaterClient, choice: TestPayLaterChoice): string | null {
  return client.provider === "test" && client.client_token ? PAY_LATER_TEST_TOKENS[choice] : null;
}

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
