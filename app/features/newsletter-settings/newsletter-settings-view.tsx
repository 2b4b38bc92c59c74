import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { UserInfo } from "../../../contract/customer";
import { ACCOUNTINFO_PATH } from "../session/account-paths";

const SWITCH =
  "peer mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 transition-colors before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-700 checked:before:translate-x-5.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export interface NewsletterPosted {
  ok: boolean;
  message: string;
}

/**
 * My Newsletter (/customer/account/newsletter): e-mail newsletter and texts as two switches and a
 * Save. An e-mail sign-up still waiting for its confirmation link says so; texts need a phone
 * number, with the way to add one. The answer's message replaces the last one.
 */
export function NewsletterSettingsView({
  info,
  emailPending,
  posted,
}: {
  info: UserInfo;
  emailPending: boolean;
  posted?: NewsletterPosted;
}) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const hasPhone = info.customer_phone.trim() !== "";
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Newsletter</h1>
      <p className="mt-1 text-stone-700">Choose how we tell you about new arrivals, sales and offers.</p>
      {posted ? (
        <p
          role={posted.ok ? "status" : "alert"}
          className={`mt-4 rounded-md border p-3 ${
            posted.ok
              ? "border-brand-700 bg-brand-50 text-brand-800"
              : "border-red-700 bg-red-50 text-red-800"
          }`}
        >
          {posted.message}
        </p>
      ) : null}
      <Form
        method="post"
        className="mt-6 flex max-w-2xl flex-col gap-6 rounded-lg border border-stone-200 p-6"
      >
        {/* Unchecked boxes send nothing: these say "off" unless the box below says "on". */}
        <input type="hidden" name="subscriber_email" value="0" />
        <input type="hidden" name="subscriber_sms" value="0" />
        <div className="flex items-start gap-3">
          <input
            id={`${id}-email`}
            name="subscriber_email"
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state (ARIA in HTML: no aria-checked on one).
            role="switch"
            value="1"
            defaultChecked={info.subscriber.subscriber_email === 1 || emailPending}
            aria-describedby={`${id}-email-hint`}
            className={SWITCH}
          />
          <div>
            <label htmlFor={`${id}-email`} className="font-semibold text-ink">
              E-mail newsletter
            </label>
            <p id={`${id}-email-hint`} className="text-sm text-stone-700">
              To {info.email}, about once a week.{" "}
              {emailPending ? (
                <strong className="font-semibold text-amber-900">
                  Waiting for you to confirm: follow the link we sent to your inbox.
                </strong>
              ) : null}
            </p>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-sms`}
            name="subscriber_sms"
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state (ARIA in HTML: no aria-checked on one).
            role="switch"
            value="1"
            defaultChecked={info.subscriber.subscriber_sms === 1}
            aria-describedby={`${id}-sms-hint`}
            className={SWITCH}
          />
          <div>
            <label htmlFor={`${id}-sms`} className="font-semibold text-ink">
              Text messages
            </label>
            <p id={`${id}-sms-hint`} className="text-sm text-stone-700">
              {hasPhone ? (
                <>
                  Flash sales and delivery updates to {info.customer_phone}. Message and data rates may apply.
                </>
              ) : (
                <>
                  Needs a mobile phone number:{" "}
                  <Link to={ACCOUNTINFO_PATH} className="font-semibold text-brand-700 underline">
                    add one in Account Information
                  </Link>
                  .
                </>
              )}
            </p>
          </div>
        </div>
        <div>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {busy ? "Saving…" : "Save"}
          </button>
        </div>
      </Form>
    </div>
  );
}
