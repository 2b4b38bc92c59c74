import { useEffect, useId, useState } from "react";
import { clampQuantity, type QuantityLimits, stepQuantity } from "./quantity";

/**
 * Quantity with − and + buttons (spec part 2 §5). Typing is free while the field is empty (the
 * shopper is mid-edit); any number is corrected at once, and an empty field on leaving it
 * becomes the minimum. Corrections are announced: 'Min qty is {n}' / 'Max qty is {n}'.
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

  const apply = (choice: { qty: number; message: string | null }) => {
    setMessage(choice.message);
    setDraft(String(choice.qty));
    onChange(choice.qty);
  };
  const button =
    "flex h-10 w-10 items-center justify-center text-lg hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-400";
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
