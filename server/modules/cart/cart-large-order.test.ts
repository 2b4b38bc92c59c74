import { describe, expect, it } from "vitest";
import { secondsToStoreMidnight } from "./cart-large-order";

/** The countdown as Intl gives it for every instant: the store's wall clock, read fresh each time. */
function intlSecondsToMidnight(now: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hourCycle: "h23",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Math.max(1, 86_400 - (get("hour") * 3600 + get("minute") * 60 + get("second")));
}

describe("large-order countdown (seconds to the store's midnight)", () => {
  it("matches the store's wall clock every 7 minutes 13 seconds across both DST changes of 2026", () => {
    // Around the spring and autumn changes (2 AM local), then an ordinary day; the step keeps
    // hitting different seconds, and the hour cache is crossed in both directions.
    for (const start of ["2026-03-07T00:00:00Z", "2026-10-31T00:00:00Z", "2026-11-27T00:00:00Z"]) {
      for (let t = Date.parse(start); t < Date.parse(start) + 3 * 86_400_000; t += 433_000) {
        const now = new Date(t);
        expect(secondsToStoreMidnight(now), now.toISOString()).toBe(intlSecondsToMidnight(now));
      }
    }
  });

  it("counts down within an hour and restarts at the store's midnight (EST: 05:00 UTC)", () => {
    expect(secondsToStoreMidnight(new Date("2026-11-27T04:59:59.500Z"))).toBe(1);
    expect(secondsToStoreMidnight(new Date("2026-11-27T05:00:00.000Z"))).toBe(86_400);
    expect(secondsToStoreMidnight(new Date("2026-11-27T04:00:00.000Z"))).toBe(3600);
    // Back to an earlier hour: the kept hour is not reused for it.
    expect(secondsToStoreMidnight(new Date("2026-11-26T17:00:00.000Z"))).toBe(12 * 3600);
  });
});
