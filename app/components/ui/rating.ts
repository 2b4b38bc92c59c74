export const STAR_COUNT = 5;
/** Each star owns a fifth of the row: a 16-unit glyph and a 4-unit gap (20 units, 20 %). */
const PERCENT_PER_STAR = 20;
/** Half of the 16-unit glyph: the spec's "0.5 gives about 8 %". */
const PERCENT_PER_HALF_STAR = 8;

/** Stars rounded to the nearest half star, clamped to 0–5. */
export function halfStepStars(stars: number): number {
  if (!Number.isFinite(stars) || stars <= 0) return 0;
  return Math.round(Math.min(stars, STAR_COUNT) * 2) / 2;
}

/**
 * Width of the filled part of a five-star row, stepped by half stars (spec part 2 §9):
 * 5 → 100, 4 → 80, 0.5 → 8 (half of the first glyph; the row's gaps are not filled).
 */
export function ratingPercent(stars: number): number {
  const stepped = halfStepStars(stars);
  const whole = Math.floor(stepped);
  return whole * PERCENT_PER_STAR + (stepped > whole ? PERCENT_PER_HALF_STAR : 0);
}

/** The API's `rating_summary` (0–100, percent of five stars) as stars (0–5). */
export function starsFromSummary(summary: number): number {
  if (!Number.isFinite(summary) || summary <= 0) return 0;
  return (Math.min(summary, 100) * STAR_COUNT) / 100;
}

/** "4.5" or "4": the stepped rating as people read it. */
export function ratingLabel(stars: number): string {
  const stepped = halfStepStars(stars);
  return Number.isInteger(stepped) ? String(stepped) : stepped.toFixed(1);
}
