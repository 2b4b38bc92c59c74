import { runInNewContext } from "node:vm";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOps } from "../../../scripts/ops";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { loadConfig } from "../../config";
import { operatorActions } from "../../db/schema/fulfilment";
import { webPushSubscriptions, webPushVapidKeys } from "../../db/schema/web-push";
import { createCustomer, PASSWORD, send, sessionFor } from "../customer/account-fixtures.testing";
import { OPERATOR_ENV, OPERATOR_TOKEN } from "../fulfilment/fulfilment.testing";
import { endpointAllowed, endpointHosts } from "./endpoint-hosts";
import {
  type BrowserKeys,
  browserKeys,
  decryptPush,
  type PushService,
  startPushService,
  verifyVapid,
} from "./push-service.testing";
import { serviceWorkerSource } from "./service-worker";
import { boundedMap } from "./web-push.service";

// Web Push against the real app and database and a local push service (an HTTP server on
// 127.0.0.1: nothing outside is reachable here). The browser's side — its P-256 keys and auth
// secret, the decryption of what arrives and the check of the VAPID signature — is written from
// the RFCs in push-service.testing.ts, so a push that decrypts here is one a browser would read.

let t: TestApp;
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ products: 0, env: { ...OPERATOR_ENV, WEB_PUSH_ENDPOINT_HOSTS: "127.0.0.1" } });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const asOperator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
type SendResult = { subscriptions: number; sent: number; removed: number; failed: number };
const sendPush = (body: unknown, headers: Record<string, string> = asOperator) =>
  send<SendResult | null>(t, "POST", "/admin/api/web-push/send", { body, headers });

let n = 0;
/** A browser's subscription at the local push service: its endpoint and keys. */
function browser(label: string) {
  const keys = browserKeys();
  const endpoint = `${push.origin}/push/${label}-${++n}`;
  return {
    keys,
    endpoint,
    json: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  };
}
const subscribe = (body: unknown, token?: string) =>
  send<{ subscribed: number; customer: number } | null>(t, "POST", "/api/web-push/subscribe", {
    body,
    token,
  });
const stored = (endpoint: string) =>
  t.database.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint));
const pushesTo = (endpoint: string) => push.received.filter((r) => endpoint.endsWith(r.path));
const decrypted = (endpoint: string, keys: BrowserKeys) =>
  pushesTo(endpoint).map((r) => JSON.parse(decryptPush(r.body, keys)));

async function shopper() {
  const c = await createCustomer(t);
  return { ...c, token: await sessionFor(t, c.id) };
}

