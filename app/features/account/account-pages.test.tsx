import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../server/db/schema/mail";
import {
  createCustomer,
  PASSWORD,
  sessionFor,
} from "../../../server/modules/customer/account-fixtures.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import AccountLayout from "../../layouts/account";
import * as indexRoute from "../../routes/account/account-index";
import * as accountinfoRoute from "../../routes/account/accountinfo";
import * as homeRoute from "../../routes/account/home";
import { cookieHeader, outcomeOf, pageArgs, redirectOf } from "../session/page-context.testing";
import { AccountHomeView } from "./account-home-view";
import { AccountInfoView } from "./account-info-view";
import type { FormOutcome, UserInfo, VerifyEmailOutcome } from "./account-types";
import type { ProfileErrors } from "./profile-form";

// The account pages through their real loaders and actions, over the real API and database.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { TEST_MODE: "1" } });
});
afterAll(() => t?.close());

type Args = ReturnType<typeof pageArgs>;
const asLoaderArgs = <T,>(args: Args) => args as unknown as T;

async function signedIn(opts: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(t, opts);
  return { customer, cookie: `token=${await sessionFor(t, customer.id)}` };
}

async function userInfo(cookie: string): Promise<UserInfo> {
  const res = await t.app.request("/api/customer/get_account_information", { headers: { cookie } });
  return ((await res.json()) as { result: UserInfo }).result;
}

async function sessionOf(cookie: string) {
  const res = await t.app.request("/api/customer/session", { headers: { cookie } });
  return ((await res.json()) as { result: { is_login: boolean } }).result;
}

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) f.append(k, one);
  return f;
}

/** Server-rendered markup without React's text separators. */
const text = (html: string) => html.replaceAll("<!-- -->", "");

/** What an action answered: its data, status and Set-Cookie lines. */
function answered<T>(value: unknown) {
  const v = value as { data: T; init: ResponseInit | null };
  return {
    data: v.data,
    status: v.init?.status ?? 200,
    cookies: new Headers(v.init?.headers).getSetCookie(),
  };
}

describe("/customer/account", () => {
  it("redirects to the account home, keeping the query", async () => {
    const res = indexRoute.loader(asLoaderArgs(pageArgs(t, "/customer/account?from=mail")));
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/customer/account/home?from=mail");
  });
});

