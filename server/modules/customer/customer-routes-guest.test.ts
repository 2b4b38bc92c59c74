import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createApp } from "../../app";
import type { Config } from "../../config";
import { sessions } from "../../db/schema/customer";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { hashToken } from "../../http/session";
import { getJson, registerAccount, setCookies } from "./auth.testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { TEST_MODE: "1" } });
});
afterAll(() => t?.close());

const appWith = (over: Partial<Config>): Hono =>
  createApp({ deps: { ...t.deps, config: { ...t.deps.config, ...over } } });
const guestLogin = (app: Hono, deviceId: string, headers: Record<string, string> = {}) =>
  getJson<{ token: string }>(app, `/api/guest/login?device_id=${encodeURIComponent(deviceId)}`, { headers });

describe("GET /api/guest/login", () => {
  it("starts a guest session: a random token, also as an httpOnly SameSite=Lax GuestToken cookie", async () => {
    const res = await guestLogin(t.app, "device-1");
    expect(res.body.code).toBe(200);
    const { token } = res.body.result;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = setCookies(res.headers).get("GuestToken");
    expect(cookie?.value).toBe(token);
    expect(cookie?.attrs).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(cookie?.attrs).not.toContain("secure");
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ customerId: null, deviceId: "device-1", revokedAt: null });
  });

  it("never binds anything to the device id: the same device gets a new, different session each time", async () => {
    const a = (await guestLogin(t.app, "device-2")).body.result.token;
    const b = (await guestLogin(t.app, "device-2")).body.result.token;
    expect(a).not.toBe(b);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.deviceId, "device-2"));
    expect(rows).toHaveLength(2);
  });

  it("requires a device id", async () => {
    const res = await getJson(t.app, "/api/guest/login");
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^device_id: /);
  });

  it("marks the cookie Secure behind a trusted HTTPS proxy, not on a forwarded header it does not trust", async () => {
    const https = { "x-forwarded-proto": "https" };
    const trusted = await guestLogin(appWith({ TRUST_PROXY: true }), "device-3", https);
    expect(setCookies(trusted.headers).get("GuestToken")?.attrs).toContain("secure");
    const untrusted = await guestLogin(t.app, "device-3", https);
    expect(setCookies(untrusted.headers).get("GuestToken")?.attrs).not.toContain("secure");
  });

  it("marks the cookie Secure when the public URL is https", async () => {
    const res = await guestLogin(appWith({ PUBLIC_URL: "https://shop.example.com" }), "device-4");
    expect(setCookies(res.headers).get("GuestToken")?.attrs).toContain("secure");
  });
});

describe("GET /api/customer/register_status", () => {
  const status = (email: string) =>
    getJson<{ entity_id?: number; subscriber: number }>(
      t.app,
      `/api/customer/register_status?email=${encodeURIComponent(email)}`,
    );

  it("answers no entity_id and subscriber 0 for an unknown address", async () => {
    const res = await status("stranger@example.com");
    expect(res.body).toEqual({ code: 200, message: "", result: { subscriber: 0 } });
  });

  it("answers the account's entity_id, whatever the address's case", async () => {
    const { entity_id } = await registerAccount(t.app, "known@example.com");
    expect((await status("Known@Example.COM")).body.result).toEqual({ entity_id, subscriber: 0 });
  });

  it("answers subscriber 1 for a confirmed address on the newsletter list, with or without an account; 0 while pending", async () => {
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: "reader@example.com", source: "footer", confirmedAt: new Date() });
    expect((await status("reader@example.com")).body.result).toEqual({ subscriber: 1 });
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: "pending@example.com", source: "footer" });
    expect((await status("pending@example.com")).body.result).toEqual({ subscriber: 0 });
  });

  it("refuses a malformed address with the validation message", async () => {
    const res = await status("not-an-email");
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^email: Please enter a valid email address/);
  });
});
