import { type MouseEvent, useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { isPlainLeftClick } from "../../../lib/plain-click";
import { pageCount, pagerItems, sectionPageHref } from "./section-paging";

interface SectionPagerProps {
  /** What is paged, for the navigation's label ("Reviews pages"). */
  label: string;
  /** Query parameter of the section's page (`reviews_page`). */
  param: string;
  /** The section's element id, the no-JS links' `#hash`. */
  sectionId: string;
  page: number;
  total: number;
  pageSize: number;
}

/**
 * Page links of a product-page section. Without JavaScript each is a plain link to
 * `?param=n#section` (a full load that lands on the section). With it, the page's data reloads in
 * place: same URL without the hash, no scroll reset, so the reader stays where they are.
 */
export function SectionPager({ label, param, sectionId, page, total, pageSize }: SectionPagerProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const href = (n: number, hash?: string) =>
    sectionPageHref(location.pathname, location.search, param, n, hash);
  const go = (n: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(e)) return;
    e.preventDefault();
    navigate(href(n), { preventScrollReset: true });
  };
  const linkClass =
    "inline-flex min-h-10 min-w-10 items-center justify-center rounded border border-stone-300 px-3 text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700";

  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a href={href(page - 1, sectionId)} onClick={go(page - 1)} className={linkClass} rel="prev">
              Previous
            </a>
          </li>
        ) : null}
        {pagerItems(page, count).map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : item.page === page ? (
            <li key={item.page}>
              <span
                aria-current="page"
                className="inline-flex min-h-10 min-w-10 items-center justify-center rounded bg-brand-700 px-3 text-sm font-semibold text-white"
              >
                <span className="sr-only">Page </span>
                {item.page}
              </span>
            </li>
          ) : (
            <li key={item.page}>
              <a href={href(item.page, sectionId)} onClick={go(item.page)} className={linkClass}>
                <span className="sr-only">Page </span>
                {item.page}
              </a>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <a href={href(page + 1, sectionId)} onClick={go(page + 1)} className={linkClass} rel="next">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** True while a navigation that changes `param` (this section's page) is loading. */
export function useSectionLoading(param: string): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading" || !navigation.location) return false;
  if (navigation.location.pathname !== location.pathname) return false;
  const next = new URLSearchParams(navigation.location.search).get(param);
  return next !== new URLSearchParams(location.search).get(param);
}

/**
 * Moves keyboard focus to `ref` (without scrolling) when `page` changes after the first render,
 * so a screen reader announces the new page's list instead of staying on a pager link.
 */
export function useFocusOnPageChange(ref: React.RefObject<HTMLElement | null>, page: number): void {
  const last = useRef(page);
  useEffect(() => {
    if (page === last.current) return;
    last.current = page;
    ref.current?.focus({ preventScroll: true });
  }, [page, ref]);
}

/**
 * How a section shows that its next page is loading: a light tint behind full-contrast text (and a
 * progress cursor). Dimming the text instead (opacity) dropped it below AA contrast meanwhile.
 */
export const LOADING_TINT = "cursor-progress rounded-md bg-stone-100";
