import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { SIGN_IN_REQUIRED } from "../../http/auth";
import {
  codeIn,
  cookieValue,
  createCustomer,
  customerRow,
  latestMail,
  linkTokenIn,
  mailsTo,
  otherCode,
  send,
  sessionFor,
  setCookieOf,
  uniqueEmail,
} from "./account-fixtures.testing";
import { waitMessage } from "./verification.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const SEND = "/api/customer/verify_email";
const CHECK = "/api/customer/verify_email_code";
const OWN = "/api/customer/verify_code_email";
const STATUS = "/api/customer/verify_status";
const LINK = "/api/customer/verify_link_email";
const INFO = "/api/customer/get_account_information";

type CodeResult = { token: string; verify_status: boolean; entity_id: number; rp_token: string };

const sendCode = (email: string, operation = "register", action = "send") =>
  send<{ resend_after: number }>(t, "POST", SEND, { body: { email, operation, action } });
const checkCode = (email: string, verify_code: string, operation = "register") =>
  send<CodeResult>(t, "POST", CHECK, { body: { email, verify_code, operation } });
const openLink = (email: string, rp_token: string, operation = "register") =>
  send<{ token: string }>(t, "POST", LINK, { body: { email, rp_token, operation } });

/** Moves the app's clock (Date only; timers and the database keep running). */
function travel(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
}

/** An unverified account with a register code mailed to it. */
async function unverifiedWithCode() {
  const customer = await createCustomer(t, { firstname: "Nia" });
  const res = await sendCode(customer.email);
  expect(res.body).toEqual({ code: 200, message: "", result: { resend_after: 60 } });
  const mail = await latestMail(t, customer.email, "verification_code");
  return { ...customer, code: codeIn(mail), link: linkTokenIn(mail) };
}

