// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addMonths, coveragesFor, makerTerms } from "./warranty-terms";

const base = {
  topKey: "furniture",
  subKey: "sofas-sectionals",
  priceCents: 49_999,
  start: "2026-03-14",
  plan: null,
  plusMember: false,
  today: "2026-11-28",
};

describe("warranty terms", () => {
  it("gives most products a 1-year maker's warranty, its last day the day before the anniversary", () => {
    expect(coveragesFor(base)).toEqual([
      {
        kind: "maker",
        title: "1-Year Limited Warranty",
        start_date: "2026-03-14",
        end_date: "2027-03-13",
        state: "active",
      },
    ]);
  });

  it("gives a mini-split 5-year parts and 8-year compressor warranties", () => {
    const out = coveragesFor({ ...base, topKey: "appliance", subKey: "mini-split-air-conditioners" });
    expect(out.map((c) => [c.title, c.start_date, c.end_date])).toEqual([
      ["5-Year Parts Warranty", "2026-03-14", "2031-03-13"],
      ["8-Year Compressor Warranty", "2026-03-14", "2034-03-13"],
    ]);
  });

  it("gives massage chairs of $1,000 or more 3-year care, cheaper ones 1 year", () => {
    const chair = { ...base, topKey: "health-beauty", subKey: "massage-chairs" };
    expect(coveragesFor({ ...chair, priceCents: 1_000_00 }).map((c) => [c.title, c.end_date])).toEqual([
      ["3-Year Care Warranty", "2029-03-13"],
    ]);
    expect(coveragesFor({ ...chair, priceCents: 999_99 }).map((c) => [c.title, c.end_date])).toEqual([
      ["1-Year Limited Warranty", "2027-03-13"],
    ]);
    expect(makerTerms("health-beauty", "hair-care", 2_000_00)).toEqual([["1-Year Limited Warranty", 12]]);
  });

  it("adds the protection plan bought with it, its term from the coverage start", () => {
    const out = coveragesFor({ ...base, plan: { title: "3-Year Furniture Protection Plan", months: 36 } });
    expect(out[1]).toEqual({
      kind: "plan",
      title: "3-Year Furniture Protection Plan",
      start_date: "2026-03-14",
      end_date: "2029-03-13",
      state: "active",
    });
  });

  it("adds the Plus+ extra year after the maker's warranty, upcoming until then", () => {
    const out = coveragesFor({ ...base, plusMember: true });
    expect(out[1]).toEqual({
      kind: "plus",
      title: "Plus+ Extra 1-Year Warranty",
      start_date: "2027-03-14",
      end_date: "2028-03-13",
      state: "upcoming",
    });
    // After a mini-split's parts warranty (the whole product's).
    const split = coveragesFor({ ...base, subKey: "mini-split-air-conditioners", plusMember: true });
    expect(split[2].start_date).toBe("2031-03-14");
    expect(split[2].end_date).toBe("2032-03-13");
  });

  it("says active on the last day and expired the day after", () => {
    expect(coveragesFor({ ...base, today: "2027-03-13" })[0].state).toBe("active");
    expect(coveragesFor({ ...base, today: "2027-03-14" })[0].state).toBe("expired");
    expect(coveragesFor({ ...base, today: "2026-03-14" })[0].state).toBe("active");
    expect(coveragesFor({ ...base, today: "2026-03-13" })[0].state).toBe("upcoming");
  });

  it("moves the 29th–31st to the last day of a shorter month", () => {
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(coveragesFor({ ...base, start: "2024-02-29", today: "2025-02-27" })[0].end_date).toBe(
      "2025-02-27",
    );
  });
});
