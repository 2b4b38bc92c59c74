import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testContext } from "../../../tests/helpers/test-deps";
import { verificationCodes } from "../../db/schema/customer";
import { SIGN_IN_REQUIRED } from "../../http/auth";
import {
  codeIn,
  cookieValue,
  createCustomer,
  customerRow,
  latestMail,
  linkTokenIn,
  mailsTo,
  send,
  sessionFor,
  setCookieOf,
  uniqueEmail,
} from "./account-fixtures.testing";
import { verifyPassword } from "./password-hash";
import { changeOwnPassword } from "./password-reset.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

const FORGOT = "/api/customer/forgot_password";
const RESET = "/api/customer/reset";
const CHANGE = "/api/customer/password_modify";
const LINK = "/api/customer/verify_link_email";
const INFO = "/api/customer/get_account_information";
const NEW_PASSWORD = "Couch2025new";

type SignIn = { token: string; verify_status: boolean; entity_id: number };

const forgot = (email: string) => send<{ resend_after: number }>(t, "POST", FORGOT, { body: { email } });
const reset = (body: Record<string, unknown>, opts: { cookie?: string; token?: string } = {}) =>
  send<SignIn>(t, "PUT", RESET, {
    ...opts,
    body: { password: NEW_PASSWORD, password_confirm: NEW_PASSWORD, ...body },
  });
const passwordIs = async (id: number, password: string) =>
  verifyPassword(password, (await customerRow(t, id)).passwordHash);
const signedIn = async (token: string) => (await send(t, "GET", INFO, { token })).status;

/** A customer who asked for a reset, with the rp_token of the mailed link. */
async function withResetLink(opts: Parameters<typeof createCustomer>[1] = { verified: true }) {
  const customer = await createCustomer(t, opts);
  expect((await forgot(customer.email)).body.code).toBe(200);
  const mail = await latestMail(t, customer.email, "password_reset");
  return { ...customer, rpToken: linkTokenIn(mail), code: codeIn(mail) };
}