describe("POST /api/customer/verify_email (register)", () => {
  it("mails a code and a link to an existing unverified account", async () => {
    const customer = await unverifiedWithCode();
    expect(customer.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(customer.link.length).toBeGreaterThanOrEqual(43);
  });

  it("refuses a second code within the minute, with the seconds to wait, and sends nothing", async () => {
    const customer = await unverifiedWithCode();
    const again = await sendCode(customer.email, "register", "resend");
    const wait = again.body.result.resend_after;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(again.body).toEqual({ code: 400, message: waitMessage(wait), result: { resend_after: wait } });
    expect(again.body.message).toBe(`Please wait ${wait} seconds before requesting a new code.`);
    expect(await mailsTo(t, customer.email, "verification_code")).toHaveLength(1);
  });

  it("sends a new code after the minute; the old code is then dead", async () => {
    const customer = await unverifiedWithCode();
    travel(61_000);
    const res = await sendCode(customer.email, "register", "resend");
    expect(res.body.code).toBe(200);
    const fresh = codeIn(await latestMail(t, customer.email, "verification_code"));
    // The replaced code is no longer the live one: it counts as a wrong code.
    expect((await checkCode(customer.email, customer.code)).body.message).toBe(
      "The verification code is incorrect. Please check it and try again.",
    );
    expect((await checkCode(customer.email, fresh)).body.code).toBe(200);
  });

  it("says an already verified address is verified", async () => {
    const customer = await createCustomer(t, { verified: true });
    const res = await sendCode(customer.email);
    expect(res.body).toMatchObject({ code: 400, message: "Your email has already been verified." });
    expect(await mailsTo(t, customer.email)).toHaveLength(0);
  });

  it("answers an address without an account like a send, and mails nothing", async () => {
    const email = uniqueEmail("nobody");
    const res = await sendCode(email);
    expect(res.body).toEqual({ code: 200, message: "", result: { resend_after: 60 } });
    expect((await sendCode(email)).body.code).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it("refuses a bad address or operation with 422", async () => {
    const bad = await send(t, "POST", SEND, { body: { email: "nope", operation: "register" } });
    expect(bad.status).toBe(422);
    const op = await send(t, "POST", SEND, { body: { email: uniqueEmail(), operation: "delete_account" } });
    expect(op.status).toBe(422);
  });
});

describe("POST /api/customer/verify_email (forget_password)", () => {
  it("mails the reset code to an account, silently respects the minute, and mails strangers nothing", async () => {
    const customer = await createCustomer(t, { verified: true });
    const first = await sendCode(customer.email, "forget_password");
    expect(first.body).toEqual({ code: 200, message: "", result: { resend_after: 60 } });
    const again = await sendCode(customer.email, "forget_password", "resend");
    expect(again.body).toEqual(first.body);
    expect(await mailsTo(t, customer.email, "password_reset")).toHaveLength(1);

    const stranger = uniqueEmail("stranger");
    expect((await sendCode(stranger, "forget_password")).body).toEqual(first.body);
    expect(await mailsTo(t, stranger)).toHaveLength(0);
  });
});

describe("POST /api/customer/verify_email_code (register)", () => {
  it("verifies the address, signs in with cookies, sends the welcome mail, and the code works once", async () => {
    const customer = await unverifiedWithCode();
    const res = await checkCode(customer.email, customer.code.toLowerCase());
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ verify_status: true, entity_id: customer.id, rp_token: "" });
    const token = res.body.result.token;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const cookie = setCookieOf(res.headers, "token");
    expect(cookie).toContain("HttpOnly");
    expect(cookieValue(cookie)).toBe(token);

    expect((await customerRow(t, customer.id)).emailVerifiedAt).not.toBeNull();
    expect(await mailsTo(t, customer.email, "welcome")).toHaveLength(1);
    const status = await send(t, "GET", STATUS, { token });
    expect(status.body.result).toEqual({ verify_status: true });

    const reuse = await checkCode(customer.email, customer.code);
    expect(reuse.body).toMatchObject({
      code: 400,
      message: "This verification code has expired. Please request a new one.",
    });
    expect(setCookieOf(reuse.headers, "token")).toBeUndefined();
  });

  it("answers a wrong code with its message, and the fifth wrong try kills the code", async () => {
    const customer = await unverifiedWithCode();
    for (let i = 0; i < 5; i++) {
      const res = await checkCode(customer.email, otherCode(customer.code));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        code: 400,
        message: "The verification code is incorrect. Please check it and try again.",
      });
    }
    const right = await checkCode(customer.email, customer.code);
    expect(right.body).toMatchObject({
      code: 400,
      message: "This verification code has expired. Please request a new one.",
    });
    expect((await customerRow(t, customer.id)).emailVerifiedAt).toBeNull();
  });

  it("lets four wrong tries pass and still accepts the right code", async () => {
    const customer = await unverifiedWithCode();
    for (let i = 0; i < 4; i++) await checkCode(customer.email, otherCode(customer.code));
    expect((await checkCode(customer.email, customer.code)).body.code).toBe(200);
  });

  it("refuses a code after ten minutes", async () => {
    const customer = await unverifiedWithCode();
    travel(10 * 60_000 + 1000);
    const res = await checkCode(customer.email, customer.code);
    expect(res.body).toMatchObject({
      code: 400,
      message: "This verification code has expired. Please request a new one.",
    });
  });

  it("binds a code to its address and its operation", async () => {
    const customer = await unverifiedWithCode();
    const other = await unverifiedWithCode();
    const wrongAddress = await checkCode(other.email, customer.code);
    expect(wrongAddress.body.code).toBe(400);
    const wrongOperation = await checkCode(customer.email, customer.code, "forget_password");
    expect(wrongOperation.body).toMatchObject({
      code: 400,
      message: "This verification code has expired. Please request a new one.",
    });
    expect(wrongOperation.body.result).toBeNull();
    // Neither attempt used the code up.
    expect((await checkCode(customer.email, customer.code)).body.code).toBe(200);
  });

  it("signs in once when the same code is sent twice at once", async () => {
    const customer = await unverifiedWithCode();
    const results = await Promise.all([1, 2].map(() => checkCode(customer.email, customer.code)));
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(await mailsTo(t, customer.email, "welcome")).toHaveLength(1);
  });

  it("ends the guest session the browser had and signs in from it", async () => {
    const customer = await unverifiedWithCode();
    const guest = await sessionFor(t, null);
    const res = await send<CodeResult>(t, "POST", CHECK, {
      cookie: `GuestToken=${guest}`,
      body: { email: customer.email, verify_code: customer.code, operation: "register" },
    });
    expect(res.body.code).toBe(200);
    expect(setCookieOf(res.headers, "GuestToken")).toMatch(/Max-Age=0/);
    const info = await send(t, "GET", INFO, { cookie: `token=${res.body.result.token}` });
    expect(info.body.code).toBe(200);
  });

  it("refuses a malformed code with the spec's message", async () => {
    for (const verify_code of ["12345", "1234567", "ABC-12", ""]) {
      const res = await send(t, "POST", CHECK, {
        body: { email: uniqueEmail(), verify_code, operation: "register" },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`verify_code: ${"The verify code must be 6 characters."}`);
    }
  });
});

