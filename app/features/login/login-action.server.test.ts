import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { loginAction } from "./login-action.server";
import { mailedCode, newEmail } from "./login-api.testing";
import { signInPageHeaders } from "./login-route-headers";
import type { LoginActionData } from "./page-start";

// The sign-in pages without JavaScript: each form posts to the page's action, which runs the
// flow against the real API in-process and answers the next step or a redirect with the cookies.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { TRUST_PROXY: "1" } });
});
afterAll(() => t?.close());

const ORIGIN = "http://store.test";
const PASSWORD = "walnut42lamp";
let visitors = 0;

/** A browser without JavaScript: its cookie jar, and the page's load context calling the API. */
function visitor() {
  visitors += 1;
  const ip = `10.7.0.${visitors}`;
  const jar = new Map<string, string>();
  const context = {
    storeName: "Nestora",
    origin: ORIGIN,
    api: (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
      headers.set("x-forwarded-for", ip);
      headers.set("x-internal-call", "1");
      return t.app.request(path, { ...init, headers });
    },
  } as unknown as AppLoadContext;

  /** Posts a form of the page at `url`, as the browser would, and keeps the cookies it sets. */
  async function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const body = new URLSearchParams(fields);
    const request = new Request(new URL(url, ORIGIN), {
      method: "POST",
      body,
      headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers },
    });
    const out = await loginAction({ request, context });
    const init = out instanceof Response ? out : null;
    const dataOut = out as unknown as { data: LoginActionData; init: ResponseInit | null };
    const responseHeaders = init ? init.headers : new Headers(dataOut.init?.headers);
    for (const line of responseHeaders.getSetCookie()) {
      const pair = line.split(";")[0];
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    if (init)
      return { redirect: init.headers.get("location"), status: init.status, headers: responseHeaders };
    return { data: dataOut.data, headers: responseHeaders };
  }
  return { post, jar };
}

const hidden = (over: Record<string, string> = {}) => ({
  subscriber: "0",
  operation: "register",
  signed_in: "0",
  reset_from: "signIn",
  ...over,
});

async function flowOf(p: Promise<Awaited<ReturnType<ReturnType<typeof visitor>["post"]>>>) {
  const out = await p;
  if (!("data" in out) || !out.data || !("flow" in out.data))
    throw new Error(`expected the flow, got ${JSON.stringify(out)}`);
  return out.data.flow;
}

/** The name the Create Account step asks for. */
const NAME = { firstname: "Sam", lastname: "Ortiz" };

/** Registers through the pages (no JavaScript) and verifies with the mailed code. */
async function verifiedAccount() {
  const v = visitor();
  const email = newEmail("page");
  await v.post("/customer/account/login", {
    intent: "create",
    email,
    ...NAME,
    password: PASSWORD,
    ...hidden(),
  });
  const code = await mailedCode(t, email, "verification_code");
  await v.post("/customer/account/login", {
    intent: "verify",
    email,
    verify_code: code,
    ...hidden({ signed_in: "1" }),
  });
  return email;
}

