import { describe, expect, it } from "vitest";
import { tierPriceLines, tierPriceText, tierSavingPercent } from "./tier-price";

describe("tier price text (spec part 2 §9)", () => {
  it("reads 'Buy {qty} for {price} each and save {percent}%'", () => {
    expect(tierPriceText({ qty: 2, value: 90 }, 100)).toBe("Buy 2 for $90.00 each and save 10%");
  });

  it("floors the percent instead of rounding", () => {
    // 100 → 89.01 saves 10.99 %: floor gives 10, rounding would give 11.
    expect(tierSavingPercent(100, 89.01)).toBe(10);
    expect(tierPriceText({ qty: 3, value: 89.01 }, 100)).toBe("Buy 3 for $89.01 each and save 10%");
    // 59.99 → 50.99 saves 15.0025 %.
    expect(tierSavingPercent(59.99, 50.99)).toBe(15);
  });

  it("is not tipped by float noise at an exact whole percent", () => {
    // 0.7 * 100 in floats is 70.00000000000001; cents arithmetic keeps 30 % exact.
    expect(tierSavingPercent(1, 0.7)).toBe(30);
    expect(tierSavingPercent(19.99, 17.99)).toBe(10);
  });

  it("formats thousands in the price", () => {
    expect(tierPriceText({ qty: 2, value: 1234.5 }, 1500)).toBe("Buy 2 for $1,234.50 each and save 17%");
  });

  it("lists tiers by quantity and leaves out tiers that save nothing against the current price", () => {
    const tiers = [
      { qty: 5, value: 80 },
      { qty: 2, value: 95 },
      { qty: 3, value: 99.5 },
    ];
    // On sale at 99.00: the 99.50 tier is no saving and is dropped.
    expect(tierPriceLines(tiers, 99)).toEqual([
      "Buy 2 for $95.00 each and save 4%",
      "Buy 5 for $80.00 each and save 19%",
    ]);
    expect(tierPriceLines([], 99)).toEqual([]);
  });

  it("saves 0 % when the tier is not below the price or the price is zero", () => {
    expect(tierSavingPercent(50, 50)).toBe(0);
    expect(tierSavingPercent(50, 60)).toBe(0);
    expect(tierSavingPercent(0, 0)).toBe(0);
  });
});
