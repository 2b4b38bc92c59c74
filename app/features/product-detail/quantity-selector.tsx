import { useEffect, useId, useState } from "react";
import { clampQuantity, QUANTITY_MESSAGE_MS, type QuantityLimits, stepQuantity } from "./quantity";

/**
 * Quantity with − and + buttons (spec part 2 §5). Typing is free while the field is empty (the
 * shopper is mid-edit); any number is corrected at once, and an empty field on leaving it
 * becomes the minimum. Corrections are announced: 'Min qty is {n}' / 'Max qty is {n}', and the
 * message goes once it is no longer news (the next valid change, or after QUANTITY_MESSAGE_MS)
 * so it never sits under a quantity that is now right. − at the minimum and + at the maximum are
 * shown disabled (aria-disabled, so focus stays on them); pressing one still says the limit.
 */
export function QuantitySelector({
  value,
  limits,
  onChange,
}: {
  value: number;
  limits: QuantityLimits;
  onChange: (qty: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setDraft(String(value)), [value]);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), QUANTITY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const atMin = value <= limits.min;
  const atMax = value >= limits.max;

  const apply = (choice: { qty: number; message: string | null }) => {
    setMessage(choice.message);
    setDraft(String(choice.qty));
    onChange(choice.qty);
  };
  const button =
    "flex h-10 w-10 items-center justify-center text-lg hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent";
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        Quantity
      </label>
      <div className="inline-flex items-center rounded-md border border-stone-300">
        <button
          type="button"
          className={button}
          aria-label="Decrease quantity"
          aria-disabled={atMin || undefined}
          onClick={() => apply(stepQuantity(value, -1, limits))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          value={draft}
          aria-describedby={`${id}-message`}
          onChange={(event) => {
            const text = event.currentTarget.value;
            if (text.trim() === "") {
              setDraft("");
              return;
            }
            apply(clampQuantity(Number(text), limits));
          }}
          onBlur={() => {
            if (draft.trim() === "") apply(clampQuantity(Number.NaN, limits));
          }}
          className="h-10 w-14 border-x border-stone-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          aria-label="Increase quantity"
          aria-disabled={atMax || undefined}
          onClick={() => apply(stepQuantity(value, 1, limits))}
        >
          +
        </button>
      </div>
      <p id={`${id}-message`} role="status" className="mt-1 min-h-5 text-sm text-red-700">
        {message}
      </p>
    </div>
  );
}
