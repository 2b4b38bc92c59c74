import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSession, revokeSession } from "../../server/http/session";
import {
  createCustomer,
  latestMail,
  linkTokenIn,
  sessionFor,
  uniqueEmail,
} from "../../server/modules/customer/account-fixtures.testing";
import { issueEmailToken } from "../../server/modules/customer/email-tokens";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { FLASH_WARNING_COOKIE } from "../features/session/flash-cookie";
import { cookieHeader, outcomeOf, pageArgs, redirectOf } from "../features/session/page-context.testing";
import {
  preCheckSubscribe,
  redirectIfSignedIn,
  requireSignedIn,
  verifyRpToken,
} from "./account-guard.server";

// Route guard rules 5–8 as the loaders run them, through the real API and database.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { TEST_MODE: "1" } });
});
afterAll(() => t?.close());

const signedInCookie = async (customerId: number) => `token=${await sessionFor(t, customerId)}`;
const cookieNamed = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}=`));

/** Whom the API sees behind these cookies. */
async function sessionOf(cookie: string) {
  const res = await t.app.request("/api/customer/session", { headers: { cookie } });
  return ((await res.json()) as { result: { is_login: boolean; customer: { email: string } | null } }).result;
}

describe("requireSignedIn (rule 8)", () => {
  it("sends a guest to Login with the page and its query in redirect", async () => {
    const { location } = await redirectOf(
      requireSignedIn(pageArgs(t, "/customer/account/accountinfo?tab=profile&x=1")),
    );
    expect(location).toBe(
      `/customer/account/login?redirect=${encodeURIComponent("/customer/account/accountinfo?tab=profile&x=1")}`,
    );
  });

  it("sends a guest on the account home to Login with the original query", async () => {
    expect(
      (await redirectOf(requireSignedIn(pageArgs(t, "/customer/account/home?entrypoint=mail")))).location,
    ).toBe("/customer/account/login?entrypoint=mail");
    expect((await redirectOf(requireSignedIn(pageArgs(t, "/customer/account/home")))).location).toBe(
      "/customer/account/login",
    );
  });

  it("lets a signed-in customer through and answers who it is", async () => {
    const customer = await createCustomer(t, { firstname: "Ada" });
    const out = await outcomeOf(
      requireSignedIn(pageArgs(t, "/customer/account/home", { cookie: await signedInCookie(customer.id) })),
    );
    expect(out.value).toMatchObject({ entity_id: customer.id, email: customer.email, firstname: "Ada" });
  });

  it("treats a revoked session as a guest and forwards the API's clean-up of the dead cookie", async () => {
    const customer = await createCustomer(t);
    const token = await sessionFor(t, customer.id);
    const session = await findSession(t.database.db, token, new Date());
    if (!session) throw new Error("no session");
    await revokeSession(t.database.db, session.sessionId, new Date());
    const { location, cookies } = await redirectOf(
      requireSignedIn(pageArgs(t, "/customer/account/accountinfo", { cookie: `token=${token}` })),
    );
    expect(location).toMatch(/^\/customer\/account\/login\?redirect=/);
    expect(cookieNamed(cookies, "token")).toMatch(/^token=;.*Max-Age=0/i);
  });
});

describe("redirectIfSignedIn (rule 5)", () => {
  it("sends a signed-in customer from Login to the account home", async () => {
    const customer = await createCustomer(t);
    const { location } = await redirectOf(
      redirectIfSignedIn(
        pageArgs(t, "/customer/account/login", { cookie: await signedInCookie(customer.id) }),
      ),
    );
    expect(location).toBe("/customer/account/home");
  });

  it("lets a guest stay on Login", async () => {
    expect(await outcomeOf(redirectIfSignedIn(pageArgs(t, "/customer/account/login")))).toEqual({
      value: undefined,
    });
  });
});

describe("verifyRpToken (rule 6)", () => {
  it("does nothing without rp_token", async () => {
    expect(
      await outcomeOf(
        verifyRpToken(pageArgs(t, "/customer/account/accountinfo?email=a@b.co"), "Accountinfo"),
      ),
    ).toEqual({
      value: undefined,
    });
  });

  it("Accountinfo: a register link verifies the e-mail, signs in and leaves the token out of the URL", async () => {
    const customer = await createCustomer(t);
    // The customer asks for a verification mail from their account, then opens its link.
    const asked = await t.app.request("/api/customer/verify_code_email", {
      method: "POST",
      headers: { cookie: await signedInCookie(customer.id) },
    });
    expect(((await asked.json()) as { code: number }).code).toBe(200);
    const rpToken = linkTokenIn(await latestMail(t, customer.email, "verification_code"));
    const query = new URLSearchParams({ email: customer.email, rp_token: rpToken, operation: "register" });
    const { location, cookies } = await redirectOf(
      verifyRpToken(pageArgs(t, `/customer/account/accountinfo?${query}`), "Accountinfo"),
    );
    expect(location).toBe(`/customer/account/accountinfo?${new URLSearchParams({ email: customer.email })}`);
    expect(cookieNamed(cookies, "token")).toBeDefined();
    expect(await sessionOf(cookieHeader(cookies))).toMatchObject({
      is_login: true,
      customer: { email: customer.email },
    });
    // The link is single use: opening it again goes to Login.
    expect(
      (await redirectOf(verifyRpToken(pageArgs(t, `/customer/account/accountinfo?${query}`), "Accountinfo")))
        .location,
    ).toBe("/customer/account/login");
  });

  it("Accountinfo: register is the default operation", async () => {
    const customer = await createCustomer(t);
    const rpToken = await issueEmailToken(t.database.db, {
      customerId: customer.id,
      operation: "register",
      now: new Date(),
      ttlMinutes: 60,
    });
    const query = new URLSearchParams({ email: customer.email, rp_token: rpToken, other: "kept" });
    const { location, cookies } = await redirectOf(
      verifyRpToken(pageArgs(t, `/customer/account/accountinfo?${query}`), "Accountinfo"),
    );
    expect(location).toBe(
      `/customer/account/accountinfo?${new URLSearchParams({ email: customer.email, other: "kept" })}`,
    );
    expect(cookieNamed(cookies, "token")).toBeDefined();
  });

  it("success with a message (already verified, no session token): the warning rides to Login", async () => {
    const customer = await createCustomer(t, { verified: true });
    const rpToken = await issueEmailToken(t.database.db, {
      customerId: customer.id,
      operation: "register",
      now: new Date(),
      ttlMinutes: 60,
    });
    const query = new URLSearchParams({ email: customer.email, rp_token: rpToken });
    const { location, cookies } = await redirectOf(
      verifyRpToken(pageArgs(t, `/customer/account/accountinfo?${query}`), "Accountinfo"),
    );
    expect(location).toBe("/customer/account/login");
    const flash = cookieNamed(cookies, FLASH_WARNING_COOKIE);
    expect(flash).toContain(encodeURIComponent("Your email has already been verified."));
    expect(flash).toMatch(/Max-Age=60/);
    expect(cookieNamed(cookies, "token")).toBeUndefined();
  });

  it("Password: a reset link is checked, kept in its cookie and removed from the URL, without signing in", async () => {
    const customer = await createCustomer(t, { verified: true });
    const asked = await t.app.request("/api/customer/forgot_password", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: customer.email }),
    });
    expect(((await asked.json()) as { code: number }).code).toBe(200);
    const rpToken = linkTokenIn(await latestMail(t, customer.email, "password_reset"));
    const query = new URLSearchParams({ type: "forgotpassword", email: customer.email, rp_token: rpToken });
    const { location, cookies } = await redirectOf(
      verifyRpToken(pageArgs(t, `/customer/account/password?${query}`), "Password"),
    );
    expect(location).toBe(
      `/customer/account/password?${new URLSearchParams({ type: "forgotpassword", email: customer.email })}`,
    );
    expect(cookieNamed(cookies, "rp_token")).toContain(rpToken);
    expect(cookieNamed(cookies, "token")).toBeUndefined();
  });

  it("any failure goes to Login: wrong token, wrong e-mail, wrong operation", async () => {
    const customer = await createCustomer(t);
    const rpToken = await issueEmailToken(t.database.db, {
      customerId: customer.id,
      operation: "register",
      now: new Date(),
      ttlMinutes: 60,
    });
    const cases: Record<string, string>[] = [
      { email: customer.email, rp_token: "x".repeat(43) },
      { email: uniqueEmail(), rp_token: rpToken },
      { email: customer.email, rp_token: rpToken, operation: "forget_password" },
      { email: "not-an-email", rp_token: rpToken },
    ];
    for (const c of cases) {
      const out = await redirectOf(
        verifyRpToken(pageArgs(t, `/customer/account/accountinfo?${new URLSearchParams(c)}`), "Accountinfo"),
      );
      expect(out.location, JSON.stringify(c)).toBe("/customer/account/login");
      expect(cookieNamed(out.cookies, "token")).toBeUndefined();
    }
  });
});

describe("preCheckSubscribe (rule 7)", () => {
  const check = (query: Record<string, string>, cookie?: string) =>
    preCheckSubscribe(
      pageArgs(t, `/customer/account/password?${new URLSearchParams({ source: "newsletter", ...query })}`, {
        cookie,
      }),
    );

  it("does nothing without source", async () => {
    expect(
      await outcomeOf(preCheckSubscribe(pageArgs(t, "/customer/account/password?email=a@b.co"))),
    ).toEqual({
      value: null,
    });
  });

  it("create: a new address goes to Password in create mode with the e-mail and the redirect", async () => {
    const email = uniqueEmail("new");
    expect((await redirectOf(check({ email, redirectUrl: "/sofa.html?piid=2" }))).location).toBe(
      `/customer/account/password?${new URLSearchParams({ type: "create", email, redirect: "/sofa.html?piid=2" })}`,
    );
    expect((await redirectOf(check({ mEmail: email }))).location).toBe(
      `/customer/account/password?${new URLSearchParams({ type: "create", email })}`,
    );
  });

  it("login: an existing account of someone else goes to Login, with redirect when given", async () => {
    const customer = await createCustomer(t);
    expect((await redirectOf(check({ email: customer.email }))).location).toBe("/customer/account/login");
    expect((await redirectOf(check({ email: customer.email, redirectUrl: "/deal" }))).location).toBe(
      `/customer/account/login?redirect=${encodeURIComponent("/deal")}`,
    );
  });

  it('"": the signed-in owner of the address carries on with the e-mail filled in', async () => {
    const customer = await createCustomer(t);
    expect(await outcomeOf(check({ email: customer.email }, await signedInCookie(customer.id)))).toEqual({
      value: { email: customer.email },
    });
  });

  it("home: an unusable link goes to the root, or to its redirectUrl", async () => {
    expect((await redirectOf(check({ email: "not-an-email" }))).location).toBe("/");
    expect((await redirectOf(check({ email: "not-an-email", redirectUrl: "/deal" }))).location).toBe("/deal");
    expect((await redirectOf(check({ email: uniqueEmail(), mTime: "1" }))).location).toBe("/");
  });

  it("never redirects off the site", async () => {
    for (const redirectUrl of ["//evil.com", "https://evil.com", "/%2F%2Fevil.com", "/\\evil.com"]) {
      const email = uniqueEmail("new");
      expect((await redirectOf(check({ email, redirectUrl }))).location, redirectUrl).toBe(
        `/customer/account/password?${new URLSearchParams({ type: "create", email })}`,
      );
      expect((await redirectOf(check({ email: "bad", redirectUrl }))).location, redirectUrl).toBe("/");
    }
  });
});
