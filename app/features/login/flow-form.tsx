import { createContext, type FormEvent, type ReactNode, useContext } from "react";
import type { FlowState } from "./login-flow";

export interface FlowEnvironment {
  /**
   * The forms post to the page's action when JavaScript is off (the sign-in pages); the popup's
   * forms live only in the browser.
   */
  postable: boolean;
  /**
   * JavaScript runs the flow (after hydration, always in the popup): rules that only JavaScript
   * can apply, such as a button disabled until the password qualifies, apply only then, so the
   * server-rendered form still works without it.
   */
  interactive: boolean;
  /** reCAPTCHA site key for Create Account; "" means no captcha. */
  recaptchaSiteKey: string;
}

export const FlowEnv = createContext<FlowEnvironment>({
  postable: false,
  interactive: true,
  recaptchaSiteKey: "",
});

/** Shared look of the flow's buttons and text links. */
export const PRIMARY_BUTTON =
  "flex h-11 w-full items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
export const SECONDARY_BUTTON =
  "flex h-11 w-full items-center justify-center rounded-full border-2 border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60";
export const TEXT_BUTTON =
  "rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-stone-500 disabled:no-underline";

/**
 * One form of the flow. With JavaScript the browser handles the submit (`onSubmit` gets the
 * fields); without it, on a page, the form posts `intent` and the flow's state to the action.
 */
export function FlowForm({
  intent,
  state,
  omitEmail,
  onSubmit,
  className,
  children,
}: {
  intent: string;
  state: FlowState;
  /** The form has its own e-mail input. */
  omitEmail?: boolean;
  onSubmit(fields: FormData): void;
  className?: string;
  children: ReactNode;
}) {
  const { postable } = useContext(FlowEnv);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };
  return (
    <form
      method={postable ? "post" : undefined}
      noValidate
      onSubmit={submit}
      className={className}
      aria-busy={state.busy || undefined}
    >
      <input type="hidden" name="intent" value={intent} />
      {omitEmail ? null : <input type="hidden" name="email" value={state.email} />}
      <input type="hidden" name="subscriber" value={state.subscriber} />
      <input type="hidden" name="operation" value={state.operation} />
      <input type="hidden" name="signed_in" value={state.signedIn ? "1" : "0"} />
      <input type="hidden" name="reset_from" value={state.resetFrom} />
      {children}
    </form>
  );
}

/** The message under a field: announced when it appears, and named by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

export const INPUT =
  "h-11 w-full rounded-md border border-stone-500 bg-white px-3 text-base text-ink placeholder:text-stone-500 aria-[invalid=true]:border-red-700";
export const LABEL = "mb-1.5 block font-semibold text-ink";
