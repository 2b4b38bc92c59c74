// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  emailMarketingCustomerEvent,
  isDropshipGroup,
  recommendationCustomerEvent,
  trackRecommendationCart,
  trackRecommendationSearch,
} from "./recommendation-tracking";

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubWindow = () => {
  const win = {} as Window;
  vi.stubGlobal("window", win);
  return win;
};

describe("recommendation tracking", () => {
  it("pushes the cart and the search keyword for shoppers outside a dropship group", () => {
    const win = stubWindow();
    trackRecommendationCart([{ item: "SOFA-GRY", price: 999.98, quantity: 2 }], "General");
    trackRecommendationSearch("  sofa  ", null);
    expect(win.dataLayer).toEqual([
      { event: "recommendation_cart", cart: [{ item: "SOFA-GRY", price: 999.98, quantity: 2 }] },
      { event: "recommendation_search", keyword: "sofa" },
    ]);
  });

  it("tracks nothing of a dropship group member", () => {
    const win = stubWindow();
    trackRecommendationCart([{ item: "A", price: 1, quantity: 1 }], "Dropship Wholesale");
    trackRecommendationSearch("sofa", "Dropship");
    expect(win.dataLayer).toBeUndefined();
    expect(recommendationCustomerEvent(42, true)).toBeNull();
    expect(isDropshipGroup("Dropship Wholesale")).toBe(true);
    expect(isDropshipGroup("PLUS+")).toBe(false);
  });

  it("sets the e-mail-marketing customer id only for a group that is not empty and not Dropship", () => {
    expect(emailMarketingCustomerEvent(42, "General")).toEqual({
      event: "email_marketing_customer",
      customer_id: "42",
    });
    expect(emailMarketingCustomerEvent(42, "Dropship")).toBeNull();
    expect(emailMarketingCustomerEvent(42, "")).toBeNull();
    expect(emailMarketingCustomerEvent(42, null)).toBeNull();
  });

  it("prefixes the customer id with the country code", () => {
    expect(recommendationCustomerEvent(42, false)).toEqual({
      event: "recommendation_customer",
      customer_id: "us42",
    });
  });
});
