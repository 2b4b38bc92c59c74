import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSession, revokeSession } from "../../../server/http/session";
import { createCustomer, sessionFor } from "../../../server/modules/customer/account-fixtures.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { pageArgs } from "./page-context.testing";
import { loadRootSession } from "./root-session.server";

// The root loader's session and cart count, read in-process with the page request's cookies.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 3 });
});
afterAll(() => t?.close());

const contextFor = (cookie?: string) => pageArgs(t, "/", { cookie }).context;

describe("the root session", () => {
  it("a first visit: a guest without a guest session (the browser then asks for one)", async () => {
    const { session, cookies } = await loadRootSession(contextFor());
    expect(session).toMatchObject({ is_login: false, customer: null, has_guest: false });
    expect(cookies).toEqual([]);
  });

  it("a signed-in customer: who it is, for the header", async () => {
    const customer = await createCustomer(t, { firstname: "Ada" });
    const { session } = await loadRootSession(contextFor(`token=${await sessionFor(t, customer.id)}`));
    expect(session).toMatchObject({
      is_login: true,
      customer: { entity_id: customer.id, email: customer.email, firstname: "Ada" },
    });
  });

  it("a dead session cookie: a guest, and the cookie's clean-up rides along with the page", async () => {
    const customer = await createCustomer(t);
    const token = await sessionFor(t, customer.id);
    const live = await findSession(t.database.db, token, new Date());
    if (!live) throw new Error("no session");
    await revokeSession(t.database.db, live.sessionId, new Date());
    const { session, cookies } = await loadRootSession(contextFor(`token=${token}`));
    expect(session.is_login).toBe(false);
    expect(cookies.find((c) => c.startsWith("token="))).toMatch(/Max-Age=0/i);
  });
});

describe("the cart count", () => {
  it("is the cart's items_qty for whoever is browsing, 0 without a cart (no priced cart read per page)", async () => {
    expect((await loadRootSession(contextFor())).session.cart_qty).toBe(0);
    const customer = await createCustomer(t);
    const cookie = `token=${await sessionFor(t, customer.id)}`;
    const rows = (await t.database.db.execute("select id from products order by id limit 1")) as unknown as {
      rows: { id: number }[];
    };
    const added = await t.app.request("/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ product: { product_id: rows.rows[0].id, qty: 2 } }),
    });
    const body = (await added.json()) as { code: number; message: string; result: { items_qty: number } };
    expect(body.code, body.message).toBe(200);
    expect((await loadRootSession(contextFor(cookie))).session.cart_qty).toBe(body.result.items_qty);
    expect(body.result.items_qty).toBeGreaterThanOrEqual(2);
  });
});
