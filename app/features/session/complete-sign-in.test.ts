import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, sessionFor } from "../../../server/modules/customer/account-fixtures.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { browserOverApp } from "./browser-over-app.testing";
import { finishSession, type SignInEffects, type UserInfo } from "./complete-sign-in";

// The end of a sign-in over the real API: what the browser keeps, tracks and loads next.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 1 });
});
afterAll(() => t?.close());

async function signedInBrowser(opts: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(t, opts);
  const browser = browserOverApp(t, { token: await sessionFor(t, customer.id) });
  return { customer, browser };
}

function recordingEffects(api: SignInEffects["api"]) {
  const out = {
    saved: [] as UserInfo[],
    tracked: [] as Record<string, unknown>[],
    marked: [] as { firstname: string; email: string }[],
    went: [] as string[],
    counts: [] as number[],
  };
  const effects: SignInEffects = {
    api,
    saveUserInfo: (info) => out.saved.push(info),
    track: (entry) => out.tracked.push(entry),
    markSignedIn: (who) => out.marked.push(who),
    setCartCount: (n) => out.counts.push(n),
    go: (url) => out.went.push(url),
    buildVersion: "build-42",
    analyticsSessionId: () => "tab-session-1",
  };
  return { effects, out };
}

describe("completing a sign-in", () => {
  it("loads account init, account information and the cart, then caches, tracks, marks and loads the target", async () => {
    const { customer, browser } = await signedInBrowser({
      firstname: "Ada",
      lastname: "Lovelace",
      phone: "5551234567",
    });
    const rows = (await t.database.db.execute("select id from products limit 1")) as unknown as {
      rows: { id: number }[];
    };
    const added = await browser.api.post<{ items_qty: number }>("/api/cart", {
      product: { product_id: rows.rows[0].id, qty: 1 },
    });
    expect(added.code, added.message).toBe(200);
    browser.sent.length = 0;
    const { effects, out } = recordingEffects(browser.api);
    await finishSession(effects, "/furniture.html?page=2");

    expect(browser.sent).toEqual(
      expect.arrayContaining([
        "GET /api/customer/get_account_init",
        "GET /api/customer/get_account_information",
        "GET /api/carts",
      ]),
    );
    // The cached user info is the API's own answer.
    const info = await browser.api.get<UserInfo>("/api/customer/get_account_information");
    expect(out.saved).toEqual([info.result]);
    expect(out.saved[0]).toMatchObject({ email: customer.email, firstname: "Ada", entity_id: customer.id });

    const email = customer.email.toLowerCase();
    expect(out.tracked).toEqual([
      {
        event: "login",
        customer_email: customer.email,
        customer_id: customer.id,
        customer_phone: "5551234567",
        md5_email: createHash("md5").update(email).digest("hex"),
        sha_email: createHash("sha256").update(email).digest("hex"),
        customer_group_id: info.result.customer_group_id,
        session_id: "tab-session-1",
        uid: String(customer.id),
        version: "build-42",
      },
      // Not a dropship group member: the recommendation engine learns the customer (country-prefixed id).
      { event: "recommendation_customer", customer_id: `us${customer.id}` },
      // A group (General) that is not Dropship: the e-mail-marketing customer id is set.
      { event: "email_marketing_customer", customer_id: String(customer.id) },
    ]);
    expect(out.marked).toEqual([{ firstname: "Ada", email: customer.email }]);
    expect(out.went).toEqual(["/furniture.html?page=2"]);
    // The header's count is the cart read's.
    expect(out.counts).toEqual([added.result.items_qty]);
    expect(browser.effects).toEqual([]);
  });

  it("tracks neither the recommendation customer nor the e-mail-marketing id of a Dropship member", async () => {
    const { browser } = await signedInBrowser({
      customerGroup: "Dropship",
      customerGroupId: 3,
      isDropship: true,
    });
    const { effects, out } = recordingEffects(browser.api);
    await finishSession(effects, "/deal");
    expect(out.tracked.map((e) => e.event)).toEqual(["login"]);
  });

  it("goes to the account home without a target, and never off the site", async () => {
    for (const target of [null, "", "https://evil.com/", "//evil.com", "/%2F%2Fevil.com", "/\\evil.com"]) {
      const { browser } = await signedInBrowser();
      const { effects, out } = recordingEffects(browser.api);
      await finishSession(effects, target);
      expect(out.went, String(target)).toEqual(["/customer/account/home"]);
    }
  });

  it("still loads the target when the account calls fail, without caching or tracking anything", async () => {
    // A session that is not a customer's: the account calls answer 401 (the request layer's clean-up).
    const browser = browserOverApp(t, { token: "not-a-live-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" });
    const { effects, out } = recordingEffects(browser.api);
    await finishSession(effects, "/deal");
    expect(out.saved).toEqual([]);
    expect(out.tracked).toEqual([]);
    expect(out.marked).toEqual([]);
    expect(out.went).toEqual(["/deal"]);
    expect(browser.effects).toContain("clearUserInfo");
  });
});
