import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as ConfirmRoute from "../../routes/account/confirm-verification-code";
import * as ForgotRoute from "../../routes/account/forgot-password";
import * as LoginRoute from "../../routes/account/login";
import * as PasswordRoute from "../../routes/account/password";
import { cookieHeader, outcomeOf, pageArgs, redirectOf } from "../session/page-context.testing";
import { mailedCode, newEmail } from "./login-api.testing";
import { initialFlowState } from "./login-flow";

// The four sign-in route modules: loaders over the real API, headers, titles, and the page
// rendered from loader data (and from the action's answer after a post without JavaScript).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

// Each route's loader arguments type differs only in its route info; the values are the same.
// biome-ignore lint/suspicious/noExplicitAny: see above
const args = (path: string, cookie?: string): any => pageArgs(t, path, { cookie });

/** Registers (signed in, unverified) through the API; answers the session cookie. */
async function registeredCookie(email: string): Promise<string> {
  const res = await t.app.request("/api/customer/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "walnut42lamp",
      firstname: "Ada",
      lastname: "Lee",
      auto_test: 1,
    }),
  });
  return cookieHeader(res.headers.getSetCookie());
}

async function verifiedCookie(email: string): Promise<string> {
  const cookie = await registeredCookie(email);
  const code = await mailedCode(t, email, "verification_code");
  const res = await t.app.request("/api/customer/verify_email_code", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ email, verify_code: code, operation: "register" }),
  });
  return cookieHeader(res.headers.getSetCookie());
}

describe("Login route", () => {
  it("starts a guest on the e-mail step with the query's e-mail, redirect and entrypoint", async () => {
    const out = await LoginRoute.loader(
      args("/customer/account/login?email=a%40b.com&redirect=%2Fdeal&entrypoint=homepage"),
    );
    expect(out).toEqual({
      initial: initialFlowState({ email: "a@b.com" }),
      redirect: "/deal",
      entrypoint: "homepage",
      storeName: "Nestora",
    });
  });

  it("sends a signed-in customer to the account home (guard rule 5)", async () => {
    const cookie = await verifiedCookie(newEmail("signed"));
    const { location } = await redirectOf(LoginRoute.loader(args("/customer/account/login", cookie)));
    expect(location).toBe("/customer/account/home");
  });

  it("renders the flow from the loader, or from the action's answer after a post", async () => {
    const loaderData = {
      initial: initialFlowState(),
      redirect: null,
      entrypoint: undefined,
      storeName: "Nestora",
    };
    const props = { loaderData, params: {}, matches: [] } as unknown as Parameters<
      typeof LoginRoute.default
    >[0];
    const first = await renderInRouter(<LoginRoute.default {...props} />, { url: "/customer/account/login" });
    expect(first).toContain(">Sign In or Create Account</h1>");
    const after = await renderInRouter(
      <LoginRoute.default
        {...props}
        actionData={{ flow: initialFlowState({ step: "code", email: "a@b.com", signedIn: true }) }}
      />,
      { url: "/customer/account/login" },
    );
    expect(after).toContain(">Verify Your Email</h1>");
    expect(after).toContain("Sign up Later");
  });

  it("is titled Sign In, ending with the store name, and kept out of search results", () => {
    const meta = LoginRoute.meta({ matches: [{ id: "root", data: { storeName: "Nestora" } }] } as never);
    expect(meta).toContainEqual({ title: "Sign In | Nestora" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("Password route", () => {
  it("opens Sign In, Create Account or the new-password form by type", async () => {
    expect(
      await PasswordRoute.loader(args("/customer/account/password?type=enter&email=a%40b.com")),
    ).toMatchObject({
      start: { mode: "flow", initial: { step: "signIn", email: "a@b.com" } },
    });
    expect(
      await PasswordRoute.loader(
        args("/customer/account/password?type=create&email=a%40b.com&subscriber=1&redirect=%2Fdeal"),
      ),
    ).toMatchObject({ start: { initial: { step: "create", subscriber: 1 } }, redirect: "/deal" });
    expect(
      await PasswordRoute.loader(args("/customer/account/password?type=forgotpassword&email=a%40b.com")),
    ).toMatchObject({
      start: { mode: "newPassword", email: "a@b.com" },
    });
  });

  it("checks an e-mailed reset link first (guard rule 6): a bad one goes to Login", async () => {
    const out = await outcomeOf(
      PasswordRoute.loader(
        args(
          "/customer/account/password?type=forgotpassword&email=a%40b.com&rp_token=not-a-real-token-000000",
        ),
      ),
    );
    expect(out.response?.headers.get("location")).toBe("/customer/account/login");
  });

  it("sends no Referer and is never cached", () => {
    const h = PasswordRoute.headers({ loaderHeaders: new Headers(), actionHeaders: new Headers() } as never);
    expect(h.get("Referrer-Policy")).toBe("no-referrer");
    expect(h.get("Cache-Control")).toBe("no-store");
    const login = LoginRoute.headers({ loaderHeaders: new Headers(), actionHeaders: new Headers() } as never);
    expect(login.get("Referrer-Policy")).toBeNull();
  });

  it("is titled by its mode", () => {
    const matches = [{ id: "root", data: { storeName: "Nestora" } }];
    const title = (loaderData: unknown) =>
      (PasswordRoute.meta({ matches, loaderData } as never)[0] as { title: string }).title;
    expect(title({ start: { mode: "newPassword", email: "a@b.com" } })).toBe("Reset Your Password | Nestora");
    expect(title({ start: { mode: "flow", initial: initialFlowState({ step: "create" }) } })).toBe(
      "Create Account | Nestora",
    );
    expect(title({ start: { mode: "flow", initial: initialFlowState({ step: "signIn" }) } })).toBe(
      "Sign In | Nestora",
    );
  });
});

describe("ConfirmVerificationCode route", () => {
  it("offers Sign up Later only to the signed-in, unverified customer the code is for", async () => {
    const email = newEmail("confirm");
    const cookie = await registeredCookie(email);
    const path = `/customer/account/confirm-verification-code?email=${encodeURIComponent(email)}&type=register`;
    expect((await ConfirmRoute.loader(args(path, cookie))).initial).toMatchObject({
      step: "code",
      email,
      operation: "register",
      signedIn: true,
    });
    expect((await ConfirmRoute.loader(args(path))).initial.signedIn).toBe(false);
    const other = `/customer/account/confirm-verification-code?email=other%40b.com&type=register`;
    expect((await ConfirmRoute.loader(args(other, cookie))).initial.signedIn).toBe(false);
  });
});

describe("ForgotPassword route", () => {
  it("starts on Reset a Password with a typed address", async () => {
    expect(await ForgotRoute.loader(args("/customer/account/forgotpassword?email=a%40b.com"))).toEqual({
      initial: initialFlowState({ step: "reset", resetFrom: "page", email: "a@b.com" }),
      redirect: null,
    });
    const meta = ForgotRoute.meta({ matches: [{ id: "root", data: { storeName: "Nestora" } }] } as never);
    expect(meta).toContainEqual({ title: "Forgot Password | Nestora" });
  });
});
