import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { ProductCard } from "../../../../contract/product-card";
import { pushDataLayer } from "../../../lib/tracking";
import { PRIMARY_BUTTON, TEXT_LINK } from "../../account/form-ui";
import { MEMBER_CENTER_PATH, MEMBER_INTRODUCTION_PATH, plusEntrypoint } from "../plus-paths";
import { PlusJoinButton } from "./plus-join-button";
import { PlusBenefits, PlusFaq, PlusPriceTag, PlusProducts, PlusTermsLink } from "./plus-sections";
import type { PlusCmsInfo } from "./plus-types";
import { ReferralButton } from "./referral-popup";

/** The landing's view event: one per page view, with where the visit came from. */
export const PLUS_LANDING_EVENT = "plus_landing_view";

/**
 * Records the landing view with its `entrypoint` (sidebar_plus_ads, adproduct, account_plus_button,
 * else "direct") on the data layer, as the store's other analytics events. In the browser, after
 * load: the page itself may be a kept copy (decision 0021) that no server render would count.
 */
export function useLandingViewEvent(page: string) {
  const { search } = useLocation();
  const entrypoint = plusEntrypoint(new URLSearchParams(search).get("entrypoint"));
  useEffect(() => {
    pushDataLayer({ event: PLUS_LANDING_EVENT, page, entrypoint });
  }, [page, entrypoint]);
}

const HERO_BUTTON =
  "inline-flex h-12 items-center justify-center rounded-full bg-amber-300 px-8 text-lg font-bold text-stone-950 hover:bg-amber-200";
const HERO_SECONDARY =
  "inline-flex h-12 items-center justify-center rounded-full border-2 border-amber-300 px-6 font-semibold text-amber-300 hover:bg-stone-800 disabled:opacity-60";
const HERO_LINK = "font-semibold text-white underline underline-offset-2 hover:text-amber-200";

/** /nestoraplus: the Plus+ landing page (spec part 2 §1, §2, §9). */
export function PlusLandingView({ cms, products }: { cms: PlusCmsInfo; products: readonly ProductCard[] }) {
  useLandingViewEvent("landing");
  return (
    <div className="bg-stone-50">
      <section aria-labelledby="plus-hero" className="bg-stone-900 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:py-16">
          <div>
            <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
              <span className="mr-1 rounded bg-amber-300 px-1.5 py-px font-bold text-stone-950">Plus+</span>{" "}
              Membership
            </p>
            <h1 id="plus-hero" className="mt-3 text-4xl font-bold tracking-tight md:text-5xl">
              {cms.hero_title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-stone-200">{cms.hero_subtitle}</p>
          </div>
          <div className="rounded-xl border border-stone-700 bg-stone-800 p-6 md:w-80">
            <PlusPriceTag tone="dark" />
            <p className="mt-1 text-sm text-stone-300">One payment a year. Renew within 60 days of expiry.</p>
            <div className="mt-5 flex flex-col gap-3">
              <PlusJoinButton source="nestoraplus" className={HERO_BUTTON}>
                Join Now
              </PlusJoinButton>
              <ReferralButton source="nestoraplus" className={HERO_SECONDARY} />
            </div>
            <p className="mt-4 text-sm">
              <PlusTermsLink href={cms.terms_url || undefined} className={HERO_LINK} />
            </p>
          </div>
        </div>
      </section>

      <PlusBenefits benefits={cms.benefits} />
      <PlusProducts products={products} />
      <PlusFaq faq={cms.faq} />

      <section aria-labelledby="plus-join-again" className="mx-auto max-w-3xl px-4 pt-4 pb-14 text-center">
        <h2 id="plus-join-again" className="text-2xl font-semibold tracking-tight">
          Start saving today
        </h2>
        <div className="mt-3 flex justify-center">
          <PlusPriceTag />
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
          <PlusJoinButton source="nestoraplus_bottom" className={PRIMARY_BUTTON}>
            Join Plus+
          </PlusJoinButton>
          <Link to={MEMBER_INTRODUCTION_PATH} className={TEXT_LINK}>
            How Plus+ works
          </Link>
          <Link to={MEMBER_CENTER_PATH} className={TEXT_LINK}>
            Member Center
          </Link>
        </div>
      </section>
    </div>
  );
}
