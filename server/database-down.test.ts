import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callJson } from "../tests/helpers/call-json";
import { TcpProxy } from "../tests/helpers/tcp-proxy";
import { createTestDatabase, type TestDatabase } from "../tests/helpers/test-database";
import { testDeps } from "../tests/helpers/test-deps";
import { createApp } from "./app";
import { type Database, openDatabase } from "./db/client";

// PGlite runs inside the process and cannot be "down"; this needs a PostgreSQL server.
const reason = "needs TEST_DATABASE_URL: PGlite runs in-process and cannot go down";

describe.skipIf(!process.env.TEST_DATABASE_URL)(`database down and back (${reason})`, () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let viaProxy: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const target = new URL(testDb.url as string);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.start();
    const proxied = new URL(target);
    proxied.host = `127.0.0.1:${port}`;
    viaProxy = await openDatabase({ url: proxied.toString(), poolSize: 3 });
    app = createApp({ deps: testDeps(viaProxy) });
  });

  afterAll(async () => {
    await viaProxy?.close().catch(() => {});
    await proxy?.stop();
    await testDb?.close();
  });

  // A call that always reaches the database (popular searches and home data are cached in process,
  // which keeps them answering through a short outage).
  const apiCall = "/api/redirect-list";

  // One scenario in order (up, down, back), so a shuffled run cannot start the proxy twice or
  // look for the recovery before the outage.
  it("answers while up; while down fails /readyz and answers API calls 503; recovers by itself", async () => {
    expect((await app.request("/readyz")).status).toBe(200);
    const up = await callJson(app, apiCall);
    expect(up.status).toBe(200);
    expect(up.body.code).toBe(200);

    await proxy.stop();
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    const down = await callJson(app, apiCall);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      code: 503,
      message: "The store is briefly unavailable, please try again in a moment.",
      result: null,
    });
    // Liveness is about the process, not the database: the orchestrator must not kill it.
    expect((await app.request("/healthz")).status).toBe(200);

    await proxy.start();
    await expect.poll(async () => (await app.request("/readyz")).status, { timeout: 15_000 }).toBe(200);
    const back = await callJson(app, apiCall);
    expect(back.status).toBe(200);
    expect(back.body.code).toBe(200);
  }, 45_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(`database that hangs (${reason})`, () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let viaProxy: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const target = new URL(testDb.url as string);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(target);
    proxied.host = `127.0.0.1:${await proxy.start()}`;
    // The bounds config.ts feeds from DATABASE_*_TIMEOUT_MS, short for the test.
    viaProxy = await openDatabase({
      url: proxied.toString(),
      poolSize: 3,
      connectTimeoutMs: 1_000,
      statementTimeoutMs: 800,
      queryTimeoutMs: 1_000,
    });
    app = createApp({ deps: testDeps(viaProxy) });
  });

  afterAll(async () => {
    proxy?.resume();
    await viaProxy?.close().catch(() => {});
    await proxy?.stop();
    await testDb?.close();
  });

  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const value = await work();
    return { value, ms: performance.now() - started };
  };

  it("answers 503 within seconds, fails /readyz and passes /healthz while the database hangs, then recovers", async () => {
    expect((await callJson(app, "/api/redirect-list")).status).toBe(200);
    proxy.blackhole();

    // A read on a pooled connection that no longer answers: the query timeout (1 s) ends it.
    const read = await timed(() => callJson(app, "/api/redirect-list"));
    expect(read.value.status).toBe(503);
    expect(read.value.body).toEqual({
      code: 503,
      message: "The store is briefly unavailable, please try again in a moment.",
      result: null,
    });
    expect(read.ms).toBeLessThan(3_000);

    // A write in a transaction (a new guest's first add to cart), on a connection that hangs.
    const write = await timed(() =>
      callJson(app, "/api/cart", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ product: { product_id: 1, child_id: 1, qty: 1 } }),
      }),
    );
    expect(write.value.status).toBe(503);
    expect(write.ms).toBeLessThan(3_000);

    // Readiness gives up after its 2 s ping; liveness does not touch the database.
    const ready = await timed(async () => app.request("/readyz"));
    expect(ready.value.status).toBe(503);
    expect(ready.ms).toBeLessThan(3_000);
    expect((await app.request("/healthz")).status).toBe(200);

    proxy.resume();
    await expect.poll(async () => (await app.request("/readyz")).status, { timeout: 10_000 }).toBe(200);
    expect((await callJson(app, "/api/redirect-list")).status).toBe(200);
  }, 30_000);
});
