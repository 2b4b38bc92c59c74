// The Web Push prompt (a marketing pop-up, kind "web_push"; decision 0041): what we send, then
// "Allow notifications" asks the browser's permission, registers the service worker, subscribes
// with the store's VAPID key and stores the subscription; "Not now" (or the close button, Escape,
// the backdrop) records today's date so it does not come back today. Loaded on demand.
import { useId, useRef, useState } from "react";
import {
  SERVICE_WORKER_PATH,
  WEB_PUSH_PUBLIC_KEY_PATH,
  WEB_PUSH_SUBSCRIBE_PATH,
} from "../../../contract/web-push-constants";
import { Modal } from "../../components/ui/dialog";
import { api } from "../../lib/api";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../account/form-ui";
import { notify } from "../toast/notify";
import type { PopupPartProps } from "./popup-parts";
import type { WebPushPayload } from "./web-push-timer";

export const WEB_PUSH_TEXT = {
  title: "Be the first to know",
  intro: "Turn on notifications and we will tell you about:",
  items: [
    "Flash sales and coupon drops",
    "New arrivals and seasonal deals",
    "Events and offers for subscribers only",
  ],
  promise: "A few a week at most. You can turn them off any time in your browser's settings.",
  allow: "Allow notifications",
  later: "Not now",
  on: "Notifications are on. We'll keep you posted.",
  blocked: "Notifications are blocked. You can allow them in your browser's site settings.",
  failed: "We could not turn on notifications in this browser. Please try again later.",
} as const;

/** base64url → the bytes pushManager.subscribe takes as applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Permission, service worker, push subscription, stored: answers what happened. */
export async function turnOnPush(): Promise<"on" | "blocked" | "failed"> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "blocked";
  const key = await api.get<{ public_key: string }>(WEB_PUSH_PUBLIC_KEY_PATH);
  if (key.code !== 200 || !key.result) return "failed";
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key.result.public_key),
    }));
  const saved = await api.post(WEB_PUSH_SUBSCRIBE_PATH, subscription.toJSON(), { encoding: "json" });
  return saved.code === 200 ? "on" : "failed";
}

export default function WebPushPrompt({ payload, onClose }: PopupPartProps) {
  const titleId = useId();
  const allowRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    (payload as WebPushPayload | undefined)?.closed();
    onClose();
  };
  const allow = async () => {
    setBusy(true);
    let outcome: Awaited<ReturnType<typeof turnOnPush>>;
    try {
      outcome = await turnOnPush();
    } catch {
      outcome = "failed";
    }
    if (outcome === "on") notify.success(WEB_PUSH_TEXT.on);
    else if (outcome === "blocked") notify.warning(WEB_PUSH_TEXT.blocked);
    else notify.error(WEB_PUSH_TEXT.failed);
    close();
  };
  return (
    <Modal
      onClose={close}
      labelledBy={titleId}
      initialFocus={allowRef}
      panelClassName="w-[min(26rem,calc(100%-2rem))]"
    >
      <div className="flex flex-col gap-4 p-6" data-testid="web-push-prompt">
        <h2 id={titleId} className="text-xl font-semibold text-ink">
          {WEB_PUSH_TEXT.title}
        </h2>
        <div className="text-base text-stone-700">
          <p>{WEB_PUSH_TEXT.intro}</p>
          <ul className="mt-2 list-disc pl-5">
            {WEB_PUSH_TEXT.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-stone-600">{WEB_PUSH_TEXT.promise}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <button ref={allowRef} type="button" className={PRIMARY_BUTTON} onClick={allow} disabled={busy}>
            {WEB_PUSH_TEXT.allow}
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={close} disabled={busy}>
            {WEB_PUSH_TEXT.later}
          </button>
        </div>
      </div>
    </Modal>
  );
}
