import { describe, expect, it } from "vitest";
import {
  MIN_ELIGIBLE_CENTS,
  PLAN_TIERS,
  planPriceCents,
  plansFor,
  roundUpTo99,
  termYears,
  tierFor,
} from "./protection-constants";

describe("the protection plan rules", () => {
  it("rounds plan prices up to .99", () => {
    expect(roundUpTo99(4812)).toBe(4899);
    expect(roundUpTo99(4899)).toBe(4899);
    expect(roundUpTo99(4900)).toBe(4999);
    expect(roundUpTo99(1)).toBe(99);
  });

  it("shows terms in years", () => {
    expect(termYears(12)).toBe("1");
    expect(termYears(36)).toBe("3");
    expect(termYears(60)).toBe("5");
    expect(termYears(18)).toBe("1.5");
  });

  it("chooses the tier by subcategory first, then the top category; others get none", () => {
    expect(tierFor("furniture", "sofas-sectionals")).toBe(PLAN_TIERS.furniture);
    expect(tierFor("outdoor", "fire-pits")).toBe(PLAN_TIERS.outdoor);
    expect(tierFor("appliance", "air-conditioners")).toBe(PLAN_TIERS.appliance);
    expect(tierFor("kitchen", "small-appliances")).toBe(PLAN_TIERS.appliance);
    expect(tierFor("kitchen", "cookware")).toBeNull();
    expect(tierFor("health-beauty", "massage-chairs")).toBe(PLAN_TIERS.massageChair);
    expect(tierFor("sports-games", "treadmills")).toBe(PLAN_TIERS.fitness);
    for (const top of ["decor", "bath", "baby-kids", "toys-hobbies", "pets"])
      expect(tierFor(top, "x")).toBeNull();
    expect(tierFor(null, null)).toBeNull();
  });

  it("prices a share of the item with a minimum and smaller shares for dearer items", () => {
    const [twelve] = PLAN_TIERS.furniture.terms;
    expect(planPriceCents(twelve, 100_00)).toBe(999); // 6 % = $6.00, under the $9.99 minimum
    expect(planPriceCents(twelve, 499_99)).toBe(3099); // 6 % = $30.00 → $30.99
    expect(planPriceCents(twelve, 500_00)).toBe(2599); // 6 % × 85 % = $25.50 → $25.99
    expect(planPriceCents(twelve, 1_500_00)).toBe(6399); // 6 % × 70 % = $63.00 → $63.99
  });

  it("offers nothing under $50 and preselects the first plan", () => {
    expect(plansFor(PLAN_TIERS.furniture, MIN_ELIGIBLE_CENTS - 1)).toEqual([]);
    const plans = plansFor(PLAN_TIERS.furniture, MIN_ELIGIBLE_CENTS);
    expect(plans.map((p) => p.checked)).toEqual([true, false, false]);
    expect(plans.map((p) => p.term)).toEqual([12, 24, 36]);
    expect(plansFor(null, 1_000_00)).toEqual([]);
  });

  it("leaves out the terms a massage chair over $1,000 already carries", () => {
    expect(plansFor(PLAN_TIERS.massageChair, 999_99).map((p) => p.term)).toEqual([24, 36, 60]);
    const dear = plansFor(PLAN_TIERS.massageChair, 1_000_00);
    expect(dear.map((p) => p.term)).toEqual([60]);
    expect(dear[0].checked).toBe(true);
  });
});
