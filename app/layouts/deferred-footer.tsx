import { useEffect } from "react";
import { useNavigation } from "react-router";
import { Deferred, deferredPart } from "../components/deferred/deferred-part";

// The footer is at the bottom of every page: its code (link groups, newsletter form, payment marks)
// loads when the shopper comes near it; the server renders it in full (deferred-part.tsx).

const footer = deferredPart(
  () => import("../features/footer/footer"),
  (m) => m.Footer,
);

const noProps = {};
/** About the footer's height on a phone (its link groups stacked; 425 px on a desktop), for the space it holds until it renders. */
const FOOTER_HEIGHT_PX = 1200;

export function DeferredFooter() {
  // Below the first screen on every page: its style and layout wait until it comes near.
  return <Deferred part={footer} props={noProps} offscreen={FOOTER_HEIGHT_PX} />;
}

/**
 * A client navigation may change the layout, and a new layout renders its footer at once: from the
 * first navigation on, the footer's chunk is fetched while the next page's data loads.
 */
export function usePreloadFooterOnNavigation(): void {
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) void footer.preload().catch(() => undefined);
  }, [navigating]);
}
