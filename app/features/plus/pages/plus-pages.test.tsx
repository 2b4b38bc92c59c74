import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plusMemberships, smsOutbox } from "../../../../server/db/schema/plus";
import {
  createCustomer,
  send,
  sessionFor,
} from "../../../../server/modules/customer/account-fixtures.testing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import * as landingRoute from "../../../routes/plus/landing";
import * as centerRoute from "../../../routes/plus/member-center";
import * as introRoute from "../../../routes/plus/member-introduction";
import * as printRoute from "../../../routes/plus/plus-order-print";
import * as ordersRoute from "../../../routes/plus/plus-orders";
import { SHARED_PAGE_CACHE_CONTROL } from "../../session/document-cache-control";
import { outcomeOf, pageArgs, redirectOf } from "../../session/page-context.testing";

// The Plus+ pages through their real loaders, over the real API and database: the public landing
// and introduction, and the member's own pages (a member made through the real join calls).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 40, env: { TEST_MODE: "1" } });
});
afterAll(() => t?.close());

type AnyArgs = never;
const args = (path: string, cookie?: string, params: Record<string, string> = {}) =>
  ({ ...pageArgs(t, path, { cookie }), params }) as unknown as AnyArgs;

let phones = 0;
async function customer() {
  const c = await createCustomer(t, { verified: true, firstname: "Robin", lastname: "Tester" });
  return { ...c, cookie: `token=${await sessionFor(t, c.id)}` };
}

/** Joins Plus+ the way the join flow does: code by SMS, verify, payment link, pay by test card. */
async function join(cookie: string) {
  phones += 1;
  const phone = `555.010.${String(1000 + phones).slice(-4)}`;
  const call = async <T,>(path: string, body: unknown) => {
    const res = await send<T>(t, "POST", path, { cookie, body });
    expect(res.body.code, `${path}: ${res.body.message}`).toBe(200);
    return res.body.result;
  };
  await call("/api/plus/sendCode", { phone });
  const [sms] = await t.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone.replaceAll(".", "")))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = /\b(\d{4})\b/.exec(sms.body)?.[1];
  await call("/api/plus/verifyCode", { phone, code });
  const link = await call<{ order_sn: string }>("/api/plus/paymenLink", {});
  const field = await t.app.request("/payment-field/tokenize", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ number: "4111111111111111", expiry: "12/39", cvc: "123" }),
  });
  const { nonce } = (await field.json()) as { nonce: string };
  await call("/api/plus/pay", { order_sn: link.order_sn, method: "card", nonce });
  return link.order_sn;
}

