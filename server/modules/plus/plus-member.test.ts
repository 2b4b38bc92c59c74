import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { runOps } from "../../../scripts/ops";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { loadConfig } from "../../config";
import { productVariants } from "../../db/schema/catalog";
import { systemNotes } from "../../db/schema/notes";
import { orders, testProviderNonces } from "../../db/schema/order";
import { plusOrders, plusReferrals, smsOutbox } from "../../db/schema/plus";
import { hashToken } from "../../http/session";
import { mailsTo, send } from "../customer/account-fixtures.testing";
import { OPERATOR_ENV, OPERATOR_TOKEN, paidOrder } from "../fulfilment/fulfilment.testing";
import { nonceFor } from "../order/order.testing";
import { enqueueSms } from "../sms/sms-outbox";
import { startSmsWorker } from "../sms/sms-worker";
import {
  as,
  customerOf,
  linkFor,
  member,
  membershipOf,
  payCardFor,
  relog,
  shopper,
  travel,
  uniquePhone,
} from "./plus.testing";
import { expireMemberships } from "./plus-expiry";

// After joining: the member centre, referrals, the user info's invite list, the landing's reads,
// the expiry (sweep and operator), the SMS outbox's delivery, and parallel completion (PostgreSQL).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 6, env: { ...OPERATOR_ENV } });
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const asOperator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

describe("POST /api/plus/inviteComplex (member centre)", () => {
  it("a customer who never joined: status none, nothing to renew, no code", async () => {
    const who = await shopper(t);
    const res = await as(t, who, "POST", "/api/plus/inviteComplex", {});
    expect(res.body.result).toEqual({
      status: "none",
      started_at: null,
      expires_at: null,
      days_left: 0,
      can_renew: false,
      savings: "0.00",
      points_multiplier: 3,
      extra_warranty_years: 1,
      invite_code: null,
      invite_link: null,
      invite_count: 0,
      invite_money: "0.00",
    });
  });

  it("a member: dates, 365 days left, savings on orders paid as a member only, code and link", async () => {
    const who = await member(t);
    const membership = (await membershipOf(t, who.id))!;
    const code = (await customerOf(t, who.id)).plusInviteCode as string;
    // A paid order as a member: 2 units, each $15.00 under the variant's regular price.
    const order = await paidOrder(t, { customerId: who.id, email: who.email, qtys: [2] });
    await t.database.db.execute(sql`
      update order_items set price_cents = coalesce(v.special_price_cents, v.price_cents) - 1500
      from product_variants v where v.id = order_items.variant_id and order_items.order_id = ${order.orderId}`);
    // It was the first order as a member: the extra $40 off counts too.
    await t.database.db.update(orders).set({ plusFirstOrderCents: 4000 }).where(eq(orders.id, order.orderId));
    // One from before the membership, and one never paid: neither counts.
    const before = await paidOrder(t, { customerId: who.id, email: who.email, qtys: [1] });
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(membership.startedAt.getTime() - DAY) })
      .where(eq(orders.id, before.orderId));
    await paidOrder(t, { customerId: who.id, email: who.email, qtys: [3], status: "pending_payment" });

    const res = await as(t, who, "POST", "/api/plus/inviteComplex", {});
    expect(res.body.result).toEqual({
      status: "active",
      started_at: membership.startedAt.toISOString(),
      expires_at: membership.expiresAt.toISOString(),
      days_left: 365,
      can_renew: false,
      savings: "70.00",
      points_multiplier: 3,
      extra_warranty_years: 1,
      invite_code: code,
      invite_link: `http://localhost/nestoraplus?vip_code=${code}`,
      invite_count: 0,
      invite_money: "0.00",
    });
    // Inside the renewal window the Renew button shows.
    travel(membership.expiresAt.getTime() - Date.now() - 30 * DAY);
    await relog(t, who);
    const later = await as<{ can_renew: boolean; days_left: number }>(
      t,
      who,
      "POST",
      "/api/plus/inviteComplex",
      {},
    );
    expect([later.body.result.can_renew, later.body.result.days_left]).toEqual([true, 30]);
  });
});

