// The browser's API client: the rules of app/lib/api-client.ts wired to fetch, timers, the page
// location, the toasts, storage and tracking. Browser-only: server loaders call the API in-process
// through app/lib/server-api.server.ts. Nothing here touches `window` at import time.
import { notify } from "../features/toast/notify";
import { createApiClient, shouldReloadAfter401 } from "./api-client";
import {
  clearUserInfo,
  getAuthToken,
  getDeviceId,
  getIndent,
  isPayLogin,
  sessionGet,
  sessionSet,
} from "./storage";
import { trackServerError } from "./tracking";

export type { ApiClient, CallInput, Query, RequestOptions } from "./api-client";
export { REQUEST_MESSAGES } from "./api-client";

const AUTH_RELOAD_KEY = "auth_reload_at";

/** Reloads after a 401, unless the previous 401 reload was a moment ago (see shouldReloadAfter401). */
function reloadAfterSignOut(): void {
  const raw = sessionGet(AUTH_RELOAD_KEY);
  const last = raw === null ? null : Number(raw);
  const now = Date.now();
  if (!shouldReloadAfter401(Number.isFinite(last) ? last : null, now)) return;
  sessionSet(AUTH_RELOAD_KEY, String(now));
  window.location.reload();
}

export const api = createApiClient({
  fetch: (url, init) => globalThis.fetch(url, init),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  session: {
    authToken: getAuthToken,
    indent: getIndent,
    deviceId: getDeviceId,
    payLogin: isPayLogin,
    clearUserInfo,
  },
  page: {
    path: () => window.location.pathname,
    reload: reloadAfterSignOut,
    assign: (url) => window.location.assign(url),
  },
  notify: {
    warning: (message) => notify.warning(message),
    error: (message) => notify.error(message),
  },
  trackServerError,
});