describe("/nestoraplus and /member-introduction", () => {
  it("the landing reads the CMS blocks and up to 8 member-price products, and is kept like a catalog page", async () => {
    const data = await landingRoute.loader(args("/nestoraplus?entrypoint=sidebar_plus_ads"));
    expect(data.cms.hero_title).toBe("Join Nestora PLUS+");
    expect(data.cms.benefits.map((b) => b.title)).toContain("365-day extended warranty");
    expect(data.cms.faq.length).toBeGreaterThan(0);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length).toBeLessThanOrEqual(8);
    for (const p of data.products) expect(p.plus_price).not.toBeNull();
    const headers = new Headers(landingRoute.headers({ loaderHeaders: new Headers() } as never));
    expect(headers.get("Cache-Control")).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it("the introduction reads the same blocks and is kept too", async () => {
    const data = await introRoute.loader(args("/member-introduction"));
    expect(data.cms.terms_url).toBe("/nestoraplus-rules");
    const headers = new Headers(introRoute.headers({ loaderHeaders: new Headers() } as never));
    expect(headers.get("Cache-Control")).toBe(SHARED_PAGE_CACHE_CONTROL);
  });
});

describe("/member-center", () => {
  it("sends a guest to Login coming back here", async () => {
    expect((await redirectOf(centerRoute.loader(args("/member-center")))).location).toBe(
      "/customer/account/login?redirect=%2Fmember-center",
    );
  });

  it("a customer without a membership: status none, no code, nothing invited", async () => {
    const c = await customer();
    const out = await outcomeOf(centerRoute.loader(args("/member-center", c.cookie)));
    const data = (out.value as unknown as { data: { info: Record<string, unknown> } }).data;
    expect(data.info).toMatchObject({ status: "none", invite_code: null, invite_count: 0, can_renew: false });
  });

  it("a member: active, a year to go (no Renew yet), 3X, +1 year, an invite code", async () => {
    const c = await customer();
    await join(c.cookie);
    const out = await outcomeOf(centerRoute.loader(args("/member-center", c.cookie)));
    const data = (out.value as unknown as { data: { info: Record<string, unknown>; invites: unknown } }).data;
    expect(data.info).toMatchObject({
      status: "active",
      can_renew: false,
      points_multiplier: 3,
      extra_warranty_years: 1,
      invite_count: 0,
    });
    expect(data.info.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // On the store's public origin (the page context's), not the in-process call's.
    expect(data.info.invite_link).toBe(`http://store.test/nestoraplus?vip_code=${data.info.invite_code}`);
    expect(data.info.days_left).toBeGreaterThanOrEqual(364);
    expect(data.invites).toEqual({ items: [], total: 0 });
  });

  it("30 days before expiry the centre offers Renew (can_renew), and the page shows the button", async () => {
    const c = await customer();
    await join(c.cookie);
    await t.database.db
      .update(plusMemberships)
      .set({ expiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(plusMemberships.customerId, c.id));
    const out = await outcomeOf(centerRoute.loader(args("/member-center", c.cookie)));
    const data = (out.value as unknown as { data: { info: Record<string, unknown> } }).data;
    expect(data.info).toMatchObject({ status: "active", can_renew: true });
    expect(data.info.days_left).toBeGreaterThanOrEqual(29);
    expect(data.info.days_left).toBeLessThanOrEqual(30);
  });
});

describe("/sales/plusorder/history and its print page", () => {
  it("guests go to Login coming back to the page they asked for", async () => {
    expect((await redirectOf(ordersRoute.loader(args("/sales/plusorder/history")))).location).toBe(
      "/customer/account/login?redirect=%2Fsales%2Fplusorder%2Fhistory",
    );
    expect(
      (
        await redirectOf(
          printRoute.loader(args("/sales/plusorder/history/PL000000001", undefined, { id: "PL000000001" })),
        )
      ).location,
    ).toBe("/customer/account/login?redirect=%2Fsales%2Fplusorder%2Fhistory%2FPL000000001");
  });

  it("a member's purchase is listed ($19.00, paid by card) and printable; another customer's is a 404", async () => {
    const member = await customer();
    const orderSn = await join(member.cookie);
    const list = await outcomeOf(ordersRoute.loader(args("/sales/plusorder/history", member.cookie)));
    const orders = (list.value as unknown as { data: { orders: Record<string, unknown>[] } }).data.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      order_sn: orderSn,
      kind: "join",
      amount: 19,
      list_price: 69,
      status: "paid",
      payment_method_label: "Credit card",
    });

    const path = `/sales/plusorder/history/${orderSn}`;
    const own = await outcomeOf(printRoute.loader(args(path, member.cookie, { id: orderSn })));
    const order = (own.value as unknown as { data: { order: Record<string, unknown> } }).data.order;
    expect(order).toMatchObject({ order_sn: orderSn, amount: 19, status: "paid" });
    expect(order.customer).toMatchObject({ name: "Robin Tester", email: member.email });

    const other = await customer();
    const theirs = await outcomeOf(printRoute.loader(args(path, other.cookie, { id: orderSn })));
    expect(theirs.response?.status).toBe(404);
    const malformed = await outcomeOf(
      printRoute.loader(args("/sales/plusorder/history/123", member.cookie, { id: "123" })),
    );
    expect(malformed.response?.status).toBe(404);
    const none = await outcomeOf(ordersRoute.loader(args("/sales/plusorder/history", other.cookie)));
    expect((none.value as unknown as { data: { orders: unknown[] } }).data.orders).toEqual([]);
  });
});
