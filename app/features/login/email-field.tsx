import type { Ref } from "react";
import { emailError } from "../../../contract/validation";
import { FieldError, INPUT, LABEL } from "./flow-form";
import type { LoginFlow } from "./use-login-flow";

/**
 * The sign-in flow's "Email Address" field (the e-mail step and the typed reset): a typed value is
 * judged when the shopper leaves it, an empty one only on submit; typing clears the message.
 */
export function EmailField({
  idPrefix,
  flow,
  fieldRef,
}: {
  idPrefix: string;
  flow: LoginFlow;
  fieldRef?: Ref<HTMLInputElement>;
}) {
  const { state, dispatch } = flow;
  const error = state.errors.email;
  return (
    <div>
      <label htmlFor={`${idPrefix}-email`} className={LABEL}>
        Email Address
      </label>
      <input
        ref={fieldRef}
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        defaultValue={state.email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${idPrefix}-email-error` : undefined}
        onBlur={(e) => {
          const message = e.currentTarget.value.trim() ? emailError(e.currentTarget.value) : null;
          if (message) dispatch({ type: "failed", field: "email", message });
        }}
        onInput={() => dispatch({ type: "edited", field: "email" })}
        className={INPUT}
      />
      <FieldError id={`${idPrefix}-email-error`} message={error} />
    </div>
  );
}
