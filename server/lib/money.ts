/** Integer cents (database, services) → dollars with two decimals (API answers). */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

export const toDollarsOrNull = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : toDollars(cents);
