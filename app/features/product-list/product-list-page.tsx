import { Link } from "react-router";
import type { AppliedFilters } from "../../../contract/catalog";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../components/ui/on-demand";
import { ProductTile } from "../../components/ui/product-tile";
import { QuickViewHost } from "../quick-view/quick-view-host";
import { Breadcrumbs } from "./breadcrumbs";
import { ActiveFilters, FacetPanel } from "./facet-panel";
import { FiltersDisclosure } from "./filters-disclosure";

// The phone's filter sheet loads on first open: most visits never open it.
const FiltersSheet = lazyOnDemand(onDemand(() => import("./filters-sheet")));

import {
  clearFilters,
  type ListFilters,
  type ListState,
  listHref,
  pageCount,
  resultSummary,
} from "./list-url";
import { Pagination } from "./pagination";
import type { ProductListData } from "./product-list-types";
import { SortForm } from "./sort-form";

/** Tiles in the first rows load eagerly: they are above the fold on most screens. */
const EAGER_TILES = 4;

/** The applied filters (unknown values already dropped by the API) as URL facet values. */
export function filtersOf(applied: AppliedFilters): ListFilters {
  return {
    cat: applied.cat.map(String),
    price: applied.price,
    color: applied.color,
    rating: applied.rating === null ? [] : [String(applied.rating)],
    in_stock: applied.in_stock ? ["1"] : [],
  };
}

/** The AC page type (categories 444 and 1473): the installation service note. */
function AcInstallationNote() {
  return (
    <aside
      aria-labelledby="ac-installation"
      className="mt-5 max-w-3xl rounded-md border border-brand-700/30 bg-brand-700/5 px-4 py-3 text-sm text-stone-800"
    >
      <h2 id="ac-installation" className="font-semibold text-stone-900">
        AC installation service available
      </h2>
      <p className="mt-1">
        Professional installation is offered for these air conditioners in supported areas. After you order,{" "}
        <Link to="/contact-us" className="font-medium text-brand-700 underline">
          contact us
        </Link>{" "}
        with your order number and we will arrange a visit.
      </p>
    </aside>
  );
}

/**
 * The ProductList page: a category's heading, its subcategories and its listing results. Every
 * state is a URL; everything works without JavaScript.
 */
export function ProductListPage({ data }: { data: ProductListData }) {
  const { category, children, page, sort } = data;
  const path = category.url_path;
  const state: ListState = { page, sort, filters: filtersOf(data.filters) };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={category.breadcrumbs} />

      <header className="mt-4 max-w-3xl">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{category.name}</h1>
        {data.items.length > 0 ? <SkipToResults /> : null}
        {category.description ? <p className="mt-2 text-stone-700">{category.description}</p> : null}
      </header>

      {data.ac_installation ? <AcInstallationNote /> : null}

      {children.length > 0 ? (
        <nav aria-label={`Shop ${category.name} by category`} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  to={child.url_path}
                  className="inline-block rounded-full border border-stone-300 px-4 py-1.5 text-sm hover:border-brand-700 hover:text-brand-700"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <ListingResults
        path={path}
        state={state}
        listing={data}
        emptyText="There are no products in this category right now."
      />
    </div>
  );
}

const RESULTS_ID = "results";

/**
 * "Skip to results", right after the page's heading (where focus lands on arrival): off-screen until
 * focused, it jumps over the subcategories, filters and sort to the product list, so the first
 * result is two Tabs from the heading instead of dozens (issue 16, bug 12).
 */
export function SkipToResults() {
  return (
    <a
      href={`#${RESULTS_ID}`}
      className="sr-only rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:mt-2 focus:inline-block"
    >
      Skip to results
    </a>
  );
}

/** What a listing shows in one place (a category or search results): facets, sort, chips, tiles, pages. */
export interface ListingData {
  items: ProductListData["items"];
  total: number;
  page: number;
  page_size: number;
  facets: ProductListData["facets"];
}

/**
 * The facet panel (rendered once: a left column on desktop, folded behind a "Filters" toggle on
 * mobile), the sort, the active filter chips, one page of tiles and the pagination. `state.fixed`
 * carries parameters every link keeps (the search query).
 */
export function ListingResults({
  path,
  state,
  listing,
  emptyText,
}: {
  path: string;
  state: ListState;
  listing: ListingData;
  emptyText: string;
}) {
  const { items, total, page, page_size: pageSize, facets } = listing;
  const last = pageCount(total, pageSize);
  const filtered = Object.values(state.filters ?? {}).some((values) => values.length > 0);
  const selectedCount = facets.reduce((n, f) => n + f.values.filter((v) => v.selected).length, 0);
  return (
    <div className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
      <aside aria-label="Filters" className="mb-4 lg:mb-0">
        <h2 className="hidden text-base font-semibold text-stone-900 lg:block">Filters</h2>
        <FiltersDisclosure
          activeCount={selectedCount}
          sheet={(close, returnFocus) => (
            <OnDemandBoundary onFail={close}>
              <FiltersSheet
                path={path}
                state={state}
                facets={facets}
                total={total}
                onClose={close}
                returnFocus={returnFocus}
              />
            </OnDemandBoundary>
          )}
        >
          <FacetPanel path={path} state={state} facets={facets} />
        </FiltersDisclosure>
      </aside>

      <section aria-labelledby="list-results">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-3">
          <h2 id="list-results" className="text-sm text-stone-700" aria-live="polite">
            {resultSummary(total, page, pageSize, items.length)}
          </h2>
          {total > 0 ? <SortForm action={path} state={state} /> : null}
        </div>

        <ActiveFilters path={path} state={state} facets={facets} />

        {items.length > 0 ? (
          <ul
            id={RESULTS_ID}
            tabIndex={-1}
            aria-labelledby="list-results"
            className="mt-4 grid grid-cols-2 gap-x-3 gap-y-6 outline-none sm:grid-cols-3 xl:grid-cols-4"
          >
            {items.map((product, i) => (
              <li key={product.entity_id}>
                <ProductTile product={product} eager={i < EAGER_TILES} quickView />
              </li>
            ))}
          </ul>
        ) : total === 0 && filtered ? (
          <div className="mt-8 text-stone-700">
            <p>No products match these filters.</p>
            <Link
              to={listHref(path, clearFilters(state))}
              className="mt-2 inline-block font-medium text-brand-700 underline"
            >
              Clear all filters
            </Link>
          </div>
        ) : total === 0 ? (
          <p className="mt-8 text-stone-700">{emptyText}</p>
        ) : (
          <p className="mt-8 text-stone-700">
            This page is past the end of the list.{" "}
            <Link to={listHref(path, { ...state, page: 1 })} className="font-medium text-brand-700 underline">
              Go to the first page
            </Link>
          </p>
        )}

        <Pagination path={path} state={state} last={last} />
        <QuickViewHost />
      </section>
    </div>
  );
}
