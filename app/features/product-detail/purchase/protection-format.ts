import { type ProtectionPlan, plansFor, termYears, tierFor } from "../../../../contract/protection-constants";
import { formatMoney } from "../../../components/ui/format-money";
import type { ProductDetailData, ProductVariant } from "../product-detail-types";

/** The plan's term as the page shows it: months in years (spec part 1 §4): 24 → "2-Year Protection". */
export const termLabel = (months: number): string => `${termYears(months)}-Year Protection`;

/** The plan's price in dollars (spec part 1 §4: cents / 100): 4999 → "$49.99". */
export const planPriceText = (cents: number): string => formatMoney(cents / 100);

/**
 * What the add-to-cart payload carries for a chosen plan (spec part 2 §3 "Add-to-cart payload":
 * optional offerPlanId, planId, price, term, title). The cart re-prices it on the server with
 * findPlan, so `price` is informative only.
 */
export interface ProtectionCartFields {
  offerPlanId: string;
  planId: string;
  /** Cents, as the offer list gave it. */
  price: number;
  /** Months. */
  term: number;
  title: string;
}

export function protectionCartFields(plan: ProtectionPlan): ProtectionCartFields {
  return {
    offerPlanId: plan.offerPlanId,
    planId: plan.planId,
    price: plan.price,
    term: plan.term,
    title: plan.title,
  };
}

/** The url key of a category path: "/furniture/sofas-sectionals.html" → "sofas-sectionals". */
const urlKey = (path: string) =>
  path
    .replace(/\.html$/, "")
    .split("/")
    .filter(Boolean)
    .pop() ?? null;

/**
 * How many plans the server's rules offer for this variant, worked out from the page data with
 * the same rules the server prices by. The page reserves room for that many rows before the offer
 * list arrives, so the block never shifts the layout; the server's answer is what is shown.
 */
export function expectedPlanCount(
  product: Pick<ProductDetailData, "position">,
  variant: ProductVariant,
): number {
  const trail = product.position;
  const topKey = trail.length > 0 ? urlKey(trail[0].url_path) : null;
  const subKey = trail.length > 1 ? urlKey(trail[trail.length - 1].url_path) : null;
  return plansFor(tierFor(topKey, subKey), Math.round(variant.final_price * 100)).length;
}
