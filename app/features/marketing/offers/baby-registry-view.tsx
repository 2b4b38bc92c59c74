import { Link } from "react-router";
import {
  AGE_RANGES,
  BABY_COUPON_DAYS,
  BABY_COUPON_DOLLARS,
} from "../../../../contract/marketing-offers-constants";
import { ProductTile } from "../../../components/ui/product-tile";
import { BabyOfferForm } from "./baby-form";
import type { BabyRegistryData } from "./offer-pages.server";

/** Practical guides by age range (the form's ranges, codes 1–4). */
const GUIDES: Record<(typeof AGE_RANGES)[number]["code"], { title: string; points: string[] }> = {
  1: {
    title: "Setting up the nursery",
    points: [
      "Choose a crib that meets the current US safety standard: slats no more than 2⅜ inches apart and no drop side.",
      "Use a firm, flat mattress that fits snugly, with only a fitted sheet: no pillows, bumpers or loose blankets.",
      "Put the crib away from windows, blind cords and heaters, and keep a dimmable light near the changing area.",
    ],
  },
  2: {
    title: "Toddler-proofing the home",
    points: [
      "Anchor dressers, bookcases and TV stands to the wall: climbing toddlers can tip them.",
      "A convertible crib becomes a toddler bed: lower the mattress to its lowest setting once your child can stand.",
      "A high chair with a five-point harness and a wide base stays steady as they start feeding themselves.",
    ],
  },
  3: {
    title: "A room that grows with them",
    points: [
      "A low kids' bed or a twin with a guard rail makes the move from the crib easy.",
      "Storage at their height (open bins, low shelves) lets them tidy up on their own.",
      "A play table with rounded corners gives crafts and puzzles a home of their own.",
    ],
  },
  4: {
    title: "Study corners and bunk beds",
    points: [
      "A desk and chair sized for their height: feet flat on the floor, elbows level with the desktop.",
      "Bunk beds: guard rails on both sides of the top bunk, and the top bunk only for children 6 and older.",
      "Good task lighting and cable management keep homework time comfortable and safe.",
    ],
  },
};

/**
 * /baby-registry: the baby offer's page. The $15 coupon and its sign-up form, how it works, the
 * baby & kids categories and best sellers from the catalogue, and practical guides by age.
 */
export function BabyRegistryView({ baby }: BabyRegistryData) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <section className="grid gap-8 rounded-xl bg-brand-50 p-6 md:grid-cols-2 md:p-10">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Baby &amp; Kids Club</p>
          <h1 className="mt-2 text-3xl leading-tight font-semibold tracking-tight md:text-4xl">
            Get ${BABY_COUPON_DOLLARS} off for your little one
          </h1>
          <p className="mt-4 text-stone-700">
            Tell us your child's age and we'll e-mail nursery and kids' room ideas, safety tips and deals that
            fit their stage. Confirm your email and a ${BABY_COUPON_DOLLARS} coupon for any order is yours,
            valid {BABY_COUPON_DAYS} days.
          </p>
          <ol className="mt-6 space-y-2 text-stone-800">
            <li>
              <span className="font-semibold">1.</span> Choose your child's age range and enter your email.
            </li>
            <li>
              <span className="font-semibold">2.</span> Follow the confirmation link we send you.
            </li>
            <li>
              <span className="font-semibold">3.</span> Your ${BABY_COUPON_DOLLARS} coupon is in My Coupons
              (or use it at checkout with that email).
            </li>
          </ol>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <h2 className="mb-4 text-xl font-semibold">Join and get your coupon</h2>
          <BabyOfferForm categoryName="Baby Registry" />
          <p className="mt-3 text-xs text-stone-600">
            One coupon per email address and account. Unsubscribe at any time from the link in each e-mail.
          </p>
        </div>
      </section>

      {baby && baby.children.length > 0 ? (
        <section className="mt-12" aria-labelledby="baby-categories">
          <h2 id="baby-categories" className="text-2xl font-semibold">
            Shop {baby.category.name}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {baby.children.map((c) => (
              <li key={c.id}>
                <Link
                  to={c.url_path}
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-400 px-4 hover:border-brand-700 hover:bg-brand-50"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {baby && baby.items.length > 0 ? (
        <section className="mt-12" aria-labelledby="baby-best-sellers">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="baby-best-sellers" className="text-2xl font-semibold">
              Parents' favourites
            </h2>
            <Link to={baby.category.url_path} className="text-brand-800 underline">
              See all {baby.total} products
            </Link>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
            {baby.items.map((p) => (
              <li key={p.entity_id}>
                <ProductTile product={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-12" aria-labelledby="baby-guides">
        <h2 id="baby-guides" className="text-2xl font-semibold">
          Guides for every age
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {AGE_RANGES.map((range) => (
            <article key={range.code} className="rounded-lg border border-stone-200 p-5">
              <p className="text-sm font-semibold text-brand-800">{range.label}</p>
              <h3 className="mt-1 text-lg font-semibold">{GUIDES[range.code].title}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700">
                {GUIDES[range.code].points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
