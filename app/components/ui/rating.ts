export const STAR_COUNT = 5;

/**
 * Width of the filled part of a five-star row, stepped by half stars (spec part 2 §9):
 * 5 → 100, 4 → 80, 4.3 → 90, 0.5 → 10. Each star owns exactly a fifth of the row (no gaps
 * between stars), so 10 % of the row is exactly half of the first star.
 */
export function ratingPercent(stars: number): number {
  if (!Number.isFinite(stars) || stars <= 0) return 0;
  const halfSteps = Math.round(Math.min(stars, STAR_COUNT) * 2);
  return (halfSteps * 100) / (STAR_COUNT * 2);
}

/** The API's `rating_summary` (0–100, percent of five stars) as stars (0–5). */
export function starsFromSummary(summary: number): number {
  if (!Number.isFinite(summary) || summary <= 0) return 0;
  return (Math.min(summary, 100) * STAR_COUNT) / 100;
}

/** "4.5" or "4": the stepped rating as people read it. */
export function ratingLabel(stars: number): string {
  const stepped = ratingPercent(stars) / (100 / STAR_COUNT);
  return Number.isInteger(stepped) ? String(stepped) : stepped.toFixed(1);
}
