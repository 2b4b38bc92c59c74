// Business-day calendar of the shipping estimate: weekends and the carriers' holidays (New Year's
// Day, Memorial Day, Independence Day, Labor Day, Thanksgiving, Christmas; a holiday on a
// Saturday is observed the Friday before, on a Sunday the Monday after) are not business days.
// Days are calendar dates in the warehouse's time zone, handled as UTC midnights.

export const WAREHOUSE_TIME_ZONE = "America/New_York";
const DAY_MS = 86_400_000;

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

/** The calendar date (UTC midnight) that `instant` falls on in `timeZone`. */
export function calendarDate(instant: Date, timeZone = WAREHOUSE_TIME_ZONE): Date {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return utc(n("year"), n("month"), n("day"));
}

/** The `nth` (1-based) `weekday` (0 Sunday) of a month; nth -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth > 0) {
    const first = utc(year, month, 1);
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return utc(year, month, 1 + offset + (nth - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  const offset = (last.getUTCDay() - weekday + 7) % 7;
  return utc(year, month, last.getUTCDate() - offset);
}

function observed(date: Date): Date {
  const day = date.getUTCDay();
  if (day === 6) return new Date(date.getTime() - DAY_MS);
  if (day === 0) return new Date(date.getTime() + DAY_MS);
  return date;
}

const holidayCache = new Map<number, Set<number>>();

/** Carrier holidays of a year (observed dates), as UTC-midnight timestamps. */
export function carrierHolidays(year: number): Set<number> {
  let set = holidayCache.get(year);
  if (set) return set;
  set = new Set(
    [
      observed(utc(year, 1, 1)),
      nthWeekday(year, 5, 1, -1),
      observed(utc(year, 7, 4)),
      nthWeekday(year, 9, 1, 1),
      nthWeekday(year, 11, 4, 4),
      observed(utc(year, 12, 25)),
    ].map((d) => d.getTime()),
  );
  // New Year's Day of next year observed on Dec 31 of this one.
  const nextNewYear = observed(utc(year + 1, 1, 1));
  if (nextNewYear.getUTCFullYear() === year) set.add(nextNewYear.getTime());
  holidayCache.set(year, set);
  return set;
}

export function isBusinessDay(date: Date): boolean {
  const day = date.getUTCDay();
  if (day === 0 || day === 6) return false;
  return !carrierHolidays(date.getUTCFullYear()).has(date.getTime());
}

/** The date `days` business days after `from` (a calendar date); `from` itself is day 0. */
export function addBusinessDays(from: Date, days: number): Date {
  let date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (isBusinessDay(date)) left--;
  }
  return date;
}

const SHORT_DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Tue, Dec 2". */
export function shortDate(date: Date): string {
  return SHORT_DATE.format(date);
}

/** "2-5" → { min: 2, max: 5 }; "3" → 3–3; anything unreadable → the standard 2–5. */
export function parseBusinessDays(
  value: string | null | undefined,
  fallback: { min: number; max: number },
): { min: number; max: number } {
  const m = /^\s*(\d{1,2})\s*(?:[-–]\s*(\d{1,2}))?\s*$/.exec(value ?? "");
  if (!m) return { ...fallback };
  const a = Number(m[1]);
  const b = m[2] === undefined ? a : Number(m[2]);
  return a <= b ? { min: a, max: b } : { min: b, max: a };
}
