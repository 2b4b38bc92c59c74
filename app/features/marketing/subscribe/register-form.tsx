// The success drawer's register-by-password form (spec part 2 §3 Register payload, §5, §8): the
// store's register call with register_type normal and is_subscribed 1, the captcha the store's
// sign-up uses, then the store's code step (the account is signed in, unverified; verifying it
// confirms the newsletter sign-up, which grants the bundle).
import { type FormEvent, useId, useRef, useState } from "react";
import { isCommonPassword } from "../../../../contract/common-passwords";
import {
  AUTH_MESSAGES,
  newPasswordError,
  PERSON_NAME_MAX_LENGTH,
  personNameError,
} from "../../../../contract/validation";
import { browserLoginApi } from "../../login/browser-login-api";
import { FieldError, INPUT, LABEL, PRIMARY_BUTTON } from "../../login/flow-form";
import { PasswordField } from "../../login/password-field";
import { Recaptcha, type RecaptchaHandle } from "../../login/recaptcha";
import { useRecaptchaSiteKey } from "../../login/use-recaptcha-site-key";
import { notify } from "../../toast/notify";

/** The password hints of spec part 2 §5, each checked as the shopper types. */
export const PASSWORD_HINTS = [
  { label: "At least 6 characters", test: (v: string) => v.length >= 6 },
  {
    label: "At least contains a letter and a number",
    test: (v: string) => /[A-Za-z]/.test(v) && /\d/.test(v),
  },
] as const;

/** The code step of the store's sign-up, back to this page once verified. */
export function verifyPageUrl(email: string, back: string): string {
  const query = new URLSearchParams({ email, type: "register", redirect: back });
  return `/customer/account/confirm-verification-code?${query}`;
}

type Field = "firstname" | "lastname" | "password";

export function RegisterForm({ email }: { email: string }) {
  const id = useId();
  const siteKey = useRecaptchaSiteKey();
  const captcha = useRef<RecaptchaHandle>(null);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const firstname = String(form.get("firstname") ?? "");
    const lastname = String(form.get("lastname") ?? "");
    const found: Partial<Record<Field, string>> = {};
    const f = personNameError(firstname, AUTH_MESSAGES.firstnameRequired);
    if (f) found.firstname = f;
    const l = personNameError(lastname, AUTH_MESSAGES.lastnameRequired);
    if (l) found.lastname = l;
    const p = newPasswordError(password, isCommonPassword);
    if (p) found.password = p;
    setErrors(found);
    const first = (["firstname", "lastname", "password"] as const).find((k) => found[k]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const token = siteKey ? captcha.current?.token() : null;
    if (siteKey && !token) {
      notify.error(AUTH_MESSAGES.captcha);
      return;
    }
    setBusy(true);
    const res = await browserLoginApi.register({
      email,
      password,
      firstname: firstname.trim(),
      lastname: lastname.trim(),
      is_subscribed: true,
      register_type: "normal",
      ...(token ? { g_recaptcha_response: token } : {}),
    });
    setBusy(false);
    if (res.code === 0) return;
    if (res.code !== 200) {
      // The store's registration failure: the server's message as an error toast.
      notify.error(res.message.replace(/^(firstname|lastname|password): /, "") || "Registration failed.");
      if (siteKey) captcha.current?.reset();
      return;
    }
    // Signed in (unverified): the store's code step, then back here.
    window.location.assign(verifyPageUrl(email, `${window.location.pathname}${window.location.search}`));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        Email: <span className="font-semibold text-ink">{email}</span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ["firstname", "First Name", "given-name"],
            ["lastname", "Last Name", "family-name"],
          ] as const
        ).map(([name, label, autoComplete]) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className={LABEL}>
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="text"
              autoComplete={autoComplete}
              maxLength={PERSON_NAME_MAX_LENGTH}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
              onInput={() => setErrors((e) => ({ ...e, [name]: undefined }))}
              className={INPUT}
            />
            <FieldError id={`${id}-${name}-error`} message={errors[name]} />
          </div>
        ))}
      </div>
      <div>
        <PasswordField
          id={`${id}-password`}
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          onInput={() => setErrors((e) => ({ ...e, password: undefined }))}
          error={errors.password}
          describedBy={`${id}-hints`}
        />
        <div id={`${id}-hints`} className="mt-2 text-sm text-stone-700">
          <p>At least 6 characters with letters and numbers</p>
          <ul className="mt-1 flex flex-col gap-0.5">
            {PASSWORD_HINTS.map((hint) => {
              const met = hint.test(password);
              return (
                <li key={hint.label} className={met ? "text-brand-700" : "text-stone-600"}>
                  <span aria-hidden="true" className="inline-block w-4 font-bold">
                    {met ? "✓" : "•"}
                  </span>
                  {hint.label}
                  <span className="sr-only">{met ? ": met" : ": not met"}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      {siteKey ? <Recaptcha siteKey={siteKey} handleRef={captcha} errorId={`${id}-captcha-error`} /> : null}
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {busy ? "Creating Account…" : "Create Account"}
      </button>
    </form>
  );
}
