import { describe, expect, it } from "vitest";
import { planPriceText, protectionCartFields, termLabel } from "./protection-format";

describe("protection plan display", () => {
  it("shows the term in years", () => {
    expect(termLabel(12)).toBe("1-Year Protection");
    expect(termLabel(24)).toBe("2-Year Protection");
    expect(termLabel(60)).toBe("5-Year Protection");
  });

  it("shows the price in dollars from cents", () => {
    expect(planPriceText(4999)).toBe("$49.99");
    expect(planPriceText(999)).toBe("$9.99");
    expect(planPriceText(123_499)).toBe("$1,234.99");
  });

  it("gives the add-to-cart fields of a plan, without its checked flag", () => {
    expect(
      protectionCartFields({
        planId: "FURN-24",
        offerPlanId: "FURN-24-4599",
        term: 24,
        price: 4599,
        title: "2-Year Furniture Protection Plan",
        checked: false,
      }),
    ).toEqual({
      planId: "FURN-24",
      offerPlanId: "FURN-24-4599",
      term: 24,
      price: 4599,
      title: "2-Year Furniture Protection Plan",
    });
  });
});
