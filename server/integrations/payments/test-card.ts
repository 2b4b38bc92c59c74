// The built-in test provider's card checks (what its isolated field validates before issuing a
// nonce): Luhn, an expiry in the future, a 3–4 digit CVC; and which test outcome a number stands for.
import { PAYMENT_MESSAGES, TEST_CARDS } from "../../../contract/payment-constants";

export type TestOutcome = "approve" | "decline" | "processor_error";

export interface CheckedCard {
  brand: string;
  last4: string;
  outcome: TestOutcome;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^6(011|5)/.test(digits)) return "Discover";
  return "Card";
}

/** "MM/YY", "MM / YYYY" … → the card is good through the end of that month. */
function expiryValid(expiry: string, now: Date): boolean {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(year, month, 1); // first moment of the following month
  return endOfMonth > now.getTime();
}

/** The card's brand, last four digits and test outcome, or the first rule it breaks. */
export function checkTestCard(
  input: { number: string; expiry: string; cvc: string },
  now: Date,
): { card: CheckedCard } | { error: string; field: "number" | "expiry" | "cvc" } {
  const digits = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { error: PAYMENT_MESSAGES.cardNumber, field: "number" };
  if (!expiryValid(input.expiry, now)) return { error: PAYMENT_MESSAGES.expiry, field: "expiry" };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { error: PAYMENT_MESSAGES.cvc, field: "cvc" };
  const outcome: TestOutcome =
    digits === TEST_CARDS.decline
      ? "decline"
      : digits === TEST_CARDS.processorError
        ? "processor_error"
        : "approve";
  return { card: { brand: cardBrand(digits), last4: digits.slice(-4), outcome } };
}
