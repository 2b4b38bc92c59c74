import { formatWhole } from "../../../contract/number-text";

// Written out rather than with Intl.NumberFormat (contract/number-text.ts says why).

/**
 * Dollars as the shopper sees them: `$1,234.50`, negatives with a leading minus (`-$5.00`).
 * The amount is rounded to whole cents first so float noise (0.1 + 0.2) never shows.
 */
export function formatMoney(dollars: number): string {
  const cents = Number.isFinite(dollars) ? Math.round(Math.abs(dollars) * 100) : 0;
  const text = `$${formatWhole(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
  return dollars < 0 && cents > 0 ? `-${text}` : text;
}
