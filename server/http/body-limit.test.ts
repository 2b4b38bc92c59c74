import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitRequestBody } from "./body-limit";

const LIMIT = 64;

// Over real HTTP through the Node adapter: what the limit must not do (build a full Request) and
// what it must (refuse a body over the limit, declared or streamed) only show there.
const app = new Hono();
app.use(limitRequestBody(LIMIT, (c) => c.json({ code: 413 }, 413)));
app.post("/echo", async (c) => {
  const text = await c.req.text();
  return c.json({ text });
});

const server = createAdaptorServer({ fetch: app.fetch });
let port = 0;
beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve())));
beforeAll(() => {
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** POSTs `chunks`; with `declared` a Content-Length header, else chunked transfer encoding. */
function post(chunks: string[], declared: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const total = chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/echo",
        method: "POST",
        headers: declared ? { "content-length": String(total) } : { "transfer-encoding": "chunked" },
      },
      (res) => {
        let body = "";
        res.on("data", (d) => {
          body += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe("request body limit over HTTP", () => {
  it("a declared body within the limit reaches the handler whole", async () => {
    const res = await post(["a".repeat(40), "b".repeat(24)], true);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).text).toBe("a".repeat(40) + "b".repeat(24));
  });

  it("a declared length over the limit is refused from the header", async () => {
    const res = await post(["x".repeat(LIMIT + 1)], true);
    expect(res.status).toBe(413);
  });

  it("a chunked body is counted as it arrives: over the limit is refused, within it is read", async () => {
    expect((await post(["x".repeat(40), "y".repeat(40)], false)).status).toBe(413);
    const ok = await post(["x".repeat(30), "y".repeat(30)], false);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body).text).toBe("x".repeat(30) + "y".repeat(30));
  });

  it("GET passes without its body being looked at", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/echo`);
    expect(res.status).toBe(404);
  });
});
