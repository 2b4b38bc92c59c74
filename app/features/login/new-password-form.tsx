import { type FormEvent, useContext, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { AUTH_MESSAGES } from "../../../contract/validation";
import { REQUEST_MESSAGES } from "../../lib/api-client";
import { FlowEnv, PRIMARY_BUTTON, TEXT_BUTTON } from "./flow-form";
import type { LoginApi } from "./login-api";
import { FORGOT_PASSWORD_PATH } from "./login-targets";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";
import { canReset, type ResetField, submitNewPassword } from "./reset-password";

export interface NewPasswordError {
  field: ResetField;
  message: string;
}

/**
 * Password page, type=forgotpassword: a new password with the live checklist and its
 * confirmation; the button stays disabled while they differ. Success signs in and opens the
 * account home.
 */
export function NewPasswordForm({
  email,
  api,
  error: serverError,
  onDone,
}: {
  email: string;
  api: LoginApi;
  /** The action's answer after a post without JavaScript. */
  error?: NewPasswordError | null;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const { postable, interactive } = useContext(FlowEnv);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<NewPasswordError | null>(serverError ?? null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const mismatch = confirm !== "" && confirm !== password ? AUTH_MESSAGES.passwordMismatch : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    const fields = new FormData(event.currentTarget);
    busyRef.current = true;
    setBusy(true);
    setError(null);
    const outcome = await submitNewPassword(api, {
      email,
      password: String(fields.get("password") ?? ""),
      confirm: String(fields.get("password_confirm") ?? ""),
    }).catch(() => ({ ok: false as const, field: "password" as const, message: REQUEST_MESSAGES.generic }));
    if (outcome.ok) {
      try {
        await onDone();
        return;
      } catch {
        busyRef.current = false;
        setBusy(false);
        return;
      }
    }
    busyRef.current = false;
    setBusy(false);
    if ("field" in outcome) setError({ field: outcome.field, message: outcome.message });
  };

  const passwordError = error?.field === "password" ? error.message : undefined;
  const confirmError = error?.field === "confirm" ? error.message : mismatch;
  return (
    <form
      method={postable ? "post" : undefined}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-busy={busy || undefined}
    >
      <input type="hidden" name="intent" value="newPassword" />
      <input type="hidden" name="email" value={email} />
      <p className="text-stone-700">
        Choose a new password for <strong className="break-all">{email}</strong>.
      </p>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div>
        <PasswordField
          id={`${id}-password`}
          label="New Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          onInput={() => setError(null)}
          error={passwordError}
          describedBy={`${id}-checklist`}
        />
        <PasswordChecklist id={`${id}-checklist`} password={password} />
      </div>
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm New Password"
        name="password_confirm"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        onInput={() => setError(null)}
        error={confirmError}
      />
      <button
        type="submit"
        disabled={busy || (interactive && !canReset(password, confirm))}
        className={PRIMARY_BUTTON}
      >
        {busy ? "Saving…" : "Reset Password"}
      </button>
      <p className="text-center text-sm text-stone-700">
        Link or code expired?{" "}
        <Link to={`${FORGOT_PASSWORD_PATH}?${new URLSearchParams({ email })}`} className={TEXT_BUTTON}>
          Send me a new code
        </Link>
      </p>
    </form>
  );
}
