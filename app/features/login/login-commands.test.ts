import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFY_RESEND_SECONDS } from "../../../contract/constants";
import { MESSAGES } from "../../../contract/validation";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { mailedCode, newEmail, type TestBrowser, testBrowser } from "./login-api.testing";
import {
  canCreate,
  continueWithEmail,
  createAccount,
  type FlowSettings,
  resendCode,
  sendResetCode,
  signIn,
  verifyCode,
} from "./login-commands";
import { submitNewPassword } from "./reset-password";

// The flow's commands through the real request layer against the real API and database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { TRUST_PROXY: "1" } });
});
afterAll(() => t?.close());

const PASSWORD = "walnut42lamp";
const popup: FlowSettings = { registerType: "quick" };

/** A new account registered through the flow, still unverified, signed in in `browser`. */
async function registered(browser: TestBrowser, email = newEmail()) {
  await createAccount(browser.api, popup, {
    email,
    firstname: "Ada",
    lastname: "Lee",
    password: PASSWORD,
    subscribe: false,
    captchaRequired: false,
    captchaToken: null,
  });
  return email;
}

/** A verified account. */
async function verifiedAccount() {
  const b = testBrowser(t.app);
  const email = await registered(b);
  const code = await mailedCode(t, email, "verification_code");
  expect(await verifyCode(b.api, popup, { email, operation: "register" }, code)).toEqual({
    complete: { kind: "verified" },
  });
  return email;
}

describe("Continue (e-mail step)", () => {
  it("checks the address first, with the exact messages, without asking the server", async () => {
    const b = testBrowser(t.app);
    expect(await continueWithEmail(b.api, "  ")).toEqual({
      event: { type: "failed", field: "email", message: "This is a required field." },
    });
    expect(await continueWithEmail(b.api, "not-an-address")).toEqual({
      event: { type: "failed", field: "email", message: MESSAGES.email },
    });
    expect(MESSAGES.email).toBe("Please enter a valid email address. For example cs@nestora.com.");
    expect(b.requests).toEqual([]);
  });

  it("goes to Create Account for a new address (offering the newsletter), Sign In for an existing one", async () => {
    const b = testBrowser(t.app);
    const fresh = newEmail("fresh");
    expect(await continueWithEmail(b.api, ` ${fresh} `)).toEqual({
      event: { type: "emailChecked", email: fresh, exists: false, subscriber: 0 },
    });
    const email = await verifiedAccount();
    const result = await continueWithEmail(b.api, email);
    expect(result.event).toMatchObject({ type: "emailChecked", email, exists: true });
    expect(b.requests).toEqual(["GET /api/customer/register_status", "GET /api/customer/register_status"]);
  });
});

