import { type Ref, useId } from "react";
import { EmailSummary } from "./email-summary";
import { FlowForm, PRIMARY_BUTTON, TEXT_BUTTON } from "./flow-form";
import { PasswordField } from "./password-field";
import type { LoginFlow } from "./use-login-flow";

/**
 * Step 2, existing account: the password (show/hide), Sign In, and "Forgot Password". A refused
 * sign-in shows the server's message under the password field.
 */
export function SignInStep({ flow, fieldRef }: { flow: LoginFlow; fieldRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  const { state, dispatch } = flow;
  return (
    <div className="flex flex-col gap-4">
      <EmailSummary flow={flow} />
      <FlowForm
        intent="signIn"
        state={state}
        onSubmit={(fields) => void flow.signIn(String(fields.get("password") ?? ""))}
        className="flex flex-col gap-4"
      >
        {/* Lets password managers pair the password with the account. */}
        <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
        <PasswordField
          id={`${id}-password`}
          label="Password"
          name="password"
          autoComplete="current-password"
          error={state.errors.password}
          onInput={() => dispatch({ type: "edited", field: "password" })}
          fieldRef={fieldRef}
        />
        <button type="submit" disabled={state.busy} className={PRIMARY_BUTTON}>
          {state.busy ? "Signing In…" : "Sign In"}
        </button>
      </FlowForm>
      <FlowForm
        intent="forgotPassword"
        state={state}
        onSubmit={() => dispatch({ type: "forgotPassword" })}
        className="text-center"
      >
        <button type="submit" disabled={state.busy} className={TEXT_BUTTON}>
          Forgot Password
        </button>
      </FlowForm>
    </div>
  );
}