describe("referrals: inviteList, inviteMember, the user info's plus_invite_list", () => {
  it("lists the members who joined with the code, masked, $20.00 once credited and $0.00 while pending", async () => {
    const referrer = await member(t);
    const code = (await customerOf(t, referrer.id)).plusInviteCode as string;
    const first = await member(t, {}, code);
    const second = await member(t, {}, code);
    // The referred member's first paid order credits it (the benefits module does; here by hand).
    await t.database.db
      .update(plusReferrals)
      .set({ status: "credited", creditedAt: new Date() })
      .where(eq(plusReferrals.referredId, first.id));
    await t.database.db
      .update(plusReferrals)
      .set({ createdAt: new Date(Date.now() + 1000) })
      .where(eq(plusReferrals.referredId, second.id));

    const mask = (email: string) => `${email[0]}***@example.com`;
    const res = await as(t, referrer, "POST", "/api/plus/inviteList", {});
    expect(res.body.result).toEqual({
      items: [
        {
          email: mask(second.email),
          money: "$0.00",
          status: "pending",
          status_label: "Waiting for their first order",
          created_at: expect.any(String),
        },
        {
          email: mask(first.email),
          money: "$20.00",
          status: "credited",
          status_label: "Credited",
          created_at: expect.any(String),
        },
      ],
      total: 2,
    });
    const centre = await as<{ invite_count: number; invite_money: string }>(
      t,
      referrer,
      "POST",
      "/api/plus/inviteComplex",
      {},
    );
    expect([centre.body.result.invite_count, centre.body.result.invite_money]).toEqual([2, "20.00"]);
    const info = await send<{ plus_invite_code: string; plus_invite_list: unknown }>(
      t,
      "GET",
      "/api/customer/get_account_information",
      { token: referrer.token },
    );
    expect(info.body.result.plus_invite_code).toBe(code);
    expect(info.body.result.plus_invite_list).toEqual([
      { email: mask(second.email), money: "$0.00" },
      { email: mask(first.email), money: "$20.00" },
    ]);
    // A page past the end is empty; the total stays.
    expect((await as(t, referrer, "POST", "/api/plus/inviteList", { page: 2 })).body.result).toEqual({
      items: [],
      total: 2,
    });
  });

  it("the pop-up: a member's code and link; a prompt to join for anyone else", async () => {
    const who = await member(t);
    const code = (await customerOf(t, who.id)).plusInviteCode as string;
    expect((await as(t, who, "POST", "/api/plus/inviteMember", {})).body.result).toEqual({
      is_member: true,
      invite_code: code,
      invite_link: `http://localhost/nestoraplus?vip_code=${code}`,
      reward: "$20.00",
      message: "Invite a friend to Plus+: you get $20.00 when they place their first order.",
    });
    const other = await shopper(t);
    expect((await as(t, other, "POST", "/api/plus/inviteMember", {})).body.result).toEqual({
      is_member: false,
      invite_code: null,
      invite_link: null,
      reward: "$20.00",
      message: "Join Plus+ to get your referral code and earn $20.00 for every friend who joins.",
    });
  });
});

