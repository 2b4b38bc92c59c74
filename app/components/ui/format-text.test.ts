// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatWhole } from "../../../contract/number-text";
import { formatUtcDate } from "./format-date";

describe("formatWhole", () => {
  it("groups thousands like en-US", () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -4_321]) {
      expect(formatWhole(n)).toBe(n.toLocaleString("en-US"));
    }
  });

  it("rounds to a whole number and shows 0 for what is not a number", () => {
    expect(formatWhole(1234.6)).toBe("1,235");
    expect(formatWhole(Number.NaN)).toBe("0");
    expect(formatWhole(Number.POSITIVE_INFINITY)).toBe("0");
  });
});

describe("formatUtcDate", () => {
  it("writes the same text as Intl's en-US long and short dates in UTC, every month", () => {
    const long = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    const short = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let m = 0; m < 12; m++) {
      const iso = new Date(Date.UTC(2026, m, m + 1, 23, 30)).toISOString();
      expect(formatUtcDate(iso, "long")).toBe(long.format(new Date(iso)));
      expect(formatUtcDate(iso, "short")).toBe(short.format(new Date(iso)));
    }
  });

  it("keeps the UTC day late in the evening west of Greenwich, and is empty for a bad value", () => {
    expect(formatUtcDate("2026-11-20T23:59:00Z", "long")).toBe("November 20, 2026");
    expect(formatUtcDate("not a date", "short")).toBe("");
  });
});
