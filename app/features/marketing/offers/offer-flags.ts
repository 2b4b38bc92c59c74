// The baby and massage-chair pop-ups' local flags (decision 0043): each is dismissed until the next
// local midnight once it shows (like the subscribe pop-up's newUserSubscribePop), and never comes
// back on this browser once its form was sent. Tiny: the timers that ship with every page use it.
import { localGetJson, localSetJson } from "../../../lib/storage";

export const OFFER_POPUP_KEYS = {
  baby: "babyOfferPop",
  massage_chair: "massageChairOfferPop",
} as const;

export type OfferPopupKind = keyof typeof OFFER_POPUP_KEYS;

/** What a key holds: 1 dismissed until `expiry` (ms), 2 signed up (for good). */
interface Flag {
  value: 1 | 2;
  expiry: number;
}

/** The next local midnight after `now` (ms). */
export function nextLocalMidnight(now: Date): number {
  const next = new Date(now);
  next.setHours(24, 0, 0, 0);
  return next.getTime();
}

/** Whether the pop-up may auto-open now. */
export function offerPopupDue(kind: OfferPopupKind, now = new Date()): boolean {
  const flag = localGetJson<Flag>(OFFER_POPUP_KEYS[kind]);
  if (!flag) return true;
  if (flag.value === 2) return false;
  return !(typeof flag.expiry === "number" && flag.expiry > now.getTime());
}

/** It showed (or closed): not again until the next local midnight. */
export function dismissOfferPopup(kind: OfferPopupKind, now = new Date()): void {
  const flag = localGetJson<Flag>(OFFER_POPUP_KEYS[kind]);
  if (flag?.value === 2) return;
  localSetJson(OFFER_POPUP_KEYS[kind], { value: 1, expiry: nextLocalMidnight(now) });
}

/** The form was sent from this browser: the pop-up does not open by itself again. */
export function markOfferSignedUp(kind: OfferPopupKind): void {
  localSetJson(OFFER_POPUP_KEYS[kind], { value: 2, expiry: 0 });
}
