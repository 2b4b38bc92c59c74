import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createApp } from "../../app";
import { customers, sessions, verificationCodes } from "../../db/schema/customer";
import { mailOutbox } from "../../db/schema/mail";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { hashToken } from "../../http/session";
import { customerByEmail, isSignedIn, postJson, type SignIn, setCookies } from "./auth.testing";
import { verifyPassword } from "./password-hash";

// A stand-in for Google's siteverify endpoint: "good-response" is a solved captcha.
let captchaServer: Server;
const captchaRequests: URLSearchParams[] = [];
let t: TestApp;
/** The same database and captcha settings, but not in test mode. */
let production: Hono;

beforeAll(async () => {
  captchaServer = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const form = new URLSearchParams(body);
      captchaRequests.push(form);
      const success = form.get("secret") === "captcha-secret" && form.get("response") === "good-response";
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => captchaServer.listen(0, "127.0.0.1", resolve));
  const { port } = captchaServer.address() as AddressInfo;
  t = await createTestApp({
    products: 0,
    env: {
      TEST_MODE: "1",
      RECAPTCHA_SECRET: "captcha-secret",
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    },
  });
  production = createApp({ deps: { ...t.deps, config: { ...t.deps.config, TEST_MODE: false } } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => captchaServer?.close(resolve));
});

const register = (app: Hono, body: Record<string, unknown>) =>
  postJson<SignIn | null>(app, "/api/customer/register", body);
const valid = (email: string, over: Record<string, unknown> = {}) => ({
  email,
  password: "walnut42lamp",
  password_confirm: "walnut42lamp",
  firstname: "Mia",
  lastname: "Park",
  auto_test: 1,
  ...over,
});

describe("POST /api/customer/register", () => {
  it("creates an unverified, signed-in customer and e-mails a code in the outbox", async () => {
    const res = await register(
      t.app,
      valid("  New.Shopper@Example.com ", { firstname: "Ada", lastname: "Lee" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const result = res.body.result as SignIn;
    expect(result.verify_status).toBe(false);
    expect(result.token.length).toBeGreaterThanOrEqual(43);

    const row = await customerByEmail(t.database.db, "new.shopper@example.com");
    expect(row).toMatchObject({
      id: result.entity_id,
      firstname: "Ada",
      lastname: "Lee",
      registerType: "normal",
      emailVerifiedAt: null,
    });
    expect(row.passwordHash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword("walnut42lamp", row.passwordHash)).toBe(true);

    // The token is a live customer session, set as the httpOnly token cookie; the guest cookie is cleared.
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(result.token)));
    expect(session.customerId).toBe(result.entity_id);
    const cookies = setCookies(res.headers);
    expect(cookies.get("token")?.value).toBe(result.token);
    expect(cookies.get("token")?.attrs).toEqual(expect.arrayContaining(["httponly", "samesite=lax"]));
    expect(cookies.get("GuestToken")?.attrs).toContain("max-age=0");
    expect(await isSignedIn(t.app, { bearer: result.token })).toBe(true);

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "new.shopper@example.com"));
    expect(mails.map((m) => m.kind)).toEqual(["verification_code"]);
    expect(mails[0].textBody).toContain(
      "/customer/account/accountinfo?email=new.shopper%40example.com&rp_token=",
    );
    expect(mails[0].textBody).toContain("operation=register");
    const codes = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, "new.shopper@example.com"));
    expect(codes).toHaveLength(1);
    expect(codes[0].operation).toBe("register");
    // Not subscribed unless asked.
    const subs = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "new.shopper@example.com"));
    expect(subs).toHaveLength(0);
  });

  it("keeps the popup's register_type and subscribes to the newsletter when asked", async () => {
    const res = await register(
      t.app,
      valid("quick@example.com", { register_type: "quick", is_subscribed: 1 }),
    );
    const result = res.body.result as SignIn;
    expect((await customerByEmail(t.database.db, "quick@example.com")).registerType).toBe("quick");
    const [sub] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "quick@example.com"));
    // Pending until confirmed (double opt-in): a confirmation link went out beside the code.
    expect(sub).toMatchObject({ customerId: result.entity_id, source: "register", confirmedAt: null });
    const confirmMails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "quick@example.com"), eq(mailOutbox.kind, "newsletter_confirm")));
    expect(confirmMails).toHaveLength(1);
  });

  it("an address that already has an account answers 409 with the message, whatever its case", async () => {
    // Its own account (the tests run in a shuffled order): registered in lower case, then again.
    expect((await register(t.app, valid("taken.address@example.com"))).body.code).toBe(200);
    const res = await register(t.app, valid("TAKEN.Address@example.com"));
    expect(res.body).toEqual({
      code: 409,
      message: "There is already an account with this email address. Please sign in or reset your password.",
      result: null,
    });
    expect(setCookies(res.headers).has("token")).toBe(false);
  });

  it("two parallel registrations of one address make one account; the other gets 409, not a 500", async () => {
    const email = "race@example.com";
    const results = await Promise.all([1, 2, 3].map(() => register(t.app, valid(email))));
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409, 409]);
    const rows = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
  });

  it("refuses a common password (422) with its message and creates nothing", async () => {
    const res = await register(
      t.app,
      valid("common@example.com", { password: "password1", password_confirm: "password1" }),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      `password: ${"This password is too common and easy to guess. Please choose another one."}`,
    );
    expect(await customerByEmail(t.database.db, "common@example.com")).toBeUndefined();
  });

  it("asks for the first and last name (issue 16): missing, blank, too long or multi-line is refused (422) and creates nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: undefined }, "firstname: Please enter your first name."],
      [{ lastname: undefined }, "lastname: Please enter your last name."],
      [{ firstname: "   " }, "firstname: Please enter your first name."],
      [{ lastname: "" }, "lastname: Please enter your last name."],
      [{ firstname: "A".repeat(61) }, "firstname: Please use at most 60 characters."],
      [{ lastname: "Park\nEvil" }, "lastname: Please enter the name on one line."],
    ];
    for (const [over, message] of cases) {
      const res = await register(t.app, valid("nameless@example.com", over));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(setCookies(res.headers).has("token")).toBe(false);
    }
    expect(await customerByEmail(t.database.db, "nameless@example.com")).toBeUndefined();
    // Surrounding spaces are disregarded; 60 characters is the longest accepted.
    const ok = await register(
      t.app,
      valid("named@example.com", { firstname: "  Zoë ", lastname: ` ${"B".repeat(60)} ` }),
    );
    expect(ok.body.code).toBe(200);
    expect(await customerByEmail(t.database.db, "named@example.com")).toMatchObject({
      firstname: "Zoë",
      lastname: "B".repeat(60),
    });
  });

  it("refuses a confirmation that does not match (422) and a password without a digit", async () => {
    const mismatch = await register(
      t.app,
      valid("mismatch@example.com", { password_confirm: "walnut42lamq" }),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe(
      `password_confirm: ${"Your passwords do not match, please try again."}`,
    );
    const weak = await register(
      t.app,
      valid("weak@example.com", { password: "abcdefg", password_confirm: "abcdefg" }),
    );
    expect(weak.body.message).toBe(
      `password: ${"Please enter at least 6 characters with letters and numbers."}`,
    );
    expect(await customerByEmail(t.database.db, "mismatch@example.com")).toBeUndefined();
  });
});

