import { describe, expect, it } from "vitest";
import { countdownParts, countdownText, pad2 } from "./countdown";

describe("the coupons' countdown", () => {
  const now = Date.UTC(2026, 10, 28, 12, 0, 0);
  const s = now / 1000;

  it("days, hours, minutes and seconds to couponExpireAt (seconds)", () => {
    expect(countdownParts(s + 90 * 86_400, now)).toEqual({ days: 90, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(s + 86_400 + 3_600 * 2 + 60 * 3 + 4, now)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(countdownParts(s + 59, now + 500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 58 });
  });

  it("zero once expired", () => {
    expect(countdownParts(s - 10, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("two-digit cells and a sentence for screen readers", () => {
    expect(pad2(4)).toBe("04");
    expect(pad2(59)).toBe("59");
    expect(countdownText({ days: 89, hours: 1, minutes: 0, seconds: 59 })).toBe(
      "89 days 1 hour 0 minutes 59 seconds",
    );
  });
});
