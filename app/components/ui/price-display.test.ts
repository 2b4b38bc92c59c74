// @vitest-environment node
import { describe, expect, it } from "vitest";
import { priceView } from "./price-display";

describe("priceView", () => {
  it("shows the regular price alone when there is no offer", () => {
    expect(priceView({ price: 1299, special_price: null, plus_price: null })).toEqual({
      current: "$1,299.00",
      regular: null,
      plus: null,
    });
  });

  it("shows a lower special price with the regular price struck through", () => {
    expect(priceView({ price: 199.99, special_price: 149.5, plus_price: null })).toEqual({
      current: "$149.50",
      regular: "$199.99",
      plus: null,
    });
  });

  it("ignores a special price that is not lower", () => {
    const view = priceView({ price: 50, special_price: 55, plus_price: null });
    expect(view.current).toBe("$50.00");
    expect(view.regular).toBeNull();
  });

  it("shows the Plus+ price only when it beats what a non-member pays", () => {
    expect(priceView({ price: 100, special_price: 90, plus_price: 76.5 }).plus).toBe("$76.50");
    expect(priceView({ price: 100, special_price: 70, plus_price: 76.5 }).plus).toBeNull();
  });
});
