import { useEffect } from "react";
import { useLocation } from "react-router";
import { positionTarget } from "./section-position";

/**
 * `?position=reviews` or `?position=faq` (spec part 2 §3): after the page loads, scroll to that
 * section and move keyboard focus to its heading (focusable with tabIndex -1), so the next Tab
 * continues from there. Runs once per page view.
 */
export function usePositionScroll(): void {
  const { search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only; later URL changes (section paging) must not scroll
  useEffect(() => {
    const target = positionTarget(search);
    if (!target) return;
    const section = document.getElementById(target);
    if (!section) return;
    section.scrollIntoView({ block: "start" });
    const heading = section.querySelector<HTMLElement>("h2[tabindex]");
    heading?.focus({ preventScroll: true });
  }, []);
}
