import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { OnDemandBoundary } from "../../components/ui/on-demand";
import { OfferPopupTimers } from "./offers/offer-timers";
import { POPUP_PARTS } from "./popup-parts";
import { popups } from "./popups";

const serverSnapshot = () => null;

/**
 * Mounted once in the root layout: renders the one marketing pop-up the queue shows (each is its
 * own chunk, fetched when first shown, rendered only while open) and starts a new page view for
 * the queue on every client navigation.
 */
export function MarketingPopupHost() {
  const shown = useSyncExternalStore(popups.subscribe, popups.current, serverSnapshot);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page view.
  useEffect(() => {
    popups.newPageView();
  }, [pathname]);
  const Part = shown ? POPUP_PARTS[shown.kind] : undefined;
  const close = () => shown && popups.close(shown.kind);
  return (
    <>
      <OfferPopupTimers />
      {shown && Part ? (
        <OnDemandBoundary onFail={close} quiet={!shown.manual}>
          <Part key={shown.showId} payload={shown.payload} manual={shown.manual} onClose={close} />
        </OnDemandBoundary>
      ) : null}
    </>
  );
}
