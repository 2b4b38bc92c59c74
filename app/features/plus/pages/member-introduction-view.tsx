import { Link } from "react-router";
import {
  PLUS_EXTRA_WARRANTY_YEARS,
  PLUS_RENEWAL_WINDOW_DAYS,
  POINTS_PER_DOLLAR,
  REFERRAL_REWARD_DOLLARS,
} from "../../../../contract/constants";
import { PRIMARY_BUTTON, TEXT_LINK } from "../../account/form-ui";
import { MEMBER_CENTER_PATH, PLUS_PAGE_PATH } from "../plus-paths";
import { PLUS_PRICE_TEXT } from "./plus-benefits";
import { PlusJoinButton } from "./plus-join-button";
import { useLandingViewEvent } from "./plus-landing-view";
import { PlusBenefits, PlusFaq, PlusPriceTag, PlusTermsLink } from "./plus-sections";
import type { PlusCmsInfo } from "./plus-types";

/** How joining goes, step by step (the join flow of spec part 2 §4, as a shopper meets it). */
const JOIN_STEPS = [
  "Sign in, or create your free account.",
  "Enter your mobile number and the 4-digit code we text you (one membership per phone number).",
  "Add a friend's referral code if you have one, and accept the membership terms.",
  `Pay ${PLUS_PRICE_TEXT} by card or pay later.`,
  "Your member prices start at once: every page shows them while you are signed in.",
];

const RULES: { title: string; text: string }[] = [
  {
    title: "A year of membership",
    text: `A membership runs 12 months from the day it is paid. You may renew in the last ${PLUS_RENEWAL_WINDOW_DAYS} days before it expires; the new year starts when the old one ends, so no day is lost.`,
  },
  {
    title: "Points",
    text: `Members earn 3X points on their purchases. ${POINTS_PER_DOLLAR} points are worth $1 off a later order.`,
  },
  {
    title: "Extra warranty",
    text: `Everything you buy while a member carries an extra ${PLUS_EXTRA_WARRANTY_YEARS}-year warranty, shown in My Warranty.`,
  },
  {
    title: "Referral rewards",
    text: `Share your referral code from the Member Center. When a friend joins with it and pays a first order, you get $${REFERRAL_REWARD_DOLLARS} in points, and we e-mail you within 3 days.`,
  },
];

/** /member-introduction: the programme explained (the landing's benefits and FAQ, plus the rules). */
export function MemberIntroductionView({ cms }: { cms: PlusCmsInfo }) {
  useLandingViewEvent("member_introduction");
  return (
    <div className="bg-stone-50">
      <div className="mx-auto max-w-3xl px-4 pt-10">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">How Plus+ membership works</h1>
        <p className="mt-3 text-lg text-stone-700">
          Plus+ is our paid membership: lower prices on every purchase and more back on each one, for one
          payment a year.
        </p>
        <div className="mt-4">
          <PlusPriceTag />
        </div>
      </div>

      <PlusBenefits benefits={cms.benefits} heading="What you get" />

      <section aria-labelledby="plus-steps" className="mx-auto max-w-3xl px-4 py-6">
        <h2 id="plus-steps" className="text-2xl font-semibold tracking-tight">
          Joining takes two minutes
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {JOIN_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <PlusJoinButton source="member_introduction" className={PRIMARY_BUTTON}>
            Join Plus+
          </PlusJoinButton>
          <Link to={PLUS_PAGE_PATH} className={TEXT_LINK}>
            See member prices
          </Link>
        </div>
      </section>

      <section aria-labelledby="plus-rules" className="mx-auto max-w-3xl px-4 py-6">
        <h2 id="plus-rules" className="text-2xl font-semibold tracking-tight">
          The rules in short
        </h2>
        <dl className="mt-4 space-y-4">
          {RULES.map((r) => (
            <div key={r.title}>
              <dt className="font-semibold">{r.title}</dt>
              <dd className="mt-1 text-stone-700">{r.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6">
          The full rules are in the <PlusTermsLink href={cms.terms_url || undefined} className={TEXT_LINK} />.
          Already a member? Your membership and referrals are in the{" "}
          <Link to={MEMBER_CENTER_PATH} className={TEXT_LINK}>
            Member Center
          </Link>
          .
        </p>
      </section>

      <div className="pb-10">
        <PlusFaq faq={cms.faq} />
      </div>
    </div>
  );
}
