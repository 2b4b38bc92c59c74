import { Form, Link } from "react-router";
import { ProductTile } from "../../components/ui/product-tile";
import { useHydrated } from "../../components/ui/use-hydrated";
import { rewriteHotwordUrl } from "../header/hotword-url";
import { pageCount, paginationItems, resultSummary } from "../product-list/list-url";
import type { SearchPageData } from "./search-types";
import { SEARCH_SORT_OPTIONS, type SearchState, searchHref } from "./search-url";

const EAGER_TILES = 4;
const gridClass = "mt-4 grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4";

/** The Catalogsearch page: results of a query, or what to try when there are none. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { q, results } = data;
  if (!results || results.total === 0) return <NoResults data={data} />;
  const { items, total, page, page_size: pageSize, sort, corrected_query: corrected } = results;
  const state: SearchState = { q, page, sort };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {`Search results for “${corrected ?? q}”`}
      </h1>
      {corrected ? (
        <p className="mt-2 text-stone-700">
          Showing results for <strong>{corrected}</strong>. {`No results for “${q}”.`}
        </p>
      ) : null}
      <section aria-labelledby="search-results" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-3">
          <h2 id="search-results" className="text-sm text-stone-700" aria-live="polite">
            {resultSummary(total, page, pageSize, items.length)}
          </h2>
          <SearchSortForm q={q} sort={sort} />
        </div>
        {items.length > 0 ? (
          <ul className={gridClass}>
            {items.map((product, i) => (
              <li key={product.entity_id}>
                <ProductTile product={product} eager={i < EAGER_TILES} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-stone-700">
            This page is past the end of the results.{" "}
            <Link to={searchHref({ ...state, page: 1 })} className="font-medium text-brand-700 underline">
              Go to the first page
            </Link>
          </p>
        )}
        <SearchPagination state={state} last={pageCount(total, pageSize)} />
      </section>
    </div>
  );
}

/** A plain GET form: it works without JavaScript; a new sort starts at page 1. */
function SearchSortForm({ q, sort }: { q: string; sort: string }) {
  const hydrated = useHydrated();
  return (
    <Form method="get" action="/search" className="flex items-center gap-2">
      <input type="hidden" name="q" value={q} />
      <label htmlFor="search-sort" className="text-sm text-stone-700">
        Sort by
      </label>
      <select
        id="search-sort"
        name="sort"
        defaultValue={sort}
        key={sort}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm"
      >
        {SEARCH_SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium">
          Apply
        </button>
      )}
    </Form>
  );
}

const boxClass = "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm";

function SearchPagination({ state, last }: { state: SearchState; last: number }) {
  const items = paginationItems(state.page, last);
  if (items.length === 0) return null;
  const href = (page: number) => searchHref({ ...state, page });
  const link = `${boxClass} border-stone-300 hover:bg-stone-50`;
  return (
    <nav aria-label="Pagination" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        {state.page > 1 ? (
          <li>
            <Link to={href(state.page - 1)} rel="prev" className={link}>
              Previous
            </Link>
          </li>
        ) : null}
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === state.page ? (
                <span
                  aria-current="page"
                  className={`${boxClass} border-brand-700 bg-brand-700 font-semibold text-white`}
                >
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link to={href(item.page)} className={link}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        {state.page < last ? (
          <li>
            <Link to={href(state.page + 1)} rel="next" className={link}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
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
