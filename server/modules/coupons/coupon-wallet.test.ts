import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CouponWallet } from "../../../contract/coupons-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { createCustomer, send, sessionFor } from "../customer/account-fixtures.testing";
import { couponUsed } from "../order/coupon-use.testing";

// POST /api/CouponList (My Coupons) against the real app and database: which coupons a customer
// holds, and in which tab each one is, with the line the card shows. The migration seeds PLUS15
// (Plus+, no end) and SUBSCRIBE10 (subscribers); each test adds coupons with codes of its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

const DAY = 86_400_000;
let n = 0;
const wallet = (token: string | undefined, type?: string) =>
  send<CouponWallet>(t, "POST", "/api/CouponList", { token, body: type === undefined ? {} : { type } });

async function coupon(over: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      code: `WALLET${++n}`,
      title: "Furniture Savings",
      description: "On orders of $100+ in Furniture",
      discountType: "fixed",
      amount: 1_000,
      minSpendCents: 10_000,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date("2031-05-28T16:00:00Z"),
      detailCouponType: 4,
      ...over,
    })
    .returning();
  return row;
}

/** A customer with a session; answers the id, the e-mail and the token. */
async function shopper(over: Parameters<typeof createCustomer>[1] = {}) {
  const c = await createCustomer(t, over);
  return { ...c, token: await sessionFor(t, c.id) };
}

const claim = (customerId: number, couponId: number) =>
  t.database.db.insert(customerCoupons).values({ customerId, couponId });

/** A use of the coupon by a placed order, at `at`. */
const used = (couponId: number, customerId: number | null, email: string, at?: Date) =>
  couponUsed(t.database.db, couponId, customerId, email, at);

const codes = (w: CouponWallet) => w.list.map((c) => c.couponCode);

