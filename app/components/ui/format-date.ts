// Calendar dates in UTC, so the server and the browser render the same text (hydration never
// differs), written out rather than with Intl.DateTimeFormat (contract/number-text.ts says why).

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "November 20, 2026" (`long`) or "Nov 20, 2026" (`short`, months cut to three letters as en-US
 * does); "" for a value that is not a date.
 */
export function formatUtcDate(iso: string, month: "long" | "short"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const name = MONTHS[date.getUTCMonth()];
  return `${month === "long" ? name : name.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
