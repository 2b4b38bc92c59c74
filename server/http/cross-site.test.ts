import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeNewsletter } from "../../contract/newsletter";
import { callJson } from "../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { loadConfig } from "../config";
import { newsletterSubscribers } from "../db/schema/marketing";
import { CROSS_SITE_MESSAGE, crossSiteGuard, requestOrigin } from "./cross-site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

// app.request("/path") addresses http://localhost.
const subscribe = (email: string, headers: Record<string, string>) =>
  callJson(t.app, subscribeNewsletter.path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email }),
  });
const subscribed = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))
    .length > 0;

describe("cross-site write guard (whole app)", () => {
  it("refuses a cookie-carrying write from a foreign Origin and changes nothing", async () => {
    const res = await subscribe("csrf@example.com", { cookie: "token=abc", origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: CROSS_SITE_MESSAGE, result: null });
    expect(await subscribed("csrf@example.com")).toBe(false);
  });

  it("refuses Origin null and a same-host origin on another scheme or port", async () => {
    for (const origin of ["null", "https://localhost", "http://localhost:8080"]) {
      const res = await subscribe("csrf2@example.com", { cookie: "token=abc", origin });
      expect(res.status, origin).toBe(403);
    }
    expect(await subscribed("csrf2@example.com")).toBe(false);
  });

  it("refuses a cross-site fetch without Origin by its Sec-Fetch-Site", async () => {
    const res = await subscribe("csrf3@example.com", { cookie: "token=abc", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(await subscribed("csrf3@example.com")).toBe(false);
  });

  it("lets same-origin writes through", async () => {
    const res = await subscribe("same@example.com", {
      cookie: "token=abc",
      origin: "http://localhost",
      "sec-fetch-site": "same-origin",
    });
    expect(res.body.code).toBe(200);
    expect(await subscribed("same@example.com")).toBe(true);
  });

  it("refuses a cross-site write without cookies too: a forged sign-in form needs none (login CSRF)", async () => {
    const noCookie = await subscribe("nocookie@example.com", { origin: "https://evil.example" });
    expect([noCookie.status, noCookie.body.code]).toEqual([403, 403]);
    expect(await subscribed("nocookie@example.com")).toBe(false);
    const page = await t.app.request("/customer/account/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: "intent=email&email=a%40b.com",
    });
    expect(page.status).toBe(403);
  });

  it("lets writes with a bearer token, or from in-process page calls, through", async () => {
    const bearer = await subscribe("bearer@example.com", {
      cookie: "token=abc",
      authorization: "Bearer app-token",
      origin: "https://evil.example",
    });
    expect(bearer.body.code).toBe(200);
    // A page loader forwards the shopper's cookie and sends no Origin or Sec-Fetch-Site.
    const inProcess = await subscribe("loader@example.com", { cookie: "token=abc", "x-internal-call": "1" });
    expect(inProcess.body.code).toBe(200);
    for (const email of ["bearer@example.com", "loader@example.com"])
      expect(await subscribed(email)).toBe(true);
  });

  it("leaves reads alone whatever their origin", async () => {
    const res = await t.app.request("/healthz", {
      headers: { cookie: "token=abc", origin: "https://evil.example" },
    });
    expect(res.status).toBe(200);
  });
});

describe("the request's own origin", () => {
  const guarded = (env: Record<string, string>) => {
    const app = new Hono();
    app.use(crossSiteGuard(loadConfig(env)));
    app.post("/w", (c) => c.text("ok"));
    return (origin: string, headers: Record<string, string> = {}) =>
      app.request("http://internal:3000/w", {
        method: "POST",
        headers: { cookie: "a=1", origin, ...headers },
      });
  };

  it("is PUBLIC_URL's origin as well as the addressed one", async () => {
    const post = guarded({ PUBLIC_URL: "https://shop.example.com/" });
    expect((await post("https://shop.example.com")).status).toBe(200);
    expect((await post("http://internal:3000")).status).toBe(200);
    expect((await post("https://other.example.com")).status).toBe(403);
  });

  it("follows X-Forwarded-Host/Proto only behind a trusted proxy", async () => {
    const forwarded = { "x-forwarded-host": "shop.example.com", "x-forwarded-proto": "https" };
    const trusting = guarded({ TRUST_PROXY: "1" });
    expect((await trusting("https://shop.example.com", forwarded)).status).toBe(200);
    expect((await trusting("http://internal:3000", forwarded)).status).toBe(403);
    const untrusting = guarded({});
    expect((await untrusting("https://shop.example.com", forwarded)).status).toBe(403);
    expect((await untrusting("http://internal:3000", forwarded)).status).toBe(200);
  });

  it("takes the first forwarded value and ignores a malformed host", async () => {
    const config = loadConfig({ TRUST_PROXY: "1" });
    const app = new Hono();
    app.get("/", (c) => c.text(requestOrigin(c, config)));
    const originOf = async (headers: Record<string, string>) =>
      (await app.request("http://internal:3000/", { headers })).text();
    expect(
      await originOf({
        "x-forwarded-host": "shop.example.com, proxy.local",
        "x-forwarded-proto": "https, http",
      }),
    ).toBe("https://shop.example.com");
    expect(await originOf({ "x-forwarded-host": "bad host/x" })).toBe("http://internal:3000");
  });
});
