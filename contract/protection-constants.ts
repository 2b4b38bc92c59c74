// Protection plans (extended warranty): what the browser needs without zod (spec part 1 §3, §4,
// §5, §7; part 2 §3, §7, §9). The schemas live in contract/protection.ts.

/** The spec's products/getProductExtend call. */
export const OFFER_LIST_PATH = "/api/extend/get-offer-list";

/** Most items one offer-list call may ask about. */
export const OFFER_LIST_MAX_ITEMS = 50;

/** A protection plan offered for one item (spec part 1 §3 "Protection plan"). */
export interface ProtectionPlan {
  /** The plan product: tier and term, e.g. `FURN-36`. */
  planId: string;
  /** This offer: the plan at this item's price, e.g. `FURN-36-4999`; changes when the price does. */
  offerPlanId: string;
  /** Coverage in months (shown in years). */
  term: number;
  /** Plan price in cents (shown in dollars). */
  price: number;
  title: string;
  /** The preselected plan: the first of each list. */
  checked: boolean;
}

/** The answer of the offer-list call: every asked sku → its plans (empty when none is offered). */
export type OfferList = Record<string, ProtectionPlan[]>;

// ---- The plan catalogue --------------------------------------------------------------------
// Which items are offered plans, for which terms, at what price. Deterministic; documented in
// docs/decisions/0006-protection-plans.md. Money is integer cents. The server prices every offer
// with these rules (server/modules/protection); the page uses them only to reserve the block's
// height before the offer list arrives, so it never shifts the layout.

export interface PlanTerm {
  months: number;
  /** Share of the item's final price in basis points (1% = 100). */
  rateBp: number;
  /** The plan never costs less than this (cents, before the .99 rounding). */
  minCents: number;
}

export interface PlanTier {
  /** Prefix of the planId. */
  code: string;
  /** Coverage name in the title. */
  name: string;
  terms: PlanTerm[];
  /**
   * Terms no longer than this are not offered once the item costs at least `includedFromCents`:
   * the item already carries that much coverage (massage chairs over $1,000 carry 3-year care).
   */
  includedMonths?: number;
  includedFromCents?: number;
}

/** Items cheaper than this are not offered plans. */
export const MIN_ELIGIBLE_CENTS = 50_00;

/**
 * Price bands: a plan for a dearer item costs a smaller share of it. The first band whose `below`
 * exceeds the final price applies (`Infinity` closes the list).
 */
export const PRICE_BANDS: { below: number; percentOfRate: number }[] = [
  { below: 500_00, percentOfRate: 100 },
  { below: 1_500_00, percentOfRate: 85 },
  { below: Number.POSITIVE_INFINITY, percentOfRate: 70 },
];

const STANDARD_MINIMUMS = [9_99, 14_99, 19_99];

export const PLAN_TIERS = {
  furniture: {
    code: "FURN",
    name: "Furniture",
    terms: [
      { months: 12, rateBp: 600, minCents: STANDARD_MINIMUMS[0] },
      { months: 24, rateBp: 900, minCents: STANDARD_MINIMUMS[1] },
      { months: 36, rateBp: 1200, minCents: STANDARD_MINIMUMS[2] },
    ],
  },
  outdoor: {
    code: "OUTD",
    name: "Outdoor",
    terms: [
      { months: 12, rateBp: 700, minCents: STANDARD_MINIMUMS[0] },
      { months: 24, rateBp: 1100, minCents: STANDARD_MINIMUMS[1] },
      { months: 36, rateBp: 1400, minCents: STANDARD_MINIMUMS[2] },
    ],
  },
  appliance: {
    code: "APPL",
    name: "Appliance",
    terms: [
      { months: 24, rateBp: 800, minCents: 14_99 },
      { months: 36, rateBp: 1100, minCents: 19_99 },
      { months: 60, rateBp: 1600, minCents: 29_99 },
    ],
  },
  massageChair: {
    code: "MASS",
    name: "Massage Chair",
    terms: [
      { months: 24, rateBp: 700, minCents: 29_99 },
      { months: 36, rateBp: 1000, minCents: 39_99 },
      { months: 60, rateBp: 1500, minCents: 59_99 },
    ],
    includedMonths: 36,
    includedFromCents: 1_000_00,
  },
  fitness: {
    code: "FIT",
    name: "Fitness Equipment",
    terms: [
      { months: 12, rateBp: 800, minCents: STANDARD_MINIMUMS[0] },
      { months: 24, rateBp: 1200, minCents: STANDARD_MINIMUMS[1] },
      { months: 36, rateBp: 1500, minCents: STANDARD_MINIMUMS[2] },
    ],
  },
} satisfies Record<string, PlanTier>;