describe("POST /api/customer/verify_email_code (forget_password)", () => {
  it("answers an rp_token for the Password page without signing in", async () => {
    const customer = await createCustomer(t, { verified: true });
    await sendCode(customer.email, "forget_password");
    const code = codeIn(await latestMail(t, customer.email, "password_reset"));
    const registerTry = await checkCode(customer.email, code, "register");
    expect(registerTry.body.code).toBe(400);

    const res = await checkCode(customer.email, code, "forget_password");
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ token: "", verify_status: true, entity_id: customer.id });
    expect(res.body.result.rp_token.length).toBeGreaterThanOrEqual(43);
    expect(setCookieOf(res.headers, "token")).toBeUndefined();
    // The token is a reset link token: the link check accepts it for forget_password only.
    expect((await openLink(customer.email, res.body.result.rp_token, "forget_password")).body.code).toBe(200);
    expect((await openLink(customer.email, res.body.result.rp_token, "register")).body.code).toBe(400);
  });
});

describe("POST /api/customer/verify_code_email (own address)", () => {
  it("needs a signed-in customer", async () => {
    const res = await send(t, "POST", OWN);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(SIGN_IN_REQUIRED);
    const guest = await send(t, "POST", OWN, { token: await sessionFor(t, null) });
    expect(guest.status).toBe(401);
  });

  it("mails the signed-in unverified customer a code, then asks to wait", async () => {
    const customer = await createCustomer(t);
    const token = await sessionFor(t, customer.id);
    const res = await send(t, "POST", OWN, { token });
    expect(res.body).toEqual({ code: 200, message: "", result: { resend_after: 60 } });
    const code = codeIn(await latestMail(t, customer.email, "verification_code"));
    const again = await send<{ resend_after: number }>(t, "POST", OWN, { token });
    expect(again.body.code).toBe(400);
    expect(again.body.message).toBe(waitMessage(again.body.result.resend_after));
    expect((await checkCode(customer.email, code)).body.code).toBe(200);
  });

  it("says a verified customer is verified already", async () => {
    const customer = await createCustomer(t, { verified: true });
    const res = await send(t, "POST", OWN, { token: await sessionFor(t, customer.id) });
    expect(res.body).toMatchObject({ code: 400, message: "Your email has already been verified." });
  });
});

describe("GET /api/customer/verify_status", () => {
  it("answers the signed-in customer's status, 401 otherwise", async () => {
    const unverified = await createCustomer(t);
    const verified = await createCustomer(t, { verified: true });
    const a = await send(t, "GET", STATUS, { token: await sessionFor(t, unverified.id) });
    expect(a.body).toEqual({ code: 200, message: "", result: { verify_status: false } });
    const b = await send(t, "GET", STATUS, { token: await sessionFor(t, verified.id) });
    expect(b.body.result).toEqual({ verify_status: true });
    expect((await send(t, "GET", STATUS)).status).toBe(401);
  });
});

