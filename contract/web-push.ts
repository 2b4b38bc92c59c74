import { z } from "zod";
import { defineCall } from "./call";
import { email, id } from "./fields";
import { safeRedirect } from "./safe-path";
import {
  WEB_PUSH_BODY_MAX,
  WEB_PUSH_ENDPOINT_MAX,
  WEB_PUSH_MESSAGES,
  WEB_PUSH_PUBLIC_KEY_PATH,
  WEB_PUSH_SEND_PATH,
  WEB_PUSH_SUBSCRIBE_PATH,
  WEB_PUSH_TITLE_MAX,
  WEB_PUSH_UNSUBSCRIBE_PATH,
} from "./web-push-constants";

// Web Push (issue 19; docs/decisions/0041-web-push.md): the store's VAPID public key, a browser's
// PushSubscription stored for the shopper (a customer, or a guest's session), its removal, and the
// operator's send to one customer or to every subscriber.

/** A base64url value of a browser key: p256dh is a 65-byte P-256 point (87 characters), auth 16 bytes (22). */
const base64url = (length: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+=*$/, `must be base64url (${what})`)
    .transform((v) => v.replace(/=+$/, ""))
    .refine((v) => v.length === length, `must be ${what}`);

const endpoint = z
  .string()
  .trim()
  .max(WEB_PUSH_ENDPOINT_MAX, `must be at most ${WEB_PUSH_ENDPOINT_MAX} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: "must be an https:// address" }));

export const webPushPublicKey = defineCall({
  method: "get",
  path: WEB_PUSH_PUBLIC_KEY_PATH,
  tag: "web-push",
  summary:
    "The store's VAPID public key (base64url), the applicationServerKey a browser subscribes with (pushManager.subscribe).",
  result: z.object({ public_key: z.string() }),
});

export const webPushSubscribe = defineCall({
  method: "post",
  path: WEB_PUSH_SUBSCRIBE_PATH,
  tag: "web-push",
  summary:
    "Stores this browser's PushSubscription (PushSubscription.toJSON(): endpoint and keys) for the shopper of the session: the signed-in customer, or the guest's session. One subscription per endpoint: sending it again (another shopper signed in on that browser, new keys) updates it. The endpoint must be at one of the push services the store sends to (WEB_PUSH_ENDPOINT_HOSTS).",
  body: z.object({
    endpoint,
    expirationTime: z.number().nullable().optional().describe("As the browser reports it; not used"),
    keys: z.object({
      p256dh: base64url(87, "the browser's P-256 public key"),
      auth: base64url(22, "the browser's 16-byte auth secret"),
    }),
  }),
  result: z.object({
    subscribed: z.literal(1),
    customer: z
      .union([z.literal(0), z.literal(1)])
      .describe("1: stored for the signed-in customer; 0: for the guest session"),
  }),
  errors: {
    401: "no session (guest or customer): the browser has not started one yet",
    422: "an endpoint that is not at a known push service, or malformed keys",
  },
});

export const webPushUnsubscribe = defineCall({
  method: "post",
  path: WEB_PUSH_UNSUBSCRIBE_PATH,
  tag: "web-push",
  summary:
    "Removes the subscription with this endpoint when it belongs to the shopper of the session (customer or guest session); answers whether one was removed.",
  body: z.object({ endpoint }),
  result: z.object({ removed: z.union([z.literal(0), z.literal(1)]) }),
  errors: { 401: "no session" },
});

export const webPushSend = defineCall({
  method: "post",
  path: WEB_PUSH_SEND_PATH,
  tag: "admin",
  summary:
    'Sends a notification (title, body, and the store path a click opens) to one customer\'s subscriptions (audience "customer", by customer_id or email) or to every subscription (audience "everyone", guests too). Encrypted per subscription (RFC 8291, aes128gcm) and signed with the store\'s VAPID key; at most WEB_PUSH_CONCURRENCY pushes at once, each waiting up to WEB_PUSH_TIMEOUT_MS. A subscription the push service answers 404 or 410 for is deleted. Logged in operator_actions. Answers the counts.',
  body: z.object({
    audience: z.enum(["everyone", "customer"], { error: WEB_PUSH_MESSAGES.audience }),
    customer_id: id.optional(),
    email: email.optional(),
    title: z
      .string()
      .trim()
      .min(1, "is required")
      .max(WEB_PUSH_TITLE_MAX, `must be at most ${WEB_PUSH_TITLE_MAX} characters`),
    body: z
      .string()
      .trim()
      .max(WEB_PUSH_BODY_MAX, `must be at most ${WEB_PUSH_BODY_MAX} characters`)
      .default(""),
    url: z
      .string()
      .trim()
      .max(1000, "must be at most 1000 characters")
      .default("/")
      .refine((v) => safeRedirect(v) === v, WEB_PUSH_MESSAGES.url),
  }),
  result: z.object({
    subscriptions: z.number().int().describe("Subscriptions of the audience"),
    sent: z.number().int().describe("Accepted by their push service (201)"),
    removed: z.number().int().describe("Gone (404/410): deleted"),
    failed: z.number().int().describe("Refused otherwise or unreachable: kept, not retried"),
  }),
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no such customer",
    422: "a bad audience, title or url",
  },
});
