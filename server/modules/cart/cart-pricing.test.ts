import { describe, expect, it } from "vitest";
import type { ProtectionPlan } from "../../../contract/protection-constants";
import { mergedPlan, mergedQty } from "./cart-merge";
import { chosenPlan, currentPlan, linePrice, termInYears } from "./cart-pricing";

// The cart's pure rules: line prices in cents, which plan a line carries, and how a merged line's
// quantity and plan are chosen.

const plan = (planId: string, price: number, term = 12): ProtectionPlan => ({
  planId,
  offerPlanId: `${planId}-${price}`,
  term,
  price,
  title: `${term / 12}-Year Furniture Protection Plan`,
  checked: false,
});

describe("linePrice", () => {
  it("charges the regular price without a sale", () => {
    expect(linePrice({ priceCents: 199_99, specialPriceCents: null }, [], 3)).toEqual({
      unitCents: 199_99,
      rowCents: 599_97,
      oldRowCents: 599_97,
    });
  });

  it("charges a lower special price, and ignores one that is not lower", () => {
    expect(linePrice({ priceCents: 100_00, specialPriceCents: 80_00 }, [], 2).rowCents).toBe(160_00);
    expect(linePrice({ priceCents: 100_00, specialPriceCents: 120_00 }, [], 2).rowCents).toBe(200_00);
    expect(linePrice({ priceCents: 100_00, specialPriceCents: 80_00 }, [], 2).oldRowCents).toBe(200_00);
  });

  it("applies the lowest tier price the quantity reaches, only when below the final price", () => {
    const tiers = [
      { qty: 2, priceCents: 95_00 },
      { qty: 4, priceCents: 90_00 },
    ];
    const v = { priceCents: 100_00, specialPriceCents: null };
    expect(linePrice(v, tiers, 1).unitCents).toBe(100_00);
    expect(linePrice(v, tiers, 2).unitCents).toBe(95_00);
    expect(linePrice(v, tiers, 3).unitCents).toBe(95_00);
    expect(linePrice(v, tiers, 4)).toEqual({ unitCents: 90_00, rowCents: 360_00, oldRowCents: 400_00 });
    // A sale already lower than the tier wins.
    expect(linePrice({ priceCents: 100_00, specialPriceCents: 85_00 }, tiers, 4).unitCents).toBe(85_00);
  });

  it("stays in whole cents for any quantity (no float drift)", () => {
    const { rowCents } = linePrice({ priceCents: 10, specialPriceCents: null }, [], 9999);
    expect(rowCents).toBe(99_990);
    expect(Number.isInteger(linePrice({ priceCents: 33_33, specialPriceCents: null }, [], 7).rowCents)).toBe(
      true,
    );
  });
});

describe("the plan of a line", () => {
  const offers = [plan("FURN-12", 3099), plan("FURN-24", 4599, 24)];

  it("currentPlan: the stored offer, else today's offer of the same plan, else none", () => {
    expect(currentPlan(offers, { planId: "FURN-24", offerPlanId: "FURN-24-4599" })?.price).toBe(4599);
    // The item's price changed: the plan is re-priced, never kept at the old price.
    expect(currentPlan(offers, { planId: "FURN-24", offerPlanId: "FURN-24-9999" })?.offerPlanId).toBe(
      "FURN-24-4599",
    );
    expect(currentPlan(offers, { planId: "FURN-36", offerPlanId: "FURN-36-6099" })).toBeNull();
    expect(currentPlan([], { planId: "FURN-24", offerPlanId: "FURN-24-4599" })).toBeNull();
    expect(currentPlan(offers, { planId: null, offerPlanId: null })).toBeNull();
  });

  it("chosenPlan: by offer id (planId must then agree), or by planId alone", () => {
    expect(chosenPlan(offers, { offerPlanId: "FURN-12-3099" })?.planId).toBe("FURN-12");
    expect(chosenPlan(offers, { offerPlanId: "FURN-12-3099", planId: "FURN-12" })?.price).toBe(3099);
    expect(chosenPlan(offers, { offerPlanId: "FURN-12-3099", planId: "FURN-24" })).toBeNull();
    expect(chosenPlan(offers, { offerPlanId: "FURN-12-1" })).toBeNull();
    expect(chosenPlan(offers, { planId: "FURN-24" })?.offerPlanId).toBe("FURN-24-4599");
    expect(chosenPlan(offers, { planId: "APPL-24" })).toBeNull();
    expect(chosenPlan(offers, {})).toBeNull();
  });

  it("shows terms in years", () => {
    expect([12, 24, 36, 60, 18].map(termInYears)).toEqual([1, 2, 3, 5, 1.5]);
  });
});

describe("merging a guest line into the customer's cart", () => {
  it("adds both quantities, capped by the usable quantity", () => {
    expect(mergedQty(2, 3, 10)).toBe(5);
    expect(mergedQty(6, 7, 10)).toBe(10);
    expect(mergedQty(null, 4, 10)).toBe(4);
    expect(mergedQty(null, 12, 10)).toBe(10);
    // Stock fell below what the customer already had: the line holds what can be bought.
    expect(mergedQty(8, 1, 5)).toBe(5);
  });

  it("keeps an out-of-stock line at the larger quantity instead of dropping it", () => {
    expect(mergedQty(2, 5, 0)).toBe(5);
    expect(mergedQty(7, 5, 0)).toBe(7);
    expect(mergedQty(null, 3, 0)).toBe(3);
  });

  it("keeps the customer line's plan, else takes the guest's", () => {
    const mine = { planId: "FURN-24", offerPlanId: "FURN-24-4599" };
    const theirs = { planId: "FURN-12", offerPlanId: "FURN-12-3099" };
    const none = { planId: null, offerPlanId: null };
    expect(mergedPlan(mine, theirs)).toEqual(mine);
    expect(mergedPlan(none, theirs)).toEqual(theirs);
    expect(mergedPlan(null, theirs)).toEqual(theirs);
    expect(mergedPlan(mine, none)).toEqual(mine);
    expect(mergedPlan(null, none)).toEqual(none);
  });
});