describe("POST /api/customer/verify_link_email (route guard rule 6)", () => {
  it("register: verifies the address and signs in; the link works once", async () => {
    const customer = await unverifiedWithCode();
    const res = await openLink(customer.email, customer.link);
    expect(res.body).toMatchObject({ code: 200, message: "" });
    expect(res.body.result.token.length).toBeGreaterThanOrEqual(43);
    expect(cookieValue(setCookieOf(res.headers, "token"))).toBe(res.body.result.token);
    expect((await customerRow(t, customer.id)).emailVerifiedAt).not.toBeNull();
    expect(await mailsTo(t, customer.email, "welcome")).toHaveLength(1);

    const reuse = await openLink(customer.email, customer.link);
    expect(reuse.body).toEqual({
      code: 400,
      message: "This link is invalid or has expired. Please request a new one.",
      result: { token: "" },
    });
  });

  it("register: an address verified meanwhile answers the message with no token, and uses the link up", async () => {
    const customer = await unverifiedWithCode();
    expect((await checkCode(customer.email, customer.code)).body.code).toBe(200);
    const res = await openLink(customer.email, customer.link);
    expect(res.body).toEqual({
      code: 200,
      message: "Your email has already been verified.",
      result: { token: "" },
    });
    expect(setCookieOf(res.headers, "token")).toBeUndefined();
    expect(await mailsTo(t, customer.email, "welcome")).toHaveLength(1);
    expect((await openLink(customer.email, customer.link)).body.code).toBe(400);
  });

  it("refuses a link with another address, another operation, a made-up token or after a day", async () => {
    const customer = await unverifiedWithCode();
    const other = await createCustomer(t);
    const invalid = {
      code: 400,
      message: "This link is invalid or has expired. Please request a new one.",
      result: { token: "" },
    };
    expect((await openLink(other.email, customer.link)).body).toEqual(invalid);
    expect((await openLink(customer.email, customer.link, "forget_password")).body).toEqual(invalid);
    expect((await openLink(customer.email, "A".repeat(43))).body).toEqual(invalid);
    travel(24 * 3_600_000 + 60_000);
    expect((await openLink(customer.email, customer.link)).body).toEqual(invalid);
    expect((await customerRow(t, customer.id)).emailVerifiedAt).toBeNull();
  });

  it("refuses a malformed token with 422", async () => {
    const res = await openLink(uniqueEmail(), "short");
    expect(res.status).toBe(422);
  });

  it("forget_password: checks the link without using it up and sets the rp_token cookie", async () => {
    const customer = await createCustomer(t, { verified: true });
    await send(t, "POST", "/api/customer/forgot_password", { body: { email: customer.email } });
    const rpToken = linkTokenIn(await latestMail(t, customer.email, "password_reset"));
    const res = await openLink(customer.email, rpToken, "forget_password");
    expect(res.body).toEqual({ code: 200, message: "", result: { token: "" } });
    const cookie = setCookieOf(res.headers, "rp_token") ?? "";
    expect(cookieValue(cookie)).toBe(rpToken);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=1800");
    expect(cookie).not.toContain("Secure");
    expect(setCookieOf(res.headers, "token")).toBeUndefined();
    // Not used up: the page may check it again (reload), and the reset still works with it.
    expect((await openLink(customer.email, rpToken, "forget_password")).body.code).toBe(200);
    expect((await openLink(customer.email, rpToken, "register")).body.code).toBe(400);
  });

  it("forget_password: the cookie is Secure over HTTPS", async () => {
    const customer = await createCustomer(t, { verified: true });
    await send(t, "POST", "/api/customer/forgot_password", { body: { email: customer.email } });
    const rpToken = linkTokenIn(await latestMail(t, customer.email, "password_reset"));
    const res = await t.app.request("https://shop.example.com/api/customer/verify_link_email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: customer.email, rp_token: rpToken, operation: "forget_password" }),
    });
    expect(setCookieOf(res.headers, "rp_token")).toContain("Secure");
  });
});

describe("a register code dies once the address is proved (issue 15 §6)", () => {
  it("after verification by the mail's link, the code of the same mail no longer signs in", async () => {
    const customer = await unverifiedWithCode();
    expect((await openLink(customer.email, customer.link)).body.code).toBe(200);
    const late = await checkCode(customer.email, customer.code);
    expect(late.body).toEqual({
      code: 400,
      message: "This verification code has expired. Please request a new one.",
      result: null,
    });
    expect(setCookieOf(late.headers, "token")).toBeUndefined();
  });
});
