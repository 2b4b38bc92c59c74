import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCalls } from "../../contract/calls";
import { callJson } from "../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createApp } from "../app";
import {
  asGuest,
  guestSession,
  headersOf,
  makeBuyable,
  seededProducts,
  type Who,
} from "../modules/cart/cart.testing";
import { MemoryRateLimitStore } from "./rate-limit";
import { rateLimitsMarkdown, WRITE_RATE_LIMITS, writeLimitOf } from "./write-rate-limits";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4, env: { TRUST_PROXY: "1" } });
});
afterAll(() => t?.close());

const MESSAGE = "Too many requests. Please wait a moment and try again.";

let nextIp = 1;
/** A fresh client address per use, so counters never carry over between tests. */
const freshIp = () => `198.51.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** An app of its own (fresh counters) over the test database. */
const freshApp = () => createApp({ deps: { ...t.deps, rateLimitStore: new MemoryRateLimitStore() } });

/** Sends a JSON call from `ip` as `who`; GETs carry no body. */
const send = (
  app: ReturnType<typeof createApp>,
  method: string,
  path: string,
  ip: string,
  body: unknown = {},
  who: Who = {},
) =>
  callJson(app, path, {
    method: method.toUpperCase(),
    headers: { ...headersOf(who, method === "get" ? undefined : "application/json"), "x-forwarded-for": ip },
    body: method === "get" ? undefined : JSON.stringify(body),
  });

const rowCount = async (table: string) =>
  Number(
    (
      (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );

describe("every call that writes has a limit", () => {
  it("has a row for every API call that is not a GET (fails when a new write call has none)", () => {
    const missing = allCalls
      .filter((c) => c.method !== "get")
      .filter((c) => !writeLimitOf(c.method, c.path.replace(/:\w+/g, "1")))
      .map((c) => `${c.method.toUpperCase()} ${c.path}`);
    expect(missing).toEqual([]);
  });

  it("has a row for every write route outside the API (the card field), and for the GETs that write", () => {
    expect(writeLimitOf("POST", "/payment-field/tokenize")?.name).toBe("card-tokenize");
    // Starting a session, signing in with Google, a recorded search, a provider's client token,
    // confirming a newsletter sign-up.
    for (const path of [
      "/api/guest/login",
      "/api/newsletter/confirm",
      "/api/login/user/google",
      "/api/search",
      "/api/braintree-client-token",
      "/api/klarna-client-token",
    ])
      expect(writeLimitOf("GET", path), path).toBeDefined();
  });

  it("the app has no route outside the API that writes without a row", () => {
    // Non-GET routes mounted on the app itself (the API is one sub-app behind a prefix check).
    const app = freshApp();
    const writes = app.routes
      .filter((r) => !["GET", "HEAD", "ALL", "OPTIONS"].includes(r.method))
      .map((r) => `${r.method} ${r.path}`);
    expect(writes.filter((w) => !writeLimitOf(w.split(" ")[0], w.split(" ")[1]))).toEqual([]);
  });

  it("names each call once, and rows sharing a counter share their windows", () => {
    const keys = WRITE_RATE_LIMITS.map((r) => `${r.call.method} ${r.call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of WRITE_RATE_LIMITS) {
      const first = WRITE_RATE_LIMITS.find((o) => o.name === r.name);
      expect([r.address, r.identity], r.name).toEqual([first?.address, first?.identity]);
    }
  });

  it("docs/api.md lists the table as it is (regenerate: npx tsx scripts/api-reference.ts > docs/api.md)", () => {
    const doc = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    expect(doc).toContain(rateLimitsMarkdown().join("\n"));
  });

  it("the limits the issue names are the documented ones", () => {
    const doc = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    for (const line of [
      "| POST | `/api/newsletter/subscribe` | newsletter | 10 / 1 h | 5 / 1 h |  |",
      "| POST | `/api/cart` | cart-add | 600 / 10 min | 200 / 10 min | without a session |",
      "| GET | `/api/guest/login` | guest-login | 300 / 10 min | — |  |",
      "| POST | `/payment-field/tokenize` | card-tokenize | 30 / 10 min | 15 / 10 min |  |",
      "| POST | `/api/product-review-helpful` | review-helpful | 120 / 10 min | 60 / 10 min |  |",
      "| POST | `/v3/statistics/user-search-behavior` | stat-search | 600 / 10 min | 300 / 10 min |  |",
      "| POST | `/v3/statistics/user-product-behavior` | stat-product | 600 / 10 min | 300 / 10 min |  |",
      "| POST | `/api/customer/forgot_password` | forgot-password | 5 / 15 min | — |  |",
    ])
      expect(doc).toContain(line);
  });
});

