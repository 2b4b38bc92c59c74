import { describe, expect, it } from "vitest";
import { clampQuantity, stepQuantity } from "./quantity";

const limits = { min: 2, max: 8 };

describe("detail page quantity (spec part 2 §5)", () => {
  it("keeps a quantity inside the limits without a message", () => {
    expect(clampQuantity(2, limits)).toEqual({ qty: 2, message: null });
    expect(clampQuantity(5, limits)).toEqual({ qty: 5, message: null });
    expect(clampQuantity(8, limits)).toEqual({ qty: 8, message: null });
  });

  it("resets a quantity below the minimum to the minimum with 'Min qty is {n}'", () => {
    expect(clampQuantity(1, limits)).toEqual({ qty: 2, message: "Min qty is 2" });
    expect(clampQuantity(0, limits)).toEqual({ qty: 2, message: "Min qty is 2" });
    expect(clampQuantity(-4, limits)).toEqual({ qty: 2, message: "Min qty is 2" });
  });

  it("sets a quantity above the usable quantity to the maximum with 'Max qty is {n}'", () => {
    expect(clampQuantity(9, limits)).toEqual({ qty: 8, message: "Max qty is 8" });
    expect(clampQuantity(1000, limits)).toEqual({ qty: 8, message: "Max qty is 8" });
  });

  it("treats a non-number as below the minimum and cuts fractions to whole items", () => {
    expect(clampQuantity(Number.NaN, limits)).toEqual({ qty: 2, message: "Min qty is 2" });
    expect(clampQuantity(Number.POSITIVE_INFINITY, limits)).toEqual({ qty: 2, message: "Min qty is 2" });
    expect(clampQuantity(3.7, limits)).toEqual({ qty: 3, message: null });
    expect(clampQuantity(1.9, limits)).toEqual({ qty: 2, message: "Min qty is 2" });
  });

  it("applies the same rules to the + and − buttons", () => {
    expect(stepQuantity(3, 1, limits)).toEqual({ qty: 4, message: null });
    expect(stepQuantity(3, -1, limits)).toEqual({ qty: 2, message: null });
    expect(stepQuantity(2, -1, limits)).toEqual({ qty: 2, message: "Min qty is 2" });
    expect(stepQuantity(8, 1, limits)).toEqual({ qty: 8, message: "Max qty is 8" });
  });
});
