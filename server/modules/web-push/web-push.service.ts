// Web Push (issue 19, docs/decisions/0041-web-push.md): browsers' subscriptions stored per shopper,
// and the operator's send. The web-push library does the protocol's hard parts — the payload's
// encryption to the browser's keys (RFC 8291, aes128gcm) and the VAPID signature (RFC 8292) — and
// answers the request to make; the store POSTs it itself (fetch, with a timeout), so the send is
// bounded in time and works against a local push service in tests.
//
// Direct send with bounded concurrency, not an outbox: a push is ephemeral (the push service keeps
// it for TTL, then drops it) and is worth nothing late, it changes nothing of ours that must commit
// with it, and the operator wants the counts. At most WEB_PUSH_CONCURRENCY requests run at once,
// subscriptions are read in pages of SEND_PAGE, each request waits at most WEB_PUSH_TIMEOUT_MS.
import { and, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";
import webpush from "web-push";
import { WEB_PUSH_MESSAGES } from "../../../contract/web-push-constants";
import { customers } from "../../db/schema/customer";
import { operatorActions } from "../../db/schema/fulfilment";
import { webPushSubscriptions } from "../../db/schema/web-push";
import type { RequestContext } from "../../http/context";
import { AppError, invalid } from "../../http/errors";
import { endpointAllowed, endpointHosts } from "./endpoint-hosts";
import { vapidKeys } from "./vapid";

type Ctx = Pick<RequestContext, "db" | "config" | "logger" | "now">;

/** How long a push service keeps a push for an offline browser (a day: a sale note is stale after). */
export const PUSH_TTL_SECONDS = 86_400;
/** Subscriptions read at a time by a send. */
export const SEND_PAGE = 500;

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function publicKey(ctx: Ctx): Promise<{ public_key: string }> {
  return { public_key: (await vapidKeys(ctx.db, ctx.config, ctx.logger)).publicKey };
}

async function requireShopper(ctx: Pick<RequestContext, "auth">) {
  const auth = await ctx.auth();
  if (!auth) throw new AppError(401, 401, WEB_PUSH_MESSAGES.noSession);
  return auth;
}

/** Stores (or takes over) the subscription with this endpoint for the shopper of the session. */
export async function subscribe(
  ctx: Ctx & Pick<RequestContext, "auth">,
  input: SubscriptionInput,
): Promise<{ subscribed: 1; customer: 0 | 1 }> {
  const auth = await requireShopper(ctx);
  if (!endpointAllowed(input.endpoint, endpointHosts(ctx.config.WEB_PUSH_ENDPOINT_HOSTS)))
    throw invalid(`endpoint: ${WEB_PUSH_MESSAGES.endpointHost}`);
  const owner = { customerId: auth.customerId, sessionId: auth.sessionId };
  await ctx.db
    .insert(webPushSubscriptions)
    .values({
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      ...owner,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoUpdate({
      target: webPushSubscriptions.endpoint,
      set: { p256dh: input.keys.p256dh, auth: input.keys.auth, ...owner, updatedAt: ctx.now },
    });
  return { subscribed: 1, customer: auth.customerId === null ? 0 : 1 };
}

/** Removes the subscription when it is the shopper's: their customer's, or their guest session's. */
export async function unsubscribe(
  ctx: Ctx & Pick<RequestContext, "auth">,
  endpoint: string,
): Promise<{ removed: 0 | 1 }> {
  const auth = await requireShopper(ctx);
  const mine =
    auth.customerId === null
      ? and(eq(webPushSubscriptions.sessionId, auth.sessionId), isNull(webPushSubscriptions.customerId))
      : or(
          eq(webPushSubscriptions.customerId, auth.customerId),
          eq(webPushSubscriptions.sessionId, auth.sessionId),
        );
  const gone = await ctx.db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.endpoint, endpoint), mine))
    .returning({ id: webPushSubscriptions.id });
  return { removed: gone.length > 0 ? 1 : 0 };
}

export interface PushMessage {
  title: string;
  body: string;
  /** A path on this site (the service worker opens it on a click). */
  url: string;
}

export interface SendInput extends PushMessage {
  audience: "everyone" | "customer";
  customer_id?: number;
  email?: string;
}

export interface SendResult {
  subscriptions: number;
  sent: number;
  removed: number;
  failed: number;
}

type Outcome = "sent" | "gone" | "failed";

interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One push: encrypted and signed by web-push, POSTed here. 404/410 mean the subscription is gone. */
export async function deliver(
  ctx: Ctx,
  sub: StoredSubscription,
  payload: string,
  keys: { publicKey: string; privateKey: string; subject: string },
): Promise<Outcome> {
  // Checked again at send time: the list may have been narrowed since it subscribed.
  if (!endpointAllowed(sub.endpoint, endpointHosts(ctx.config.WEB_PUSH_ENDPOINT_HOSTS))) return "failed";
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: keys,
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: "aes128gcm",
        urgency: "normal",
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Buffer<ArrayBuffer>,
      redirect: "manual",
      signal: AbortSignal.timeout(ctx.config.WEB_PUSH_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return "gone";
    if (res.status >= 200 && res.status < 300) return "sent";
    ctx.logger.warn("web push refused", { status: res.status, host: new URL(sub.endpoint).host });
    return "failed";
  } catch (err) {
    ctx.logger.warn("web push failed", { error: String((err as Error)?.message ?? err) });
    return "failed";
  }
}

/** Runs `work` over `items` with at most `limit` at once; answers the outcomes in order. */
export async function boundedMap<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}

async function customerIdOf(ctx: Ctx, input: SendInput): Promise<number> {
  const [row] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      input.customer_id !== undefined
        ? eq(customers.id, input.customer_id)
        : eq(customers.email, input.email as string),
    )
    .limit(1);
  if (!row) throw new AppError(404, 404, WEB_PUSH_MESSAGES.noCustomer);
  return row.id;
}

/** The operator's send: one customer's subscriptions or everyone's; gone ones are deleted. */
export async function sendPush(ctx: Ctx, operator: string, input: SendInput): Promise<SendResult> {
  const customerGiven = input.customer_id !== undefined || input.email !== undefined;
  if (input.audience === "customer" && (input.customer_id !== undefined) === (input.email !== undefined))
    throw invalid(WEB_PUSH_MESSAGES.customerRef);
  if (input.audience === "everyone" && customerGiven) throw invalid(WEB_PUSH_MESSAGES.stray);
  const customerId = input.audience === "customer" ? await customerIdOf(ctx, input) : null;
  const keys = await vapidKeys(ctx.db, ctx.config, ctx.logger);
  const payload = JSON.stringify({ title: input.title, body: input.body, url: input.url });
  const result: SendResult = { subscriptions: 0, sent: 0, removed: 0, failed: 0 };
  let after = 0;
  for (;;) {
    const audience: SQL | undefined =
      customerId === null ? undefined : eq(webPushSubscriptions.customerId, customerId);
    const page = await ctx.db
      .select({
        id: webPushSubscriptions.id,
        endpoint: webPushSubscriptions.endpoint,
        p256dh: webPushSubscriptions.p256dh,
        auth: webPushSubscriptions.auth,
      })
      .from(webPushSubscriptions)
      .where(and(gt(webPushSubscriptions.id, after), audience))
      .orderBy(webPushSubscriptions.id)
      .limit(SEND_PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1].id;
    const outcomes = await boundedMap(page, ctx.config.WEB_PUSH_CONCURRENCY, (sub) =>
      deliver(ctx, sub, payload, keys),
    );
    const idsOf = (o: Outcome) => page.filter((_, i) => outcomes[i] === o).map((s) => s.id);
    const sent = idsOf("sent");
    const gone = idsOf("gone");
    if (sent.length)
      await ctx.db
        .update(webPushSubscriptions)
        .set({ lastSentAt: ctx.now })
        .where(inArray(webPushSubscriptions.id, sent));
    if (gone.length) await ctx.db.delete(webPushSubscriptions).where(inArray(webPushSubscriptions.id, gone));
    result.subscriptions += page.length;
    result.sent += sent.length;
    result.removed += gone.length;
    result.failed += page.length - sent.length - gone.length;
    if (page.length < SEND_PAGE) break;
  }
  await ctx.db.insert(operatorActions).values({
    operator,
    action: "web_push_send",
    detail: {
      audience: input.audience,
      ...(customerId !== null ? { customer_id: customerId } : {}),
      title: input.title,
      url: input.url,
      ...result,
    },
    at: ctx.now,
  });
  ctx.logger.info("web push sent", { operator, audience: input.audience, ...result });
  return result;
}
