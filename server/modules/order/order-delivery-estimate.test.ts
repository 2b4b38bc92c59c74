import { describe, expect, it } from "vitest";
import { deliveryEstimate, shippingTitle } from "./order-view";

// The confirmation's arrival dates (issue 16): the shipping method's business days from the day
// the order was placed in New York, weekends and carrier holidays skipped. Thanksgiving 2026 is
// Thursday Nov 26; an order placed on Friday Nov 27 at 10:00 in New York counts from that day.
const FRIDAY_AFTER_THANKSGIVING = new Date("2026-11-27T15:00:00Z");

describe("deliveryEstimate", () => {
  it("standard (2-5 business days) skips the weekend", () => {
    expect(deliveryEstimate("standard", "processing", FRIDAY_AFTER_THANKSGIVING)).toBe(
      "Arrives Tue, Dec 1 – Fri, Dec 4",
    );
  });
  it("expedited (2-3) and white glove (7-14)", () => {
    expect(deliveryEstimate("expedited", "processing", FRIDAY_AFTER_THANKSGIVING)).toBe(
      "Arrives Tue, Dec 1 – Wed, Dec 2",
    );
    expect(deliveryEstimate("white_glove", "pending_payment", FRIDAY_AFTER_THANKSGIVING)).toBe(
      "Arrives Tue, Dec 8 – Thu, Dec 17",
    );
  });
  it("a holiday is not a business day: placed the Wednesday before Thanksgiving", () => {
    // From Wed Nov 25: day 1 is Fri Nov 27 (Thanksgiving skipped), day 2 Mon Nov 30, day 5 Thu Dec 3.
    expect(deliveryEstimate("standard", "processing", new Date("2026-11-25T15:00:00Z"))).toBe(
      "Arrives Mon, Nov 30 – Thu, Dec 3",
    );
  });
  it("the day is New York's: 11pm Pacific on Monday is already Tuesday in the warehouse", () => {
    expect(deliveryEstimate("standard", "processing", new Date("2026-12-01T07:30:00Z"))).toBe(
      "Arrives Thu, Dec 3 – Tue, Dec 8",
    );
  });
  it("no date for pickup or an order that will not ship", () => {
    expect(deliveryEstimate("pickup", "processing", FRIDAY_AFTER_THANKSGIVING)).toBe("");
    expect(deliveryEstimate("standard", "canceled", FRIDAY_AFTER_THANKSGIVING)).toBe("");
    expect(deliveryEstimate("standard", "expired", FRIDAY_AFTER_THANKSGIVING)).toBe("");
  });
  it("names the method as the checkout did", () => {
    expect(shippingTitle("standard")).toBe("Free Standard Shipping");
    expect(shippingTitle("pickup")).toBe("Store Pickup");
  });
});
