import { type RefObject, useEffect } from "react";

/** Where the header stays at the top and hides while reading (Tailwind's md breakpoint: phones). */
export const STICKY_HEADER_QUERY = "(width < 48rem)";
/** Scrolling less than this many pixels changes nothing (a finger's jitter). */
const SCROLL_SLACK = 6;

export interface HeaderScrollInput {
  /** Scroll position now and at the last decision. */
  y: number;
  lastY: number;
  /** The header's own height: above it the header is simply in place. */
  height: number;
  hidden: boolean;
  /** Focus is inside the header (the search box, an open menu): it never hides under the shopper. */
  focusInside: boolean;
}

/**
 * Whether the phone header is hidden after a scroll: scrolling down past the header hides it (more
 * of the page to read), any scroll up brings it back (the shopper is heading for search or the
 * menu), and it is always shown near the top or while it holds focus.
 */
export function headerHidden({ y, lastY, height, hidden, focusInside }: HeaderScrollInput): boolean {
  if (focusInside || y <= height) return false;
  if (y > lastY + SCROLL_SLACK) return true;
  if (y < lastY - SCROLL_SLACK) return false;
  return hidden;
}

/**
 * Hides the sticky phone header on scroll-down and brings it back on scroll-up by setting
 * `data-hidden` on it; the stylesheet moves it with a transform only, so the page never shifts
 * (no layout shift). While shown and stuck, the page's scroll padding keeps focused elements
 * from sliding under it (WCAG 2.4.11).
 */
export function useHideOnScrollDown(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const phone = window.matchMedia(STICKY_HEADER_QUERY);
    const root = document.documentElement;
    let lastY = window.scrollY;
    let hidden = false;
    let frame = 0;

    function apply(next: boolean) {
      if (!header) return;
      hidden = next;
      if (next) header.dataset.hidden = "";
      else delete header.dataset.hidden;
      root.style.scrollPaddingTop = phone.matches && !next ? `${header.offsetHeight}px` : "";
    }

    function update(force = false) {
      frame = 0;
      if (!header) return;
      const y = window.scrollY;
      const next = phone.matches
        ? headerHidden({
            y,
            lastY,
            height: header.offsetHeight,
            hidden,
            focusInside: header.contains(document.activeElement),
          })
        : false;
      // Small moves add up: the last position only advances once a decision was possible.
      if (Math.abs(y - lastY) > SCROLL_SLACK || y <= header.offsetHeight) lastY = y;
      if (force || next !== hidden) apply(next);
    }
    const refresh = () => update(true);

    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(() => update());
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    phone.addEventListener("change", refresh);
    // Focus moving into the header (Shift+Tab back to the search box) brings it back at once.
    header.addEventListener("focusin", refresh);
    refresh();
    return () => {
      window.removeEventListener("scroll", onScroll);
      phone.removeEventListener("change", refresh);
      header.removeEventListener("focusin", refresh);
      cancelAnimationFrame(frame);
      delete header.dataset.hidden;
      root.style.scrollPaddingTop = "";
    };
  }, [ref]);
}
