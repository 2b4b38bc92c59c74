import { type Ref, useId } from "react";
import { emailError } from "../../../contract/validation";
import { FieldError, FlowForm, INPUT, LABEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./flow-form";
import type { LoginFlow } from "./use-login-flow";

/**
 * Step 1: the e-mail, then Continue (Sign In for an existing account, Create Account otherwise).
 * On the shipping-address and pay pages the shopper may also go on as a guest.
 */
export function EmailStep({
  flow,
  fieldRef,
  onGuest,
}: {
  flow: LoginFlow;
  fieldRef?: Ref<HTMLInputElement>;
  /** Offered on the shipping-address and pay pages: closes the popup and stays. */
  onGuest?: () => void;
}) {
  const id = useId();
  const { state, dispatch } = flow;
  const error = state.errors.email;
  return (
    <FlowForm
      intent="email"
      state={state}
      omitEmail
      onSubmit={(fields) => void flow.continueWithEmail(String(fields.get("email") ?? ""))}
      className="flex flex-col gap-4"
    >
      <p className="text-stone-700">Enter your email address to sign in or to create an account.</p>
      <div>
        <label htmlFor={`${id}-email`} className={LABEL}>
          Email Address
        </label>
        <input
          ref={fieldRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          defaultValue={state.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
          onBlur={(e) => {
            // Only a typed value is judged on blur; an empty field is judged on Continue.
            const message = e.currentTarget.value.trim() ? emailError(e.currentTarget.value) : null;
            if (message) dispatch({ type: "failed", field: "email", message });
          }}
          onInput={() => dispatch({ type: "edited", field: "email" })}
          className={INPUT}
        />
        <FieldError id={`${id}-email-error`} message={error} />
      </div>
      <button type="submit" disabled={state.busy} className={PRIMARY_BUTTON}>
        {state.busy ? "Checking…" : "Continue"}
      </button>
      {onGuest ? (
        <button type="button" onClick={onGuest} className={SECONDARY_BUTTON}>
          Continue as Guest
        </button>
      ) : null}
    </FlowForm>
  );
}