describe("registration captcha (RECAPTCHA_SECRET set)", () => {
  it("outside test mode auto_test=1 does not skip it: Incorrect reCAPTCHA.", async () => {
    const res = await register(production, valid("bot@example.com"));
    expect(res.body).toEqual({ code: 400, message: "Incorrect reCAPTCHA.", result: null });
    expect(await customerByEmail(t.database.db, "bot@example.com")).toBeUndefined();
  });

  it("refuses a response the verifier rejects, and a missing one", async () => {
    const before = captchaRequests.length;
    const bad = await register(production, { ...valid("bot2@example.com"), g_recaptcha_response: "forged" });
    expect(bad.body.message).toBe("Incorrect reCAPTCHA.");
    expect(captchaRequests.length).toBe(before + 1);
    const missing = await register(production, { ...valid("bot3@example.com"), auto_test: undefined });
    expect(missing.body.message).toBe("Incorrect reCAPTCHA.");
    expect(await customerByEmail(t.database.db, "bot2@example.com")).toBeUndefined();
  });

  it("accepts a response the verifier confirms (our secret sent along)", async () => {
    const res = await register(production, {
      ...valid("human@example.com"),
      auto_test: undefined,
      g_recaptcha_response: "good-response",
    });
    expect(res.body.code).toBe(200);
    const last = captchaRequests.at(-1);
    expect(last?.get("secret")).toBe("captcha-secret");
    expect(last?.get("response")).toBe("good-response");
  });

  it("in test mode auto_test=1 skips it (no call to the verifier)", async () => {
    const before = captchaRequests.length;
    const res = await register(t.app, valid("autotest@example.com"));
    expect(res.body.code).toBe(200);
    expect(captchaRequests.length).toBe(before);
  });
});
