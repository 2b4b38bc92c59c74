import { type Ref, useContext, useId } from "react";
import { VERIFY_CODE_LENGTH } from "../../../contract/constants";
import { verifyCodeError } from "../../../contract/validation";
import { FieldError, FlowEnv, FlowForm, INPUT, LABEL, PRIMARY_BUTTON, TEXT_BUTTON } from "./flow-form";
import { countdownLabel } from "./resend-countdown";
import type { LoginFlow } from "./use-login-flow";
import { useResendCountdown } from "./use-resend-countdown";

/**
 * Step 3: the six-character code from the e-mail. Verify; ask for a new code once the countdown
 * has run out; after registering, "Sign up Later" goes on without verifying.
 */
export function CodeStep({ flow, fieldRef }: { flow: LoginFlow; fieldRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  const { state, dispatch } = flow;
  const { interactive } = useContext(FlowEnv);
  const secondsLeft = useResendCountdown(state.sends, state.resendAfter);
  // Without JavaScript nothing counts down: the server refuses an early resend and says how long.
  const canResend = !interactive || secondsLeft <= 0;
  const error = state.errors.code;
  const purpose =
    state.operation === "forget_password" ? "to set a new password" : "to verify your email address";
  return (
    <div className="flex flex-col gap-4">
      <FlowForm
        intent="verify"
        state={state}
        onSubmit={(fields) => void flow.verify(String(fields.get("verify_code") ?? ""))}
        className="flex flex-col gap-4"
      >
        <p className="text-stone-700">
          We sent a {VERIFY_CODE_LENGTH}-character code to{" "}
          <strong className="break-all">{state.email}</strong>. Enter it below {purpose}.
        </p>
        <div>
          <label htmlFor={`${id}-code`} className={LABEL}>
            Verification Code
          </label>
          <input
            ref={fieldRef}
            id={`${id}-code`}
            name="verify_code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={VERIFY_CODE_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-code-error` : undefined}
            onBlur={(e) => {
              const message = e.currentTarget.value.trim() ? verifyCodeError(e.currentTarget.value) : null;
              if (message) dispatch({ type: "failed", field: "code", message });
            }}
            onInput={() => dispatch({ type: "edited", field: "code" })}
            className={`${INPUT} font-mono tracking-[0.3em] uppercase`}
          />
          <FieldError id={`${id}-code-error`} message={error} />
        </div>
        <button type="submit" disabled={state.busy} className={PRIMARY_BUTTON}>
          {state.busy ? "Verifying…" : "Verify"}
        </button>
      </FlowForm>
      {state.notice ? (
        <p role="status" className="text-sm text-brand-800">
          {state.notice}
        </p>
      ) : null}
      <FlowForm
        intent="resend"
        state={state}
        onSubmit={() => void flow.resend()}
        className="text-center text-sm text-stone-700"
      >
        {canResend ? (
          <>
            Didn't get the code?{" "}
            <button type="submit" disabled={state.busy} className={TEXT_BUTTON}>
              Resend Code
            </button>
          </>
        ) : (
          <span>You can ask for a new code in {countdownLabel(secondsLeft)}s</span>
        )}
      </FlowForm>
      {state.operation === "register" && state.signedIn ? (
        <FlowForm
          intent="signUpLater"
          state={state}
          onSubmit={() => void flow.signUpLater()}
          className="text-center"
        >
          <button type="submit" disabled={state.busy} className={TEXT_BUTTON}>
            Sign up Later
          </button>
        </FlowForm>
      ) : null}
    </div>
  );
}
