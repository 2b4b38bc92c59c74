// The baby and massage-chair pop-ups' timers (decision 0043), mounted once by the marketing host:
// 15 s on a baby category (a path containing /baby-kids) and 15 s on the massage-chair guide, each
// unless dismissed today or signed up from this browser. Only a timer and a path test ship with
// every page; the pop-ups are their own chunks.
import { useEffect } from "react";
import { useLocation } from "react-router";
import {
  BABY_POPUP_DELAY_MS,
  isBabyCategoryPath,
  MASSAGE_CHAIR_GUIDE_PATH,
  MASSAGE_CHAIR_POPUP_DELAY_MS,
} from "../../../../contract/marketing-offers-constants";
import { popups } from "../popups";
import { type OfferPopupKind, offerPopupDue } from "./offer-flags";

/** Which offer pop-up a page has, and after how long. */
export function offerPopupFor(pathname: string): { kind: OfferPopupKind; delayMs: number } | null {
  if (pathname.toLowerCase() === MASSAGE_CHAIR_GUIDE_PATH) {
    return { kind: "massage_chair", delayMs: MASSAGE_CHAIR_POPUP_DELAY_MS };
  }
  if (isBabyCategoryPath(pathname)) return { kind: "baby", delayMs: BABY_POPUP_DELAY_MS };
  return null;
}

export function OfferPopupTimers() {
  const { pathname } = useLocation();
  useEffect(() => {
    const due = offerPopupFor(pathname);
    if (!due || !offerPopupDue(due.kind)) return;
    const timer = setTimeout(() => {
      if (offerPopupDue(due.kind)) popups.requestAuto(due.kind);
    }, due.delayMs);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
