// BODY_LIMIT holds for every route that reads a body, not only the API (issue 15 §3): a page form
// action (the SSR handler), the card field's tokenize, counted as the body streams (chunked bodies
// declare no length). Over real HTTP through the Node adapter, with the real app.
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/helpers/test-database";
import { testDeps } from "../tests/helpers/test-deps";
import { createApp } from "./app";

let database: TestDatabase;
let server: ReturnType<typeof createAdaptorServer>;
let port = 0;
/** What the page action (a stand-in for React Router's) read, by request. */
let pageReads = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createApp({
    deps: testDeps(database),
    // A page form action reads the whole form, as app/features/login/login-action.server.ts does.
    ssr: async (req) => {
      const form = await req.formData();
      pageReads++;
      return new Response(`read ${String(form.get("email") ?? "").length}`, { status: 200 });
    },
  });
  server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});

/** POSTs `total` bytes in 64 KiB chunks, chunked (no length) unless `declared`; resolves on the answer. */
function post(
  path: string,
  total: number,
  opts: { declared?: boolean; type?: string; prefix?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const prefix = Buffer.from(opts.prefix ?? "");
    const headers: Record<string, string> = {
      "content-type": opts.type ?? "application/x-www-form-urlencoded",
    };
    if (opts.declared) headers["content-length"] = String(total);
    else headers["transfer-encoding"] = "chunked";
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers, agent: false }, (res) => {
      let body = "";
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    let answered = false;
    req.on("response", () => {
      answered = true;
    });
    // Once answered, the server may stop reading; a write error after that is expected.
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      if (sent === 0 && prefix.length > 0) {
        req.write(prefix);
        sent += prefix.length;
      }
      while (sent < total && !answered && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("BODY_LIMIT on every route that reads a body", () => {
  it("a 40 MB chunked post to a page form action is refused 413, and memory does not balloon", async () => {
    const before = process.memoryUsage();
    const reads = pageReads;
    for (let i = 0; i < 3; i++) {
      const res = await post("/customer/account/login", 40 * 1024 * 1024, { prefix: "email=" });
      expect([res.status, res.body]).toEqual([413, "The request body is larger than 1048576 bytes."]);
    }
    // The action never ran.
    expect(pageReads).toBe(reads);
    const after = process.memoryUsage();
    // The 413 comes once the limit is passed, long before the 40 MB are sent (the client stops
    // then); the server held at most one limit's worth (1 MiB) of each body.
    expect(after.rss - before.rss).toBeLessThan(40 * 1024 * 1024);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(16 * 1024 * 1024);
  }, 120_000);

  it("a declared length over the limit is refused from the header, at a page action too", async () => {
    const res = await post("/customer/account/login", 2 * 1024 * 1024, { declared: true, prefix: "email=" });
    expect(res.status).toBe(413);
  });

  it("a chunked form within the limit reaches the page action whole", async () => {
    const res = await post("/customer/account/login", 6 + 500_000, { prefix: "email=" });
    expect([res.status, res.body]).toEqual([200, "read 500000"]);
  });

  it("the card field's tokenize takes no more than a card's worth, chunked or declared", async () => {
    for (const declared of [false, true]) {
      const res = await post("/payment-field/tokenize", 4096, { declared, type: "application/json" });
      expect([res.status, JSON.parse(res.body).field], `declared ${declared}`).toEqual([413, "number"]);
    }
  });

  it("an API call over the limit answers 413 in the envelope", async () => {
    const res = await post("/api/customer/login", 2 * 1024 * 1024, { type: "application/json" });
    expect([res.status, JSON.parse(res.body)]).toEqual([
      413,
      { code: 413, message: "The request body is larger than 1048576 bytes.", result: null },
    ]);
  });
});
