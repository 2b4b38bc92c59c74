// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money";

describe("formatMoney", () => {
  it("shows dollars with two decimals and thousands separators", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(1234567.891)).toBe("$1,234,567.89");
    expect(formatMoney(19)).toBe("$19.00");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(0.05)).toBe("$0.05");
    expect(formatMoney(100)).toBe("$100.00");
    expect(formatMoney(999.999)).toBe("$1,000.00");
    expect(formatMoney(1000)).toBe("$1,000.00");
  });

  it("writes the same text as Intl's en-US dollar format", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const cents of [0, 1, 99, 100, 12_345, 99_999, 100_000, 123_456_789]) {
      expect(formatMoney(cents / 100)).toBe(intl.format(cents / 100));
    }
  });

  it("puts the minus before the dollar sign", () => {
    expect(formatMoney(-5)).toBe("-$5.00");
    expect(formatMoney(-1234.5)).toBe("-$1,234.50");
  });

  it("rounds to whole cents and never shows a negative zero", () => {
    expect(formatMoney(0.1 + 0.2)).toBe("$0.30");
    expect(formatMoney(-0.001)).toBe("$0.00");
    expect(formatMoney(2.675)).toBe("$2.68");
  });

  it("shows $0.00 for a value that is not a number", () => {
    expect(formatMoney(Number.NaN)).toBe("$0.00");
  });
});