describe("Login page without JavaScript", () => {
  it("Continue → Create Account for a new address, keeping it; the message for a bad one", async () => {
    const v = visitor();
    const email = newEmail();
    const flow = await flowOf(v.post("/customer/account/login", { intent: "email", email, ...hidden() }));
    expect(flow).toMatchObject({ step: "create", email, subscriber: 0, busy: false, errors: {} });
    const bad = await flowOf(
      v.post("/customer/account/login", { intent: "email", email: "x@", ...hidden() }),
    );
    expect(bad).toMatchObject({
      step: "email",
      errors: { email: "Please enter a valid email address. For example cs@nestora.com." },
    });
  });

  it("Create Account → the code step with Sign up Later, the session cookie reaching the browser", async () => {
    const v = visitor();
    const email = newEmail();
    const out = await v.post("/customer/account/login", {
      intent: "create",
      email,
      ...NAME,
      password: PASSWORD,
      is_subscribed: "1",
      ...hidden(),
    });
    expect("data" in out && out.data).toMatchObject({
      flow: { step: "code", operation: "register", signedIn: true, email },
    });
    expect(out.headers.getSetCookie().some((c) => c.startsWith("token="))).toBe(true);
    // Sign up Later goes on to the redirect (or the account home from the Login page) without a code.
    const later = await v.post("/customer/account/login?redirect=%2Fdeal", {
      intent: "signUpLater",
      email,
      ...hidden({ signed_in: "1" }),
    });
    expect(later).toMatchObject({ redirect: "/deal", status: 302 });
  });

  it("the checklist rule is the server-rendered page's too", async () => {
    const v = visitor();
    const flow = await flowOf(
      v.post("/customer/account/login", {
        intent: "create",
        email: newEmail(),
        ...NAME,
        password: "abcdefg",
        ...hidden(),
      }),
    );
    expect(flow).toMatchObject({
      step: "create",
      errors: { password: "Please enter at least 6 characters with letters and numbers." },
    });
  });

  it("asks for the name: a missing one is named and what was typed comes back (issue 16)", async () => {
    const v = visitor();
    const email = newEmail();
    const flow = await flowOf(
      v.post("/customer/account/login", {
        intent: "create",
        email,
        firstname: " Sam ",
        lastname: "  ",
        password: PASSWORD,
        ...hidden(),
      }),
    );
    expect(flow).toMatchObject({
      step: "create",
      firstname: " Sam ",
      lastname: "  ",
      errors: { lastname: "Please enter your last name." },
    });
    expect(v.jar.get("token")).toBeUndefined();
  });

  it("Verify with the mailed code → the account home from the Login page (or the redirect), signed in", async () => {
    const v = visitor();
    const email = newEmail();
    await v.post("/customer/account/login", {
      intent: "create",
      email,
      ...NAME,
      password: PASSWORD,
      ...hidden(),
    });
    const wrong = await flowOf(
      v.post("/customer/account/login", {
        intent: "verify",
        email,
        verify_code: "12",
        ...hidden({ signed_in: "1" }),
      }),
    );
    expect(wrong).toMatchObject({
      step: "code",
      signedIn: true,
      errors: { code: "The verify code must be 6 characters." },
    });
    const code = await mailedCode(t, email, "verification_code");
    const done = await v.post("/customer/account/login", {
      intent: "verify",
      email,
      verify_code: code,
      ...hidden({ signed_in: "1" }),
    });
    expect(done).toMatchObject({ redirect: "/customer/account/home", status: 302 });
  });

  it("Continue → Sign In → a refused password shows the server's message; the right one signs in and redirects", async () => {
    const email = await verifiedAccount();
    const v = visitor();
    const page = "/customer/account/login?redirect=%2Fcheckout%2Fcart&entrypoint=homepage";
    expect(await flowOf(v.post(page, { intent: "email", email, ...hidden() }))).toMatchObject({
      step: "signIn",
      email,
    });
    const refused = await flowOf(
      v.post(page, { intent: "signIn", email, password: "not-the-one-1", ...hidden() }),
    );
    expect(refused.step).toBe("signIn");
    expect(refused.errors.password).toBeTruthy();
    const ok = await v.post(page, { intent: "signIn", email, password: PASSWORD, ...hidden() });
    expect(ok).toMatchObject({ redirect: "/checkout/cart", status: 302 });
    expect(ok.headers.getSetCookie().some((c) => c.startsWith("token=") && /httponly/i.test(c))).toBe(true);
    expect(v.jar.get("token")).toBeTruthy();
  });

  it("an off-site redirect query is ignored: the account home", async () => {
    const email = await verifiedAccount();
    const v = visitor();
    const ok = await v.post("/customer/account/login?redirect=https%3A%2F%2Fevil.example", {
      intent: "signIn",
      email,
      password: PASSWORD,
      ...hidden(),
    });
    expect(ok).toMatchObject({ redirect: "/customer/account/home" });
  });

  it("Change, Forgot Password and Back to Sign In move between the steps", async () => {
    const v = visitor();
    const email = "someone@example.com";
    expect(
      await flowOf(v.post("/customer/account/login", { intent: "changeEmail", email, ...hidden() })),
    ).toMatchObject({ step: "email", email });
    expect(
      await flowOf(v.post("/customer/account/login", { intent: "forgotPassword", email, ...hidden() })),
    ).toMatchObject({ step: "reset", resetFrom: "signIn" });
    expect(
      await flowOf(v.post("/customer/account/login", { intent: "backToSignIn", email, ...hidden() })),
    ).toMatchObject({ step: "signIn" });
  });
});