describe("GET /api/web-push/public-key", () => {
  it("answers the key pair generated once and kept in the database", async () => {
    const first = await send<{ public_key: string }>(t, "GET", "/api/web-push/public-key");
    const again = await send<{ public_key: string }>(t, "GET", "/api/web-push/public-key");
    expect(first.status).toBe(200);
    expect(first.body.result.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(again.body.result.public_key).toBe(first.body.result.public_key);
    const rows = await t.database.db.select().from(webPushVapidKeys);
    expect(rows.map((r) => r.publicKey)).toEqual([first.body.result.public_key]);
  });
});

describe("POST /api/web-push/subscribe and unsubscribe", () => {
  it("stores a guest's subscription for the guest session and a customer's for the customer", async () => {
    const guestToken = await sessionFor(t, null);
    const guest = browser("guest");
    const res = await subscribe(guest.json, guestToken);
    expect([res.status, res.body.result]).toEqual([200, { subscribed: 1, customer: 0 }]);
    const [row] = await stored(guest.endpoint);
    expect([row.customerId, row.p256dh, row.auth]).toEqual([null, guest.keys.p256dh, guest.keys.auth]);
    expect(row.sessionId).toBeGreaterThan(0);

    const c = await shopper();
    const mine = browser("customer");
    expect((await subscribe(mine.json, c.token)).body.result).toEqual({ subscribed: 1, customer: 1 });
    expect((await stored(mine.endpoint)).map((r) => r.customerId)).toEqual([c.id]);
  });

  it("keeps one row per endpoint: the same browser subscribing again belongs to whoever did", async () => {
    const guestToken = await sessionFor(t, null);
    const b = browser("moves");
    await subscribe(b.json, guestToken);
    const c = await shopper();
    const fresh = browserKeys();
    const again = { ...b.json, keys: { p256dh: fresh.p256dh, auth: fresh.auth } };
    expect((await subscribe(again, c.token)).body.code).toBe(200);
    const rows = await stored(b.endpoint);
    expect(rows.map((r) => [r.customerId, r.p256dh])).toEqual([[c.id, fresh.p256dh]]);
  });

  it("a guest's subscription becomes the customer's when the guest signs in", async () => {
    const guestToken = await sessionFor(t, null);
    const b = browser("sign-in");
    await subscribe(b.json, guestToken);
    const c = await createCustomer(t, { verified: true });
    const login = await send<{ token: string }>(t, "POST", "/api/customer/login", {
      body: { email: c.email, password: PASSWORD },
      token: guestToken,
    });
    expect([login.body.code, login.body.result.token.length > 0]).toEqual([200, true]);
    expect((await stored(b.endpoint)).map((r) => r.customerId)).toEqual([c.id]);
    const res = await sendPush({ audience: "customer", customer_id: c.id, title: "Welcome back" });
    expect(res.body.result).toEqual({ subscriptions: 1, sent: 1, removed: 0, failed: 0 });
  });

  it("a customer's subscription from a browser goes back to that browser's guest session at sign-out", async () => {
    const c = await shopper();
    const left = browser("signed-out");
    const kept = browser("other-browser");
    await subscribe(left.json, c.token);
    await subscribe(kept.json, await sessionFor(t, c.id));
    const out = await send<{ token: string }>(t, "POST", "/api/customer/logout", { token: c.token });
    expect(out.body.code).toBe(200);
    const [row] = await stored(left.endpoint);
    expect(row.customerId).toBeNull();
    expect(row.sessionId).toBeGreaterThan(0);
    expect((await stored(kept.endpoint)).map((r) => r.customerId)).toEqual([c.id]);
    const res = await sendPush({ audience: "customer", customer_id: c.id, title: "Only the kept one" });
    expect(res.body.result).toEqual({ subscriptions: 1, sent: 1, removed: 0, failed: 0 });
    expect(pushesTo(left.endpoint)).toEqual([]);
  });

  it("needs a session, a known push service and well-formed keys", async () => {
    const b = browser("refused");
    const none = await subscribe(b.json);
    expect([none.status, none.body.message]).toEqual([
      401,
      "Open the store once more to turn on notifications.",
    ]);
    const token = await sessionFor(t, null);
    const elsewhere = await subscribe({ ...b.json, endpoint: "https://push.example.net/abc" }, token);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      422,
      "endpoint: This push service is not one the store sends to.",
    ]);
    const inside = await subscribe({ ...b.json, endpoint: "http://10.0.0.5/admin" }, token);
    expect(inside.status).toBe(422);
    const shortKey = await subscribe({ ...b.json, keys: { p256dh: "abc", auth: b.keys.auth } }, token);
    expect([shortKey.status, shortKey.body.message]).toEqual([
      422,
      "keys.p256dh: must be the browser's P-256 public key",
    ]);
    expect(await stored(b.endpoint)).toEqual([]);
  });

  it("removes a subscription only for the shopper it belongs to", async () => {
    const owner = await shopper();
    const other = await shopper();
    const b = browser("unsub");
    await subscribe(b.json, owner.token);
    const unsub = (token: string) =>
      send<{ removed: number }>(t, "POST", "/api/web-push/unsubscribe", {
        body: { endpoint: b.endpoint },
        token,
      });
    expect((await unsub(other.token)).body.result).toEqual({ removed: 0 });
    expect(await stored(b.endpoint)).toHaveLength(1);
    expect((await unsub(owner.token)).body.result).toEqual({ removed: 1 });
    expect(await stored(b.endpoint)).toEqual([]);
  });
});