describe("POST /api/customer/forgot_password", () => {
  it("mails a reset link and code to an account", async () => {
    const customer = await createCustomer(t, { verified: true });
    const res = await forgot(customer.email.toUpperCase());
    expect(res.body).toEqual({ code: 200, message: "", result: { resend_after: 60 } });
    const mail = await latestMail(t, customer.email, "password_reset");
    expect(mail.textBody).toContain("/customer/account/password?");
    expect(linkTokenIn(mail).length).toBeGreaterThanOrEqual(43);
  });

  it("answers the same for an unknown address and mails nothing", async () => {
    const email = uniqueEmail("unknown");
    const res = await forgot(email);
    expect(res.body).toEqual({ code: 200, message: "", result: { resend_after: 60 } });
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it("answers the same within the minute, without sending a second mail", async () => {
    const customer = await createCustomer(t);
    await forgot(customer.email);
    const again = await forgot(customer.email);
    expect(again.body).toEqual({ code: 200, message: "", result: { resend_after: 60 } });
    expect(await mailsTo(t, customer.email, "password_reset")).toHaveLength(1);
  });
});

describe("PUT /api/customer/reset", () => {
  it("sets the new password, signs in, ends every older session and uses the link up", async () => {
    const customer = await withResetLink();
    const oldSessions = [await sessionFor(t, customer.id), await sessionFor(t, customer.id)];
    for (const token of oldSessions) expect(await signedIn(token)).toBe(200);

    const res = await reset({ email: customer.email, rp_token: customer.rpToken });
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ verify_status: true, entity_id: customer.id });
    const token = res.body.result.token;
    expect(cookieValue(setCookieOf(res.headers, "token"))).toBe(token);
    expect(setCookieOf(res.headers, "rp_token")).toMatch(/Max-Age=0/);

    expect(await passwordIs(customer.id, NEW_PASSWORD)).toBe(true);
    expect(await passwordIs(customer.id, customer.password)).toBe(false);
    for (const old of oldSessions) {
      const gone = await send(t, "GET", INFO, { token: old });
      expect(gone.status).toBe(401);
      expect(gone.body.message).toBe(SIGN_IN_REQUIRED);
    }
    expect(await signedIn(token)).toBe(200);

    const reuse = await reset({
      email: customer.email,
      rp_token: customer.rpToken,
      password: "Other2025x",
      password_confirm: "Other2025x",
    });
    expect(reuse.body).toMatchObject({
      code: 400,
      message: "This link is invalid or has expired. Please request a new one.",
    });
    expect(await passwordIs(customer.id, NEW_PASSWORD)).toBe(true);
  });

  it("lifts a lock, clears the failure count and marks the address verified", async () => {
    const customer = await withResetLink({
      verified: false,
      failedLogins: 5,
      lockedUntil: new Date(Date.now() + 15 * 60_000),
    });
    expect((await reset({ email: customer.email, rp_token: customer.rpToken })).body.code).toBe(200);
    const row = await customerRow(t, customer.id);
    expect(row.failedLogins).toBe(0);
    expect(row.lockedUntil).toBeNull();
    expect(row.emailVerifiedAt).not.toBeNull();
  });

  it("takes the token from the rp_token cookie the link check set", async () => {
    const customer = await withResetLink();
    const check = await send(t, "POST", LINK, {
      body: { email: customer.email, rp_token: customer.rpToken, operation: "forget_password" },
    });
    const cookie = setCookieOf(check.headers, "rp_token")?.split(";")[0];
    expect(cookie).toBe(`rp_token=${customer.rpToken}`);
    const res = await reset({ email: customer.email }, { cookie });
    expect(res.body.code).toBe(200);
    expect(await passwordIs(customer.id, NEW_PASSWORD)).toBe(true);
  });

  it("works with the rp_token that a forget_password code answers", async () => {
    const customer = await withResetLink();
    const check = await send<{ rp_token: string }>(t, "POST", "/api/customer/verify_email_code", {
      body: { email: customer.email, verify_code: customer.code, operation: "forget_password" },
    });
    const res = await reset({ email: customer.email, rp_token: check.body.result.rp_token });
    expect(res.body.code).toBe(200);
  });

  it("refuses account A's token with account B's address and changes neither", async () => {
    const a = await withResetLink();
    const b = await createCustomer(t, { verified: true });
    const res = await reset({ email: b.email, rp_token: a.rpToken });
    expect(res.body).toEqual({
      code: 400,
      message: "This link is invalid or has expired. Please request a new one.",
      result: null,
    });
    expect(setCookieOf(res.headers, "token")).toBeUndefined();
    expect(await passwordIs(b.id, b.password)).toBe(true);
    expect(await passwordIs(a.id, a.password)).toBe(true);
    // A's link was not used up by the refused attempt.
    expect((await reset({ email: a.email, rp_token: a.rpToken })).body.code).toBe(200);
  });

  it("refuses without a token, with a made-up token and with a register link", async () => {
    const customer = await createCustomer(t);
    const invalid = {
      code: 400,
      message: "This link is invalid or has expired. Please request a new one.",
      result: null,
    };
    expect((await reset({ email: customer.email })).body).toEqual(invalid);
    expect((await reset({ email: customer.email, rp_token: "B".repeat(43) })).body).toEqual(invalid);
    await send(t, "POST", "/api/customer/verify_email", {
      body: { email: customer.email, operation: "register" },
    });
    const registerLink = linkTokenIn(await latestMail(t, customer.email, "verification_code"));
    expect((await reset({ email: customer.email, rp_token: registerLink })).body).toEqual(invalid);
    expect(await passwordIs(customer.id, customer.password)).toBe(true);
  });

  it("lets only one of two parallel submits of the same link win", async () => {
    const customer = await withResetLink();
    const results = await Promise.all(
      ["First2025a", "Second2025b"].map((password) =>
        reset({ email: customer.email, rp_token: customer.rpToken, password, password_confirm: password }),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 400]);
    const winner = results.find((r) => r.body.code === 200)!;
    expect(await signedIn(winner.body.result.token)).toBe(200);
  });

  it("applies the new-password rules (422) and keeps the link usable", async () => {
    const customer = await withResetLink();
    const cases: [Record<string, string>, string][] = [
      [
        { password: "lettersonly", password_confirm: "lettersonly" },
        `password: ${"Please enter at least 6 characters with letters and numbers."}`,
      ],
      [
        { password: "abc1", password_confirm: "abc1" },
        `password: ${"Please enter at least 6 characters with letters and numbers."}`,
      ],
      [
        { password: "password1", password_confirm: "password1" },
        `password: ${"This password is too common and easy to guess. Please choose another one."}`,
      ],
      [
        { password: NEW_PASSWORD, password_confirm: "Different1" },
        `password_confirm: ${"Your passwords do not match, please try again."}`,
      ],
      [
        { password: `a1${"x".repeat(127)}`, password_confirm: `a1${"x".repeat(127)}` },
        `password: ${"Please use at most 128 characters."}`,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await reset({ email: customer.email, rp_token: customer.rpToken, ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe(message);
    }
    expect((await reset({ email: customer.email, rp_token: customer.rpToken })).body.code).toBe(200);
  });
});

describe("PUT /api/customer/password_modify", () => {
  const change = (token: string | undefined, current_password: string, password = NEW_PASSWORD) =>
    send<{ token: string }>(t, "PUT", CHANGE, {
      token,
      body: { current_password, password, password_confirm: password },
    });

  it("needs a signed-in customer", async () => {
    expect((await change(undefined, "Whatever1")).status).toBe(401);
    expect((await change(await sessionFor(t, null), "Whatever1")).status).toBe(401);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const customer = await createCustomer(t);
    const token = await sessionFor(t, customer.id);
    const res = await change(token, "NotMine123");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 400,
      message: "The current password you entered is incorrect.",
      result: null,
    });
    expect(await passwordIs(customer.id, customer.password)).toBe(true);
    expect(await signedIn(token)).toBe(200);
  });

  it("changes the password, ends every session including this one, and answers a new token", async () => {
    const customer = await createCustomer(t);
    const current = await sessionFor(t, customer.id);
    const other = await sessionFor(t, customer.id);
    const res = await change(current, customer.password);
    expect(res.body.code).toBe(200);
    const token = res.body.result.token;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(cookieValue(setCookieOf(res.headers, "token"))).toBe(token);
    expect(await passwordIs(customer.id, NEW_PASSWORD)).toBe(true);
    expect(await signedIn(current)).toBe(401);
    expect(await signedIn(other)).toBe(401);
    expect(await signedIn(token)).toBe(200);
  });

  it("a customer gone since the session was checked is asked to sign in (401), not a server error", async () => {
    const ctx = testContext(t.deps);
    const gone = changeOwnPassword(ctx, 987_654, {
      current_password: "walnut42lamp",
      password: "walnut42lamQ",
      password_confirm: "walnut42lamQ",
    });
    await expect(gone).rejects.toMatchObject({
      status: 401,
      code: 401,
      message: "Please sign in to continue.",
    });
  });

  it("counts wrong current passwords towards the sign-in lock", async () => {
    const customer = await createCustomer(t);
    const token = await sessionFor(t, customer.id);
    // Four wrong tries answer 400; the fifth locks for 15 minutes (the sign-in lock's defaults).
    for (let i = 1; i < 5; i++) expect((await change(token, "NotMine123")).body.code).toBe(400);
    const locking = await change(token, "NotMine123");
    expect(locking.body).toEqual({
      code: 423,
      message:
        "Your account is temporarily locked after too many failed sign-in attempts. Please try again in 15 minutes or reset your password.",
      result: null,
    });
    const right = await change(token, customer.password);
    expect(right.body.code).toBe(423);
    expect(await passwordIs(customer.id, customer.password)).toBe(true);
  });

  it("applies the new-password rules (422)", async () => {
    const customer = await createCustomer(t);
    const token = await sessionFor(t, customer.id);
    const weak = await change(token, customer.password, "nodigits");
    expect(weak.status).toBe(422);
    expect(weak.body.message).toBe(
      `password: ${"Please enter at least 6 characters with letters and numbers."}`,
    );
    const mismatch = await send(t, "PUT", CHANGE, {
      token,
      body: { current_password: customer.password, password: NEW_PASSWORD, password_confirm: "Other2025x" },
    });
    expect(mismatch.body.message).toBe(
      `password_confirm: ${"Your passwords do not match, please try again."}`,
    );
    const extra = await send(t, "PUT", CHANGE, {
      token,
      body: {
        current_password: customer.password,
        password: NEW_PASSWORD,
        password_confirm: NEW_PASSWORD,
        customer_id: 1,
      },
    });
    expect(extra.body.message).toBe("Unknown field in body: customer_id");
    expect(await passwordIs(customer.id, customer.password)).toBe(true);
  });

  it("lets one of two parallel changes win", async () => {
    const customer = await createCustomer(t);
    const token = await sessionFor(t, customer.id);
    const results = await Promise.all([
      change(token, customer.password, "Alpha2025a"),
      change(token, customer.password, "Beta2025b"),
    ]);
    const codes = results.map((r) => r.body.code).sort();
    // The second either lost the race on the hash (400) or found its session ended (401).
    expect(codes[0]).toBe(200);
    expect([400, 401]).toContain(codes[1]);
  });
});

describe("a new password ends every other reset link and code (issue 15 §6)", () => {
  const INVALID_LINK = "This link is invalid or has expired. Please request a new one.";
  const EXPIRED_CODE = "This verification code has expired. Please request a new one.";
  const checkCode = (email: string, verify_code: string) =>
    send(t, "POST", "/api/customer/verify_email_code", {
      body: { email, verify_code, operation: "forget_password" },
    });
  /** The resend cooldown of the last code to this address has run out (as a minute later). */
  const cooldownPassed = (email: string) =>
    t.database.db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - interval '61 seconds'` })
      .where(eq(verificationCodes.email, email));

  it("an older mailed link is refused after a reset with a newer one, and signs nobody in", async () => {
    const customer = await withResetLink();
    await cooldownPassed(customer.email);
    expect((await forgot(customer.email)).body.code).toBe(200);
    const newer = linkTokenIn(await latestMail(t, customer.email, "password_reset"));
    expect(newer).not.toBe(customer.rpToken);
    expect((await reset({ email: customer.email, rp_token: newer })).body.code).toBe(200);

    const older = await reset({
      email: customer.email,
      rp_token: customer.rpToken,
      password: "Other2025x",
      password_confirm: "Other2025x",
    });
    expect(older.body).toEqual({ code: 400, message: INVALID_LINK, result: null });
    expect(setCookieOf(older.headers, "token")).toBeUndefined();
    expect(await passwordIs(customer.id, NEW_PASSWORD)).toBe(true);
  });

  it("a reset by link ends the code of the same mail", async () => {
    const customer = await withResetLink();
    expect((await reset({ email: customer.email, rp_token: customer.rpToken })).body.code).toBe(200);
    const late = await checkCode(customer.email, customer.code);
    expect(late.body).toEqual({ code: 400, message: EXPIRED_CODE, result: null });
  });

  it("a password change ends the outstanding reset link and code and signs out the other sessions", async () => {
    const customer = await withResetLink();
    const other = await sessionFor(t, customer.id);
    const current = await sessionFor(t, customer.id);
    const res = await send<{ token: string }>(t, "PUT", CHANGE, {
      token: current,
      body: { current_password: customer.password, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
    });
    expect(res.body.code).toBe(200);
    expect(await signedIn(other)).toBe(401);
    expect(await signedIn(res.body.result.token)).toBe(200);

    const viaLink = await reset({
      email: customer.email,
      rp_token: customer.rpToken,
      password: "Other2025x",
      password_confirm: "Other2025x",
    });
    expect(viaLink.body).toEqual({ code: 400, message: INVALID_LINK, result: null });
    const linkCheck = await send(t, "POST", LINK, {
      body: { email: customer.email, rp_token: customer.rpToken, operation: "forget_password" },
    });
    expect(linkCheck.body).toMatchObject({ code: 400, message: INVALID_LINK });
    expect((await checkCode(customer.email, customer.code)).body).toEqual({
      code: 400,
      message: EXPIRED_CODE,
      result: null,
    });
    expect(await passwordIs(customer.id, NEW_PASSWORD)).toBe(true);
  });
});

describe("a password change ends the register code and link too (they sign in)", () => {
  it("an unverified customer's mailed register code and link no longer sign in after a change", async () => {
    const customer = await createCustomer(t);
    await send(t, "POST", "/api/customer/verify_email", {
      body: { email: customer.email, operation: "register" },
    });
    const mail = await latestMail(t, customer.email, "verification_code");
    const current = await sessionFor(t, customer.id);
    const changed = await send(t, "PUT", CHANGE, {
      token: current,
      body: { current_password: customer.password, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
    });
    expect(changed.body.code).toBe(200);

    const byCode = await send(t, "POST", "/api/customer/verify_email_code", {
      body: { email: customer.email, verify_code: codeIn(mail), operation: "register" },
    });
    expect(byCode.body).toEqual({
      code: 400,
      message: "This verification code has expired. Please request a new one.",
      result: null,
    });
    expect(setCookieOf(byCode.headers, "token")).toBeUndefined();
    const byLink = await send(t, "POST", LINK, {
      body: { email: customer.email, rp_token: linkTokenIn(mail), operation: "register" },
    });
    expect(byLink.body).toEqual({
      code: 400,
      message: "This link is invalid or has expired. Please request a new one.",
      result: { token: "" },
    });
  });
});
