import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { OnDemandBoundary } from "../../components/ui/on-demand";
import { OfferPopupTimers } from "./offers/offer-timers";
import { OldUserBirthday } from "./old-user-birthday";
import { POPUP_PARTS } from "./popup-parts";
import { popups } from "./popups";
import { SubscribeEntry } from "./subscribe/subscribe-entry";
import { useWebPushTimer } from "./web-push-timer";

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
  return (
    <>
      <MarketingTimers />
      <ShownPopup shown={shown} />
    </>
  );
}

/** The pop-ups' timers and icons (one line each; each keeps what it ships tiny). */
function MarketingTimers() {
  useWebPushTimer();
  return (
    <>
      <SubscribeEntry />
      <OfferPopupTimers />
      <OldUserBirthday />
    </>
  );
}

function ShownPopup({ shown }: { shown: ReturnType<typeof popups.current> }) {
  if (!shown) return null;
  const Part = POPUP_PARTS[shown.kind];
  if (!Part) return null;
  const close = () => popups.close(shown.kind);
  return (
    <OnDemandBoundary onFail={close} quiet={!shown.manual}>
      <Part key={shown.showId} payload={shown.payload} manual={shown.manual} onClose={close} />
    </OnDemandBoundary>
  );
}
