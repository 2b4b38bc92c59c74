import type { ReactNode } from "react";

// The look of the account forms (the same as the sign-in forms), and their message pieces.

export const INPUT =
  "h-11 w-full rounded-md border border-stone-500 bg-white px-3 text-base text-ink placeholder:text-stone-500 aria-[invalid=true]:border-red-700";
export const LABEL = "mb-1.5 block font-semibold text-ink";
export const HINT = "mt-1 text-sm text-stone-600";
export const PRIMARY_BUTTON =
  "inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
export const SECONDARY_BUTTON =
  "inline-flex h-11 items-center justify-center rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
export const TEXT_LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** A field's message: announced when it appears, and named by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

/** aria-describedby of a field: its error (when shown) and its hints. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

/**
 * The outcome of a form posted without JavaScript (the page came back from the action): a status
 * line under the form. With JavaScript the same outcome is a toast instead.
 */
export function FormStatus({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`mt-4 rounded-md border p-3 text-sm ${ok ? "border-brand-100 bg-brand-50 text-brand-800" : "border-red-200 bg-red-50 text-red-800"}`}
    >
      {children}
    </p>
  );
}
