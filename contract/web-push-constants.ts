// Web Push (issue 19, docs/decisions/0041-web-push.md): paths and limits the browser needs, kept
// apart from contract/web-push.ts so its zod schemas never ship to the browser.

export const WEB_PUSH_PUBLIC_KEY_PATH = "/api/web-push/public-key";
export const WEB_PUSH_SUBSCRIBE_PATH = "/api/web-push/subscribe";
export const WEB_PUSH_UNSUBSCRIBE_PATH = "/api/web-push/unsubscribe";
export const WEB_PUSH_SEND_PATH = "/admin/api/web-push/send";

/** The service worker's address: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** Longest endpoint accepted (real push services' are a few hundred characters). */
export const WEB_PUSH_ENDPOINT_MAX = 1000;
export const WEB_PUSH_TITLE_MAX = 80;
export const WEB_PUSH_BODY_MAX = 300;

export const WEB_PUSH_MESSAGES = {
  noSession: "Open the store once more to turn on notifications.",
  endpointHost: "This push service is not one the store sends to.",
  audience: 'Say who it is for: audience "everyone", or "customer" with customer_id or email.',
  customerRef: "Give either customer_id or email.",
  stray: "Name a customer only with audience customer.",
  noCustomer: "No customer has this id or e-mail.",
  url: "must be a path on this site, such as /sale",
} as const;
