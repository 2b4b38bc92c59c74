// Analytics events go to `window.dataLayer` (a tag manager reads it when one is installed).
// Nothing is pushed on the server.
import { sessionGet, sessionSet } from "./storage";

export type DataLayerEvent = { event: string } & Record<string, unknown>;

export function pushDataLayer(entry: DataLayerEvent | { ecommerce: null }): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/** Spec part 1 §8: an envelope code 500 is logged as a server-error event. */
export function trackServerError(path: string, message: string): void {
  pushDataLayer({ event: "server_error", path, message });
}

/** sessionStorage key of this tab's analytics session id. */
export const ANALYTICS_SESSION_KEY = "analytics_session_id";

function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The analytics session id of the tracking globals (spec part 1 §3 session_id): random, kept for
 * the tab's life in sessionStorage. It is deliberately not the sign-in session, whose token must
 * never reach script or a third party. Without storage (private mode) each call makes a new one.
 */
export function analyticsSessionId(): string {
  const existing = sessionGet(ANALYTICS_SESSION_KEY);
  if (existing) return existing;
  const id = randomId();
  sessionSet(ANALYTICS_SESSION_KEY, id);
  return id;
}
