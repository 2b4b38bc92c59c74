import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { notify } from "../toast/notify";
import type { FormOutcome, UserInfo } from "./account-types";
import { describedBy, FieldError, FormStatus, HINT, INPUT, LABEL, PRIMARY_BUTTON } from "./form-ui";
import {
  EARLIEST_BIRTHDAY,
  GENDERS,
  NAME_MAX_LENGTH,
  type ProfileErrors,
  type ProfileField,
  profileErrors,
  profileFromForm,
} from "./profile-form";

type ProfileOutcome = FormOutcome<ProfileErrors>;

/** The order fields are focused in when several are wrong. */
const FIELD_ORDER: ProfileField[] = [
  "firstname",
  "lastname",
  "customer_phone",
  "gender",
  "births",
  "interest",
];

/**
 * The profile form of Accountinfo, prefilled from the account information. A real form posting to
 * the page's action (works without JavaScript); with JavaScript it is sent by a fetcher, checked
 * first in the browser, and the outcome is a toast.
 */
export function ProfileForm({
  info,
  interests,
  today,
  posted,
}: {
  info: UserInfo;
  interests: readonly string[];
  /** YYYY-MM-DD (server's), the latest birthday allowed. */
  today: string;
  /** The action's answer when the form was posted without JavaScript. */
  posted?: ProfileOutcome;
}) {
  const id = useId();
  const fetcher = useFetcher<ProfileOutcome>({ key: "profile" });
  const [clientErrors, setClientErrors] = useState<ProfileErrors>({});
  const outcome = fetcher.data ?? posted;
  const errors: ProfileErrors = { ...(outcome && !outcome.ok ? outcome.fieldErrors : {}), ...clientErrors };
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) notify.success(answer.message);
    else if (Object.keys(answer.fieldErrors).length === 0) notify.error(answer.message);
  }, [fetcher.data]);

  const check = (e: FormEvent<HTMLFormElement>) => {
    const found = profileErrors(profileFromForm(new FormData(e.currentTarget)), today, interests);
    setClientErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (!first) return;
    e.preventDefault();
    const field = e.currentTarget.elements.namedItem(first);
    (field instanceof RadioNodeList ? (field[0] as HTMLElement) : (field as HTMLElement | null))?.focus();
  };
  const clear = (field: ProfileField) => () =>
    setClientErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));

  const f = (name: ProfileField) => ({
    id: `${id}-${name}`,
    errorId: `${id}-${name}-error`,
    error: errors[name],
  });
  const first = f("firstname");
  const last = f("lastname");
  const phone = f("customer_phone");
  const gender = f("gender");
  const births = f("births");
  const interest = f("interest");

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={check}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Profile
      </h2>
      <input type="hidden" name="intent" value="profile" />
      <p className="text-sm text-stone-700">
        E-mail: <span className="font-semibold text-ink">{info.email}</span>
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={first.id} className={LABEL}>
            First name
          </label>
          <input
            id={first.id}
            name="firstname"
            type="text"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={info.firstname}
            onInput={clear("firstname")}
            aria-invalid={first.error ? true : undefined}
            aria-describedby={describedBy(first.error && first.errorId)}
            className={INPUT}
          />
          <FieldError id={first.errorId} message={first.error} />
        </div>
        <div>
          <label htmlFor={last.id} className={LABEL}>
            Last name
          </label>
          <input
            id={last.id}
            name="lastname"
            type="text"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={info.lastname}
            onInput={clear("lastname")}
            aria-invalid={last.error ? true : undefined}
            aria-describedby={describedBy(last.error && last.errorId)}
            className={INPUT}
          />
          <FieldError id={last.errorId} message={last.error} />
        </div>
        <div>
          <label htmlFor={phone.id} className={LABEL}>
            Phone number <span className="font-normal text-stone-600">(optional)</span>
          </label>
          <input
            id={phone.id}
            name="customer_phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            defaultValue={info.customer_phone}
            onInput={clear("customer_phone")}
            aria-invalid={phone.error ? true : undefined}
            aria-describedby={describedBy(phone.error && phone.errorId, `${phone.id}-hint`)}
            className={INPUT}
          />
          <p id={`${phone.id}-hint`} className={HINT}>
            Up to 10 digits; parentheses and hyphens are fine.
          </p>
          <FieldError id={phone.errorId} message={phone.error} />
        </div>
        <div>
          <label htmlFor={gender.id} className={LABEL}>
            Gender
          </label>
          <select
            id={gender.id}
            name="gender"
            defaultValue={String(info.gender)}
            onChange={clear("gender")}
            aria-invalid={gender.error ? true : undefined}
            aria-describedby={describedBy(gender.error && gender.errorId)}
            className={INPUT}
          >
            {GENDERS.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
          <FieldError id={gender.errorId} message={gender.error} />
        </div>
        <div>
          <label htmlFor={births.id} className={LABEL}>
            Birthday <span className="font-normal text-stone-600">(optional)</span>
          </label>
          <input
            id={births.id}
            name="births"
            type="date"
            autoComplete="bday"
            min={EARLIEST_BIRTHDAY}
            max={today}
            defaultValue={info.births}
            onInput={clear("births")}
            aria-invalid={births.error ? true : undefined}
            aria-describedby={describedBy(births.error && births.errorId)}
            className={INPUT}
          />
          <FieldError id={births.errorId} message={births.error} />
        </div>
      </div>

      <fieldset aria-describedby={describedBy(interest.error && interest.errorId)}>
        <legend className={LABEL}>Interests</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {interests.map((name) => (
            <label key={name} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="checkbox"
                name="interest"
                value={name}
                defaultChecked={info.interest.includes(name)}
                onChange={clear("interest")}
                className="size-5 accent-brand-700"
              />
              {name}
            </label>
          ))}
        </div>
        <FieldError id={interest.errorId} message={interest.error} />
      </fieldset>

      <div className="flex items-start gap-3">
        <input
          id={`${id}-newsletter`}
          name="is_subscribed"
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state (ARIA in HTML: no aria-checked on one).
          role="switch"
          value="1"
          defaultChecked={info.subscriber.subscriber_email === 1}
          aria-describedby={`${id}-newsletter-hint`}
          className="peer mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 transition-colors before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-700 checked:before:translate-x-5.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        <div>
          <label htmlFor={`${id}-newsletter`} className="font-semibold text-ink">
            Newsletter
          </label>
          <p id={`${id}-newsletter-hint`} className={HINT}>
            New arrivals, sales and offers by e-mail, about once a week.
          </p>
        </div>
      </div>

      <div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
        {posted && !fetcher.data ? <FormStatus ok={posted.ok}>{posted.message}</FormStatus> : null}
      </div>
    </fetcher.Form>
  );
}