/** Subcategories (url keys) whose tier differs from their top category's. */
const SUBCATEGORY_TIERS: Record<string, PlanTier | null> = {
  "small-appliances": PLAN_TIERS.appliance,
  "kitchen-islands": PLAN_TIERS.furniture,
  "massage-chairs": PLAN_TIERS.massageChair,
  "exercise-bikes": PLAN_TIERS.fitness,
  treadmills: PLAN_TIERS.fitness,
};

/** Top categories (url keys) whose every subcategory has a tier. Others: no plans. */
const TOP_CATEGORY_TIERS: Record<string, PlanTier> = {
  furniture: PLAN_TIERS.furniture,
  outdoor: PLAN_TIERS.outdoor,
  appliance: PLAN_TIERS.appliance,
};

/** The coverage tier of an item by its subcategory and top category url keys; null: no plans. */
export function tierFor(topKey: string | null, subKey: string | null): PlanTier | null {
  if (subKey && subKey in SUBCATEGORY_TIERS) return SUBCATEGORY_TIERS[subKey];
  if (topKey && topKey in TOP_CATEGORY_TIERS) return TOP_CATEGORY_TIERS[topKey];
  return null;
}

/** Rounds up to the next price ending in .99 (4812 → 4899, 4899 → 4899, 4900 → 4999). */
export function roundUpTo99(cents: number): number {
  return Math.ceil((cents + 1) / 100) * 100 - 1;
}

/** Whole years when the term is a multiple of 12 months, else one decimal (18 → "1.5"). */
export function termYears(months: number): string {
  const years = months / 12;
  return Number.isInteger(years) ? String(years) : years.toFixed(1).replace(/\.0$/, "");
}

/** One plan's price in cents for an item at `itemCents`. */
export function planPriceCents(term: PlanTerm, itemCents: number): number {
  const band = PRICE_BANDS.find((b) => itemCents < b.below) ?? PRICE_BANDS[PRICE_BANDS.length - 1];
  const share = Math.round((itemCents * term.rateBp * band.percentOfRate) / 1_000_000);
  return roundUpTo99(Math.max(share, term.minCents));
}

/**
 * The plans offered for an item of this tier at this final price, shortest term first; the
 * first is the preselected one. Empty when the item is too cheap or every term is already covered.
 */
export function plansFor(tier: PlanTier | null, itemCents: number): ProtectionPlan[] {
  if (!tier || !Number.isInteger(itemCents) || itemCents < MIN_ELIGIBLE_CENTS) return [];
  const covered =
    tier.includedMonths !== undefined &&
    tier.includedFromCents !== undefined &&
    itemCents >= tier.includedFromCents
      ? tier.includedMonths
      : 0;
  return tier.terms
    .filter((t) => t.months > covered)
    .map((t, index) => {
      const planId = `${tier.code}-${t.months}`;
      const price = planPriceCents(t, itemCents);
      return {
        planId,
        offerPlanId: `${planId}-${price}`,
        term: t.months,
        price,
        title: `${termYears(t.months)}-Year ${tier.name} Protection Plan`,
        checked: index === 0,
      };
    });
}
