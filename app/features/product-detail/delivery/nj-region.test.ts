import { describe, expect, it } from "vitest";
import { isInNewJersey } from "./nj-region";

describe("isInNewJersey", () => {
  it("says yes for New Jersey places", () => {
    for (const [name, lat, lon] of [
      ["Edison", 40.5187, -74.4121],
      ["Newark", 40.7357, -74.1724],
      ["Trenton", 40.2171, -74.7429],
      ["Camden", 39.9259, -75.1196],
      ["Atlantic City", 39.3643, -74.4229],
      ["Cape May", 38.9351, -74.906],
      ["Morristown", 40.797, -74.4815],
      ["Paterson", 40.9168, -74.1718],
    ] as const) {
      expect(isInNewJersey(lat, lon), name).toBe(true);
    }
  });

  it("says no for neighbours across the borders and far away", () => {
    for (const [name, lat, lon] of [
      ["Manhattan", 40.7831, -73.9712],
      ["Philadelphia", 39.9526, -75.1652],
      ["Wilmington DE", 39.7391, -75.5398],
      ["Allentown PA", 40.6023, -75.4714],
      ["Staten Island", 40.5795, -74.1502],
      ["Brooklyn", 40.6782, -73.9442],
      ["Whittier CA", 33.9792, -118.0328],
      ["Middletown NY", 41.4459, -74.4229],
    ] as const) {
      expect(isInNewJersey(lat, lon), name).toBe(false);
    }
    expect(isInNewJersey(Number.NaN, 0)).toBe(false);
  });
});