describe("POST /admin/api/web-push/send", () => {
  it("sends one customer's browsers a push that decrypts to the message, signed with the store's key", async () => {
    const c = await shopper();
    const phone = browser("phone");
    const laptop = browser("laptop");
    await subscribe(phone.json, c.token);
    await subscribe(laptop.json, await sessionFor(t, c.id));
    const bystander = browser("bystander");
    await subscribe(bystander.json, (await shopper()).token);

    const res = await sendPush({
      audience: "customer",
      email: c.email,
      title: "Patio sale",
      body: "25% off outdoor sets until Sunday",
      url: "/outdoor?utm=push",
    });
    expect([res.status, res.body.result]).toEqual([
      200,
      { subscriptions: 2, sent: 2, removed: 0, failed: 0 },
    ]);
    const message = {
      title: "Patio sale",
      body: "25% off outdoor sets until Sunday",
      url: "/outdoor?utm=push",
    };
    expect(decrypted(phone.endpoint, phone.keys)).toEqual([message]);
    expect(decrypted(laptop.endpoint, laptop.keys)).toEqual([message]);
    expect(pushesTo(bystander.endpoint)).toEqual([]);
    // The other browser's keys cannot read it.
    expect(() => decryptPush(pushesTo(phone.endpoint)[0].body, laptop.keys)).toThrow();

    const [received] = pushesTo(phone.endpoint);
    expect([received.headers["content-encoding"], received.headers.ttl, received.headers.urgency]).toEqual([
      "aes128gcm",
      "86400",
      "normal",
    ]);
    const { claims, k } = verifyVapid(String(received.headers.authorization));
    const key = (await send<{ public_key: string }>(t, "GET", "/api/web-push/public-key")).body.result
      .public_key;
    expect([k, claims.aud, claims.sub]).toEqual([key, push.origin, "mailto:support@nestora.com"]);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const [row] = await stored(phone.endpoint);
    expect(row.lastSentAt).not.toBeNull();
    const actions = await t.database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.action, "web_push_send"));
    expect(actions.at(-1)?.operator).toBe("dana");
    expect(actions.at(-1)?.detail).toMatchObject({ audience: "customer", customer_id: c.id, sent: 2 });
  });

  it("sends everyone's browsers, guests too; deletes the ones the push service says are gone (404, 410)", async () => {
    const guest = browser("everyone-guest");
    await subscribe(guest.json, await sessionFor(t, null));
    const gone = browser("gone");
    const missing = browser("missing");
    const broken = browser("broken");
    for (const b of [gone, missing, broken]) await subscribe(b.json, await sessionFor(t, null));
    push.statusFor.set(new URL(gone.endpoint).pathname, 410);
    push.statusFor.set(new URL(missing.endpoint).pathname, 404);
    push.statusFor.set(new URL(broken.endpoint).pathname, 500);
    const before = (await t.database.db.select().from(webPushSubscriptions)).length;

    const res = await sendPush({ audience: "everyone", title: "Store news" });
    expect(res.body.result).toEqual({ subscriptions: before, sent: before - 3, removed: 2, failed: 1 });
    expect(decrypted(guest.endpoint, guest.keys)).toEqual([{ title: "Store news", body: "", url: "/" }]);
    expect(await stored(gone.endpoint)).toEqual([]);
    expect(await stored(missing.endpoint)).toEqual([]);
    expect(await stored(broken.endpoint)).toHaveLength(1);
    expect((await t.database.db.select().from(webPushSubscriptions)).length).toBe(before - 2);
  });

  it("is for operators only, to a store path, naming the customer one way", async () => {
    const c = await shopper();
    expect((await sendPush({ audience: "everyone", title: "x" }, {})).status).toBe(401);
    expect(
      (await sendPush({ audience: "everyone", title: "x" }, { authorization: `Bearer ${c.token}` })).status,
    ).toBe(403);
    const offSite = await sendPush({ audience: "everyone", title: "x", url: "https://evil.example/" });
    expect([offSite.status, offSite.body.message]).toEqual([
      422,
      "url: must be a path on this site, such as /sale",
    ]);
    const both = await sendPush({ audience: "customer", customer_id: c.id, email: c.email, title: "x" });
    expect([both.status, both.body.message]).toEqual([422, "Give either customer_id or email."]);
    const stray = await sendPush({ audience: "everyone", customer_id: c.id, title: "x" });
    expect([stray.status, stray.body.message]).toEqual([422, "Name a customer only with audience customer."]);
    const nobody = await sendPush({ audience: "customer", customer_id: 2_000_000_000, title: "x" });
    expect([nobody.status, nobody.body.message]).toEqual([404, "No customer has this id or e-mail."]);
  });
});

describe("npm run ops -- web-push-send", () => {
  const ops = async (argv: string[]) => {
    const lines: string[] = [];
    const code = await runOps(argv, {
      fetch: async (url, init) => t.app.request(new URL(url).pathname + new URL(url).search, init),
      env: { OPS_URL: "http://store.test", OPS_TOKEN: OPERATOR_TOKEN },
      out: (line) => lines.push(line),
    });
    return { code, text: lines.join("\n") };
  };

  it("sends to a customer by e-mail and prints the counts; refuses a missing or double audience", async () => {
    const c = await shopper();
    const b = browser("ops");
    await subscribe(b.json, c.token);
    const res = await ops(["web-push-send", "--email", c.email, "--title", "Back in stock", "--url", "/p/1"]);
    expect(res).toEqual({
      code: 0,
      text: "Sent to 1 of 1 subscriptions (0 gone and removed, 0 failed).",
    });
    expect(decrypted(b.endpoint, b.keys)).toEqual([{ title: "Back in stock", body: "", url: "/p/1" }]);
    for (const argv of [
      ["web-push-send", "--title", "x"],
      ["web-push-send", "--title", "x", "--everyone", "--customer", "3"],
    ]) {
      const bad = await ops(argv);
      expect(bad.code).not.toBe(0);
      expect(bad.text).toContain("Give one of --everyone, --customer <id> or --email <e-mail>.");
    }
  });
});

