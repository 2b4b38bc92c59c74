import { describe, expect, it } from "vitest";
import { localDate, webPushSchedule } from "./web-push-timer";

// The prompt's schedule (spec part 2 §4): 30 s after the trigger (the first page view stores the
// start time), 120000 ms after the stored start time on later page loads, never once the
// permission is answered or unsupported, never again the day it was closed.

const now = Date.parse("2026-11-28T10:00:00Z");
const base = { now, start: null, closedOn: null, today: "2026-11-28", permission: "default" as const };

describe("webPushSchedule", () => {
  it("the first page view is the trigger: due in 30 s, and it stores the start time", () => {
    expect(webPushSchedule(base)).toEqual({ delay: 30_000, storeStart: true });
  });

  it("a later page load is due 120000 ms after the stored start time, at once when that is past", () => {
    expect(webPushSchedule({ ...base, start: String(now - 45_000) })).toEqual({
      delay: 75_000,
      storeStart: false,
    });
    expect(webPushSchedule({ ...base, start: String(now - 120_000) })).toEqual({
      delay: 0,
      storeStart: false,
    });
    expect(webPushSchedule({ ...base, start: String(now - 86_400_000) })).toEqual({
      delay: 0,
      storeStart: false,
    });
  });

  it("a start time that is not a time (or in the future) counts as none", () => {
    for (const start of ["", "soon", "-5", String(now + 60_000)])
      expect(webPushSchedule({ ...base, start })).toEqual({ delay: 30_000, storeStart: true });
  });

  it("not on the day it was closed; again the next day", () => {
    expect(webPushSchedule({ ...base, closedOn: "2026-11-28" })).toEqual({ delay: null, storeStart: false });
    expect(webPushSchedule({ ...base, closedOn: "2026-11-27", start: String(now - 90_000_000) })).toEqual({
      delay: 0,
      storeStart: false,
    });
  });

  it("never once the browser's permission is answered, or without Push and Notification", () => {
    for (const permission of ["granted", "denied", "unsupported"] as const)
      expect(webPushSchedule({ ...base, permission })).toEqual({ delay: null, storeStart: false });
  });
});

describe("localDate", () => {
  it("is the browser's own calendar date, zero-padded", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(localDate(new Date(2026, 10, 28, 0, 0))).toBe("2026-11-28");
  });
});
