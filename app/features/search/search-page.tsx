import { useEffect } from "react";
import { Link } from "react-router";
import { ProductTile } from "../../components/ui/product-tile";
import { trackRecommendationSearch } from "../../lib/recommendation-tracking";
import { rewriteHotwordUrl } from "../header/hotword-url";
import type { ListState } from "../product-list/list-url";
import { filtersOf, ListingResults, SkipToResults } from "../product-list/product-list-page";
import { useSession } from "../session/use-session";
import { rememberSearch } from "./recent-searches";
import type { SearchPageData } from "./search-types";
import { searchHref } from "./search-url";

const gridClass = "mt-4 grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4";

/** The Catalogsearch page: results of a query with the listing's facets and sorts, or what to try. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { q, results } = data;
  const { customer } = useSession();
  const group = customer?.customerGroup ?? null;
  useEffect(() => trackRecommendationSearch(q, group), [q, group]);
  // What the shopper searched, as typed, is offered again when the header box is focused empty.
  useEffect(() => {
    if (q) rememberSearch(q);
  }, [q]);
  const filters = results ? filtersOf(results.filters) : {};
  const filtered = Object.values(filters).some((values) => values.length > 0);
  if (!results || (results.total === 0 && !filtered)) return <NoResults data={data} />;
  const corrected = results.corrected_query;
  const fixed: Record<string, string> = data.exact ? { q, correct: "0" } : { q };
  const state: ListState = { page: results.page, sort: results.sort, filters, fixed };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {`Search results for “${corrected ?? q}”`}
      </h1>
      {results.items.length > 0 ? <SkipToResults /> : null}
      {corrected ? (
        <p className="mt-2 text-stone-700">
          {`No results for “${q}”. `}Showing results for <strong>{corrected}</strong>.{" "}
          <span className="whitespace-nowrap">
            Search instead for{" "}
            <Link
              to={searchHref(q, { exact: true })}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {q}
            </Link>
          </span>
        </p>
      ) : null}
      <ListingResults
        path="/search"
        state={state}
        listing={results}
        emptyText="No products match this search."
      />
    </div>
  );
}

/** Nothing found (or nothing asked): popular searches and best sellers to carry on from. */
export function NoResults({ data }: { data: SearchPageData }) {
  const { q, popular, bestsellers } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {q ? `No results for “${q}”` : "Search our store"}
      </h1>
      <p className="mt-2 text-stone-700">
        {q
          ? "Check the spelling, try a more general word, or start from one of these."
          : "Type what you are looking for in the search box, or start from one of these."}
      </p>
      {popular.length > 0 ? (
        <section aria-labelledby="search-popular" className="mt-6">
          <h2 id="search-popular" className="text-lg font-semibold">
            Popular searches
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {popular.map((k) => (
              <li key={`${k.keyword}-${k.url}`}>
                <a
                  href={rewriteHotwordUrl(k.url)}
                  className="inline-block rounded-full border border-stone-300 px-4 py-1.5 text-sm hover:border-brand-700 hover:text-brand-700"
                >
                  {k.keyword}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {bestsellers.length > 0 ? (
        <section aria-labelledby="search-bestsellers" className="mt-8">
          <h2 id="search-bestsellers" className="text-lg font-semibold">
            Best sellers
          </h2>
          <ul className={gridClass}>
            {bestsellers.map((product) => (
              <li key={product.entity_id}>
                <ProductTile product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
