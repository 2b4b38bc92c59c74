import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../../contract/customer";
import { callJson } from "../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createApp } from "../app";
import { createLogger } from "./logger";
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from "./rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { TRUST_PROXY: "1" } });
});
afterAll(() => t?.close());

/** An app over the test database whose counters live in `store`. */
const appWith = (store: RateLimitStore) => createApp({ deps: { ...t.deps, rateLimitStore: store } });

// Sign-in: 20 attempts per address in 10 minutes (written out: the test checks the limit).
const LOGIN_LIMIT = 20;
const signIn = (app = t.app, ip?: string) =>
  callJson(app, login.path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(ip ? { "x-forwarded-for": ip } : {}) },
    body: JSON.stringify({ email: "nobody@example.com", password: "Wrong-pass-1" }),
  });

async function exhaust(app: ReturnType<typeof createApp>, ip: string) {
  for (let i = 0; i < LOGIN_LIMIT; i++) {
    const res = await signIn(app, ip);
    expect(res.status, `attempt ${i + 1}`).not.toBe(429);
  }
}

describe("rate limit middleware", () => {
  it("answers 429 with Retry-After and the envelope once an address passes the limit", async () => {
    await exhaust(t.app, "203.0.113.10");
    const limited = await signIn(t.app, "203.0.113.10");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 429,
      message: "Too many requests. Please wait a moment and try again.",
      result: null,
    });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.headers.get("cache-control")).toBe("no-store");
  });

  it("counts per address: another client is unaffected", async () => {
    // Its own address, used up here: the test must not lean on another test's counter.
    await exhaust(t.app, "203.0.113.12");
    expect((await signIn(t.app, "203.0.113.12")).status).toBe(429);
    const other = await signIn(t.app, "203.0.113.11");
    expect(other.status).not.toBe(429);
    // The right-most forwarded hop is the client our proxy saw; a spoofed left part does not help.
    const spoofed = await signIn(t.app, "198.51.100.99, 203.0.113.12");
    expect(spoofed.status).toBe(429);
  });

  it("starts counting again when the window ends", async () => {
    let clock = Date.parse("2025-06-02T16:00:00Z");
    const app = appWith(new MemoryRateLimitStore({ now: () => clock }));
    await exhaust(app, "203.0.113.20");
    clock += 9 * 60_000;
    const stillLimited = await signIn(app, "203.0.113.20");
    expect(stillLimited.status).toBe(429);
    expect(stillLimited.headers.get("retry-after")).toBe("60");
    clock += 60_000;
    expect((await signIn(app, "203.0.113.20")).status).not.toBe(429);
  });

  it("does not count requests without a client address (in-process, no socket)", async () => {
    const app = appWith(new MemoryRateLimitStore());
    for (let i = 0; i < LOGIN_LIMIT + 3; i++) expect((await signIn(app)).status).not.toBe(429);
  });

  it("lets requests through and warns when the counter store fails", async () => {
    const lines: string[] = [];
    const failing: RateLimitStore = {
      hit: () => Promise.reject(new Error("store down")),
    };
    const app = createApp({
      deps: { ...t.deps, rateLimitStore: failing, logger: createLogger("warn", (l) => lines.push(l)) },
    });
    for (let i = 0; i < LOGIN_LIMIT + 2; i++)
      expect((await signIn(app, "203.0.113.30")).status).not.toBe(429);
    const warnings = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === "rate limit not counted, request let through");
    // Logged once, not once per request.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ limit: "login", error: "Error: store down" });
  });
});

describe("MemoryRateLimitStore", () => {
  it("counts hits in a window and reports the time left", async () => {
    let clock = 1_000_000;
    const store = new MemoryRateLimitStore({ now: () => clock });
    expect(await store.hit("k", 10_000)).toEqual({ count: 1, resetMs: 10_000 });
    clock += 4_000;
    expect(await store.hit("k", 10_000)).toEqual({ count: 2, resetMs: 6_000 });
    clock += 6_000;
    expect(await store.hit("k", 10_000)).toEqual({ count: 1, resetMs: 10_000 });
  });

  it("sweeps ended windows so memory stays bounded", async () => {
    let clock = 0;
    const store = new MemoryRateLimitStore({ now: () => clock, sweepEveryMs: 1_000 });
    for (let i = 0; i < 100; i++) await store.hit(`ip-${i}`, 500);
    expect(store.size).toBe(100);
    clock = 2_000;
    await store.hit("fresh", 500);
    expect(store.size).toBe(1);
  });

  it("forgets the oldest windows beyond its key limit", async () => {
    const store = new MemoryRateLimitStore({ maxKeys: 10 });
    for (let i = 0; i < 25; i++) await store.hit(`ip-${i}`, 60_000);
    expect(store.size).toBeLessThanOrEqual(10);
    // The newest window is still counting.
    expect((await store.hit("ip-24", 60_000)).count).toBe(2);
  });
});

// The shared store of several instances; runs when a local Redis answers.
const REDIS_URL = "redis://127.0.0.1:6379";
const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!redisUp)("RedisRateLimitStore", () => {
  const prefix = `nestora-test:${randomBytes(6).toString("hex")}:`;
  let store: RedisRateLimitStore;
  let admin: Redis;
  beforeAll(() => {
    store = new RedisRateLimitStore(REDIS_URL, { prefix });
    admin = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
    await store.close();
  });

  it("counts hits in one window with an expiry, per key", async () => {
    const first = await store.hit("login:203.0.113.1", 60_000);
    expect(first.count).toBe(1);
    expect(first.resetMs).toBeGreaterThan(59_000);
    expect(first.resetMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit("login:203.0.113.1", 60_000)).count).toBe(2);
    expect((await store.hit("login:203.0.113.2", 60_000)).count).toBe(1);
    const ttl = await admin.pttl(`${prefix}login:203.0.113.1`);
    expect(ttl).toBeGreaterThan(0);
  });

  it("starts again once the key expires", async () => {
    await store.hit("short", 50);
    expect((await store.hit("short", 50)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 80));
    expect((await store.hit("short", 50)).count).toBe(1);
  });

  it("limits through the app: instances sharing Redis share the count", async () => {
    const shared = [appWith(store), appWith(store)];
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect((await signIn(shared[i % 2], "203.0.113.40")).status).not.toBe(429);
    }
    const limited = await signIn(shared[0], "203.0.113.40");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("fails fast (and so open) when Redis is unreachable", async () => {
    const down = new RedisRateLimitStore("redis://127.0.0.1:1", { prefix });
    const started = Date.now();
    await expect(down.hit("x", 1000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    await down.close();
  });
});
