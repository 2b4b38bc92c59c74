import { type Ref, useId } from "react";
import { Link } from "react-router";
import { LOGIN_PATH } from "../session/account-paths";
import { EmailField } from "./email-field";
import { FieldError, FlowForm, PRIMARY_BUTTON, TEXT_BUTTON } from "./flow-form";
import type { LoginFlow } from "./use-login-flow";

/**
 * Reset a Password: e-mails a code for the address, then the code step. Reached from "Forgot
 * Password" (the address is known; back goes to Sign In) or on the ForgotPassword page (the
 * address is typed; back goes to the Login page).
 */
export function ResetStep({
  flow,
  fieldRef,
}: {
  flow: LoginFlow;
  fieldRef?: Ref<HTMLInputElement | HTMLButtonElement>;
}) {
  const id = useId();
  const { state, dispatch } = flow;
  const typed = state.resetFrom === "page";
  const error = state.errors.email;
  return (
    <div className="flex flex-col gap-4">
      <FlowForm
        intent="reset"
        state={state}
        omitEmail={typed}
        onSubmit={(fields) => void flow.sendResetCode(String(fields.get("email") ?? ""))}
        className="flex flex-col gap-4"
      >
        {typed ? (
          <>
            <p className="text-stone-700">
              Enter the email address of your account and we will send you a code to set a new password.
            </p>
            <EmailField idPrefix={id} flow={flow} fieldRef={fieldRef as Ref<HTMLInputElement>} />
          </>
        ) : (
          <>
            <p className="text-stone-700">
              We will send a verification code to <strong className="break-all">{state.email}</strong>. Enter
              it on the next step to set a new password.
            </p>
            <FieldError id={`${id}-email-error`} message={error} />
          </>
        )}
        <button
          ref={typed ? undefined : (fieldRef as Ref<HTMLButtonElement>)}
          type="submit"
          disabled={state.busy}
          className={PRIMARY_BUTTON}
        >
          {state.busy ? "Sending…" : "Reset a Password"}
        </button>
      </FlowForm>
      {typed ? (
        <p className="text-center">
          <Link to={backToLogin(state.email)} className={TEXT_BUTTON}>
            Back to Sign In
          </Link>
        </p>
      ) : (
        <FlowForm
          intent="backToSignIn"
          state={state}
          onSubmit={() => dispatch({ type: "backToSignIn" })}
          className="text-center"
        >
          <button type="submit" disabled={state.busy} className={TEXT_BUTTON}>
            Back to Sign In
          </button>
        </FlowForm>
      )}
    </div>
  );
}

function backToLogin(email: string): string {
  return email ? `${LOGIN_PATH}?${new URLSearchParams({ email })}` : LOGIN_PATH;
}
