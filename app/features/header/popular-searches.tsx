import { Link } from "react-router";
import { rewriteHotwordUrl } from "./hotword-url";
import type { PopularKeyword } from "./use-shell-data";

/** One line of popular searches under the search box; it scrolls sideways instead of wrapping. */
export function PopularSearches({ keywords }: { keywords: PopularKeyword[] }) {
  if (keywords.length === 0) return <div className="h-6" />;
  return (
    <nav aria-label="Popular searches" className="flex h-6 items-center gap-2 text-sm">
      <span className="shrink-0 text-stone-700" aria-hidden="true">
        Popular:
      </span>
      <ul className="flex gap-3 overflow-x-auto whitespace-nowrap [scrollbar-width:none]">
        {keywords.map((k) => {
          const href = rewriteHotwordUrl(k.url);
          const className = "text-stone-700 underline-offset-2 hover:text-brand-700 hover:underline";
          return (
            <li key={`${k.keyword}-${k.url}`}>
              {href.startsWith("/") ? (
                <Link to={href} className={className}>
                  {k.keyword}
                </Link>
              ) : (
                <a href={href} className={className}>
                  {k.keyword}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