describe("the VAPID settings", () => {
  it("takes both keys or neither, and the configured pair is the one answered", async () => {
    expect(() => loadConfig({ WEB_PUSH_VAPID_PUBLIC_KEY: "B".repeat(87) })).toThrow(
      "WEB_PUSH_VAPID_PRIVATE_KEY: is required with WEB_PUSH_VAPID_PUBLIC_KEY",
    );
    expect(() => loadConfig({ WEB_PUSH_VAPID_PRIVATE_KEY: "short" })).toThrow(
      "WEB_PUSH_VAPID_PRIVATE_KEY: must be a base64url P-256 private key (43 characters)",
    );
    const publicKey =
      "BKxg6lH4bWx8iJMMwZ0iy7VHn2GBBGmiW4iTNeh3jj3K7-8UK8Esz0SQTKyEPzU5NaUKN0PXIqgERdmsJJkRxcM";
    const privateKey = "rxdJ3ZnHOrAoN_5PVY2Yn4ZThOZpJfCMiCaw2r9Ko28";
    const own = await createTestApp({
      products: 0,
      env: { WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey },
    });
    try {
      const res = await send<{ public_key: string }>(own, "GET", "/api/web-push/public-key");
      expect(res.body.result.public_key).toBe(publicKey);
      expect(await own.database.db.select().from(webPushVapidKeys)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe("push service hosts", () => {
  const hosts = endpointHosts("fcm.googleapis.com, push.apple.com,127.0.0.1");
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc", true],
    ["https://web.push.apple.com/QO", true],
    ["https://evilpush.apple.com.example/x", false],
    ["https://notpush.apple.com/x", false],
    ["http://fcm.googleapis.com/fcm/send/abc", false],
    ["https://user:pw@fcm.googleapis.com/x", false],
    ["http://127.0.0.1:9000/push", true],
    ["http://localhost:9000/push", false],
    ["https://169.254.169.254/latest", false],
  ])("%s → %s", (url, ok) => {
    expect(endpointAllowed(url, hosts)).toBe(ok);
  });
});

describe("sending with bounded concurrency", () => {
  it("never has more than the limit in flight and keeps the order of the answers", async () => {
    let inFlight = 0;
    let most = 0;
    const out = await boundedMap([1, 2, 3, 4, 5, 6, 7], 3, async (x) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5 * (8 - x)));
      inFlight--;
      return x * 10;
    });
    expect([most, out]).toEqual([3, [10, 20, 30, 40, 50, 60, 70]]);
  });
});

describe("GET /sw.js", () => {
  it("is served as JavaScript, revalidated every time", async () => {
    const res = await t.app.request("/sw.js");
    expect([res.status, res.headers.get("content-type"), res.headers.get("cache-control")]).toEqual([
      200,
      "text/javascript; charset=utf-8",
      "no-cache",
    ]);
    expect(await res.text()).toBe(serviceWorkerSource("Nestora"));
  });

  /** Runs the worker's source against a stand-in `self` and answers its listeners and what they did. */
  function worker() {
    const listeners: Record<string, (e: unknown) => void> = {};
    const shown: { title: string; options: { body: string; data: { url: string } } }[] = [];
    const opened: string[] = [];
    const waits: Promise<unknown>[] = [];
    const self = {
      location: { origin: "https://shop.example" },
      addEventListener: (type: string, fn: (e: unknown) => void) => {
        listeners[type] = fn;
      },
      skipWaiting: () => undefined,
      clients: { claim: async () => undefined, openWindow: async (u: string) => opened.push(u) },
      registration: {
        showNotification: async (title: string, options: never) => shown.push({ title, options }),
      },
    };
    runInNewContext(serviceWorkerSource("Nestora"), { self, URL, String, JSON });
    const event = (extra: object) => ({ waitUntil: (p: Promise<unknown>) => waits.push(p), ...extra });
    return { listeners, shown, opened, event, settled: () => Promise.all(waits) };
  }

  it("shows the pushed notification and opens its store path on a click, the home page for another site's", async () => {
    const w = worker();
    const data = (v: unknown) => ({ json: () => v });
    w.listeners.push(w.event({ data: data({ title: "Patio sale", body: "25% off", url: "/outdoor?x=1" }) }));
    w.listeners.push(w.event({ data: data({ title: "Trick", url: "https://evil.example/phish" }) }));
    w.listeners.push(w.event({ data: null }));
    await w.settled();
    expect(w.shown.map((s) => [s.title, s.options.body, s.options.data.url])).toEqual([
      ["Patio sale", "25% off", "/outdoor?x=1"],
      ["Trick", "", "/"],
      ["Nestora", "", "/"],
    ]);
    let closed = 0;
    for (const s of w.shown)
      w.listeners.notificationclick(
        w.event({ notification: { data: s.options.data, close: () => closed++ } }),
      );
    await w.settled();
    expect([w.opened, closed]).toEqual([["/outdoor?x=1", "/", "/"], 3]);
  });
});
