import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "../../server/modules/customer/account-fixtures.testing";
import { issueEmailToken } from "../../server/modules/customer/email-tokens";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { cookieHeader, pageArgs, redirectOf } from "../features/session/page-context.testing";
import { verifyRpToken } from "./account-guard.server";

// Route guard rule 6 (spec part 1 §4): a link with rp_token that checks out without a message
// signs the shopper in, "except on Password". The API signs in whenever a register link checks out,
// so on the Password page the guard itself must drop the sign-in cookie (`token`) it got back. A
// forget_password link never signs in at the API, so only a register link opened on the Password
// page can tell whether the guard keeps that rule.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { TEST_MODE: "1" } });
});
afterAll(() => t?.close());

const tokenCookie = (lines: string[]) => lines.find((l) => /^token=/i.test(l));

async function whoIs(cookie: string) {
  const res = await t.app.request("/api/customer/session", { headers: { cookie } });
  return ((await res.json()) as { result: { is_login: boolean } }).result;
}

async function registerLinkFor(customerId: number) {
  return issueEmailToken(t.database.db, {
    customerId,
    operation: "register",
    now: new Date(),
    ttlMinutes: 60,
  });
}

describe("the Password page never signs in (rule 6, except on Password)", () => {
  it("a register link that checks out on Password: same page without the token, no sign-in cookie", async () => {
    const customer = await createCustomer(t);
    const rpToken = await registerLinkFor(customer.id);
    const query = new URLSearchParams({
      type: "enter",
      email: customer.email,
      rp_token: rpToken,
      operation: "register",
    });
    const { location, cookies } = await redirectOf(
      verifyRpToken(pageArgs(t, `/customer/account/password?${query}`), "Password"),
    );
    expect(location).toBe(
      `/customer/account/password?${new URLSearchParams({ type: "enter", email: customer.email })}`,
    );
    expect(tokenCookie(cookies)).toBeUndefined();
    expect((await whoIs(cookieHeader(cookies))).is_login).toBe(false);
  });

  it("the same link on Accountinfo does sign in (so the test above sees a cookie the API really sent)", async () => {
    const customer = await createCustomer(t);
    const rpToken = await registerLinkFor(customer.id);
    const query = new URLSearchParams({ email: customer.email, rp_token: rpToken, operation: "register" });
    const { cookies } = await redirectOf(
      verifyRpToken(pageArgs(t, `/customer/account/accountinfo?${query}`), "Accountinfo"),
    );
    expect(tokenCookie(cookies)).toMatch(/^token=[^;]+/);
    expect((await whoIs(cookieHeader(cookies))).is_login).toBe(true);
  });
});
