import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "../../components/ui/use-hydrated";
import { PasswordChecklist } from "../login/password-checklist";
import { PasswordField } from "../login/password-field";
import { notify } from "../toast/notify";
import type { FormOutcome } from "./account-types";
import { FormStatus, PRIMARY_BUTTON } from "./form-ui";
import {
  canSubmitPasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeField,
  passwordChangeErrors,
} from "./password-change-form";

type PasswordOutcome = FormOutcome<PasswordChangeErrors>;

const EMPTY = { current_password: "", password: "", password_confirm: "" };

/**
 * Change password: the current one, a new one with the live checklist, and its confirmation.
 * Posts to the page's action (which calls PUT password_modify and passes on the new session
 * cookie); with JavaScript the button waits until the checklist holds and both entries match.
 */
export function PasswordChangeForm({ posted }: { posted?: PasswordOutcome }) {
  const id = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<PasswordOutcome>({ key: "password" });
  const [values, setValues] = useState(EMPTY);
  const [clientErrors, setClientErrors] = useState<PasswordChangeErrors>({});
  const outcome = fetcher.data ?? posted;
  const errors: PasswordChangeErrors = {
    ...(outcome && !outcome.ok ? outcome.fieldErrors : {}),
    ...clientErrors,
  };
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) {
      notify.success(answer.message);
      setValues(EMPTY);
    } else if (Object.keys(answer.fieldErrors).length === 0) {
      notify.error(answer.message);
    }
  }, [fetcher.data]);

  const set = (field: PasswordChangeField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setClientErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  };

  const check = (e: FormEvent<HTMLFormElement>) => {
    const found = passwordChangeErrors(values);
    setClientErrors(found);
    const first = (["current_password", "password", "password_confirm"] as const).find((f) => found[f]);
    if (!first) return;
    e.preventDefault();
    (e.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={check}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Change password
      </h2>
      <input type="hidden" name="intent" value="password" />
      <PasswordField
        id={`${id}-current`}
        label="Current password"
        name="current_password"
        autoComplete="current-password"
        value={values.current_password}
        onChange={set("current_password")}
        error={errors.current_password}
      />
      <div>
        <PasswordField
          id={`${id}-new`}
          label="New password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set("password")}
          error={errors.password}
          describedBy={`${id}-checklist`}
        />
        <PasswordChecklist id={`${id}-checklist`} password={values.password} />
      </div>
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm new password"
        name="password_confirm"
        autoComplete="new-password"
        value={values.password_confirm}
        onChange={set("password_confirm")}
        error={errors.password_confirm}
      />
      <p className="text-sm text-stone-700">Changing your password signs you out on every other device.</p>
      <div>
        <button
          type="submit"
          className={PRIMARY_BUTTON}
          // Without JavaScript the server checks everything; with it, the rules hold before sending.
          disabled={busy || (hydrated && !canSubmitPasswordChange(values))}
        >
          {busy ? "Saving…" : "Change password"}
        </button>
        {posted && !fetcher.data ? <FormStatus ok={posted.ok}>{posted.message}</FormStatus> : null}
      </div>
    </fetcher.Form>
  );
}
