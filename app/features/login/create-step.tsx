import { type Ref, useContext, useId, useRef, useState } from "react";
import { isCommonPassword } from "../../../contract/common-passwords";
import { AUTH_MESSAGES } from "../../../contract/validation";
import { EmailSummary } from "./email-summary";
import { FlowEnv, FlowForm, PRIMARY_BUTTON } from "./flow-form";
import { canCreate } from "./login-commands";
import { NewsletterSwitch } from "./newsletter-switch";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";
import { Recaptcha, type RecaptchaHandle } from "./recaptcha";
import type { LoginFlow } from "./use-login-flow";

/**
 * Step 2, new account: a password with the live checklist (Create stays disabled until it holds
 * and the password is not a common one), the newsletter opt-in when the address is not subscribed
 * yet, and the captcha when one is configured. A refused registration shows the server's message
 * (under the field and as a toast) and resets the captcha.
 */
export function CreateStep({ flow, fieldRef }: { flow: LoginFlow; fieldRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  const { state, dispatch } = flow;
  const { interactive, recaptchaSiteKey } = useContext(FlowEnv);
  const [password, setPassword] = useState("");
  const [subscribe, setSubscribe] = useState(false);
  const captcha = useRef<RecaptchaHandle>(null);
  const common = password !== "" && isCommonPassword(password);
  const error = state.errors.password ?? (common ? AUTH_MESSAGES.commonPassword : undefined);
  const ready = canCreate(password);

  const submit = async (fields: FormData) => {
    const typed = String(fields.get("password") ?? "");
    const result = await flow.create({
      password: typed,
      subscribe: fields.get("is_subscribed") === "1",
      captchaRequired: recaptchaSiteKey !== "",
      captchaToken: captcha.current?.token() ?? null,
    });
    if (result.resetCaptcha) captcha.current?.reset();
  };

  return (
    <div className="flex flex-col gap-4">
      <EmailSummary flow={flow} />
      <FlowForm
        intent="create"
        state={state}
        onSubmit={(fields) => void submit(fields)}
        className="flex flex-col gap-4"
      >
        <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
        <div>
          <PasswordField
            id={`${id}-password`}
            label="Create a Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            onInput={() => dispatch({ type: "edited", field: "password" })}
            error={error}
            describedBy={`${id}-checklist`}
            fieldRef={fieldRef}
          />
          <PasswordChecklist id={`${id}-checklist`} password={password} />
        </div>
        {state.subscriber === 0 ? <NewsletterSwitch checked={subscribe} onChange={setSubscribe} /> : null}
        {recaptchaSiteKey ? (
          <Recaptcha
            siteKey={recaptchaSiteKey}
            handleRef={captcha}
            error={state.errors.captcha}
            errorId={`${id}-captcha-error`}
          />
        ) : null}
        <button type="submit" disabled={state.busy || (interactive && !ready)} className={PRIMARY_BUTTON}>
          {state.busy ? "Creating Account…" : "Create Account"}
        </button>
      </FlowForm>
    </div>
  );
}
