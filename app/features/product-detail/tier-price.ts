import { formatMoney } from "../../components/ui/format-money";
import type { TierPrice } from "./product-detail-types";

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Whole percent saved per item at a tier price against the current price, floored as the
 * spec says (part 2 §9): $100 → $89.99 saves 10 %, not 11 %. Computed in cents so float noise
 * never tips a value over a whole number.
 */
export function tierSavingPercent(currentPrice: number, tierValue: number): number {
  const now = cents(currentPrice);
  const tier = cents(tierValue);
  if (now <= 0 || tier >= now) return 0;
  return Math.floor(((now - tier) * 100) / now);
}

/** "Buy 3 for $89.99 each and save 10%". */
export function tierPriceText(tier: TierPrice, currentPrice: number): string {
  return `Buy ${tier.qty} for ${formatMoney(tier.value)} each and save ${tierSavingPercent(currentPrice, tier.value)}%`;
}

/**
 * The tier lines worth showing, by ascending quantity: a tier that saves nothing against the
 * current price (a sale may already be lower) would be a false promise, so it is left out.
 */
export function tierPriceLines(tiers: readonly TierPrice[], currentPrice: number): string[] {
  return [...tiers]
    .sort((a, b) => a.qty - b.qty)
    .filter((t) => tierSavingPercent(currentPrice, t.value) > 0)
    .map((t) => tierPriceText(t, currentPrice));
}
