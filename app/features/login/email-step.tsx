import { type Ref, useId } from "react";
import { EmailField } from "./email-field";
import { FlowForm, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./flow-form";
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
  const { state } = flow;
  return (
    <FlowForm
      intent="email"
      state={state}
      omitEmail
      onSubmit={(fields) => void flow.continueWithEmail(String(fields.get("email") ?? ""))}
      className="flex flex-col gap-4"
    >
      <p className="text-stone-700">Enter your email address to sign in or to create an account.</p>
      <EmailField idPrefix={id} flow={flow} fieldRef={fieldRef} />
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
