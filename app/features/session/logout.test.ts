import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, sessionFor } from "../../../server/modules/customer/account-fixtures.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { isAccountPage } from "./account-paths";
import { browserOverApp } from "./browser-over-app.testing";
import { startGuestSession } from "./guest-bootstrap";
import { endSession, type LogoutEffects } from "./logout";

// Logout over the real API: the session ends on the server, a guest session starts, the browser
// forgets the user, reads the cart and reloads (or goes home from an account page).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

async function sessionOf(cookie: string) {
  const res = await t.app.request("/api/customer/session", { headers: { cookie } });
  return ((await res.json()) as { result: { is_login: boolean; has_guest: boolean } }).result;
}

async function logoutFrom(pathname: string) {
  const customer = await createCustomer(t);
  const token = await sessionFor(t, customer.id);
  const browser = browserOverApp(t, { token });
  const done: string[] = [];
  const effects: LogoutEffects = {
    api: browser.api,
    clearUserInfo: () => done.push("clearUserInfo"),
    markSignedOut: () => done.push("markSignedOut"),
    setCartCount: (n) => done.push(`cart ${n}`),
    pathname: () => pathname,
    reload: () => done.push("reload"),
    go: (url) => done.push(`go ${url}`),
  };
  await endSession(effects);
  return { browser, done, oldToken: token };
}

describe("logout", () => {
  it("ends the session on the server and starts a guest one, then clears, reads the cart and reloads", async () => {
    const { browser, done, oldToken } = await logoutFrom("/furniture.html");
    expect(browser.sent).toEqual(["POST /api/customer/logout", "GET /api/carts"]);
    expect(done).toEqual(["clearUserInfo", "markSignedOut", "cart 0", "reload"]);
    // The browser now holds a guest session only.
    expect(browser.cookies.has("token")).toBe(false);
    expect(browser.cookies.get("GuestToken")).toBeTruthy();
    expect(await sessionOf(browser.cookieHeader())).toMatchObject({ is_login: false, has_guest: true });
    // The old token is dead even if someone kept it.
    expect(await sessionOf(`token=${oldToken}`)).toMatchObject({ is_login: false });
  });

  it("goes to the home page from an account page instead of reloading it", async () => {
    expect((await logoutFrom("/customer/account/home")).done.at(-1)).toBe("go /");
    expect((await logoutFrom("/customer/account/accountinfo")).done.at(-1)).toBe("go /");
    expect((await logoutFrom("/")).done.at(-1)).toBe("reload");
  });
});

describe("guest bootstrap", () => {
  it("starts a guest session from the device id: the server sets the httpOnly GuestToken cookie", async () => {
    const browser = browserOverApp(t);
    expect(await sessionOf(browser.cookieHeader())).toMatchObject({ is_login: false, has_guest: false });
    expect(await startGuestSession(browser.api, "5f0c7a4e-2a51-4b8e-9a57-3f1c2a9d8e11")).toBe(true);
    expect(browser.sent).toEqual(["GET /api/guest/login"]);
    expect(browser.cookies.get("GuestToken")).toBeTruthy();
    expect(await sessionOf(browser.cookieHeader())).toMatchObject({ is_login: false, has_guest: true });
  });

  it("asks nothing without a device id (on the server)", async () => {
    const browser = browserOverApp(t);
    expect(await startGuestSession(browser.api, "")).toBe(false);
    expect(browser.sent).toEqual([]);
  });
});

describe("isAccountPage", () => {
  it("covers the account area, its sign-in pages and the other auth routes", () => {
    for (const path of [
      "/customer/account",
      "/customer/account/home",
      "/customer/account/accountinfo",
      "/customer/account/login",
      "/customer/account/order/12",
      "/customer/address",
      "/sales/plusorder/history",
      "/sales/order/print/order/7",
      "/points/points",
      "/points/reward",
      "/tradein_program/start_tradein",
      "/Customer/Account/Home",
    ]) {
      expect(isAccountPage(path), path).toBe(true);
    }
  });

  it("leaves shopping pages alone", () => {
    for (const path of [
      "/",
      "/furniture.html",
      "/checkout/cart",
      "/customer/accountant.html",
      "/points/dropship",
      "/tradein_program",
      "/search",
    ]) {
      expect(isAccountPage(path), path).toBe(false);
    }
  });
});
