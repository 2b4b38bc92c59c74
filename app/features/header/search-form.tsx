import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useReducer, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { SUGGEST_MIN_QUERY_LENGTH } from "../../../contract/search-constants";
import { SearchIcon } from "../../components/ui/icons";
import {
  comboReducer,
  initialCombo,
  keyAction,
  type SuggestData,
  type SuggestOption,
  suggestOptions,
} from "./search-combobox";

export const SEARCH_PLACEHOLDER = "Search for anything you need…";

/** Wait this long after the last keystroke before asking for suggestions. */
const SUGGEST_DEBOUNCE_MS = 200;

// The list UI loads on first use, so pages that never touch the box do not ship it.
const loadSuggestions = () => import("./search-suggestions");
const SearchSuggestions = lazy(loadSuggestions);

/**
 * The header search box: a GET form to /search (`q`), so it works before and without JavaScript.
 * Once hydrated it is a combobox (WAI-ARIA pattern) that suggests keywords, categories and
 * products as the shopper types.
 */
export function SearchForm({ className = "" }: { className?: string }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const location = useLocation();
  const navigate = useNavigate();
  // On the results page the box keeps the current query.
  const current =
    location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [state, dispatch] = useReducer(comboReducer, initialCombo);
  const [data, setData] = useState<SuggestData | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const options = suggestOptions(data);

  // A navigation closes the list; leaving the page cancels a pending request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => dispatch({ type: "close" }), [location.key]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  function ask(value: string) {
    clearTimeout(timer.current);
    request.current?.abort();
    const q = value.trim();
    if (q.length < SUGGEST_MIN_QUERY_LENGTH) {
      setData(null);
      dispatch({ type: "results", count: 0 });
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then((res) => res.json() as Promise<{ code: number; result: SuggestData }>)
        .then((body) => {
          if (body.code !== 200 || controller.signal.aborted) return;
          setData(body.result);
          dispatch({ type: "results", count: suggestOptions(body.result).length });
        })
        // Suggestions are a convenience: a failed or cancelled request just shows none.
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
  }

  function choose(option: SuggestOption) {
    dispatch({ type: "close" });
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const action = keyAction(event.key, state);
    if (!action) return;
    event.preventDefault();
    if (action === "go") {
      const option = options[state.active];
      if (option) choose(option);
    } else dispatch(action);
  }

  const open = state.open && options.length > 0;
  return (
    <Form method="get" action="/search" role="search" className={`relative flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        key={current}
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
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && state.active >= 0 ? `${listId}-opt-${state.active}` : undefined}
        onFocus={() => void loadSuggestions()}
        onInput={(e) => ask(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => dispatch({ type: "close" })}
        className="h-11 w-full min-w-0 rounded-l-full border border-r-0 border-stone-400 bg-white px-4 text-base text-ink placeholder:text-stone-600 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-brand-700"
      />
      <button
        type="submit"
        className="flex h-11 w-14 shrink-0 items-center justify-center rounded-r-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon size={22} />
        <span className="sr-only">Search</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={listId}
            options={options}
            active={state.active}
            onHover={(index) => dispatch({ type: "hover", index })}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
