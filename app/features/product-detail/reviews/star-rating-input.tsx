import { useId } from "react";

const STAR_CHOICES = [1, 2, 3, 4, 5] as const;

/**
 * "Your rating": five radios named `rating` drawn as stars over visually hidden inputs (arrow keys
 * move between them, a click on a star picks it), with the rule's message tied to the group. One
 * component for the product page's review dialog and the account's Write a Review page.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  large = false,
}: {
  value: number | null;
  onChange: (star: number) => void;
  error?: string;
  large?: boolean;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-stone-900">Your rating</legend>
      <div className="mt-1 flex gap-1">
        {STAR_CHOICES.map((star) => (
          <label key={star} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
            />
            <span className="sr-only">{`${star} ${star === 1 ? "star" : "stars"}`}</span>
            <span
              aria-hidden="true"
              className={`block ${large ? "text-4xl" : "text-3xl"} leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 ${
                value !== null && star <= value ? "text-amber-600" : "text-stone-400"
              }`}
            >
              ★
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