describe("ForgotPassword and Password pages without JavaScript", () => {
  it("a reset code verified on the page opens the Password page's new-password form", async () => {
    const email = await verifiedAccount();
    const v = visitor();
    const sent = await flowOf(
      v.post("/customer/account/forgotpassword", {
        intent: "reset",
        email,
        ...hidden({ reset_from: "page" }),
      }),
    );
    expect(sent).toMatchObject({ step: "code", operation: "forget_password", resetFrom: "page" });
    const code = await mailedCode(t, email, "password_reset");
    const verified = await v.post("/customer/account/forgotpassword", {
      intent: "verify",
      email,
      verify_code: code,
      ...hidden({ operation: "forget_password" }),
    });
    expect("redirect" in verified && verified.redirect).toMatch(
      new RegExp(
        `^/customer/account/password\\?type=forgotpassword&email=${encodeURIComponent(email)}&rp_token=[\\w-]{16,}$`,
      ),
    );
  });

  it("the new-password form checks its fields and shows the server's refusal", async () => {
    const v = visitor();
    const mismatch = await v.post("/customer/account/password?type=forgotpassword", {
      intent: "newPassword",
      email: "a@b.com",
      password: "maple77desk",
      password_confirm: "maple77dusk",
    });
    expect("data" in mismatch && mismatch.data).toEqual({
      newPassword: {
        email: "a@b.com",
        error: { field: "confirm", message: "Your passwords do not match, please try again." },
      },
    });
    // No reset cookie: the server refuses, and says why.
    const refused = await v.post("/customer/account/password?type=forgotpassword", {
      intent: "newPassword",
      email: "a@b.com",
      password: "maple77desk",
      password_confirm: "maple77desk",
    });
    expect("data" in refused && refused.data).toMatchObject({
      newPassword: { error: { field: "password" } },
    });
  });
});

describe("the action's guards", () => {
  it("answers 400 to an unknown intent", async () => {
    const err = await visitor()
      .post("/customer/account/login", { intent: "dropTables" })
      .catch((e: unknown) => e);
    expect((err as Response).status).toBe(400);
  });
});

describe("sign-in page headers", () => {
  it("pass the API's cookies from the loader and the action, never cache, and may add a referrer policy", () => {
    const loaderHeaders = new Headers();
    loaderHeaders.append("Set-Cookie", "rp=1; HttpOnly");
    const actionHeaders = new Headers();
    actionHeaders.append("Set-Cookie", "token=abc; HttpOnly");
    actionHeaders.append("Set-Cookie", "GuestToken=; Max-Age=0");
    const h = signInPageHeaders({ loaderHeaders, actionHeaders }, { "Referrer-Policy": "no-referrer" });
    expect(h.getSetCookie()).toEqual(["rp=1; HttpOnly", "token=abc; HttpOnly", "GuestToken=; Max-Age=0"]);
    expect(h.get("Cache-Control")).toBe("no-store");
    expect(h.get("Referrer-Policy")).toBe("no-referrer");
  });
});
