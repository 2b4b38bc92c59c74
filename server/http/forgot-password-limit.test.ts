import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callJson } from "../../tests/helpers/call-json";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-database";
import { testDeps } from "../../tests/helpers/test-deps";
import { createApp } from "../app";
import { MemoryRateLimitStore } from "./rate-limit";

// The forgot-password call mails any address typed, so it is limited to 5 calls per 15 minutes
// per client address (spec part 1 abuse limits, auth-rate-limits.ts). The limit and the window are
// written here as numbers on purpose: a test that read them from the table it checks would pass
// with any limit at all. The clock is this file's own, so the window is crossed without waiting and
// no other file's calls share the counters.

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let clock = Date.parse("2026-01-05T10:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  const deps = testDeps(database, { env: { TRUST_PROXY: "1" } });
  app = createApp({ deps: { ...deps, rateLimitStore: new MemoryRateLimitStore({ now: () => clock }) } });
});
afterAll(() => database?.close());

let nextAddress = 1;
let nextEmail = 1;

/** A forgot-password request from `ip` for an address no other call used (no per-address mail wait). */
const forgot = (ip: string) =>
  callJson(app, "/api/customer/forgot_password", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email: `forgot.limit.${nextEmail++}@example.com` }),
  });

describe("forgot password: 5 per 15 minutes per address", () => {
  it("answers the first 5 calls and refuses the 6th with 429, the envelope and Retry-After", async () => {
    const ip = `203.0.113.${nextAddress++}`;
    for (let i = 1; i <= 5; i++) {
      const res = await forgot(ip);
      expect(res.status, `call ${i}`).toBe(200);
      expect(res.body.code, `call ${i}`).toBe(200);
    }
    const sixth = await forgot(ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      code: 429,
      message: "Too many requests. Please wait a moment and try again.",
      result: null,
    });
    // The window started with the first call and the clock has not moved: a full 15 minutes.
    expect(sixth.headers.get("retry-after")).toBe("900");
    // Another address is counted on its own.
    expect((await forgot(`203.0.113.${nextAddress++}`)).status).toBe(200);
  });

  it("counts for 15 minutes: still refused a second before the window ends, answered after it", async () => {
    const ip = `203.0.113.${nextAddress++}`;
    const start = clock;
    for (let i = 1; i <= 5; i++) expect((await forgot(ip)).status).toBe(200);
    clock = start + 15 * 60_000 - 1000;
    const late = await forgot(ip);
    expect(late.status).toBe(429);
    expect(late.headers.get("retry-after")).toBe("1");
    clock = start + 15 * 60_000;
    expect((await forgot(ip)).status).toBe(200);
  });
});
