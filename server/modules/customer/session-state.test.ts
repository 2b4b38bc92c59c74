import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createApp } from "../../app";
import { customers } from "../../db/schema/customer";
import { newsletterSubscribers } from "../../db/schema/marketing";
import {
  getJson,
  markVerified,
  postJson,
  registerAccount,
  type SignIn,
  setCookies,
  type Who,
} from "./auth.testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    products: 0,
    env: { TEST_MODE: "1", GOOGLE_CLIENT_ID: "client-123.apps.example", RECAPTCHA_SITE_KEY: "site-key-9" },
  });
});
afterAll(() => t?.close());

interface State {
  is_login: boolean;
  customer: null | {
    entity_id: number;
    email: string;
    firstname: string;
    lastname: string;
    customer_group: string;
    customer_group_id: number;
    verify_status: boolean;
    subscriber_email: 0 | 1;
  };
  has_guest: boolean;
  google_client_id: string;
  recaptcha_site_key: string;
}
const session = (who?: Who) => getJson<State>(t.app, "/api/customer/session", who);
const newGuest = async () =>
  (await getJson<{ token: string }>(t.app, "/api/guest/login?device_id=d1")).body.result.token;

describe("GET /api/customer/session", () => {
  it("a visitor without any token: not signed in, no guest, the public sign-in settings; never 401", async () => {
    const res = await session();
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      is_login: false,
      customer: null,
      has_guest: false,
      cart_qty: 0,
      google_client_id: "client-123.apps.example",
      recaptcha_site_key: "site-key-9",
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("a live guest cookie counts as a guest; a dead one does not", async () => {
    const guest = await newGuest();
    expect((await session({ cookies: { GuestToken: guest } })).body.result).toMatchObject({
      is_login: false,
      has_guest: true,
    });
    expect((await session({ cookies: { GuestToken: "x".repeat(43) } })).body.result.has_guest).toBe(false);
  });

  it("a signed-in customer: names, e-mail, group and verification status", async () => {
    const registered = await registerAccount(t.app, "sue@example.com", "walnut42lamp", {
      firstname: "Sue",
      lastname: "Park",
    });
    const unverified = await session({ cookies: { token: registered.token } });
    expect(unverified.body.result).toMatchObject({
      is_login: true,
      has_guest: false,
      customer: {
        entity_id: registered.entity_id,
        email: "sue@example.com",
        firstname: "Sue",
        lastname: "Park",
        customer_group: "General",
        customer_group_id: 1,
        verify_status: false,
        show_point: true,
        subscriber_email: 0,
        is_old_user: false,
        // No birthday on file yet (decision 0044).
        play_birthday_wishes: true,
      },
    });
    await markVerified(t.database.db, "sue@example.com");
    await t.database.db
      .update(customers)
      .set({ customerGroup: "PLUS+", customerGroupId: 4 })
      .where(eq(customers.id, registered.entity_id));
    const verified = await session({ bearer: registered.token });
    expect(verified.body.result.customer).toMatchObject({
      verify_status: true,
      customer_group: "PLUS+",
      customer_group_id: 4,
    });
  });

  it("subscriber_email is 1 only for a confirmed subscription of the account's own address", async () => {
    const { token } = await registerAccount(t.app, "nia@example.com");
    const flag = async () => (await session({ bearer: token })).body.result.customer?.subscriber_email;
    // Someone else's confirmed address, and the own address still pending: not subscribed.
    await t.database.db.insert(newsletterSubscribers).values([
      { email: "other@example.com", source: "footer", confirmedAt: new Date() },
      { email: "nia@example.com", source: "footer" },
    ]);
    expect(await flag()).toBe(0);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, "nia@example.com"));
    expect(await flag()).toBe(1);
  });

  it("a signed-in customer who also carries a live guest cookie has_guest", async () => {
    const { token } = await registerAccount(t.app, "tom@example.com");
    const guest = await newGuest();
    const res = await session({ cookies: { token, GuestToken: guest } });
    expect(res.body.result).toMatchObject({ is_login: true, has_guest: true });
  });

  it("a token cookie that is no longer live is cleared, and the live guest behind it still counts", async () => {
    const { token } = await registerAccount(t.app, "una@example.com");
    await postJson(t.app, "/api/customer/logout", {}, { bearer: token });
    const guest = await newGuest();
    const res = await session({ cookies: { token, GuestToken: guest } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ is_login: false, customer: null, has_guest: true });
    expect(setCookies(res.headers).get("token")?.attrs).toContain("max-age=0");
  });

  it("a live token cookie is left alone", async () => {
    const { token } = await registerAccount(t.app, "vic@example.com");
    const res = await session({ cookies: { token } });
    expect(setCookies(res.headers).has("token")).toBe(false);
  });

  it("answers empty strings when Google sign-in and the captcha are not configured", async () => {
    const bare = createApp({
      deps: {
        ...t.deps,
        config: { ...t.deps.config, GOOGLE_CLIENT_ID: undefined, RECAPTCHA_SITE_KEY: undefined },
      },
    });
    const res = await getJson<State>(bare, "/api/customer/session");
    expect(res.body.result).toMatchObject({ google_client_id: "", recaptcha_site_key: "" });
  });

  it("a signed-in bearer token ends with sign-out: the session call then sees a visitor", async () => {
    const { token } = (await registerAccount(t.app, "wes@example.com")) as SignIn;
    expect((await session({ bearer: token })).body.result.is_login).toBe(true);
    await postJson(t.app, "/api/customer/logout", {}, { bearer: token });
    expect((await session({ bearer: token })).body.result.is_login).toBe(false);
  });
});
