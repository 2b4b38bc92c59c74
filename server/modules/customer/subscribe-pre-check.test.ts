import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createCustomer, send, sessionFor, uniqueEmail } from "./account-fixtures.testing";
import { SUBSCRIBE_LINK_MAX_AGE_SECONDS } from "./subscribe-pre-check";

describe("GET /api/customer/subscribe_pre_check (route guard rule 7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 0 });
  });
  afterAll(() => t?.close());

  const now = () => Math.floor(Date.now() / 1000);
  const check = (params: Record<string, string>, token?: string) =>
    send<{ redirect: string; email: string; redirectUrl: string }>(
      t,
      "GET",
      `/api/customer/subscribe_pre_check?${new URLSearchParams(params)}`,
      { token },
    );

  it("sends an address without an account to create, carrying the e-mail (lower-cased) and a safe redirectUrl", async () => {
    const email = uniqueEmail("New");
    const res = await check({ email, mTime: String(now() - 3600), redirectUrl: "/deal?x=1", source: "edm" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 200,
      result: { redirect: "create", email: email.toLowerCase(), redirectUrl: "/deal?x=1" },
    });
  });

  it("sends an address with an account to login; the signed-in owner of the address carries on", async () => {
    const owner = await createCustomer(t);
    const other = await createCustomer(t);
    const guest = await check({ email: owner.email });
    expect(guest.body.result.redirect).toBe("login");
    const signedIn = await check({ email: owner.email.toUpperCase() }, await sessionFor(t, owner.id));
    expect(signedIn.body.result).toEqual({ redirect: "", email: owner.email, redirectUrl: "" });
    const someoneElse = await check({ email: owner.email }, await sessionFor(t, other.id));
    expect(someoneElse.body.result.redirect).toBe("login");
  });

  it("takes the address from mEmail when email is absent", async () => {
    const owner = await createCustomer(t);
    const res = await check({ mEmail: owner.email });
    expect(res.body.result).toMatchObject({ redirect: "login", email: owner.email });
  });

  it("sends an invalid address home", async () => {
    for (const email of ["", "not-an-email", "a@b", "two@@example.com"]) {
      const res = await check({ email, redirectUrl: "/cart" });
      expect(res.body.result).toEqual({ redirect: "home", email: "", redirectUrl: "/cart" });
    }
  });

  it("sends a link older than 30 days, from the future or with a malformed mTime home", async () => {
    const owner = await createCustomer(t);
    const stale = await check({
      email: owner.email,
      mTime: String(now() - SUBSCRIBE_LINK_MAX_AGE_SECONDS - 60),
    });
    expect(stale.body.result.redirect).toBe("home");
    const future = await check({ email: owner.email, mTime: String(now() + 3600) });
    expect(future.body.result.redirect).toBe("home");
    const junk = await check({ email: owner.email, mTime: "yesterday" });
    expect(junk.body.result.redirect).toBe("home");
    const fresh = await check({
      email: owner.email,
      mTime: String(now() - SUBSCRIBE_LINK_MAX_AGE_SECONDS + 60),
    });
    expect(fresh.body.result.redirect).toBe("login");
  });

  it("drops an off-site redirectUrl but still answers the redirect", async () => {
    for (const redirectUrl of [
      "//evil.com",
      "/\\evil.com",
      "https://evil.com",
      "javascript:alert(1)",
      "/%2F%2Fevil.com",
    ]) {
      const res = await check({ email: uniqueEmail(), redirectUrl });
      expect(res.body.result).toMatchObject({ redirect: "create", redirectUrl: "" });
    }
  });
});
