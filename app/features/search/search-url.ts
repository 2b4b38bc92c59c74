import {
  PRODUCT_LIST_MAX_PAGE,
  PRODUCT_LIST_SORTS,
  type ProductListSort,
} from "../../../contract/catalog-constants";
import { SEARCH_MAX_QUERY_LENGTH } from "../../../contract/search-constants";

export const SEARCH_DEFAULT_SORT: ProductListSort = "relevance";

export interface SearchState {
  q: string;
  page: number;
  sort: ProductListSort;
  /** `correct=0`: the words as typed, never corrected ("Search instead for …"). */
  exact: boolean;
}

/** What a /search URL asks for; a bad page or sort falls back to the default, never an error. */
export function readSearchState(url: URL): SearchState {
  const q = (url.searchParams.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_QUERY_LENGTH);
  const rawPage = url.searchParams.get("page") ?? "";
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const rawSort = url.searchParams.get("sort") ?? "";
  const sort =
    (PRODUCT_LIST_SORTS as readonly string[]).includes(rawSort) && rawSort !== "position"
      ? (rawSort as ProductListSort)
      : SEARCH_DEFAULT_SORT;
  const exact = url.searchParams.get("correct") === "0";
  return { q, page: page >= 1 && page <= PRODUCT_LIST_MAX_PAGE ? page : 1, sort, exact };
}

/** A fresh search: the first page in the default order (the one the statistics count). */
export const isFreshSearch = (state: SearchState) =>
  state.q !== "" && state.page === 1 && state.sort === SEARCH_DEFAULT_SORT;

/** The results page of a search text; `exact`: as typed, without typo correction. */
export const searchHref = (text: string, { exact = false } = {}) =>
  `/search?q=${encodeURIComponent(text)}${exact ? "&correct=0" : ""}`;
