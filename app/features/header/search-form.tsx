import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { SearchIcon } from "../../components/ui/icons";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../components/ui/on-demand";
import { rewriteHotwordUrl } from "./hotword-url";
import type { ComboboxAria, LiveSuggestionsHandle } from "./on-demand/live-search-suggestions";
import type { PopularKeyword } from "./use-shell-data";

export const SEARCH_PLACEHOLDER = "Search for anything you need…";

// The suggestions (requests, state, keyboard rules, list) stay out of every page's first load.
// React.lazy rather than a module of functions: they are a component with state and effects of
// their own. It is mounted only once the shopper reaches for the box, never during hydration, so
// nothing suspends then and the Suspense boundary needs no server-rendered twin.
const loadLiveSuggestions = onDemand(() => import("./on-demand/live-search-suggestions"));
// Without its chunk (offline, or gone after a newer deploy) the box stays a plain search form,
// quietly (it still searches) and without reloading a page the shopper is typing into; the next
// focus tries again.
const LiveSearchSuggestions = lazyOnDemand(loadLiveSuggestions.background);

const CLOSED: ComboboxAria = { expanded: false };
const NO_KEYWORDS: readonly PopularKeyword[] = [];

/**
 * The header search box: a GET form to /search (`q`), so it works before and without JavaScript.
 * Once hydrated it is a combobox (WAI-ARIA pattern) that suggests keywords, categories and
 * products as the shopper types. The pointer reaching the box starts fetching the suggestions'
 * chunk; focus or typing mounts them, and they pick up whatever was typed in the meantime.
 */
export function SearchForm({
  className = "",
  trending = NO_KEYWORDS,
}: {
  className?: string;
  /** What the box offers when focused empty, besides the recent searches: the popular searches. */
  trending?: readonly PopularKeyword[];
}) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const location = useLocation();
  // On the results page the box keeps the current query.
  const current =
    location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const box = useRef<HTMLInputElement>(null);
  const live = useRef<LiveSuggestionsHandle>(null);
  const [wanted, setWanted] = useState(false);
  const [aria, setAria] = useState<ComboboxAria>(CLOSED);
  const trendingLinks = useMemo(
    () => trending.map((k) => ({ keyword: k.keyword, url: rewriteHotwordUrl(k.url) })),
    [trending],
  );

  // A shopper who clicked into the box before hydration finished has reached for it already.
  useEffect(() => {
    if (box.current && box.current.ownerDocument.activeElement === box.current) setWanted(true);
  }, []);

  return (
    <Form method="get" action="/search" role="search" className={`relative flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        key={current}
        ref={box}
        id={id}
        type="search"
        name="q"
        defaultValue={current}
        placeholder={SEARCH_PLACEHOLDER}
        required
        maxLength={128}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={listId}
        aria-activedescendant={aria.activeDescendant}
        onPointerEnter={loadLiveSuggestions.preload}
        onFocus={(e) => {
          setWanted(true);
          live.current?.focus(e.currentTarget.value);
        }}
        onInput={(e) => {
          setWanted(true);
          live.current?.input(e.currentTarget.value);
        }}
        onKeyDown={(e) => live.current?.keyDown(e)}
        onBlur={() => live.current?.close()}
        className="h-11 w-full min-w-0 rounded-l-full border border-r-0 border-stone-400 bg-white px-4 text-base text-ink placeholder:text-stone-600 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-brand-700"
      />
      <button
        type="submit"
        className="flex h-11 w-14 shrink-0 items-center justify-center rounded-r-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon size={22} />
        <span className="sr-only">Search</span>
      </button>
      {wanted ? (
        <OnDemandBoundary quiet onFail={() => setWanted(false)}>
          <LiveSearchSuggestions
            ref={live}
            input={box}
            listId={listId}
            onAria={setAria}
            trending={trendingLinks}
          />
        </OnDemandBoundary>
      ) : null}
    </Form>
  );
}
