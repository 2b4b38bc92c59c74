import { type Ref, useContext, useId, useRef, useState } from "react";
import { isCommonPassword } from "../../../contract/common-passwords";
import { AUTH_MESSAGES, PERSON_NAME_MAX_LENGTH } from "../../../contract/validation";
import { EmailSummary } from "./email-summary";
import { FieldError, FlowEnv, FlowForm, INPUT, LABEL, PRIMARY_BUTTON } from "./flow-form";
import { canCreate } from "./login-commands";
import { NewsletterSwitch } from "./newsletter-switch";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";
import { Recaptcha, type RecaptchaHandle } from "./recaptcha";
import type { LoginFlow } from "./use-login-flow";

/** A name field of Create Account; a refusal names it, typing clears that. */
function NameField({
  id,
  flow,
  field,
  label,
  autoComplete,
  fieldRef,
}: {
  id: string;
  flow: LoginFlow;
  field: "firstname" | "lastname";
  label: string;
  autoComplete: "given-name" | "family-name";
  fieldRef?: Ref<HTMLInputElement>;
}) {
  const { state, dispatch } = flow;
  const error = state.errors[field];
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        ref={fieldRef}
        id={id}
        name={field}
        type="text"
        autoComplete={autoComplete}
        maxLength={PERSON_NAME_MAX_LENGTH}
        defaultValue={state[field]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={() => dispatch({ type: "edited", field })}
        className={INPUT}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Step 2, new account: the first and last name (the greeting and the account use them), a
 * password with the live checklist (Create stays disabled until it holds
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
      firstname: String(fields.get("firstname") ?? ""),
      lastname: String(fields.get("lastname") ?? ""),
      password: typed,
      subscribe: fields.get("is_subscribed") === "1",
      captchaRequired: recaptchaSiteKey !== "",
      captchaToken: captcha.current?.token() ?? null,
    });
    if (result.resetCaptcha) captcha.current?.reset();
    // A refused field takes the focus, so a keyboard or screen-reader user lands on what to fix.
    const refused = result.event?.type === "failed" ? result.event.field : null;
    if (refused === "firstname" || refused === "lastname" || refused === "password") {
      document.getElementById(`${id}-${refused}`)?.focus();
    }
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
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
          <NameField
            id={`${id}-firstname`}
            flow={flow}
            field="firstname"
            label="First Name"
            autoComplete="given-name"
            fieldRef={fieldRef}
          />
          <NameField
            id={`${id}-lastname`}
            flow={flow}
            field="lastname"
            label="Last Name"
            autoComplete="family-name"
          />
        </div>
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
