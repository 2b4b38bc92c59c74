import { describe, expect, it } from "vitest";
import {
  dismissalValue,
  hasBlockPopup,
  isDismissed,
  isSuppressedPage,
  nextLocalMidnight,
  offerFor,
  timerPlan,
} from "./subscribe-rules";

// Local times: the dismissal lasts until the shopper's next midnight, whatever the time zone.
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s).getTime();

describe("dismissed until the next local midnight", () => {
  it("the next local midnight after a moment of the day", () => {
    expect(nextLocalMidnight(at(2026, 11, 28, 9, 30))).toBe(at(2026, 11, 29));
    expect(nextLocalMidnight(at(2026, 11, 28, 23, 59, 59))).toBe(at(2026, 11, 29));
    expect(nextLocalMidnight(at(2026, 11, 28))).toBe(at(2026, 11, 29));
    expect(nextLocalMidnight(at(2026, 12, 31, 18))).toBe(at(2027, 1, 1));
  });

  it("stores the value and the expiry; holds until midnight, not a moment after", () => {
    const closed = at(2026, 11, 28, 16, 45);
    const stored = dismissalValue(closed);
    expect(JSON.parse(stored)).toEqual({ value: 1, expiry: at(2026, 11, 29) });
    expect(isDismissed(stored, closed)).toBe(true);
    expect(isDismissed(stored, at(2026, 11, 28, 23, 59, 59))).toBe(true);
    expect(isDismissed(stored, at(2026, 11, 29))).toBe(false);
    expect(isDismissed(stored, at(2026, 11, 29, 0, 0, 1))).toBe(false);
  });

  it("nothing stored, or something unreadable, is no dismissal", () => {
    expect(isDismissed(null, at(2026, 11, 28))).toBe(false);
    expect(isDismissed("1", at(2026, 11, 28))).toBe(false);
    expect(isDismissed("{not json", at(2026, 11, 28))).toBe(false);
    expect(isDismissed('{"value":1}', at(2026, 11, 28))).toBe(false);
  });
});

describe("pages where it never opens by itself (spec part 2 §2)", () => {
  it.each([
    "/customer/account/login",
    "/customer/account/password",
    "/customer/account/confirm-verification-code",
    "/customer/account/forgotpassword",
    "/customer/account/login/",
    "/checkout/payment",
    "/checkout/cart",
    "/cart",
    "/baby-registry",
    "/baby-kids.html",
    "/baby-kids/nursery-furniture.html",
    "/toys-hobbies.html",
    "/outlet/toys-hobbies/puzzles.html",
    "/newsletter-subscribe",
    "/newsletter-subscribe/confirm",
    "/massage-chair-shopping-guidance",
    "/Checkout/Cart",
  ])("%s", (path) => {
    expect(isSuppressedPage(path)).toBe(true);
  });

  it.each([
    "/",
    "/furniture.html",
    "/oak-sideboard.html",
    "/customer/account/home",
    "/checkout/shipping-address",
    "/cartography.html",
  ])("not %s", (path) => {
    expect(isSuppressedPage(path)).toBe(false);
  });
});

describe("the page's plan", () => {
  const now = at(2026, 11, 28, 10);
  const base = { pathname: "/furniture.html", search: "", offered: true, stored: null, now };

  it("a category page for a guest: asked for after the delay", () => {
    expect(timerPlan(base)).toBe("schedule");
  });

  it("a blockpopup query records the dismissal, whatever its value, and opens nothing", () => {
    expect(hasBlockPopup("?blockpopup=1")).toBe(true);
    expect(hasBlockPopup("?utm=x&blockpopup")).toBe(true);
    expect(hasBlockPopup("?block=1")).toBe(false);
    expect(timerPlan({ ...base, search: "?blockpopup=1" })).toBe("record-dismissal");
    expect(timerPlan({ ...base, search: "?blockpopup=1", pathname: "/checkout/cart" })).toBe(
      "record-dismissal",
    );
  });

  it("nothing on a suppressed page, for a subscriber, or when dismissed today", () => {
    expect(timerPlan({ ...base, pathname: "/baby-kids.html" })).toBe("nothing");
    expect(timerPlan({ ...base, offered: false })).toBe("nothing");
    expect(timerPlan({ ...base, stored: dismissalValue(at(2026, 11, 28, 8)) })).toBe("nothing");
    expect(timerPlan({ ...base, stored: dismissalValue(at(2026, 11, 27, 22)) })).toBe("schedule");
  });

  it("the offer is for logged-out shoppers and signed-in ones with subscriber_email 0", () => {
    expect(offerFor(null)).toBe(true);
    expect(offerFor({ marketing: { subscriberEmail: 0 } })).toBe(true);
    expect(offerFor({ marketing: { subscriberEmail: 1 } })).toBe(false);
  });
});
