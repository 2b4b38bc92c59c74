import { useId, useState } from "react";
import { emailError } from "../../../contract/email-rule";

/**
 * The e-mail field and button of a newsletter form, checked in the browser with the same rule the
 * server applies (contract/validation.ts). `error` is the server's word after a submit.
 */
export function NewsletterFields({
  label,
  error,
  busy,
  tone = "light",
}: {
  label: React.ReactNode;
  error?: string | null;
  busy?: boolean;
  tone?: "light" | "dark";
}) {
  const id = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  const shown = clientError ?? error ?? null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={tone === "dark" ? "font-semibold text-white" : "font-semibold text-ink"}>
        {label}
      </label>
      <div className="flex max-w-md">
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onBlur={(e) =>
            setClientError(e.currentTarget.value === "" ? null : emailError(e.currentTarget.value))
          }
          onInput={() => setClientError(null)}
          className="h-11 min-w-0 flex-1 rounded-l-md border border-stone-500 bg-white px-3 text-base text-ink placeholder:text-stone-600"
        />
        <button
          type="submit"
          disabled={busy}
          className="h-11 shrink-0 rounded-r-md bg-accent-600 px-4 font-semibold text-white hover:bg-orange-800 disabled:opacity-70"
        >
          {busy ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      {shown ? (
        <p
          id={`${id}-error`}
          role="alert"
          className={tone === "dark" ? "text-sm text-red-300" : "text-sm text-red-700"}
        >
          {shown}
        </p>
      ) : null}
    </div>
  );
}
