import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { PLUS_CUSTOMER_GROUP } from "../../../contract/constants";
import { formatWhole } from "../../../contract/number-text";
import { POINTS_PAGE_PATH } from "../../../contract/points-constants";
import { formatMoney } from "../../components/ui/format-money";
import { countdownLabel } from "../login/resend-countdown";
import { useResendCountdown } from "../login/use-resend-countdown";
import { ACCOUNTINFO_PATH } from "../session/account-paths";
import { greetingName } from "../session/use-session";
import { notify } from "../toast/notify";
import type { UserInfo, VerifyEmailOutcome } from "./account-types";
import { FormStatus, SECONDARY_BUTTON, TEXT_LINK } from "./form-ui";

/** 100 points are worth $1 (spec part 2 §9). */
const POINTS_PER_DOLLAR_VALUE = 100;

export const verificationSentMessage = (email: string) =>
  `We sent a verification email to ${email}. Open the link in it to verify your address.`;

const GENDER_LABELS = ["", "Male", "Female", "Other"];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * The e-mail's verification state. Unverified: "Send verification email" (POST verify_code_email
 * through the page's action), then a wait of resend_after seconds before the next send.
 */
function EmailVerification({ info, posted }: { info: UserInfo; posted?: VerifyEmailOutcome }) {
  const id = useId();
  const fetcher = useFetcher<VerifyEmailOutcome>({ key: "verify-email" });
  const [sends, setSends] = useState(0);
  const [wait, setWait] = useState(0);
  const secondsLeft = useResendCountdown(sends, wait);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) notify.success(verificationSentMessage(info.email));
    else notify.warning(answer.message);
    setWait(answer.resendAfter);
    setSends((n) => n + 1);
  }, [fetcher.data, info.email]);

  if (info.verify_status) {
    return (
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
        Verified
      </span>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <span
        id={`${id}-state`}
        className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
      >
        Not verified
      </span>
      <fetcher.Form method="post" aria-describedby={`${id}-state`}>
        <input type="hidden" name="intent" value="verify-email" />
        <button type="submit" className={SECONDARY_BUTTON} disabled={busy || secondsLeft > 0}>
          {busy ? "Sending…" : "Send verification email"}
        </button>
      </fetcher.Form>
      {secondsLeft > 0 ? (
        <p className="text-sm text-stone-600">
          You can ask for another email in {countdownLabel(secondsLeft)} s.
        </p>
      ) : null}
      {posted && !fetcher.data ? (
        <FormStatus ok={posted.ok}>
          {posted.ok ? verificationSentMessage(info.email) : posted.message}
        </FormStatus>
      ) : null}
    </div>
  );
}

/** My Account: who is signed in, the e-mail's state, membership, points, and where to change things. */
export function AccountHomeView({ info, posted }: { info: UserInfo; posted?: VerifyEmailOutcome }) {
  const name = [info.firstname, info.lastname].filter((p) => p.trim()).join(" ");
  const plus = info.customer_group === PLUS_CUSTOMER_GROUP;
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Account</h1>
      <p className="mt-2 text-lg text-stone-700">Hi {greetingName(info)}, welcome back.</p>

      <section aria-labelledby="account-details" className="mt-8">
        <h2 id="account-details" className="text-xl font-semibold">
          Account details
        </h2>
        <dl className="mt-2 divide-y divide-stone-200 border-y border-stone-200">
          <Row label="Name">{name || <span className="text-stone-600">Not given yet</span>}</Row>
          <Row label="E-mail">
            <div className="flex flex-col gap-2">
              <span>{info.email}</span>
              <EmailVerification info={info} posted={posted} />
            </div>
          </Row>
          {info.customer_phone ? <Row label="Phone">{info.customer_phone}</Row> : null}
          {GENDER_LABELS[info.gender] ? <Row label="Gender">{GENDER_LABELS[info.gender]}</Row> : null}
          {info.births ? <Row label="Birthday">{info.births}</Row> : null}
          {info.interest.length > 0 ? <Row label="Interests">{info.interest.join(", ")}</Row> : null}
          <Row label="Newsletter">
            {info.subscriber.subscriber_email === 1 ? "Subscribed" : "Not subscribed"}
          </Row>
        </dl>
      </section>

      <section aria-labelledby="account-membership" className="mt-8">
        <h2 id="account-membership" className="text-xl font-semibold">
          Membership and points
        </h2>
        <dl className="mt-2 divide-y divide-stone-200 border-y border-stone-200">
          <Row label="Customer group">{info.customer_group || "General"}</Row>
          <Row label="Plus+">{plus ? "Plus+ member" : "Not a Plus+ member"}</Row>
          {info.show_point ? (
            <Row label="Points">
              {formatWhole(info.points)} points
              <span className="text-stone-600">
                {" "}
                (worth {formatMoney(info.points / POINTS_PER_DOLLAR_VALUE)})
              </span>{" "}
              <Link to={POINTS_PAGE_PATH} className={TEXT_LINK}>
                My Points
              </Link>
            </Row>
          ) : null}
        </dl>
      </section>

      {/* Orders, wishlist, addresses and Log out are in the account navigation beside the page. */}
      <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Link to={ACCOUNTINFO_PATH} className={TEXT_LINK}>
          Edit profile
        </Link>
        <Link to={`${ACCOUNTINFO_PATH}#change-password`} className={TEXT_LINK}>
          Change password
        </Link>
      </p>
    </div>
  );
}
