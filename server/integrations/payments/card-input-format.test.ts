import { describe, expect, it } from "vitest";
import { CARD_INPUT_FORMAT_JS } from "./card-input-format";

// The field page runs this very text; evaluating it here tests what the shopper's browser runs.
const fmt = new Function(
  `${CARD_INPUT_FORMAT_JS}; return { formatCardNumber, formatExpiry, cardNumberValid, expiryValid, cvcValid };`,
)() as {
  formatCardNumber(v: string): string;
  formatExpiry(v: string, deleting?: boolean): string;
  cardNumberValid(v: string): boolean;
  expiryValid(v: string, now: Date): boolean;
  cvcValid(v: string): boolean;
};

describe("card number grouping", () => {
  it("groups a Visa number in fours as typed", () => {
    expect(fmt.formatCardNumber("4111")).toBe("4111");
    expect(fmt.formatCardNumber("41111")).toBe("4111 1");
    expect(fmt.formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(fmt.formatCardNumber("4111-1111 1111x1111")).toBe("4111 1111 1111 1111");
  });
  it("groups American Express 4-6-5 and stops at 15 digits", () => {
    expect(fmt.formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(fmt.formatCardNumber("3782822463100059")).toBe("3782 822463 10005");
  });
  it("allows 19 digits for other cards", () => {
    expect(fmt.formatCardNumber("62220000000000000009999")).toBe("6222 0000 0000 0000 000");
  });
});

describe("expiry", () => {
  it("puts the slash in: 1229 becomes 12/29", () => {
    expect(fmt.formatExpiry("1229")).toBe("12/29");
    expect(fmt.formatExpiry("12")).toBe("12/");
    expect(fmt.formatExpiry("122")).toBe("12/2");
  });
  it("keeps a typed slash and a four-digit year", () => {
    expect(fmt.formatExpiry("12/29")).toBe("12/29");
    expect(fmt.formatExpiry("12/2029")).toBe("12/2029");
    expect(fmt.formatExpiry("122029")).toBe("12/2029");
  });
  it("pads a month that can only be one digit", () => {
    expect(fmt.formatExpiry("4")).toBe("04/");
    expect(fmt.formatExpiry("1")).toBe("1");
  });
  it("lets backspace remove the slash it added", () => {
    expect(fmt.formatExpiry("12", true)).toBe("12");
    expect(fmt.formatExpiry("12/", true)).toBe("12/");
  });
});

describe("validity the field re-checks to clear its error", () => {
  const now = new Date("2026-11-28T00:00:00Z");
  it("number: Luhn and length", () => {
    expect(fmt.cardNumberValid("4111 1111 1111 1111")).toBe(true);
    expect(fmt.cardNumberValid("4111 1111 1111 1112")).toBe(false);
    expect(fmt.cardNumberValid("4111")).toBe(false);
  });
  it("expiry: the month must not be over", () => {
    expect(fmt.expiryValid("12/29", now)).toBe(true);
    expect(fmt.expiryValid("11/26", now)).toBe(true);
    expect(fmt.expiryValid("10/26", now)).toBe(false);
    expect(fmt.expiryValid("13/29", now)).toBe(false);
  });
  it("cvc: three or four digits", () => {
    expect(fmt.cvcValid("123")).toBe(true);
    expect(fmt.cvcValid("12")).toBe(false);
  });
});