describe("each row limits its call", () => {
  // One app and store for all rows (each test uses fresh addresses).
  const store = new MemoryRateLimitStore();
  let rowApp: { app: ReturnType<typeof createApp>; store: MemoryRateLimitStore };
  beforeAll(() => {
    rowApp = { app: createApp({ deps: { ...t.deps, rateLimitStore: store } }), store };
  });
  // Every row: the counter is filled to one below its limit straight in the store, then the call
  // is sent twice (the last allowed, then the first refused). Bodies fail validation: still counted.
  it.each(WRITE_RATE_LIMITS.map((r) => [r.call.method.toUpperCase(), r.call.path, r] as const))(
    "%s %s answers 429 with Retry-After and the envelope past its per-address limit",
    async (method, path, row) => {
      const { app, store } = rowApp;
      const ip = freshIp();
      for (let i = 0; i < row.address.limit - 1; i++)
        await store.hit(`${row.name}:a:${ip}`, row.address.windowSeconds * 1000);
      const concrete = path.replace(/:\w+/g, "1");
      const last = await send(app, method.toLowerCase(), concrete, ip);
      expect(last.status).not.toBe(429);
      const limited = await send(app, method.toLowerCase(), concrete, ip);
      expect(limited.status).toBe(429);
      if (limited.headers.get("content-type")?.includes("json"))
        expect(limited.body).toEqual({ code: 429, message: MESSAGE, result: null });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      // Another address still gets through.
      expect((await send(app, method.toLowerCase(), concrete, freshIp())).status).not.toBe(429);
    },
  );
});