describe("the landing's public reads", () => {
  it("GET /api/plus/cms-show-info answers the seeded blocks, cached publicly", async () => {
    const res = await as<{ benefits: { title: string }[]; faq: { question: string }[] }>(
      t,
      null,
      "GET",
      "/api/plus/cms-show-info",
    );
    expect(res.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=1500");
    expect(res.body.result).toMatchObject({
      hero_title: "Join Nestora PLUS+",
      hero_subtitle: "Save all year for $19/year (regularly $69/year).",
      price: 19,
      list_price: 69,
      terms_url: "/nestoraplus-rules",
    });
    expect(res.body.result.benefits.map((b) => b.title)).toEqual([
      "15% off all year",
      "3X points",
      "Extra $40 off your first order",
      "$20 per friend",
      "365-day extended warranty",
      "Quick refund",
      "VIP service",
    ]);
    expect(res.body.result.faq[1].question).toBe("When can I renew?");
  });

  it("GET /api/plus_products lists only products with a member price, paged", async () => {
    const result = (await t.database.db.execute(
      sql`select count(distinct product_id)::int as n from product_variants where plus_price_cents is not null`,
    )) as unknown as { rows: { n: number }[] };
    const n = Number(result.rows[0].n);
    expect(n).toBeGreaterThan(0);
    const res = await as<{
      items: { plus_price: number | null; entity_id: number }[];
      total: number;
      page: number;
    }>(t, null, "GET", "/api/plus_products?page=1&page_size=2");
    expect([res.body.result.total, res.body.result.page]).toEqual([n, 1]);
    expect(res.body.result.items.length).toBe(Math.min(2, n));
    for (const card of res.body.result.items) {
      const variants = await t.database.db
        .select({ plus: productVariants.plusPriceCents })
        .from(productVariants)
        .where(eq(productVariants.productId, card.entity_id));
      expect(variants.some((v) => v.plus !== null)).toBe(true);
    }
    const bad = await as(t, null, "GET", "/api/plus_products?page_size=500");
    expect([bad.status, bad.body.message]).toEqual([422, "page_size: must be at most 48"]);
  });
});

describe("member-price products order", () => {
  it("lists the ones a shopper can buy now before sold-out ones, however reviewed", async () => {
    type Page = { items: { entity_id: number }[]; total: number };
    const before = await as<Page>(t, null, "GET", "/api/plus_products?page=1&page_size=46");
    const ids = before.body.result.items.map((i) => i.entity_id);
    expect(ids.length).toBeGreaterThan(1);
    // The first one sells out; the last one is restocked.
    const [top, last] = [ids[0], ids[ids.length - 1]];
    await t.database.db.update(productVariants).set({ qty: 0 }).where(eq(productVariants.productId, top));
    await t.database.db
      .update(productVariants)
      .set({ qty: 25, isInStock: true })
      .where(eq(productVariants.productId, last));
    // Another page size: the answer cache keeps the first answer under its own key.
    const after = await as<Page>(t, null, "GET", "/api/plus_products?page=1&page_size=47");
    const order = after.body.result.items.map((i) => i.entity_id);
    expect(order[0]).toBe(last);
    expect(order.indexOf(top)).toBeGreaterThan(0);
  });
});

describe("expiry", () => {
  it("the sweep puts the previous group back after the year, with a note; joining again starts a new year", async () => {
    const who = await member(t, { customerGroup: "Loyal", customerGroupId: 3 });
    const membership = (await membershipOf(t, who.id))!;
    expect(membership.previousGroup).toBe("Loyal");
    // A second before the expiry nothing happens to it.
    await expireMemberships(t.database.db, new Date(membership.expiresAt.getTime() - 1000));
    expect((await customerOf(t, who.id)).customerGroup).toBe("PLUS+");

    travel(membership.expiresAt.getTime() - Date.now() + 1000);
    expect(await expireMemberships(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    const customer = await customerOf(t, who.id);
    expect([customer.customerGroup, customer.customerGroupId]).toEqual(["Loyal", 3]);
    expect((await membershipOf(t, who.id))!.expiredAt).not.toBeNull();
    const notes = await t.database.db
      .select()
      .from(systemNotes)
      .where(and(eq(systemNotes.customerId, who.id), eq(systemNotes.title, "Plus+ membership expired")));
    expect(notes).toHaveLength(1);
    // Sweeping again changes nothing: no second note.
    await expireMemberships(t.database.db, new Date());
    const notesAgain = await t.database.db
      .select()
      .from(systemNotes)
      .where(and(eq(systemNotes.customerId, who.id), eq(systemNotes.title, "Plus+ membership expired")));
    expect(notesAgain).toHaveLength(1);

    await relog(t, who);
    const step = await as(t, who, "POST", "/api/plus/getStepInfo", {});
    expect(step.body.result).toMatchObject({
      is_qiye: 0,
      group_name: "Loyal",
      can_buy_plus: 1,
      is_member: false,
      renew_from: null,
    });
    expect(
      (await as<{ status: string }>(t, who, "POST", "/api/plus/inviteComplex", {})).body.result.status,
    ).toBe("expired");

    const link = await linkFor(t, who, who.phone);
    expect((await payCardFor(t, who, link.order_sn)).body.code).toBe(200);
    const again = (await membershipOf(t, who.id))!;
    expect(again.startedAt.getTime()).toBe(Date.now());
    expect([again.previousGroup, again.expiredAt]).toEqual(["Loyal", null]);
    expect((await customerOf(t, who.id)).customerGroup).toBe("PLUS+");
  });

  it("operators list memberships and end one now (npm run ops plus-expire-now)", async () => {
    const who = await member(t);
    const list = await send<
      { customer_id: number; email: string; active: boolean; customer_group: string }[]
    >(t, "GET", "/admin/api/plus/members?status=active&limit=500", { headers: asOperator });
    expect(list.body.result.find((m) => m.customer_id === who.id)).toMatchObject({
      email: who.email,
      active: true,
      customer_group: "PLUS+",
      previous_group: "General",
    });
    const ended = await send(t, "POST", "/admin/api/plus/expire-now", {
      body: { customer_id: who.id },
      headers: asOperator,
    });
    expect(ended.body).toMatchObject({
      code: 200,
      message: "The membership has expired: the customer is back in their previous group.",
      result: { customer_id: who.id, customer_group: "General" },
    });
    expect((await customerOf(t, who.id)).customerGroup).toBe("General");
    const none = await shopper(t);
    const missing = await send(t, "POST", "/admin/api/plus/expire-now", {
      body: { customer_id: none.id },
      headers: asOperator,
    });
    expect([missing.status, missing.body.message]).toEqual([404, "This customer has no Plus+ membership."]);
    const shopperTry = await send(t, "POST", "/admin/api/plus/expire-now", {
      body: { customer_id: who.id },
      token: who.token,
    });
    expect([shopperTry.status, shopperTry.body.message]).toEqual([
      403,
      "A shopper's session cannot call operator calls: use an operator token.",
    ]);
  });
});

describe("npm run ops: plus-members and plus-expire-now", () => {
  async function ops(argv: string[]) {
    const lines: string[] = [];
    const code = await runOps(argv, {
      fetch: async (url, init) => t.app.request(new URL(url).pathname + new URL(url).search, init),
      env: { OPS_URL: "http://store.test", OPS_TOKEN: OPERATOR_TOKEN },
      out: (line) => lines.push(line),
    });
    return { code, text: lines.join("\n") };
  }

  it("lists the member and ends the membership; an unknown customer is refused", async () => {
    const who = await member(t);
    const m = (await membershipOf(t, who.id))!;
    const code = (await customerOf(t, who.id)).plusInviteCode as string;
    const list = await ops(["plus-members", "--status", "active", "--limit", "500"]);
    expect(list.code).toBe(0);
    expect(list.text).toContain(
      `#${who.id} ${who.email}  active  ${m.startedAt.toISOString().slice(0, 10)} → ${m.expiresAt.toISOString().slice(0, 10)}  group PLUS+ (back to General)  code ${code}`,
    );
    const ended = await ops(["plus-expire-now", "--customer", String(who.id)]);
    expect(ended).toEqual({
      code: 0,
      text: `Customer #${who.id}'s Plus+ membership has ended; group now General.`,
    });
    const none = await shopper(t);
    const refused = await ops(["plus-expire-now", "--customer", String(none.id)]);
    expect(refused).toEqual({
      code: 1,
      text: "ops: This customer has no Plus+ membership. (HTTP 404, code 404)",
    });
    const usage = await ops(["plus-expire-now"]);
    expect(usage.code).toBe(2);
    expect(usage.text.split("\n")[0]).toBe("ops: --customer is required.");
  });
});

describe("the SMS outbox", () => {
  it("SMS_URL is optional and must be an http(s) address", () => {
    expect(loadConfig({}).SMS_URL).toBeUndefined();
    expect(loadConfig({ SMS_URL: "https://sms.example.com/send" }).SMS_URL).toBe(
      "https://sms.example.com/send",
    );
    expect(() => loadConfig({ SMS_URL: "ftp://sms.example.com" })).toThrow(
      /SMS_URL: must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => loadConfig({ SMS_URL: "not a url" })).toThrow(/SMS_URL/);
  });

  it("with SMS_URL: POSTs {to, body}; a failure is retried later, then sent", async () => {
    const phone = uniquePhone();
    await enqueueSms(t.database.db, {
      phone: phone.digits,
      body: "Nestora Plus+: your verification code is 4321.",
      purpose: "plus_code",
    });
    const calls: { url: string; body: unknown }[] = [];
    let fail = true;
    const fake = (async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      calls.push({ url, body });
      if (body.to === phone.digits && fail) return new Response("busy", { status: 503 });
      return new Response(null, { status: 202 });
    }) as typeof fetch;
    const worker = startSmsWorker(
      {
        db: t.database.db,
        config: { ...t.deps.config, SMS_URL: "https://sms.example.com/send" },
        logger: t.deps.logger,
      },
      { pollMs: 0, fetch: fake },
    );
    while ((await worker.runOnce()) > 0);
    const mine = () => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone.digits));
    let [row] = await mine();
    expect([row.status, row.attempts, row.lastError]).toEqual(["pending", 1, "HTTP 503"]);
    expect(calls.find((c) => (c.body as { to: string }).to === phone.digits)).toEqual({
      url: "https://sms.example.com/send",
      body: { to: phone.digits, body: "Nestora Plus+: your verification code is 4321." },
    });
    // Due again after the back-off (30 s): this time it goes.
    fail = false;
    await t.database.db
      .update(smsOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(smsOutbox.id, row.id));
    while ((await worker.runOnce()) > 0);
    [row] = await mine();
    expect([row.status, row.attempts]).toEqual(["sent", 2]);
    expect(row.sentAt).not.toBeNull();
    await worker.stop();
  });

  it("without SMS_URL the text is marked sent and the development mailbox shows it", async () => {
    const who = await shopper(t);
    const phone = uniquePhone();
    await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed });
    const worker = startSmsWorker(
      { db: t.database.db, config: { ...t.deps.config, SMS_URL: undefined }, logger: t.deps.logger },
      { pollMs: 0 },
    );
    while ((await worker.runOnce()) > 0);
    await worker.stop();
    const res = await t.app.request(`/dev/mailbox/sms.json?phone=${phone.typed}`);
    const { list } = (await res.json()) as {
      list: { phone: string; status: string; body: string; purpose: string }[];
    };
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ phone: phone.digits, status: "sent", purpose: "plus_code" });
    expect(list[0].body).toMatch(
      /^Nestora Plus\+: your verification code is \d{4}\. It expires in 10 minutes\.$/,
    );
    const page = await (await t.app.request("/dev/mailbox")).text();
    expect(page).toContain(`Text to ${phone.digits}`);
  });
});