describe("AccountHome", () => {
  const loadHome = (path: string, cookie?: string) =>
    homeRoute.loader(asLoaderArgs(pageArgs(t, path, { cookie })));

  it("sends a guest to Login with the original query", async () => {
    expect((await redirectOf(loadHome("/customer/account/home?entrypoint=mail"))).location).toBe(
      "/customer/account/login?entrypoint=mail",
    );
  });

  it("shows the signed-in customer's real account: greeting, e-mail state, group, points, links", async () => {
    const { customer, cookie } = await signedIn({ firstname: "Ada", lastname: "Lovelace", points: 1250 });
    const { info } = await loadHome("/customer/account/home", cookie);
    expect(info).toEqual(await userInfo(cookie));
    // The page as served: the account layout (navigation, Log out) around the home view.
    const html = text(
      await renderInRouter(
        <>
          <AccountLayout />
          <AccountHomeView info={info} />
        </>,
        { url: "/customer/account/home" },
      ),
    );
    expect(html).toContain("<h1");
    expect(html).toContain("Hi Ada, welcome back.");
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain(customer.email);
    expect(html).toContain("Not verified");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send verification email<\/button>/);
    expect(html).toContain("Not a Plus+ member");
    expect(html).toContain("1,250 points");
    expect(html).toContain("(worth $12.50)");
    expect(html).toContain('href="/customer/account/accountinfo"');
    expect(html).toContain('href="/customer/account/accountinfo#change-password"');
    expect(html).toMatch(
      /<form[^>]*action="\/customer\/account\/home"[^>]*>.*name="intent" value="logout".*Log out<\/button>/s,
    );
    // The account navigation (desktop column and phone menu) names this page and links the others
    // that exist: none to account pages that do not exist yet.
    expect(html).toContain('href="/customer/account/order"');
    expect(html).toContain('href="/customer/account/wishlist"');
    expect(html).toContain('href="/customer/account/coupon"');
    expect(html).toContain('href="/customer/account/review"');
    expect(html).toContain('href="/customer/account/products"');
    expect(html.match(/aria-current="page"[^>]*>My Account</g)).toHaveLength(2);
    expect(html).toContain('href="/points/points"');
    for (const dead of ["/points/dropship"]) {
      expect(html).not.toContain(`href="${dead}`);
    }
  });

  it("shows a verified e-mail and a Plus+ member as such, without the send button", async () => {
    const { cookie } = await signedIn({ verified: true, customerGroup: "PLUS+" });
    const { info } = await loadHome("/customer/account/home", cookie);
    const html = await renderInRouter(<AccountHomeView info={info} />);
    expect(html).toContain(">Verified<");
    expect(html).not.toContain("Send verification email");
    expect(html).toContain("Plus+ member");
    expect(html).not.toContain("Not a Plus+ member");
  });

  it("sends a verification mail to the customer's own address, then asks to wait before the next", async () => {
    const { customer, cookie } = await signedIn();
    const send = () =>
      homeRoute.action(
        asLoaderArgs(
          pageArgs(t, "/customer/account/home", { cookie, form: form({ intent: "verify-email" }) }),
        ),
      );
    const first = answered<VerifyEmailOutcome>(await send());
    expect(first.data).toEqual({ intent: "verify-email", ok: true, message: "", resendAfter: 60 });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, customer.email));
    expect(mails.map((m) => m.kind)).toContain("verification_code");
    const second = answered<VerifyEmailOutcome>(await send());
    expect(second.data.ok).toBe(false);
    expect(second.data.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    expect(second.data.resendAfter).toBeGreaterThan(0);
    // Without JavaScript the page says what happened under the button.
    const html = await renderInRouter(
      <AccountHomeView info={await userInfo(cookie)} posted={{ ...first.data, intent: "verify-email" }} />,
    );
    expect(text(html)).toContain(`We sent a verification email to ${customer.email}.`);
  });

  it("logs out without JavaScript: the session ends, a guest session starts, the shopper lands Home", async () => {
    const { cookie } = await signedIn();
    const res = (await homeRoute.action(
      asLoaderArgs(pageArgs(t, "/customer/account/home", { cookie, form: form({ intent: "logout" }) })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const lines = res.headers.getSetCookie();
    expect(lines.find((l) => l.startsWith("token="))).toMatch(/Max-Age=0/i);
    expect(lines.find((l) => l.startsWith("GuestToken="))).toBeTruthy();
    expect(await sessionOf(cookie)).toMatchObject({ is_login: false });
  });
});

describe("Accountinfo", () => {
  const load = (path: string, cookie?: string) =>
    accountinfoRoute.loader(asLoaderArgs(pageArgs(t, path, { cookie })));
  const post = (cookie: string, fields: Record<string, string | string[]>) =>
    accountinfoRoute.action(
      asLoaderArgs(pageArgs(t, "/customer/account/accountinfo", { cookie, form: form(fields) })),
    );

  it("sends a guest to Login and back here", async () => {
    expect((await redirectOf(load("/customer/account/accountinfo?tab=1"))).location).toBe(
      `/customer/account/login?redirect=${encodeURIComponent("/customer/account/accountinfo?tab=1")}`,
    );
  });

  it("checks an e-mailed link before asking for sign-in (rule 6 before rule 8)", async () => {
    // A bad link from a guest goes to Login plainly (the link failed), not with a redirect back.
    expect(
      (await redirectOf(load("/customer/account/accountinfo?email=a%40b.co&rp_token=xxxxxxxxxxxxxxxxxxxx")))
        .location,
    ).toBe("/customer/account/login");
  });

  it("runs the subscribe pre-check when source is given (rule 7), then carries on for the owner", async () => {
    const { customer, cookie } = await signedIn();
    const q = new URLSearchParams({ source: "newsletter", email: customer.email });
    const out = await outcomeOf(load(`/customer/account/accountinfo?${q}`, cookie));
    expect(out.value?.info.email).toBe(customer.email);
    // A guest following the same link is sent to log in first.
    expect((await redirectOf(load(`/customer/account/accountinfo?${q}`))).location).toBe(
      "/customer/account/login",
    );
  });

  it("renders the profile form prefilled, labelled, with the interests and the newsletter switch", async () => {
    const { cookie } = await signedIn({
      firstname: "Ada",
      lastname: "Lovelace",
      phone: "(555) 123-4567",
      gender: 2,
      birthday: "1990-12-10",
      interests: ["Kitchen", "Pets"],
    });
    const data = await load("/customer/account/accountinfo", cookie);
    expect(data.interests).toContain("Baby & Kids");
    const html = await renderInRouter(<AccountInfoView {...data} />, {
      url: "/customer/account/accountinfo",
    });
    for (const label of ["First name", "Last name", "Gender", "Interests", "Newsletter"])
      expect(html).toContain(label);
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
    expect(input("firstname")).toContain('value="Ada"');
    expect(input("lastname")).toContain('value="Lovelace"');
    expect(input("customer_phone")).toContain('value="(555) 123-4567"');
    expect(input("births")).toContain('value="1990-12-10"');
    expect(input("births")).toContain(`max="${data.today}"`);
    expect(html).toMatch(/<option value="2" selected="">Female<\/option>/);
    const checked = html.match(/<input[^>]*name="interest"[^>]*checked=""[^>]*>/g) ?? [];
    expect(checked.map((c) => c.match(/value="([^"]+)"/)?.[1])).toEqual(["Kitchen", "Pets"]);
    expect(input("is_subscribed")).toContain('role="switch"');
    expect(input("is_subscribed")).not.toContain('checked=""');
    // Every visible input has a label.
    for (const id of html.match(/<input[^>]*type="(text|tel|date)"[^>]*id="([^"]+)"/g) ?? []) {
      const inputId = id.match(/id="([^"]+)"/)?.[1];
      expect(html).toContain(`for="${inputId}"`);
    }
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('id="change-password"');
    const current = html.match(/<input[^>]*name="current_password"[^>]*>/)?.[0] ?? "";
    expect(current).toContain(`autoComplete="current-password"`);
  });

  it("saves the profile through the API and says so", async () => {
    // A verified account: its own address subscribes at once (an unverified one waits for the
    // mailed confirmation link, decision 0018).
    const { cookie } = await signedIn({ verified: true });
    const res = answered<FormOutcome<ProfileErrors>>(
      await post(cookie, {
        intent: "profile",
        firstname: " Grace ",
        lastname: "Hopper",
        customer_phone: "555-987-6543",
        gender: "2",
        births: "1985-04-01",
        interest: ["Outdoor", "Baby & Kids"],
        is_subscribed: "1",
      }),
    );
    expect(res.data).toEqual({
      intent: "profile",
      ok: true,
      message: "Your account information has been saved.",
    });
    expect(await userInfo(cookie)).toMatchObject({
      firstname: "Grace",
      lastname: "Hopper",
      customer_phone: "555-987-6543",
      gender: 2,
      births: "1985-04-01",
      interest: ["Outdoor", "Baby & Kids"],
      subscriber: { subscriber_email: 1 },
    });
    // An unticked switch unsubscribes; no interest ticked clears them.
    await post(cookie, { intent: "profile", firstname: "Grace", gender: "0" });
    expect(await userInfo(cookie)).toMatchObject({
      interest: [],
      subscriber: { subscriber_email: 0 },
      births: "",
    });
  });

  it("refuses bad fields with their messages, linked to the fields, and saves nothing", async () => {
    const { cookie } = await signedIn({ firstname: "Ada" });
    const res = answered<FormOutcome<ProfileErrors>>(
      await post(cookie, {
        intent: "profile",
        firstname: "x".repeat(61),
        customer_phone: "555-123-45678",
        gender: "9",
        births: "2999-01-01",
        interest: ["Cars"],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.data.ok).toBe(false);
    if (res.data.ok) return;
    expect(res.data.fieldErrors).toEqual({
      firstname: "Please use at most 60 characters.",
      customer_phone: "Phone number is unavailable, please enter again",
      gender: "Please choose one of the options.",
      births: "Please enter a valid date in the past.",
      interest: "Please choose from the list.",
    });
    expect((await userInfo(cookie)).firstname).toBe("Ada");
    const info = await userInfo(cookie);
    const html = await renderInRouter(
      <AccountInfoView info={info} interests={["Outdoor"]} today="2026-01-01" posted={res.data} />,
    );
    const phone = html.match(/<input[^>]*name="customer_phone"[^>]*>/)?.[0] ?? "";
    expect(phone).toContain('aria-invalid="true"');
    const describedBy = phone.match(/aria-describedby="([^"]+)"/)?.[1].split(" ") ?? [];
    const errorId = describedBy.find((id) => id.endsWith("-error"));
    expect(html).toContain(
      `id="${errorId}" role="alert" class="mt-1.5 text-sm text-red-700">${"Phone number is unavailable, please enter again"}`,
    );
  });

  it("changes the password: wrong current one refused, mismatch refused, success renews the session", async () => {
    const { customer, cookie } = await signedIn({ verified: true });
    const change = (fields: Record<string, string>) => post(cookie, { intent: "password", ...fields });

    const mismatch = answered<FormOutcome<Record<string, string>>>(
      await change({ current_password: PASSWORD, password: "NewSofa2025", password_confirm: "NewSofa2024" }),
    );
    expect(mismatch.data).toMatchObject({
      ok: false,
      fieldErrors: { password_confirm: "Your passwords do not match, please try again." },
    });

    const weak = answered<FormOutcome<Record<string, string>>>(
      await change({ current_password: PASSWORD, password: "sofasofa", password_confirm: "sofasofa" }),
    );
    expect(weak.data).toMatchObject({
      ok: false,
      fieldErrors: { password: "Please enter at least 6 characters with letters and numbers." },
    });

    const wrong = answered<FormOutcome<Record<string, string>>>(
      await change({
        current_password: "Wrong2024x",
        password: "NewSofa2025",
        password_confirm: "NewSofa2025",
      }),
    );
    expect(wrong.data.ok).toBe(false);
    if (!wrong.data.ok) expect(wrong.data.fieldErrors.current_password).toBeTruthy();

    const done = answered<FormOutcome<Record<string, string>>>(
      await change({ current_password: PASSWORD, password: "NewSofa2025", password_confirm: "NewSofa2025" }),
    );
    expect(done.data.ok).toBe(true);
    const renewed = cookieHeader(done.cookies.filter((l) => l.startsWith("token=")));
    expect(renewed).toMatch(/^token=.+/);
    expect(await sessionOf(renewed)).toMatchObject({ is_login: true });
    // The new password signs in.
    const login = await t.app.request("/api/customer/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: customer.email, password: "NewSofa2025" }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(200);
  });
});
