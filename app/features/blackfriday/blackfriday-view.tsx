import { useEffect } from "react";
import { Link } from "react-router";
import { ProductTile } from "../../components/ui/product-tile";
import { pushDataLayer } from "../../lib/tracking";
import { openSubscribe } from "../marketing/subscribe/open-subscribe";
import type { DealsPage } from "./blackfriday-types";

/** The page's extra events (spec part 2 §2: "/blackfriday … logs extra events"). */
export const BLACKFRIDAY_EVENTS = {
  view: "blackfriday_view",
  subscribe: "blackfriday_subscribe_open",
  category: "blackfriday_category",
} as const;

/** The subscribe pop-up, opened by the page's own trigger (not the 15-second timer). */
export function openBlackFridaySubscribe() {
  pushDataLayer({ event: BLACKFRIDAY_EVENTS.subscribe, page: "blackfriday" });
  openSubscribe("blackfriday");
}

const CHIP =
  "inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const CHIP_OFF = `${CHIP} border-stone-300 bg-white text-stone-800 hover:border-stone-900`;
const CHIP_ON = `${CHIP} border-stone-900 bg-stone-900 text-white`;

const pageHref = (category: number | null, page: number) => {
  const q = new URLSearchParams();
  if (category) q.set("category", String(category));
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `/blackfriday?${s}` : "/blackfriday";
};

/** /blackfriday: the deals from the catalogue, by top category, and the subscribe offer. */
export function BlackFridayView({
  deals,
  category,
  pageSize,
}: {
  deals: DealsPage;
  category: number | null;
  pageSize: number;
}) {
  useEffect(() => {
    pushDataLayer({ event: BLACKFRIDAY_EVENTS.view, page: "blackfriday", category: category ?? "all" });
  }, [category]);
  const pages = Math.max(1, Math.ceil(deals.total / pageSize));
  const chosen = deals.categories.find((c) => c.id === category);
  const first = (deals.page - 1) * pageSize + 1;
  const last = first + deals.items.length - 1;
  return (
    <div className="bg-stone-50 pb-12">
      <section aria-labelledby="bf-title" className="bg-stone-950 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between md:py-14">
          <div>
            <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">Black Friday</p>
            <h1 id="bf-title" className="mt-2 text-4xl font-bold tracking-tight md:text-5xl">
              Our biggest deals of the year
            </h1>
            <p className="mt-3 max-w-xl text-lg text-stone-200">
              Every deal below is on sale now and in stock, the deepest cuts first. Subscribe for up to $200
              in coupons on top.
            </p>
          </div>
          <button
            type="button"
            onClick={openBlackFridaySubscribe}
            className="inline-flex h-12 shrink-0 items-center justify-center rounded-full bg-amber-300 px-8 text-lg font-bold text-stone-950 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
          >
            Get up to $200 in coupons
          </button>
        </div>
      </section>

      <nav aria-label="Deals by category" className="mx-auto max-w-6xl px-4 pt-6">
        <ul className="flex gap-2 overflow-x-auto pb-2">
          <li>
            <Link
              to={pageHref(null, 1)}
              className={category === null ? CHIP_ON : CHIP_OFF}
              aria-current={category === null ? "page" : undefined}
              onClick={() => pushDataLayer({ event: BLACKFRIDAY_EVENTS.category, category: "all" })}
            >
              All deals
            </Link>
          </li>
          {deals.categories.map((c) => (
            <li key={c.id}>
              <Link
                to={pageHref(c.id, 1)}
                className={c.id === category ? CHIP_ON : CHIP_OFF}
                aria-current={c.id === category ? "page" : undefined}
                onClick={() => pushDataLayer({ event: BLACKFRIDAY_EVENTS.category, category: c.name })}
              >
                {c.name} <span className="ml-1 font-normal">({c.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="bf-deals" className="mx-auto max-w-6xl px-4 pt-4">
        <h2 id="bf-deals" className="text-2xl font-semibold tracking-tight">
          {chosen ? `${chosen.name} deals` : "All deals"}
        </h2>
        {deals.items.length === 0 ? (
          <p className="mt-4 text-stone-700">
            No deals here right now.{" "}
            <Link to={pageHref(null, 1)} className="font-semibold underline">
              See all deals
            </Link>
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-stone-700" aria-live="polite">
              Showing {first}–{last} of {deals.total}
            </p>
            <ul className="mt-4 grid grid-cols-2 gap-2 sm:gap-4 md:grid-cols-4" data-testid="deals">
              {deals.items.map((p, i) => (
                <li key={p.entity_id} className="relative">
                  <ProductTile product={p} eager={i < 4} quickView />
                  {/* On the picture's top-left corner, under the product's own tag when it has one. */}
                  <span
                    className={`pointer-events-none absolute left-4 rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white ${p.product_tag ? "top-10" : "top-4"}`}
                  >
                    {p.percent_off}% off
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        {pages > 1 ? (
          <nav aria-label="Deals pages" className="mt-8 flex items-center justify-center gap-4">
            {deals.page > 1 ? (
              <Link to={pageHref(category, deals.page - 1)} className={CHIP_OFF}>
                Previous
              </Link>
            ) : null}
            <span className="text-sm text-stone-700">
              Page {deals.page} of {pages}
            </span>
            {deals.page < pages ? (
              <Link to={pageHref(category, deals.page + 1)} className={CHIP_OFF}>
                Next
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
