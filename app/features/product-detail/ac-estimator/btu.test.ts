import { describe, expect, it } from "vitest";
import { AC_MESSAGES, recommendBtu, squareFeetError, temperatureError } from "./btu";
import { isAirConditioner } from "./is-air-conditioner";

describe("recommendBtu: shared boundaries belong to the lower row", () => {
  it.each([
    [1, 9000],
    [449, 9000],
    [450, 9000],
    [450.5, 12000],
    [451, 12000],
    [550, 12000],
    [551, 17000],
    [700, 17000],
    [701, 18000],
    [1000, 18000],
    [1001, 22000],
    [1200, 22000],
    [1201, 24000],
    [1500, 24000],
  ])("%s sq ft → %s BTU", (sqft, btu) => {
    expect(recommendBtu(sqft)).toBe(btu);
  });

  it("above 1500 (and nonsense) has no estimate", () => {
    expect(recommendBtu(1500.01)).toBeNull();
    expect(recommendBtu(1501)).toBeNull();
    expect(recommendBtu(100_000)).toBeNull();
    expect(recommendBtu(0)).toBeNull();
    expect(recommendBtu(Number.NaN)).toBeNull();
  });
});

describe("sizing form rules", () => {
  it("square feet is required and a positive number", () => {
    expect(squareFeetError("")).toBe("Square Feet is required.");
    expect(squareFeetError("   ")).toBe("Square Feet is required.");
    expect(squareFeetError("abc")).toBe(AC_MESSAGES.squareFeetInvalid);
    expect(squareFeetError("0")).toBe(AC_MESSAGES.squareFeetInvalid);
    expect(squareFeetError("-5")).toBe(AC_MESSAGES.squareFeetInvalid);
    expect(squareFeetError("450")).toBeNull();
  });

  it("temperatures are optional, 60–90 °F inclusive", () => {
    expect(temperatureError("")).toBeNull();
    expect(temperatureError("60")).toBeNull();
    expect(temperatureError("90")).toBeNull();
    expect(temperatureError("75.5")).toBeNull();
    for (const bad of ["59", "59.9", "90.1", "91", "hot"]) {
      expect(temperatureError(bad), bad).toBe("The temperature must be between 60-90°F.");
    }
  });

  it("the unable-to-estimate message is the spec's", () => {
    expect(AC_MESSAGES.unable).toBe(
      "Sorry, we were unable to provide an estimation based on your selections at this time. We will launch more powerful air conditioners in the future, so stay tuned",
    );
  });

  it("AC products are those in category 444 or 1473", () => {
    expect(isAirConditioner({ category_list: [{ id: 444 }], position: [] })).toBe(true);
    expect(isAirConditioner({ category_list: [], position: [{ entity_id: 1473 }] })).toBe(true);
    expect(isAirConditioner({ category_list: [{ id: 12 }], position: [{ entity_id: 3 }] })).toBe(false);
  });
});
