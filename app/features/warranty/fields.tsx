import { useId } from "react";

/**
 * A labelled input with its hint and validation message tied to it (aria-describedby,
 * aria-invalid); uncontrolled, so a form posted without JavaScript keeps what was typed.
 */
export function Field({
  label,
  name,
  defaultValue,
  error,
  hint,
  type = "text",
  required = true,
  multiline = false,
  ...rest
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  type?: "text" | "date" | "tel";
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  min?: string;
  max?: string;
  autoComplete?: string;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue,
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
      {multiline ? <textarea {...common} {...rest} rows={5} /> : <input {...common} {...rest} type={type} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Mar 14, 2027" for a YYYY-MM-DD day. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return Number.isFinite(y) && m >= 1 && m <= 12 ? `${months[m - 1]} ${d}, ${y}` : day;
}
