// How a cart line is priced and which quantity a line may hold. Pure functions over integer cents,
// so the rules are tested without a database and the totals never meet a float.
import type { ProtectionPlan } from "../../../contract/protection-constants";
import { finalPriceCents } from "../catalog/pricing";

export interface TierPriceCents {
  /** Buying at least this many… */
  qty: number;
  /** …costs this much each. */
  priceCents: number;
}

export interface LinePrice {
  /** What one unit costs at this quantity: the final price, or a lower tier price that applies. */
  unitCents: number;
  rowCents: number;
  /** The regular price × qty (shown struck through when above the row total). */
  oldRowCents: number;
}

/**
 * A line's price: each unit costs the final price (the special price when lower), or the lowest
 * tier price whose quantity the line reaches when that is lower still ("Buy 2 for $x each").
 */
export function linePrice(
  v: { priceCents: number; specialPriceCents: number | null },
  tiers: readonly TierPriceCents[],
  qty: number,
): LinePrice {
  let unitCents = finalPriceCents(v.priceCents, v.specialPriceCents);
  for (const tier of tiers) if (qty >= tier.qty && tier.priceCents < unitCents) unitCents = tier.priceCents;
  return { unitCents, rowCents: unitCents * qty, oldRowCents: v.priceCents * qty };
}

/**
 * The plan a line carries, as today's offer list prices it: the stored offer when it is still
 * offered, else today's offer of the same plan (the item's price changed, so the plan was
 * re-priced), else none (the item is no longer offered plans).
 */
export function currentPlan(
  offers: readonly ProtectionPlan[],
  stored: { planId: string | null; offerPlanId: string | null },
): ProtectionPlan | null {
  if (!stored.planId || !stored.offerPlanId) return null;
  return (
    offers.find((p) => p.offerPlanId === stored.offerPlanId) ??
    offers.find((p) => p.planId === stored.planId) ??
    null
  );
}

/**
 * The offer a shopper chose at add-to-cart: by offerPlanId (and then planId, when sent, must be that
 * offer's plan), or by planId alone (today's offer of that plan). Null when it is not offered.
 */
export function chosenPlan(
  offers: readonly ProtectionPlan[],
  asked: { offerPlanId?: string; planId?: string },
): ProtectionPlan | null {
  if (asked.offerPlanId) {
    const plan = offers.find((p) => p.offerPlanId === asked.offerPlanId) ?? null;
    return plan && (!asked.planId || asked.planId === plan.planId) ? plan : null;
  }
  if (asked.planId) return offers.find((p) => p.planId === asked.planId) ?? null;
  return null;
}

/** A plan's coverage in years, as the cart shows it (months / 12; 18 months → 1.5). */
export const termInYears = (months: number) => Math.round((months / 12) * 100) / 100;

/** What a Plus+ member pays per unit: the line's unit price, or the variant's Plus+ price when lower. */
export function memberUnitCents(unitCents: number, plusPriceCents: number | null): number {
  return plusPriceCents !== null && plusPriceCents < unitCents ? plusPriceCents : unitCents;
}
