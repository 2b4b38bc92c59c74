import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  calendarDate,
  carrierHolidays,
  isBusinessDay,
  parseBusinessDays,
  shortDate,
} from "./business-days";

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("business-day calendar", () => {
  it("takes the calendar date in the warehouse's time zone (New York)", () => {
    // 03:00 UTC on Nov 27 is still the evening of Nov 26 in New York.
    expect(calendarDate(new Date("2025-11-27T03:00:00Z"))).toEqual(d("2025-11-26"));
    expect(calendarDate(new Date("2025-11-27T05:30:00Z"))).toEqual(d("2025-11-27"));
  });

  it("skips weekends", () => {
    expect(addBusinessDays(d("2025-11-21"), 1)).toEqual(d("2025-11-24")); // Fri → Mon
    expect(addBusinessDays(d("2025-11-22"), 1)).toEqual(d("2025-11-24")); // Sat → Mon
    expect(addBusinessDays(d("2025-11-24"), 0)).toEqual(d("2025-11-24"));
  });

  it("skips the carrier holidays, observed on the nearest weekday", () => {
    expect(isBusinessDay(d("2025-11-27"))).toBe(false); // Thanksgiving, 4th Thursday
    expect(isBusinessDay(d("2026-05-25"))).toBe(false); // Memorial Day, last Monday
    expect(isBusinessDay(d("2026-09-07"))).toBe(false); // Labor Day, 1st Monday
    expect(isBusinessDay(d("2026-07-03"))).toBe(false); // July 4 on a Saturday → Friday
    expect(isBusinessDay(d("2027-12-24"))).toBe(false); // Christmas on a Saturday → Friday
    expect(isBusinessDay(d("2027-12-31"))).toBe(false); // New Year 2028 on a Saturday → Dec 31
    expect(isBusinessDay(d("2028-12-25"))).toBe(false);
    expect(isBusinessDay(d("2026-12-24"))).toBe(true);
    expect(carrierHolidays(2026).size).toBe(6);
    expect(addBusinessDays(d("2025-11-26"), 3)).toEqual(d("2025-12-02"));
  });

  it("formats as 'Tue, Dec 2'", () => {
    expect(shortDate(d("2025-12-02"))).toBe("Tue, Dec 2");
  });

  it("reads the product's businessDays range", () => {
    const std = { min: 2, max: 5 };
    expect(parseBusinessDays("2-5", std)).toEqual({ min: 2, max: 5 });
    expect(parseBusinessDays("7–14", std)).toEqual({ min: 7, max: 14 });
    expect(parseBusinessDays("3", std)).toEqual({ min: 3, max: 3 });
    expect(parseBusinessDays("5-2", std)).toEqual({ min: 2, max: 5 });
    expect(parseBusinessDays("soon", std)).toEqual(std);
    expect(parseBusinessDays(null, std)).toEqual(std);
  });
});
