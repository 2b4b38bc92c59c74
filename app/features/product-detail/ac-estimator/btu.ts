import {
  AC_SIZING,
  AC_SIZING_MAX_SQFT,
  TEMPERATURE_MAX_F,
  TEMPERATURE_MIN_F,
} from "../../../../contract/constants";

// Air-conditioner sizing (spec part 2 §5, §8, §9). Boundary rule (the spec leaves it open): a
// shared value belongs to the LOWER row, i.e. each row covers (previous max, max]: 450 sq ft →
// 9000 BTU, 451 → 12000, 1500 → 24000, anything above 1500 → no estimate.

export const AC_MESSAGES = {
  squareFeetRequired: "Square Feet is required.",
  squareFeetInvalid: "Please enter the area as a number of square feet greater than 0.",
  temperature: `The temperature must be between ${TEMPERATURE_MIN_F}-${TEMPERATURE_MAX_F}°F.`,
  unable:
    "Sorry, we were unable to provide an estimation based on your selections at this time. We will launch more powerful air conditioners in the future, so stay tuned",
} as const;

export const TEMPERATURE_PLACEHOLDER = `${TEMPERATURE_MIN_F}-${TEMPERATURE_MAX_F}°F`;

/** The recommended BTU for an area, or null when it is above the largest unit's range. */
export function recommendBtu(squareFeet: number): number | null {
  if (!Number.isFinite(squareFeet) || squareFeet <= 0 || squareFeet > AC_SIZING_MAX_SQFT) return null;
  return AC_SIZING.find((row) => squareFeet <= row.maxSqft)?.btu ?? null;
}

/** Message for the square-feet field, or null when valid (required; a number above 0). */
export function squareFeetError(value: string): string | null {
  const v = value.trim();
  if (v === "") return AC_MESSAGES.squareFeetRequired;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) return AC_MESSAGES.squareFeetInvalid;
  return null;
}

/** Message for an optional temperature field, or null when empty or within 60–90 °F. */
export function temperatureError(value: string): string | null {
  const v = value.trim();
  if (v === "") return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < TEMPERATURE_MIN_F || n > TEMPERATURE_MAX_F) return AC_MESSAGES.temperature;
  return null;
}
