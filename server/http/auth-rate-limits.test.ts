import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendOwnVerifyEmail, sendVerifyEmail, verifyStatus } from "../../contract/customer";
import { callJson } from "../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { AUTH_RATE_LIMITS } from "./auth-rate-limits";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { TRUST_PROXY: "1" } });
});
afterAll(() => t?.close());

let nextIp = 1;
/** A fresh client address per test, so counters never carry over. */
const freshIp = () => `198.51.100.${nextIp++}`;

/** Sends the call as a client would, with a body that fails validation: the limit counts it anyway. */
const send = (method: string, path: string, ip: string) =>
  callJson(t.app, path, {
    method: method.toUpperCase(),
    headers: { "x-forwarded-for": ip, ...(method === "get" ? {} : { "content-type": "application/json" }) },
    body: method === "get" ? undefined : "{}",
  });

describe("per-address limits on the sign-in calls", () => {
  it("covers every call that guesses a secret, creates an account or session, or sends mail", () => {
    expect(AUTH_RATE_LIMITS.map(({ call }) => `${call.method.toUpperCase()} ${call.path}`).sort()).toEqual(
      [
        "POST /api/customer/login",
        "POST /api/customer/register",
        "GET /api/customer/register_status",
        "POST /api/customer/forgot_password",
        "POST /api/customer/verify_email",
        "POST /api/customer/verify_code_email",
        "POST /api/customer/verify_email_code",
        "POST /api/customer/verify_link_email",
        "PUT /api/customer/reset",
        "GET /api/login/user/google",
        "GET /api/guest/login",
      ].sort(),
    );
  });

  it.each(AUTH_RATE_LIMITS.map(({ call, limit }) => [call.method, call.path, limit.limit] as const))(
    "%s %s answers 429 after %i calls from one address",
    async (method, path, limit) => {
      const ip = freshIp();
      for (let i = 0; i < limit; i++) {
        const res = await send(method, path, ip);
        expect(res.status, `call ${i + 1}`).not.toBe(429);
      }
      const limited = await send(method, path, ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        code: 429,
        message: "Too many requests. Please wait a moment and try again.",
        result: null,
      });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      // Another address still gets through.
      expect((await send(method, path, freshIp())).status).not.toBe(429);
    },
  );

  it("shares one counter between sending a code and resending one's own", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await send("post", sendVerifyEmail.path, ip);
    for (let i = 0; i < 5; i++) {
      expect((await send("post", sendOwnVerifyEmail.path, ip)).status).not.toBe(429);
    }
    expect((await send("post", sendVerifyEmail.path, ip)).status).toBe(429);
    expect((await send("post", sendOwnVerifyEmail.path, ip)).status).toBe(429);
  });

  it("counts HEAD as GET and leaves calls outside the table alone", async () => {
    const ip = freshIp();
    const guest = AUTH_RATE_LIMITS.find((r) => r.limit.name === "guest-login")!;
    for (let i = 0; i < guest.limit.limit; i++) {
      await t.app.request(`${guest.call.path}?device_id=d1`, {
        method: "HEAD",
        headers: { "x-forwarded-for": ip },
      });
    }
    expect((await send("get", guest.call.path, ip)).status).toBe(429);
    for (let i = 0; i < 70; i++) expect((await send("get", verifyStatus.path, ip)).status).not.toBe(429);
  });
});
