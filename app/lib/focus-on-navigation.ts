import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { closeAllModals } from "../components/ui/modal-registry";

/**
 * Whether moving from one address to the next is a new page for the shopper: another path, or
 * another search (`q`). A change of filters, sort, page or quick view (`popid`) keeps the shopper
 * where they are, and so does a jump to a #fragment (the skip links).
 */
export function isNewPage(
  from: { pathname: string; search: string },
  to: { pathname: string; search: string },
) {
  if (from.pathname !== to.pathname) return true;
  return new URLSearchParams(from.search).get("q") !== new URLSearchParams(to.search).get("q");
}

/**
 * The element focus goes to on a new page: the main heading (made focusable by script, tabindex=-1,
 * so it is not a Tab stop), else the main region.
 */
export function focusMainHeading(doc: Document): HTMLElement | null {
  const target = doc.querySelector<HTMLElement>("main h1") ?? doc.querySelector<HTMLElement>("h1, main");
  if (!target) return null;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  // The scroll position is ScrollRestoration's (top on a new page, the old one on Back).
  target.focus({ preventScroll: true });
  return target;
}

/**
 * On every client navigation to a new page (issue 16, bugs 1 and 12): every open modal and drawer
 * closes (no dialog outlives its page: the mini-cart's Check Out lands on a checkout with nothing
 * over it), then focus moves to the new page's main heading, so a keyboard or screen reader user
 * starts reading the new page instead of from <body>. The first load keeps the browser's focus.
 */
export function useFocusOnNavigation() {
  const { pathname, search } = useLocation();
  const last = useRef<{ pathname: string; search: string } | null>(null);
  useEffect(() => {
    const from = last.current;
    last.current = { pathname, search };
    if (!from || !isNewPage(from, { pathname, search })) return;
    closeAllModals(() => focusMainHeading(document));
  }, [pathname, search]);
}
