import { type CSSProperties, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ChevronRightIcon } from "../../components/ui/icons";
import { rewriteHotwordUrl } from "./hotword-url";
import type { PopularKeyword } from "./use-shell-data";

/** Which ends of the row have more keywords out of sight. */
export interface RowEdges {
  start: boolean;
  end: boolean;
}

/** The row's hidden ends from its scroll box (a pixel of rounding counts as nothing hidden). */
export function rowEdges({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: Pick<HTMLElement, "scrollLeft" | "scrollWidth" | "clientWidth">): RowEdges {
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
}

const FADE = "2.5rem";
const ARROW =
  "absolute top-0 flex size-6 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm hover:border-brand-700 hover:text-brand-700";

/** The row fades out at each end that has more keywords beyond it. */
export function fadeMask({ start, end }: RowEdges): CSSProperties | undefined {
  if (!start && !end) return undefined;
  const image = `linear-gradient(to right, ${start ? `transparent, #000 ${FADE}` : "#000"}, ${
    end ? `#000 calc(100% - ${FADE}), transparent` : "#000"
  })`;
  return { maskImage: image, WebkitMaskImage: image };
}

/**
 * One line of popular searches under the search box; it scrolls sideways instead of wrapping.
 * A row that runs on says so: it fades out at the end that has more, and an arrow there scrolls
 * it on for a mouse (touch swipes it; keyboard focus brings each link into view). The server
 * renders it as running on at the end (the usual case at every width); the first measurement
 * corrects that without moving anything (the arrow lies over the row).
 */
export function PopularSearches({ keywords }: { keywords: PopularKeyword[] }) {
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<RowEdges>({ start: false, end: true });

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const measure = () => setEdges(rowEdges(row));
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    return () => resize.disconnect();
  }, []);

  if (keywords.length === 0) return <div className="h-6" />;
  return (
    <nav aria-label="Popular searches" className="flex h-6 items-center gap-2 text-sm">
      <span className="shrink-0 text-stone-700" aria-hidden="true">
        Popular:
      </span>
      <div className="relative flex min-w-0 flex-1 items-center">
        <ul
          ref={list}
          onScroll={(e) => setEdges(rowEdges(e.currentTarget))}
          style={fadeMask(edges)}
          className="flex min-w-0 flex-1 gap-3 overflow-x-auto scroll-smooth whitespace-nowrap [scrollbar-width:none] motion-reduce:scroll-auto"
        >
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
        {/* For the pointer only: Tab already walks the links and scrolls each into view. */}
        {edges.start ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label="Earlier popular searches"
            onClick={() => list.current?.scrollBy({ left: -list.current.clientWidth * 0.7 })}
            className={`left-0 ${ARROW}`}
          >
            <ChevronRightIcon size={16} className="rotate-180" />
          </button>
        ) : null}
        {edges.end ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label="More popular searches"
            onClick={() => list.current?.scrollBy({ left: list.current.clientWidth * 0.7 })}
            className={`right-0 ${ARROW}`}
          >
            <ChevronRightIcon size={16} />
          </button>
        ) : null}
      </div>
    </nav>
  );
}
