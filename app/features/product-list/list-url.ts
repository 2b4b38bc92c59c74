import {
  LISTING_FACETS,
  LISTING_MAX_FACET_VALUES,
  type ListingFacetName,
  PRODUCT_LIST_DEFAULT_SORT,
  PRODUCT_LIST_MAX_PAGE,
  PRODUCT_LIST_SORT_OPTIONS,
  PRODUCT_LIST_SORTS,
  type ProductListSort,
} from "../../../contract/catalog-constants";
import { formatWhole } from "../../../contract/number-text";

export const DEFAULT_SORT: ProductListSort = PRODUCT_LIST_DEFAULT_SORT;

/** The sort names shown; `position` is an older URL name of `relevance`. */
export const SORT_LABELS: Record<ProductListSort, string> = {
  ...(Object.fromEntries(PRODUCT_LIST_SORT_OPTIONS.map((o) => [o.value, o.label])) as Record<
    ProductListSort,
    string
  >),
  position: "Relevance",
};

/** Facet values as they appear in the URL (`color=Black&color=White`). */
export type ListFilters = Partial<Record<ListingFacetName, string[]>>;

export interface ListState {
  page: number;
  sort: ProductListSort;
  filters?: ListFilters;
  /** Parameters every link of the listing keeps, first in the query (the search `q`). */
  fixed?: Record<string, string>;
}

/** A facet parameter's values: repeated keys and comma-separated lists, trimmed, without repeats. */
function facetValues(url: URL, name: string): string[] {
  const out: string[] = [];
  for (const raw of url.searchParams.getAll(name))
    for (const part of raw.split(",")) {
      const value = part.trim();
      if (value && value.length <= 100 && !out.includes(value)) out.push(value);
    }
  return out.slice(0, LISTING_MAX_FACET_VALUES);
}

/**
 * The listing state a URL asks for. A hand-edited or stale query never breaks the page: a page
 * that is not a whole number in range becomes 1, an unknown sort becomes the default; facet
 * values go to the API, which ignores the ones it does not know.
 */
export function readListState(url: URL): ListState {
  const rawPage = url.searchParams.get("page") ?? "";
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const rawSort = url.searchParams.get("sort") ?? "";
  const known = (PRODUCT_LIST_SORTS as readonly string[]).includes(rawSort) && rawSort !== "position";
  const sort = known ? (rawSort as ProductListSort) : DEFAULT_SORT;
  const filters: ListFilters = {};
  for (const name of LISTING_FACETS) {
    const values = facetValues(url, name);
    if (values.length > 0) filters[name] = values;
  }
  return { page: page >= 1 && page <= PRODUCT_LIST_MAX_PAGE ? page : 1, sort, filters };
}

/** The query of a listing state: facets (repeated keys), then sort and page; defaults left out. */
export function listQuery(state: ListState): URLSearchParams {
  const params = new URLSearchParams(state.fixed);
  for (const name of LISTING_FACETS)
    for (const value of state.filters?.[name] ?? []) params.append(name, value);
  if (state.sort !== DEFAULT_SORT && state.sort !== "position") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** The canonical link of a listing state: defaults are left out so page 1 is the bare path. */
export function listHref(path: string, state: ListState): string {
  const query = listQuery(state).toString();
  return query ? `${path}?${query}` : path;
}

/** The same listing with one facet value added or removed, back on page 1. */
export function toggleFilter(
  state: ListState,
  name: ListingFacetName,
  value: string,
  multiple: boolean,
): ListState {
  const current = state.filters?.[name] ?? [];
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : multiple
      ? [...current, value]
      : [value];
  return { ...state, page: 1, filters: { ...state.filters, [name]: next } };
}

/** The same listing without any filter, back on page 1 (the sort stays). */
export const clearFilters = (state: ListState): ListState => ({
  sort: state.sort,
  page: 1,
  filters: {},
  fixed: state.fixed,
});

export type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The page links to show: always the first and last page, the current page with `around`
 * neighbours on each side, and a gap where pages are skipped. A gap never hides just one page
 * (that page is shown instead, since a gap takes the same room).
 */
export function paginationItems(current: number, last: number, around = 1): PageItem[] {
  if (last <= 1) return [];
  const shown = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push({ kind: "page", page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page });
    previous = page;
  }
  return items;
}

/** Number of pages for a total (at least 1, so an empty category still has "page 1"). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** "Showing 25–48 of 80 products"; empty pages say how many there are in all. */
export function resultSummary(total: number, page: number, pageSize: number, shown: number): string {
  const noun = total === 1 ? "product" : "products";
  if (shown === 0) return `${formatWhole(total)} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const lastShown = first + shown - 1;
  return `Showing ${formatWhole(first)}–${formatWhole(lastShown)} of ${formatWhole(total)} ${noun}`;
}
