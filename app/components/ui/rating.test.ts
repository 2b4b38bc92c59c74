// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ratingLabel, ratingPercent, starsFromSummary } from "./rating";

describe("ratingPercent", () => {
  it("fills 20 % per star", () => {
    expect(ratingPercent(5)).toBe(100);
    expect(ratingPercent(4)).toBe(80);
    expect(ratingPercent(1)).toBe(20);
  });

  it("steps by half stars; half a star fills about 8 % (half of a glyph, not of its slot)", () => {
    expect(ratingPercent(0.5)).toBe(8);
    expect(ratingPercent(4.5)).toBe(88);
    expect(ratingPercent(4.3)).toBe(88);
    expect(ratingPercent(4.2)).toBe(80);
    expect(ratingPercent(4.75)).toBe(100);
    expect(ratingPercent(0.2)).toBe(0);
  });

  it("clamps to an empty or a full row", () => {
    expect(ratingPercent(0)).toBe(0);
    expect(ratingPercent(-3)).toBe(0);
    expect(ratingPercent(7)).toBe(100);
    expect(ratingPercent(Number.NaN)).toBe(0);
  });
});

describe("starsFromSummary", () => {
  it("turns percent of five stars into stars", () => {
    expect(starsFromSummary(100)).toBe(5);
    expect(starsFromSummary(80)).toBe(4);
    expect(starsFromSummary(90)).toBe(4.5);
    expect(starsFromSummary(0)).toBe(0);
    expect(starsFromSummary(150)).toBe(5);
  });

  it("combines with ratingPercent into the stepped fill", () => {
    expect(ratingPercent(starsFromSummary(86))).toBe(88);
    expect(ratingPercent(starsFromSummary(84))).toBe(80);
  });
});

describe("ratingLabel", () => {
  it("reads the stepped value", () => {
    expect(ratingLabel(4.3)).toBe("4.5");
    expect(ratingLabel(4)).toBe("4");
    expect(ratingLabel(0)).toBe("0");
  });
});
