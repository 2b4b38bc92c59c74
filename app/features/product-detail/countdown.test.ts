import { describe, expect, it } from "vitest";
import { formatCountdown } from "./countdown";

describe("Drop Price countdown format HH : mm : ss (spec part 2 §9)", () => {
  it("pads every part to two digits", () => {
    expect(formatCountdown(3 * 3600 + 4 * 60 + 5)).toBe("03 : 04 : 05");
    expect(formatCountdown(59)).toBe("00 : 00 : 59");
  });

  it("does not wrap hours at a day", () => {
    expect(formatCountdown(50 * 3600)).toBe("50 : 00 : 00");
  });

  it("reads zeros for an ended or missing time and ignores fractions", () => {
    expect(formatCountdown(0)).toBe("00 : 00 : 00");
    expect(formatCountdown(-10)).toBe("00 : 00 : 00");
    expect(formatCountdown(Number.NaN)).toBe("00 : 00 : 00");
    expect(formatCountdown(61.9)).toBe("00 : 01 : 01");
  });
});
