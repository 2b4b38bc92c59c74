// Strict-Transport-Security over the real app (issue 15 §8): sent only on a request that came over
// HTTPS — an https PUBLIC_URL, or a trusted proxy's X-Forwarded-Proto: https — with HSTS_MAX_AGE,
// and never on plain http.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-database";
import { testDeps } from "../../tests/helpers/test-deps";
import { createApp } from "../app";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** The HSTS header of GET `url` on an app with `env`, with `headers`. */
async function hsts(env: Record<string, string>, url: string, headers: Record<string, string> = {}) {
  const app = createApp({ deps: testDeps(database, { env }) });
  const res = await app.request(url, { headers });
  expect(res.status).toBe(200);
  return res.headers.get("strict-transport-security");
}

describe("Strict-Transport-Security", () => {
  it("is sent with the default max-age of one year when PUBLIC_URL is https", async () => {
    expect(await hsts({ PUBLIC_URL: "https://shop.example" }, "http://127.0.0.1/healthz")).toBe(
      "max-age=31536000",
    );
  });

  it("takes its max-age from HSTS_MAX_AGE", async () => {
    expect(
      await hsts({ PUBLIC_URL: "https://shop.example", HSTS_MAX_AGE: "600" }, "http://127.0.0.1/api/us-time"),
    ).toBe("max-age=600");
  });

  it("is sent behind a trusted proxy that says the client used https", async () => {
    const env = { TRUST_PROXY: "1" };
    expect(await hsts(env, "http://127.0.0.1/healthz", { "x-forwarded-proto": "https" })).toBe(
      "max-age=31536000",
    );
    // The right-most value is the one our proxy set; a client-sent "https" before it counts for nothing.
    expect(await hsts(env, "http://127.0.0.1/healthz", { "x-forwarded-proto": "https, http" })).toBeNull();
  });

  it("is never sent on plain http", async () => {
    // No PUBLIC_URL, no proxy.
    expect(await hsts({}, "http://127.0.0.1/healthz")).toBeNull();
    // An http PUBLIC_URL.
    expect(await hsts({ PUBLIC_URL: "http://shop.example" }, "http://127.0.0.1/healthz")).toBeNull();
    // X-Forwarded-Proto from a client when no proxy is trusted.
    expect(await hsts({}, "http://127.0.0.1/healthz", { "x-forwarded-proto": "https" })).toBeNull();
    // The trusted proxy says http, whatever PUBLIC_URL says.
    expect(
      await hsts({ TRUST_PROXY: "1", PUBLIC_URL: "https://shop.example" }, "http://127.0.0.1/healthz", {
        "x-forwarded-proto": "http",
      }),
    ).toBeNull();
  });
});
