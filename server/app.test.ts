import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCalls } from "../contract/calls";
import { callJson } from "../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../tests/helpers/test-app";
import { createApp } from "./app";
import { createLogger } from "./http/logger";

let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({
    products: 40,
    logger: createLogger("debug", (line) => lines.push(JSON.parse(line))),
  });
});
afterAll(() => t?.close());

describe("health", () => {
  it("/healthz answers while the process is up", async () => {
    const res = await t.app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers 200 when the database answers, never cached", async () => {
    const res = await t.app.request("/readyz");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the envelope", () => {
  const getCalls = [
    "/api/home",
    "/api/search/popular",
    "/api/hot-keywords",
    "/api/us-time",
    "/api/redirect-list",
  ];

  it.each(getCalls)("%s answers {code, message, result} with code 200 and JSON", async (path) => {
    const res = await callJson(t.app, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(["code", "message", "result"]);
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe("");
    expect(res.body.result).not.toBeNull();
  });
});

describe("bad input never 500s", () => {
  it("an unknown API path answers a 404 envelope", async () => {
    for (const path of [
      "/api/nope",
      "/api/path/extra",
      "/v3/unknown",
      "/mobile/x",
      "/goapi/v1/none",
      "/searchApi/x",
    ]) {
      const res = await callJson(t.app, path);
      expect(res.status, path).toBe(404);
      expect(res.body.code, path).toBe(404);
      expect(res.body.result, path).toBeNull();
      expect(res.body.message, path).toMatch(/No API call/);
    }
  });

  it("a method the call does not take answers a 404 envelope", async () => {
    const res = await callJson(t.app, "/api/home", { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it("an oversized body answers 413 with the limit in the message, before any handler runs", async () => {
    const limit = t.deps.config.BODY_LIMIT;
    const res = await callJson(t.app, "/api/home", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(limit + 1) },
      body: "x".repeat(limit + 1),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 413,
      message: `The request body is larger than ${limit} bytes.`,
      result: null,
    });
  });

  it("a wrong type answers 422 naming the field", async () => {
    const res = await callJson(t.app, "/api/cms/abc");
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.message).toMatch(/^id: /);
  });

  it("hostile path lookups answer 4xx, never 500", async () => {
    const hostile = [
      "%00",
      "furniture%00.html",
      "%E0%A4%A",
      "../../etc/passwd",
      "'; drop table url_rewrites; --",
      "%F0%9F%9B%8B".repeat(40),
      "a".repeat(513),
      "/",
      "//",
      "/product/",
      "/live/",
    ];
    for (const value of hostile) {
      const res = await callJson(t.app, `/api/path?path=${value}`);
      expect(res.status, value).toBeGreaterThanOrEqual(400);
      expect(res.status, value).toBeLessThan(500);
      expect(res.body.code, value).toBe(res.status);
    }
    // The table is still there.
    expect((await callJson(t.app, "/api/path?path=furniture.html")).status).toBe(200);
  });
});

describe("security headers", () => {
  it("API answers carry the security headers and a request id, but no CSP", async () => {
    const res = await t.app.request("/api/home");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // Only the Plus+ payment page and the card fields may be framed (decision 0036).
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  it("HTML pages get a CSP naming each inline script by hash (no nonce: the same for every response)", async () => {
    const app = createApp({
      deps: t.deps,
      // Stands in for the React Router handler: what matters here is what the app adds around it.
      ssr: async () =>
        new Response(
          '<!doctype html><script>window.a=1</script><script type="module">window.b=2</script>' +
            '<script src="/assets/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
            "<script>window.a=1</script>",
          { headers: { "content-type": "text/html; charset=utf-8" } },
        ),
    });
    const res = await app.request("/some-page");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(
      "script-src 'self' 'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=' 'sha256-E4QrMNbv9pRB+LlR92wyLOTxXQ5hndbONllkHRKOYSc=';",
    );
    expect(csp).not.toContain("nonce");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The same page, the same policy: a cache may keep them together.
    const second = (await app.request("/some-page")).headers.get("content-security-policy");
    expect(second).toBe(csp);
    // The Plus+ membership's payment page is shown in the join modal's frame: the store may frame it.
    const pay = await app.request("/plus/pay/PL000000001");
    expect(pay.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(pay.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("page loaders reach the API in-process with the shopper's cookie and the request id", async () => {
    let seen: { status: number; body: unknown } | null = null;
    const app = createApp({
      deps: t.deps,
      ssr: async (_request, context) => {
        const res = await context.api("/api/us-time");
        seen = { status: res.status, body: await res.json() };
        return new Response("<!doctype html>", { headers: { "content-type": "text/html" } });
      },
    });
    await app.request("/page", { headers: { "x-request-id": "page-request-0001" } });
    expect(seen).toMatchObject({ status: 200, body: { code: 200 } });
    expect(lines.some((l) => l.requestId === "page-request-0001" && l.msg === "internal request")).toBe(true);
  });
});

describe("URL normalisation (route guard rule 2) on pages", () => {
  it("301s a second ? to & and drops a leading /index.php, keeping the rest", async () => {
    const res = await t.app.request("/index.php/about-us?x=1?y=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about-us?x=1&y=2");
  });
});

describe("OpenAPI document", () => {
  it("lists every call of the contract with its method and a 200 response", async () => {
    const res = await t.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(t.deps.buildVersion);
    expect(allCalls.length).toBeGreaterThan(0);
    for (const call of allCalls) {
      const path = call.path.replace(/:([A-Za-z_]+)/g, "{$1}");
      expect(doc.paths[path], `${call.method} ${call.path}`).toBeDefined();
      expect(doc.paths[path][call.method], `${call.method} ${call.path}`).toBeDefined();
      expect(doc.paths[path][call.method].responses["200"]).toBeDefined();
    }
  });

  it("documents the path lookup's query parameter as required", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { parameters: { name: string; in: string; required: boolean }[] }>
      >;
    };
    expect(doc.paths["/api/path"].get.parameters).toContainEqual(
      expect.objectContaining({ name: "path", in: "query", required: true }),
    );
  });
});

describe("logging", () => {
  it("every line written while serving a request carries its id", async () => {
    lines.length = 0;
    await t.app.request("/api/home", { headers: { "x-request-id": "trace-me-12345" } });
    const mine = lines.filter((l) => l.requestId === "trace-me-12345");
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.at(-1)).toMatchObject({ msg: "request", method: "GET", path: "/api/home", status: 200 });
    // Nothing else was written during that request without the id.
    expect(lines.filter((l) => l.requestId !== "trace-me-12345")).toEqual([]);
  });
});

describe("an app without pages", () => {
  it("still serves the API when no SSR handler is mounted (the API can run on its own)", async () => {
    const app: Hono = createApp({ deps: t.deps });
    expect((await app.request("/api/us-time")).status).toBe(200);
  });
});
