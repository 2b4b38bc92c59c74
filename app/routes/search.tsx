import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { CallResult } from "../../contract/call";
import { SEARCH_BEHAVIOR } from "../../contract/search-constants";
import type { homeData, popularKeywords } from "../../contract/site";
import { onlyQuickViewChanged } from "../features/quick-view/popid-url";
import { SearchPage } from "../features/search/search-page";
import type { SearchPageData, SearchResults } from "../features/search/search-types";
import { isFreshSearch, readSearchState } from "../features/search/search-url";
import { catalogPageHeaders } from "../features/session/document-cache-control";
import { pageMeta } from "../lib/meta";
import { apiResult, callApi } from "../lib/server-api.server";
import type { Route } from "./+types/search";

/**
 * Catalogsearch (`/search?q=`). Results are server-rendered; a fresh search (first page, default
 * order) is also reported to the search statistics (for analysis: the popular keywords come from
 * the searches the API itself ran, never from these reports). With no results (or no query) the
 * page offers popular keywords and best sellers.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<SearchPageData> {
  const url = new URL(request.url);
  const state = readSearchState(url);
  let results: SearchResults | null = null;
  if (state.q) {
    const params = new URLSearchParams(url.searchParams);
    params.set("q", state.q);
    params.set("page", String(state.page));
    params.set("sort", state.sort);
    // Only "0" ("Search instead for …") is passed on; anything else searches with correction.
    if (state.exact) params.set("correct", "0");
    else params.delete("correct");
    results = await apiResult<SearchResults>(context, `/api/search?${params}`);
    if (isFreshSearch(state)) {
      // Statistics never break the page.
      await callApi(context, "/v3/statistics/user-search-behavior", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          behavior: SEARCH_BEHAVIOR,
          keywords: state.q,
          productIds: results.items.map((i) => i.entity_id),
          source: "pc",
        }),
      }).catch(() => undefined);
    }
  }
  if (results && results.total > 0) {
    return { q: state.q, exact: state.exact, results, popular: [], bestsellers: [] };
  }
  const [popular, home] = await Promise.all([
    apiResult<CallResult<typeof popularKeywords>>(context, "/api/search/popular"),
    apiResult<CallResult<typeof homeData>>(context, "/api/home"),
  ]);
  return {
    q: state.q,
    exact: state.exact,
    results,
    popular: popular.hot_keyword,
    bestsellers: home.bestseller.slice(0, 8),
  };
}

/** Opening or closing the quick view (popid/piid in the URL) needs no new listing data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyQuickViewChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * Shareable for shoppers without a session (docs/decisions/0021-cacheable-pages.md). A kept page
 * reports its search to the statistics once per render, not once per view, as the kept search
 * answer already does (decision 0009).
 */
export const headers = catalogPageHeaders;

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q ?? "";
  return pageMeta(
    matches,
    q ? `Search results for "${q}"` : "Search",
    q ? `Products matching "${q}".` : undefined,
    { noindex: true },
  );
}
