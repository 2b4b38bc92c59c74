import {
  PRODUCT_LIST_MAX_PAGE,
  PRODUCT_LIST_SORTS,
  type ProductListSort,
} from "../../../contract/catalog-constants";

export const DEFAULT_SORT: ProductListSort = "position";

export const SORT_LABELS: Record<ProductListSort, string> = {
  position: "Recommended",
  bestsellers: "Best Sellers",
  newest: "Newest",
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
  rating: "Top Rated",
};

export interface ListState {
  page: number;
  sort: ProductListSort;
}

/**
 * The listing state a URL asks for. A hand-edited or stale query never breaks the page: a page
 * that is not a whole number in range becomes 1, an unknown sort becomes the default.
 */
export function readListState(url: URL): ListState {
  const rawPage = url.searchParams.get("page") ?? "";
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const rawSort = url.searchParams.get("sort") ?? "";
  const sort = (PRODUCT_LIST_SORTS as readonly string[]).includes(rawSort)
    ? (rawSort as ProductListSort)
    : DEFAULT_SORT;
  return { page: page >= 1 && page <= PRODUCT_LIST_MAX_PAGE ? page : 1, sort };
}

/** The canonical link of a listing state: defaults are left out so page 1 is the bare path. */
export function listHref(path: string, state: ListState): string {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_SORT) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

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
  if (shown === 0) return `${total.toLocaleString("en-US")} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const lastShown = first + shown - 1;
  return `Showing ${first.toLocaleString("en-US")}–${lastShown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${noun}`;
}
