import { useId } from "react";
import { Form, useLocation } from "react-router";
import { SearchIcon } from "../../components/ui/icons";

export const SEARCH_PLACEHOLDER = "Search for anything you need…";

/** The header search box: a GET form to /search (`q`), so it works before and without JavaScript. */
export function SearchForm({ className = "" }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  // On the results page the box keeps the current query.
  const current =
    location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
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
        className="h-11 w-full min-w-0 rounded-l-full border border-r-0 border-stone-400 bg-white px-4 text-base text-ink placeholder:text-stone-600 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-brand-700"
      />
      <button
        type="submit"
        className="flex h-11 w-14 shrink-0 items-center justify-center rounded-r-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon size={22} />
        <span className="sr-only">Search</span>
      </button>
    </Form>
  );
}
