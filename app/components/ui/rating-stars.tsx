import { formatWhole } from "../../../contract/number-text";
import { ratingLabel, ratingPercent, STAR_COUNT, starsFromSummary } from "./rating";

/**
 * Star rating from the API's `rating_summary` (0–100), filled in half-star steps, with the
 * review count. The stars are one element (`.rating-stars` in app.css: a star mask over a
 * two-colour fill, each star a fifth of the width) because a grid shows dozens of them.
 * The whole thing reads as one phrase: "Rated 4.5 out of 5, 120 reviews".
 */
export function RatingStars({ summary, count }: { summary: number; count?: number }) {
  const stars = starsFromSummary(summary);
  const reviews = count === undefined ? "" : `, ${count} ${count === 1 ? "review" : "reviews"}`;
  return (
    <span className="flex items-center gap-1 text-xs text-stone-700">
      <span
        role="img"
        aria-label={`Rated ${ratingLabel(stars)} out of ${STAR_COUNT}${reviews}`}
        className="rating-stars"
        style={{ "--fill": `${ratingPercent(stars)}%` } as React.CSSProperties}
      />
      {count === undefined ? null : <span aria-hidden="true">{`(${formatWhole(count)})`}</span>}
    </span>
  );
}