describe("Create Account", () => {
  it("holds Create until the checklist holds and the password is not a common one", () => {
    expect(canCreate("")).toBe(false);
    expect(canCreate("abcdef")).toBe(false);
    expect(canCreate("123456")).toBe(false);
    expect(canCreate("ab12")).toBe(false);
    expect(canCreate("1q2w3e4r")).toBe(false);
    expect(canCreate(PASSWORD)).toBe(true);
  });

  it("refuses a weak or common password and a missing captcha without a request", async () => {
    const b = testBrowser(t.app);
    const base = {
      email: newEmail(),
      firstname: "Ada",
      lastname: "Lee",
      subscribe: false,
      captchaRequired: false,
      captchaToken: null,
    };
    expect(await createAccount(b.api, popup, { ...base, password: "" })).toMatchObject({
      event: { field: "password", message: "Please enter a password" },
    });
    expect(await createAccount(b.api, popup, { ...base, password: "abcdefg" })).toMatchObject({
      event: { field: "password", message: "Please enter at least 6 characters with letters and numbers." },
    });
    expect(await createAccount(b.api, popup, { ...base, password: "1q2w3e4r" })).toMatchObject({
      event: {
        field: "password",
        message: "This password is too common and easy to guess. Please choose another one.",
      },
    });
    const noCaptcha = await createAccount(b.api, popup, {
      ...base,
      password: PASSWORD,
      captchaRequired: true,
    });
    expect(noCaptcha).toEqual({
      event: { type: "failed", field: "captcha", message: "Incorrect reCAPTCHA." },
      toast: "Incorrect reCAPTCHA.",
    });
    expect(b.requests).toEqual([]);
  });

  it("asks for the first and last name before the password, with the exact messages, without a request", async () => {
    const b = testBrowser(t.app);
    const base = {
      email: newEmail(),
      firstname: "Ada",
      lastname: "Lee",
      password: PASSWORD,
      subscribe: false,
      captchaRequired: false,
      captchaToken: null,
    };
    expect(await createAccount(b.api, popup, { ...base, firstname: " ", password: "" })).toEqual({
      event: { type: "failed", field: "firstname", message: "Please enter your first name." },
    });
    expect(await createAccount(b.api, popup, { ...base, lastname: "" })).toEqual({
      event: { type: "failed", field: "lastname", message: "Please enter your last name." },
    });
    expect(await createAccount(b.api, popup, { ...base, lastname: "L".repeat(61) })).toEqual({
      event: { type: "failed", field: "lastname", message: "Please use at most 60 characters." },
    });
    expect(b.requests).toEqual([]);
  });

  it("sends the trimmed name: the account and its greeting use it", async () => {
    const b = testBrowser(t.app);
    const email = newEmail("named");
    const result = await createAccount(b.api, popup, {
      email,
      firstname: "  Noor ",
      lastname: " Haddad",
      password: PASSWORD,
      subscribe: false,
      captchaRequired: false,
      captchaToken: null,
    });
    expect(result.event).toMatchObject({ type: "codeSent" });
    // Registration signed this browser in: the session call greets the name it sent.
    const session = await t.app.request("/api/customer/session", {
      headers: { cookie: `token=${b.cookies.get("token")}` },
    });
    const body = (await session.json()) as { result: { customer: { firstname: string; lastname: string } } };
    expect(body.result.customer).toMatchObject({ firstname: "Noor", lastname: "Haddad" });
  });

  it("registers (signed in, not verified) and opens the code step with Sign up Later", async () => {
    const b = testBrowser(t.app);
    const email = newEmail("new");
    const result = await createAccount(
      b.api,
      { registerType: "normal" },
      {
        email,
        firstname: "Noor",
        lastname: "Haddad",
        password: PASSWORD,
        subscribe: true,
        captchaRequired: false,
        captchaToken: null,
      },
    );
    expect(result).toEqual({
      event: { type: "codeSent", operation: "register", resendAfter: VERIFY_RESEND_SECONDS, signedIn: true },
    });
    expect(b.cookies.get("token")).toBeTruthy();
    expect(await mailedCode(t, email, "verification_code")).toMatch(/^[A-Z0-9]{6}$/);
  });

  it("shows a refused registration under the field and as a toast, and resets the captcha", async () => {
    const email = await verifiedAccount();
    const b = testBrowser(t.app);
    const result = await createAccount(b.api, popup, {
      email,
      firstname: "Ada",
      lastname: "Lee",
      password: PASSWORD,
      subscribe: false,
      captchaRequired: true,
      captchaToken: "solved-token",
    });
    expect(result.event).toMatchObject({ type: "failed", field: "password" });
    const message = (result.event as { message: string }).message;
    expect(message).not.toBe("");
    expect(result.toast).toBe(message);
    expect(result.resetCaptcha).toBe(true);
  });
});

describe("Sign In", () => {
  it("checks the password rule first, with the exact messages", async () => {
    const b = testBrowser(t.app);
    expect(await signIn(b.api, popup, "a@b.com", "")).toMatchObject({
      event: { field: "password", message: "This is a required field." },
    });
    expect(await signIn(b.api, popup, "a@b.com", "  abc  ")).toMatchObject({
      event: {
        field: "password",
        message:
          "Please enter at least 6 characters. Any spaces at the beginning or end will be disregarded.",
      },
    });
    expect(b.requests).toEqual([]);
  });

  it("shows the server's message under the password field when the sign-in is refused", async () => {
    const email = await verifiedAccount();
    const b = testBrowser(t.app);
    const result = await signIn(b.api, popup, email, "wrong-password-9");
    expect(result.event).toMatchObject({ type: "failed", field: "password" });
    expect((result.event as { message: string }).message.length).toBeGreaterThan(0);
    expect(b.cookies.has("token")).toBe(false);
  });

  it("completes a verified sign-in (the session cookie is set)", async () => {
    const email = await verifiedAccount();
    const b = testBrowser(t.app);
    expect(await signIn(b.api, popup, email, PASSWORD)).toEqual({ complete: { kind: "signedIn" } });
    expect(b.cookies.get("token")).toBeTruthy();
  });

  it("sends an unverified account to the code step (register), not signed in", async () => {
    const email = await registered(testBrowser(t.app));
    const b = testBrowser(t.app);
    expect(await signIn(b.api, popup, email, PASSWORD)).toEqual({
      event: { type: "codeSent", operation: "register", resendAfter: VERIFY_RESEND_SECONDS, signedIn: false },
    });
    expect(b.cookies.has("token")).toBe(false);
  });
});