describe("the floods the issue found", () => {
  it("newsletter: 10 sign-ups an hour from one address, then 429 and no new row", async () => {
    const app = freshApp();
    const ip = freshIp();
    const before = await rowCount("newsletter_subscribers");
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await send(app, "post", "/api/newsletter/subscribe", ip, {
        email: `flood.${i}.${Date.now()}@example.com`,
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect((await rowCount("newsletter_subscribers")) - before).toBeLessThanOrEqual(10);
  });

  it("POST /api/cart without a session counts as a guest login: 300 sessions, then 429 and nothing created", async () => {
    const app = freshApp();
    const ip = freshIp();
    const [p] = await seededProducts(t);
    await makeBuyable(t, p);
    const add = { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } };
    // 299 guest logins and one add without a session use up the 300 guest sessions of the address.
    for (let i = 0; i < 299; i++) {
      const res = await send(app, "get", "/api/guest/login?device_id=device-0001", ip);
      expect(res.status, `guest login ${i + 1}`).toBe(200);
    }
    expect((await send(app, "post", "/api/cart", ip, add)).body.code).toBe(200);
    const sessions = await rowCount("sessions");
    const carts = await rowCount("carts");
    const refused = await send(app, "post", "/api/cart", ip, add);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, message: MESSAGE, result: null });
    expect(await rowCount("sessions")).toBe(sessions);
    expect(await rowCount("carts")).toBe(carts);
    // A shopper of that address who has a session still adds (it starts nothing).
    const guest = await guestSession(t);
    expect((await send(app, "post", "/api/cart", ip, add, asGuest(guest.token))).body.code).toBe(200);
    // A made-up token is no session: it would start one, so it is refused too, and nothing is created.
    const sessionsBefore = await rowCount("sessions");
    const cartsBefore = await rowCount("carts");
    const madeUp = await send(app, "post", "/api/cart", ip, add, asGuest("made-up-token"));
    expect(madeUp.status).toBe(429);
    expect(madeUp.body).toEqual({ code: 429, message: MESSAGE, result: null });
    expect(Number(madeUp.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await rowCount("sessions")).toBe(sessionsBefore);
    expect(await rowCount("carts")).toBe(cartsBefore);
  });

  it("a made-up token on each call does not get around it: each counts once it starts a session", async () => {
    const app = freshApp();
    const ip = freshIp();
    const [, p] = await seededProducts(t);
    await makeBuyable(t, p);
    const add = { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } };
    const sessions = await rowCount("sessions");
    const codes: number[] = [];
    for (let i = 0; i < 305; i++)
      codes.push((await send(app, "post", "/api/cart", ip, add, asGuest(`made-up-token-${i}`))).status);
    expect(codes.slice(0, 300).every((s) => s === 200)).toBe(true);
    expect(codes.slice(300)).toEqual([429, 429, 429, 429, 429]);
    expect((await rowCount("sessions")) - sessions).toBe(300);
  });

  it("sign-out starts a guest session: it counts against the guest-login limit", async () => {
    const app = freshApp();
    const ip = freshIp();
    for (let i = 0; i < 300; i++) await send(app, "get", "/api/guest/login?device_id=device-0001", ip);
    expect((await send(app, "post", "/api/customer/logout", ip)).status).toBe(429);
  });

  it("card tokenize: 30 cards in 10 minutes from one address, then 429", async () => {
    const app = freshApp();
    const ip = freshIp();
    const card = { number: "4111111111111111", expiry: "12/39", cvc: "123" };
    for (let i = 0; i < 30; i++) {
      const res = await app.request("/payment-field/tokenize", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify(card),
      });
      expect(res.status, `card ${i + 1}`).not.toBe(429);
    }
    const limited = await app.request("/payment-field/tokenize", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(card),
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 429, message: MESSAGE, result: null });
  });

  it("statistics: 600 product behaviours from one address in 10 minutes, then 429", async () => {
    const app = freshApp();
    const ip = freshIp();
    const body = { behavior: "look", productId: 1, guestId: "device-0001" };
    let refused = 0;
    for (let i = 0; i < 610; i++)
      if ((await send(app, "post", "/v3/statistics/user-product-behavior", ip, body)).status === 429)
        refused++;
    expect(refused).toBe(10);
  });

  it("counts per session too: one guest token from many addresses is limited at 60 helpful votes", async () => {
    const app = freshApp();
    const guest = await guestSession(t);
    for (let i = 0; i < 60; i++) {
      const res = await send(
        app,
        "post",
        "/api/product-review-helpful",
        freshIp(),
        { review_id: 1 },
        asGuest(guest.token),
      );
      expect(res.status, `vote ${i + 1}`).not.toBe(429);
    }
    const limited = await send(
      app,
      "post",
      "/api/product-review-helpful",
      freshIp(),
      { review_id: 1 },
      asGuest(guest.token),
    );
    expect(limited.status).toBe(429);
  });

  it("RATE_LIMIT_MULTIPLIER scales every limit (for load tests from one address)", async () => {
    const config = { ...t.deps.config, RATE_LIMIT_MULTIPLIER: 3 };
    const app = createApp({ deps: { ...t.deps, config, rateLimitStore: new MemoryRateLimitStore() } });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++)
      statuses.push(
        (await send(app, "post", "/api/customer/forgot_password", ip, { email: "x@example.com" })).status,
      );
    // forgot-password: 5 in 15 minutes, times 3.
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses[15]).toBe(429);
  });
});

describe("page form actions", () => {
  it("call the API in process with the page request's address, so the API's limits apply to them", async () => {
    const { serve } = await import("@hono/node-server");
    // A page whose action subscribes to the newsletter through the load context's API, as
    // app/routes/newsletter-subscribe.tsx does (a stand-in for the React Router handler).
    const app = createApp({
      deps: {
        ...t.deps,
        config: { ...t.deps.config, TRUST_PROXY: false },
        rateLimitStore: new MemoryRateLimitStore(),
      },
      ssr: async (request, context) => {
        const form = await request.formData();
        const res = await context.api("/api/newsletter/subscribe", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: form.get("email") }),
        });
        return new Response(String(((await res.json()) as { code: number }).code));
      },
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const codes: string[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${origin}/newsletter/subscribe`, {
          method: "POST",
          // Same-origin, as the browser's form post is (the cross-site guard refuses others).
          headers: { "content-type": "application/x-www-form-urlencoded", origin },
          body: `email=page.${i}.${Date.now()}%40example.com`,
        });
        codes.push(await res.text());
      }
      // newsletter: 10 an hour per address.
      expect(codes.slice(0, 10).every((c) => c !== "429")).toBe(true);
      expect(codes.slice(10)).toEqual(["429", "429"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
