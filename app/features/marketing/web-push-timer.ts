// When the Web Push prompt is due (spec part 2 §4: "shown 30 seconds after being triggered.
// Closing records today's date. It is also scheduled 2 minutes (120000 ms) after a stored start
// time"; decision 0041). The trigger is the first page view of this browser: it stores the start
// time, and the prompt is due 30 s later. A later page load (the start time is stored) has it due
// 120000 ms after that start time (at once when that is past). Never when this browser cannot
// take pushes, when the shopper has already answered the browser's permission question (granted
// or denied), or on the day they closed it. The queue (popups.ts) decides whether it shows.
// Ships with every page: no zod, no contract schemas, no pop-up code here.
import { useEffect } from "react";
import { localGet, localSet } from "../../lib/storage";
import { popups } from "./popups";

export const WEB_PUSH_STORAGE = {
  /** When the prompt was first triggered (epoch ms). */
  start: "webPushStartTime",
  /** The local date (YYYY-MM-DD) the shopper last closed the prompt. */
  closed: "webPushClosedDate",
} as const;

export const WEB_PUSH_DELAY_MS = 30_000;
export const WEB_PUSH_RESCHEDULE_MS = 120_000;

/** The browser's local date as YYYY-MM-DD. */
export function localDate(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export type PushPermission = NotificationPermission | "unsupported";

/** What this browser can do: the permission state, or "unsupported" without Push or Notification. */
export function pushPermission(): PushPermission {
  if (typeof window === "undefined" || !window.isSecureContext) return "unsupported";
  if (!("Notification" in window) || !("PushManager" in window) || !("serviceWorker" in navigator))
    return "unsupported";
  return Notification.permission;
}

/**
 * The prompt's schedule for this page load: the delay in ms (null: not on this page) and whether
 * this load is the trigger that stores the start time.
 */
export function webPushSchedule(s: {
  now: number;
  start: string | null;
  closedOn: string | null;
  today: string;
  permission: PushPermission;
}): { delay: number | null; storeStart: boolean } {
  if (s.permission !== "default" || s.closedOn === s.today) return { delay: null, storeStart: false };
  const start = s.start === null ? Number.NaN : Number(s.start);
  if (!Number.isFinite(start) || start <= 0 || start > s.now)
    return { delay: WEB_PUSH_DELAY_MS, storeStart: true };
  return { delay: Math.max(0, start + WEB_PUSH_RESCHEDULE_MS - s.now), storeStart: false };
}

/** What the prompt is handed: it records the closing through here (this module owns the keys). */
export interface WebPushPayload {
  /** The shopper closed the prompt (Not now, ×, Escape, or after answering): not again today. */
  closed(): void;
}

const webPushPayload: WebPushPayload = {
  closed: () => localSet(WEB_PUSH_STORAGE.closed, localDate(new Date())),
};

/** Mounted once (MarketingPopupHost): asks the queue for the prompt when it falls due. */
export function useWebPushTimer(): void {
  useEffect(() => {
    const now = Date.now();
    const plan = webPushSchedule({
      now,
      start: localGet(WEB_PUSH_STORAGE.start),
      closedOn: localGet(WEB_PUSH_STORAGE.closed),
      today: localDate(new Date(now)),
      permission: pushPermission(),
    });
    if (plan.delay === null) return;
    if (plan.storeStart) localSet(WEB_PUSH_STORAGE.start, String(now));
    const timer = setTimeout(() => {
      // Answered or closed meanwhile (another tab): not due any more.
      if (pushPermission() !== "default") return;
      if (localGet(WEB_PUSH_STORAGE.closed) === localDate(new Date())) return;
      popups.requestAuto("web_push", webPushPayload);
    }, plan.delay);
    return () => clearTimeout(timer);
  }, []);
}