// Parallel completion: two pays of one order at the same moment (the payment page's submit and a
// retry). On PostgreSQL the row lock serialises them; PGlite has one connection and runs them one
// after the other anyway, so the race is only meaningful there (TEST_DATABASE_URL).
describe("parallel completion", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "two pays at once charge once and apply the membership once",
    async () => {
      const who = await shopper(t);
      const link = await linkFor(t, who);
      const nonces = [await nonceFor(t.app, TEST_CARDS.approve), await nonceFor(t.app, TEST_CARDS.approve)];
      const answers = await Promise.all(
        nonces.map((nonce) =>
          as(t, who, "POST", "/api/plus/pay", { order_sn: link.order_sn, method: "card", nonce }),
        ),
      );
      expect(answers.map((a) => a.body.code)).toEqual([200, 200]);
      const used = await Promise.all(
        nonces.map(async (n) => {
          const [row] = await t.database.db
            .select()
            .from(testProviderNonces)
            .where(eq(testProviderNonces.nonceHash, hashToken(n)));
          return row.usedAt !== null;
        }),
      );
      expect(used.filter(Boolean)).toHaveLength(1);
      const paid = await t.database.db.select().from(plusOrders).where(eq(plusOrders.customerId, who.id));
      expect(paid.map((o) => o.status)).toEqual(["paid"]);
      expect(await mailsTo(t, who.email, "plus_receipt")).toHaveLength(1);
      const polls = await Promise.all([
        as(t, who, "POST", "/api/plus/isCompleted", { order_sn: link.order_sn }),
        as(t, who, "POST", "/api/plus/orderMaybeSucc?timestamp=0", {}),
      ]);
      expect(polls[0].body.result).toMatchObject({ completed: true, customer_group: "PLUS+" });
      expect(polls[1].body.result).toMatchObject({ order_price: "19.00", order_sn: link.order_sn });
    },
  );
});
