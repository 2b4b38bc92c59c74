// What of the subscribe offer ships with every page (keep it tiny, no zod, no contract schemas):
// the 15 s timer that asks the queue for the pop-up, the `blockpopup` query's dismissal, and the
// floating icon that opens it. The pop-up itself is a lazily loaded part (popup-parts.ts).
import { useEffect } from "react";
import { useLocation } from "react-router";
import { localGet, localSet } from "../../../lib/storage";
import { useSession } from "../../session/use-session";
import { blocksAutoPopups } from "../popup-queue";
import { popups } from "../popups";
import { openSubscribe } from "./open-subscribe";
import {
  dismissalValue,
  isDismissed,
  isSuppressedPage,
  offerFor,
  SUBSCRIBE_DELAY_MS,
  SUBSCRIBE_POP_KEY,
  timerPlan,
} from "./subscribe-rules";

/** Asks for the pop-up 15 s after each page load (a client navigation is a new page). */
export function useSubscribeTimer(): void {
  const { pathname, search } = useLocation();
  const { customer } = useSession();
  const wanted = offerFor(customer);
  useEffect(() => {
    const plan = timerPlan({
      pathname,
      search,
      offered: wanted,
      stored: localGet(SUBSCRIBE_POP_KEY),
      now: Date.now(),
    });
    if (plan === "record-dismissal") localSet(SUBSCRIBE_POP_KEY, dismissalValue(Date.now()));
    if (plan !== "schedule") return;
    const timer = window.setTimeout(() => {
      // Dismissed meanwhile (another tab, the icon's pop-up closed): nothing.
      if (isDismissed(localGet(SUBSCRIBE_POP_KEY), Date.now())) return;
      popups.requestAuto("subscribe", { source: "popup" });
    }, SUBSCRIBE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, wanted]);
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

/**
 * The floating subscribe icon (spec part 2 §4): for logged-out shoppers and those without a
 * confirmed subscription. Bottom left, above the phone's buy bar (4rem), away from the mini cart
 * and the checkout buttons; not on the pages where the pop-up never opens by itself or checkout.
 */
export function SubscribeIcon() {
  const { pathname } = useLocation();
  const { customer } = useSession();
  if (!offerFor(customer) || isSuppressedPage(pathname) || blocksAutoPopups(pathname)) return null;
  return (
    <button
      type="button"
      onClick={() => openSubscribe("popup")}
      aria-label="Subscribe and get up to $200 in coupons"
      title="Subscribe and get up to $200 in coupons"
      data-testid="subscribe-icon"
      className="fixed bottom-20 left-4 z-20 flex size-12 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg hover:bg-orange-800 lg:bottom-6"
    >
      <MailIcon />
    </button>
  );
}

/** Mounted once in the marketing host: the timer and the icon. */
export function SubscribeEntry() {
  useSubscribeTimer();
  return <SubscribeIcon />;
}
