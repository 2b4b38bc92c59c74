const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Dollars as the shopper sees them: `$1,234.50`, negatives with a leading minus (`-$5.00`).
 * The amount is rounded to whole cents first so float noise (0.1 + 0.2) never shows.
 */
export function formatMoney(dollars: number): string {
  if (!Number.isFinite(dollars)) return usd.format(0);
  const cents = Math.round(Math.abs(dollars) * 100);
  const text = usd.format(cents / 100);
  return dollars < 0 && cents > 0 ? `-${text}` : text;
}