describe("POST /api/CouponList", () => {
  it("asks a guest to sign in (401) and refuses an unknown tab (422)", async () => {
    expect((await wallet(undefined)).body.code).toBe(401);
    const me = await shopper();
    const bad = await wallet(me.token, "all");
    expect(bad.status).toBe(422);
  });

  it("a claimed coupon is in Available with its card's text and Apply; nobody else holds it", async () => {
    const me = await shopper();
    const c = await coupon();
    await claim(me.id, c.id);
    const res = await wallet(me.token);
    expect(res.body.code).toBe(200);
    expect(res.body.result.tab).toBe("usable");
    expect(res.body.result.list.find((x) => x.couponCode === c.code)).toEqual({
      couponCode: c.code,
      title: "Furniture Savings",
      description: "On orders of $100+ in Furniture",
      discountText: "$10 OFF",
      dateText: "Valid until May 28, 2031",
      minSpend: 100,
      detailCouponType: 4,
      state: "usable",
      canApply: true,
    });
    const other = await shopper();
    expect(codes((await wallet(other.token)).body.result)).not.toContain(c.code);
  });

  it("Plus+ coupons are held by members only; subscriber coupons by a confirmed address only", async () => {
    const member = await shopper({ customerGroup: "PLUS+" });
    const plain = await shopper();
    expect(codes((await wallet(member.token)).body.result)).toContain("PLUS15");
    expect(codes((await wallet(plain.token)).body.result)).not.toContain("PLUS15");

    const reader = await shopper();
    await t.database.db.insert(newsletterSubscribers).values({ email: reader.email, source: "footer" });
    expect(codes((await wallet(reader.token)).body.result)).not.toContain("SUBSCRIBE10");
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, reader.email));
    expect(codes((await wallet(reader.token)).body.result)).toContain("SUBSCRIBE10");
  });

  it("a coupon used up to its limit moves to Used with the day of the last use", async () => {
    const me = await shopper();
    const twice = await coupon({ usageLimitPerCustomer: 2 });
    await claim(me.id, twice.id);
    await used(twice.id, me.id, me.email, new Date("2026-10-02T15:00:00Z"));
    let w = (await wallet(me.token)).body.result;
    // One use of two: still available.
    expect(codes(w)).toContain(twice.code);
    await used(twice.id, me.id, me.email, new Date("2026-11-02T15:00:00Z"));
    w = (await wallet(me.token, "used")).body.result;
    expect(w.list.find((x) => x.couponCode === twice.code)).toMatchObject({
      state: "used",
      dateText: "Used Nov 2, 2026",
      canApply: false,
    });
    expect(codes((await wallet(me.token)).body.result)).not.toContain(twice.code);
  });

  it("a use by the customer's address as a guest counts, and a used sale code shows though never claimed", async () => {
    const me = await shopper();
    const sale = await coupon({ detailCouponType: 3, url: "/sale.html" });
    await used(sale.id, null, me.email.toUpperCase());
    const w = (await wallet(me.token, "used")).body.result;
    expect(w.list.find((x) => x.couponCode === sale.code)).toMatchObject({
      state: "used",
      detailCouponType: 3,
    });
  });

  it("Expired: ended, switched off, or used up by everyone; each says why", async () => {
    const me = await shopper();
    const ended = await coupon({ endsAt: new Date("2026-09-30T16:00:00Z") });
    const off = await coupon({ isActive: false });
    const gone = await coupon({ usageLimitTotal: 1 });
    for (const c of [ended, off, gone]) await claim(me.id, c.id);
    await used(gone.id, null, "someone.else@example.com");
    const w = (await wallet(me.token, "expired")).body.result;
    const line = (code: string) => w.list.find((x) => x.couponCode === code)?.dateText;
    expect(line(ended.code)).toBe("Expired Sep 30, 2026");
    expect(line(off.code)).toBe("This coupon is no longer offered.");
    expect(line(gone.code)).toBe("All of these coupons have been used.");
    expect(w.list.every((x) => x.state === "expired" && !x.canApply)).toBe(true);
  });

  it("a coupon not started yet is Available without Apply, saying when it starts", async () => {
    const me = await shopper();
    const later = await coupon({ startsAt: new Date("2031-01-15T17:00:00Z") });
    await claim(me.id, later.id);
    const w = (await wallet(me.token)).body.result;
    expect(w.list.find((x) => x.couponCode === later.code)).toMatchObject({
      state: "usable",
      dateText: "Starts Jan 15, 2031",
      canApply: false,
    });
  });

  it("Plus+ and subscriber coupons that ended show under Expired for 90 days, then leave the wallet", async () => {
    const member = await shopper({ customerGroup: "PLUS+" });
    const recent = await coupon({ detailCouponType: 1, endsAt: new Date(Date.now() - 89 * DAY) });
    const old = await coupon({ detailCouponType: 1, endsAt: new Date(Date.now() - 91 * DAY) });
    const w = (await wallet(member.token, "expired")).body.result;
    expect(codes(w)).toContain(recent.code);
    expect(codes(w)).not.toContain(old.code);
    // Nobody outside the group holds either.
    const plain = await shopper();
    expect(codes((await wallet(plain.token, "expired")).body.result)).not.toContain(recent.code);
  });

  it("Used lists the last used first; Expired the last ended first", async () => {
    const me = await shopper();
    const first = await coupon();
    const second = await coupon();
    const early = await coupon({ endsAt: new Date("2026-02-10T17:00:00Z") });
    const late = await coupon({ endsAt: new Date("2026-03-10T17:00:00Z") });
    for (const c of [first, second, early, late]) await claim(me.id, c.id);
    // The later use first, although its code sorts after the other's.
    await used(first.id, me.id, me.email, new Date("2026-05-01T15:00:00Z"));
    await used(second.id, me.id, me.email, new Date("2026-06-01T15:00:00Z"));
    const usedTab = (await wallet(me.token, "used")).body.result;
    expect(codes(usedTab)).toEqual([second.code, first.code]);
    const expiredTab = (await wallet(me.token, "expired")).body.result;
    expect(codes(expiredTab)).toEqual([late.code, early.code]);
    expect(usedTab.counts).toEqual({ usable: 0, used: 2, expired: 2 });
  });

  it("counts every tab whichever is asked for, and lists the soonest ending first", async () => {
    const me = await shopper();
    const soon = await coupon({ endsAt: new Date("2030-01-10T16:00:00Z") });
    const late = await coupon({ endsAt: new Date("2030-06-10T16:00:00Z") });
    const ended = await coupon({ endsAt: new Date("2026-01-10T16:00:00Z") });
    for (const c of [late, soon, ended]) await claim(me.id, c.id);
    const w = (await wallet(me.token, "usable")).body.result;
    expect(w.counts).toEqual({ usable: 2, used: 0, expired: 1 });
    expect(codes(w)).toEqual([soon.code, late.code]);
    expect((await wallet(me.token, "expired")).body.result.counts).toEqual({
      usable: 2,
      used: 0,
      expired: 1,
    });
  });

  it("lists at most 100 coupons in a tab and counts them all", async () => {
    const me = await shopper();
    const rows = await t.database.db
      .insert(coupons)
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          code: `MANY${i}-${++n}`,
          title: "Many",
          description: "",
          discountType: "fixed" as const,
          amount: 500,
          minSpendCents: 0,
          startsAt: new Date(Date.now() - DAY),
          endsAt: new Date("2031-05-28T16:00:00Z"),
          detailCouponType: 4,
        })),
      )
      .returning({ id: coupons.id });
    await t.database.db
      .insert(customerCoupons)
      .values(rows.map((r) => ({ customerId: me.id, couponId: r.id })));
    const w = (await wallet(me.token)).body.result;
    expect(w.counts.usable).toBe(101);
    expect(w.list).toHaveLength(100);
  });
});