describe("the code step", () => {
  it("checks the code's form first: 'The verify code must be 6 characters.'", async () => {
    const b = testBrowser(t.app);
    for (const code of ["", "12345", "1234567", "ab-123"]) {
      expect(await verifyCode(b.api, popup, { email: "a@b.com", operation: "register" }, code)).toEqual({
        event: { type: "failed", field: "code", message: "The verify code must be 6 characters." },
      });
    }
    expect(b.requests).toEqual([]);
  });

  it("shows a wrong code's message under the field, and accepts the mailed code (any case)", async () => {
    const b = testBrowser(t.app);
    const email = await registered(b);
    const code = await mailedCode(t, email, "verification_code");
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    const refused = await verifyCode(b.api, popup, { email, operation: "register" }, wrong);
    expect(refused.event).toMatchObject({ type: "failed", field: "code" });
    expect((refused.event as { message: string }).message.length).toBeGreaterThan(0);
    expect(await verifyCode(b.api, popup, { email, operation: "register" }, code.toLowerCase())).toEqual({
      complete: { kind: "verified" },
    });
  });

  it("refuses a resend within the minute and restarts the countdown from the server's figure", async () => {
    const b = testBrowser(t.app);
    const email = await registered(b);
    const result = await resendCode(b.api, { email, operation: "register" });
    expect(result.event).toMatchObject({ type: "resendRefused" });
    const event = result.event as { resendAfter: number; message: string };
    expect(event.resendAfter).toBeGreaterThan(0);
    expect(event.resendAfter).toBeLessThanOrEqual(VERIFY_RESEND_SECONDS);
    expect(event.message).toContain(String(event.resendAfter));
  });
});

describe("Reset a Password", () => {
  it("mails a reset code, and the verified code leads to the new-password form, which signs in", async () => {
    const email = await verifiedAccount();
    const b = testBrowser(t.app);
    const sent = await sendResetCode(b.api, email);
    expect(sent.event).toMatchObject({ type: "codeSent", operation: "forget_password", signedIn: false });
    expect((sent.event as { resendAfter: number }).resendAfter).toBe(VERIFY_RESEND_SECONDS);
    const code = await mailedCode(t, email, "password_reset");
    const verified = await verifyCode(b.api, popup, { email, operation: "forget_password" }, code);
    expect(verified.complete).toMatchObject({ kind: "resetVerified", email });
    const rpToken = (verified.complete as { rpToken: string }).rpToken;
    expect(rpToken.length).toBeGreaterThanOrEqual(16);

    // Without the reset link's cookie (the Password page's loader sets it) the reset is refused.
    const refused = await submitNewPassword(b.api, {
      email,
      password: "maple77desk",
      confirm: "maple77desk",
    });
    expect(refused).toMatchObject({ ok: false, field: "password" });

    // The Password page's loader checks the token (guard rule 6), which keeps it in a cookie.
    const res = await t.app.request("/api/customer/verify_link_email", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": b.ip },
      body: JSON.stringify({ email, rp_token: rpToken, operation: "forget_password" }),
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0];
      b.cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    expect(
      await submitNewPassword(b.api, { email, password: "maple77desk", confirm: "maple77desk" }),
    ).toEqual({
      ok: true,
    });
    const after = testBrowser(t.app);
    expect(await signIn(after.api, popup, email, "maple77desk")).toEqual({ complete: { kind: "signedIn" } });
  });

  it("checks the new password and its confirmation before asking the server", async () => {
    const b = testBrowser(t.app);
    expect(
      await submitNewPassword(b.api, { email: "a@b.com", password: "maple77desk", confirm: "maple77dusk" }),
    ).toEqual({
      ok: false,
      field: "confirm",
      message: "Your passwords do not match, please try again.",
    });
    expect(await submitNewPassword(b.api, { email: "a@b.com", password: "maple", confirm: "maple" })).toEqual(
      {
        ok: false,
        field: "password",
        message: "Please enter at least 6 characters with letters and numbers.",
      },
    );
    expect(b.requests).toEqual([]);
  });

  it("checks the typed address on the ForgotPassword page", async () => {
    const b = testBrowser(t.app);
    expect(await sendResetCode(b.api, "nope")).toEqual({
      event: { type: "failed", field: "email", message: MESSAGES.email },
    });
    expect(b.requests).toEqual([]);
  });
});
