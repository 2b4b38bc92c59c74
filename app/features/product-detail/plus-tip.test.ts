// @vitest-environment node
import { describe, expect, it } from "vitest";
import { plusPromotionTip } from "./plus-tip";

describe("Plus+ promotion tip", () => {
  it("says what a member saves and what membership costs", () => {
    expect(plusPromotionTip(529.99, 449.99)).toBe(
      "Plus+ members save $80.00 on this item. Membership is $19.00/year (regularly $69.00/year).",
    );
  });

  it("is absent without a lower member price", () => {
    expect(plusPromotionTip(100, null)).toBeNull();
    expect(plusPromotionTip(100, 100)).toBeNull();
    expect(plusPromotionTip(100, 120)).toBeNull();
  });

  it("counts cents exactly", () => {
    expect(plusPromotionTip(10.1, 9.9)).toMatch(/save \$0\.20 /);
  });
});
