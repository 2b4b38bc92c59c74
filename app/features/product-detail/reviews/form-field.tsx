import { useId } from "react";

/**
 * A labelled text input or textarea with its validation message: the message is tied to the field
 * (aria-describedby, aria-invalid) and announced when it appears.
 */
export function FormField({
  label,
  name,
  value,
  onChange,
  error,
  multiline = false,
  hint,
  maxLength,
  required = true,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  hint?: string;
  maxLength?: number;
  required?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    value,
    maxLength,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `mt-1 w-full rounded-md border px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700 ${
      error ? "border-red-700" : "border-stone-400"
    }`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
        {required ? null : <span className="font-normal text-stone-600"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
