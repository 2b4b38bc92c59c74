import { describe, expect, it } from "vitest";
import { membershipPayLaterText, payRefusalMessage } from "./plus-pay-view";

describe("the membership payment page's words", () => {
  it("splits $19.00 into 4 interest-free payments by the checkout's rule", () => {
    expect(membershipPayLaterText(19)).toBe("4 interest-free payments of $4.75");
    expect(membershipPayLaterText(19.01)).toBe("4 interest-free payments of $4.75 (last payment $4.76)");
  });

  it("says a decline charged nothing and another card may be tried; other refusals as the server says", () => {
    expect(payRefusalMessage(402, "Your card was declined.")).toBe(
      "Your card was declined. Nothing was charged: please check the card details or try another card.",
    );
    expect(payRefusalMessage(410, "Your card details have expired. Please enter them again.")).toBe(
      "Your card details have expired. Please enter them again.",
    );
    expect(payRefusalMessage(502, "")).toBe("The payment could not be completed, please try again.");
  });
});
