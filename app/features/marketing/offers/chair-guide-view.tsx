import { Link } from "react-router";
import {
  CHAIR_CARE_WARRANTY_MIN_DOLLARS,
  CHAIR_COUPON_DOLLARS,
} from "../../../../contract/marketing-offers-constants";
import { ProductTile } from "../../../components/ui/product-tile";
import { ChairOfferForm } from "./chair-form";
import type { ChairGuideData } from "./offer-pages.server";

const careMin = `$${CHAIR_CARE_WARRANTY_MIN_DOLLARS.toLocaleString("en-US")}`;

const SECTIONS: { id: string; title: string; body: string[]; list?: [string, string][] }[] = [
  {
    id: "how-to-choose",
    title: "How to choose",
    body: [
      "Start with your body and how you want to use the chair. A chair that fits you is worth more than one more program: the rollers must reach your neck and shoulders and your feet must sit in the foot well.",
      "Then pick the track and features that match what hurts. Sore lower back and hamstrings: an L-track or SL-track. Tight shoulders: an S-track with good neck reach. Tired legs and poor circulation: calf airbags and foot rollers.",
      "Finally, set your budget with the warranty in mind: chairs over " +
        careMin +
        " come with 3-year care from us.",
    ],
  },
  {
    id: "sizes",
    title: "Sizes and room fit",
    body: [
      "Most full-body chairs are 29–33 inches wide and 50–60 inches long upright, and 44–48 inches tall. Fully reclined, a chair can need 65–75 inches of length.",
      "Measure your doorways and stairs too: the chair arrives in a box around 32 inches wide and weighs 180–260 lbs, so white-glove delivery (available in most areas) is worth it.",
      "Space-saving (wall-hugger) chairs slide forward as they recline and need only 2–6 inches behind them. Plan for a standard 120 V outlet within reach of the cord.",
    ],
  },
  {
    id: "features",
    title: "Features explained",
    body: [],
    list: [
      [
        "Zero gravity",
        "Reclines you with your knees above your heart, which takes weight off your spine and deepens the massage.",
      ],
      ["S-track", "Rollers follow the S-curve of your spine from neck to lower back."],
      ["L-track and SL-track", "Rollers continue under the seat to reach your glutes and hamstrings."],
      ["Heat", "Lumbar and calf heat loosens muscles before the rollers work on them."],
      ["Airbags", "24 to 40 airbags squeeze arms, shoulders, hips and calves for compression massage."],
      [
        "Foot rollers and body scan",
        "Rollers under the soles, and a scan that sets the rollers to your height at the start.",
      ],
    ],
  },
  {
    id: "body-fit",
    title: "Body height and weight",
    body: [
      "Most full-size chairs fit people from about 5 ft 1 in to 6 ft 3 in and up to 285 lbs; check the Weight Capacity in each chair's specifications.",
      "Compact chairs suit users from about 4 ft 11 in to 5 ft 10 in and smaller rooms. Tall users should look for an extendable leg rest.",
    ],
  },
  {
    id: "warranty",
    title: "Warranty and care",
    body: [
      `Massage chairs over ${careMin} carry a 3-year care warranty: parts, labour and in-home service. Plus+ members get an extra year on top.`,
      "Wipe the upholstery with a damp cloth, unplug the chair when you are away for long, and keep sessions to about 30 minutes.",
    ],
  },
];

/**
 * /massage-chair-shopping-guidance: a buying guide (how to choose, sizes, features, body fit, the
 * 3-year care warranty on chairs over $1,000), the chairs from the catalogue, the $200 coupon with
 * its restriction text (GET tag-coupon-restriction) and the coupon form.
 */
export function ChairGuideView({ chairs, restriction }: ChairGuideData) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Buying guide</p>
        <h1 className="mt-2 text-3xl leading-tight font-semibold tracking-tight md:text-4xl">
          Massage Chair Shopping Guide
        </h1>
        <p className="mt-4 text-stone-700">
          Everything to weigh before you buy: fit, room size, the features that matter and the warranty. Then
          take ${CHAIR_COUPON_DOLLARS} off the chair you choose.
        </p>
        <nav aria-label="On this page" className="mt-4">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-brand-800">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="underline">
                  {s.title}
                </a>
              </li>
            ))}
            <li>
              <a href="#chair-coupon" className="underline">
                ${CHAIR_COUPON_DOLLARS} coupon
              </a>
            </li>
          </ul>
        </nav>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-10">
          {SECTIONS.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
              <h2 id={`${s.id}-title`} className="text-2xl font-semibold">
                {s.title}
              </h2>
              {s.body.map((p) => (
                <p key={p} className="mt-3 text-stone-700">
                  {p}
                </p>
              ))}
              {s.list ? (
                <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                  {s.list.map(([term, text]) => (
                    <div key={term} className="rounded-lg border border-stone-200 p-4">
                      <dt className="font-semibold">{term}</dt>
                      <dd className="mt-1 text-stone-700">{text}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </section>
          ))}
        </div>
        <aside id="chair-coupon" aria-labelledby="chair-coupon-title" className="scroll-mt-24">
          <div className="rounded-xl bg-brand-50 p-5 lg:sticky lg:top-24">
            <h2 id="chair-coupon-title" className="text-xl font-semibold">
              ${CHAIR_COUPON_DOLLARS} off your massage chair
            </h2>
            <p className="mt-2 text-sm text-stone-700" data-testid="chair-restriction">
              {restriction}
            </p>
            <div className="mt-4">
              <ChairOfferForm />
            </div>
          </div>
        </aside>
      </div>

      {chairs && chairs.items.length > 0 ? (
        <section className="mt-12" aria-labelledby="chairs-title">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="chairs-title" className="text-2xl font-semibold">
              Our best-selling massage chairs
            </h2>
            <Link to={chairs.category.url_path} className="text-brand-800 underline">
              See all {chairs.total} chairs
            </Link>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
            {chairs.items.map((p) => (
              <li key={p.entity_id}>
                <ProductTile product={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
