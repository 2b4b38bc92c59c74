import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CouponWallet } from "../../../contract/coupons-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons, offerGrants } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import {
  addToCart,
  customerWithSession,
  productSupply,
  type SeededProduct,
  seededProducts,
  sendJson,
  type Who,
} from "../cart/cart.testing";
import { couponUsed } from "../order/coupon-use.testing";
import { grantOffer, offerCode } from "./offer-grants";

// Coupons given by marketing offers against the real app and database: once per address and once
// per customer, real coupon rows issued to one address (usable by that shopper only, in their
// wallet, never on a product page's list), uses left counted from placed orders.

let t: TestApp;
let product: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  product = productSupply(t, await seededProducts(t));
});
afterAll(() => t.close());

const NOW = new Date("2026-11-28T15:00:00Z");
let n = 0;
const address = () => `offer.${Date.now()}.${++n}@example.com`;

const BUNDLE = [
  {
    amountCents: 1_000,
    minSpendCents: 5_000,
    title: "Welcome",
    description: "On orders of $50+",
    validNum: 2,
  },
  {
    amountCents: 5_000,
    minSpendCents: 50_000,
    title: "Welcome",
    description: "On orders of $500+",
    validNum: 1,
  },
];

const grant = (
  email: string,
  customerId: number | null,
  over: Partial<Parameters<typeof grantOffer>[2]> = {},
) =>
  t.database.db.transaction((tx) =>
    grantOffer(tx, NOW, { offer: "subscribe", email, customerId, validDays: 90, coupons: BUNDLE, ...over }),
  );

describe("offer grants", () => {
  it("issues the offer's coupons to the address, valid for the days given, with their uses", async () => {
    const email = address();
    const g = await grant(email.toUpperCase(), null);
    expect(g.granted).toBe(true);
    expect(g.expiresAt.toISOString()).toBe("2027-02-26T15:00:00.000Z");
    expect(g.couponList).toEqual([
      { discount: "$10", desc: "On orders of $50+", validNum: 2 },
      { discount: "$50", desc: "On orders of $500+", validNum: 1 },
    ]);
    expect(g.codes).toHaveLength(2);
    for (const code of g.codes) expect(code).toMatch(/^WELCOME-[2-9A-HJ-NP-Z]{10}$/);
    const rows = await t.database.db.select().from(coupons).where(eq(coupons.ownerEmail, email));
    expect(rows.map((r) => [r.amount, r.minSpendCents, r.usageLimitTotal, r.endsAt?.toISOString()])).toEqual([
      [1_000, 5_000, 2, "2027-02-26T15:00:00.000Z"],
      [5_000, 50_000, 1, "2027-02-26T15:00:00.000Z"],
    ]);
  });

  it("gives nothing the second time for the same address, and answers the earlier coupons", async () => {
    const email = address();
    const first = await grant(email, null);
    const again = await grant(` ${email.toUpperCase()} `, null);
    expect(again.granted).toBe(false);
    expect(again.codes).toEqual(first.codes);
    expect(await t.database.db.$count(coupons, eq(coupons.ownerEmail, email))).toBe(2);
  });

  it("gives nothing to the same customer under another address", async () => {
    const c = await customerWithSession(t);
    expect((await grant(address(), c.customerId)).granted).toBe(true);
    const other = address();
    const again = await grant(other, c.customerId);
    expect(again.granted).toBe(false);
    expect(await t.database.db.$count(coupons, eq(coupons.ownerEmail, other))).toBe(0);
  });

  it("another offer, or another period of the same offer, is a grant of its own", async () => {
    const email = address();
    expect((await grant(email, null)).granted).toBe(true);
    expect((await grant(email, null, { offer: "baby", coupons: [BUNDLE[0]], validDays: 30 })).granted).toBe(
      true,
    );
    expect(
      (await grant(email, null, { offer: "birthday", period: "2026", coupons: [BUNDLE[0]] })).granted,
    ).toBe(true);
    expect(
      (await grant(email, null, { offer: "birthday", period: "2026", coupons: [BUNDLE[0]] })).granted,
    ).toBe(false);
    expect(
      (await grant(email, null, { offer: "birthday", period: "2027", coupons: [BUNDLE[0]] })).granted,
    ).toBe(true);
    expect(await t.database.db.$count(offerGrants, eq(offerGrants.email, email))).toBe(4);
  });

  it("two grants at once give once", async () => {
    const email = address();
    const both = await Promise.all([grant(email, null), grant(email, null)]);
    expect(both.map((g) => g.granted).sort()).toEqual([false, true]);
    expect(await t.database.db.$count(coupons, eq(coupons.ownerEmail, email))).toBe(2);
  });

  it("counts the uses left from placed orders (0 when used up)", async () => {
    const email = address();
    const g = await grant(email, null);
    const [first] = await t.database.db.select().from(coupons).where(eq(coupons.code, g.codes[0]));
    await couponUsed(t.database.db, first.id, null, email);
    await couponUsed(t.database.db, first.id, null, email);
    const again = await grant(email, null);
    expect(again.couponList.map((c) => c.validNum)).toEqual([0, 1]);
  });

  it("codes are random and readable", () => {
    const codes = new Set(Array.from({ length: 200 }, () => offerCode("baby")));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).not.toMatch(/[01IO]/);
  });
});

describe("an issued coupon at the cart and in the wallet", () => {
  async function customerWithCart(email: string) {
    const c = await customerWithSession(t);
    await t.database.db.update(customers).set({ email }).where(eq(customers.id, c.customerId));
    const who: Who = { bearer: c.token };
    const p = await product();
    const added = await addToCart(
      t,
      { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } },
      who,
    );
    expect(added.body.code).toBe(200);
    return { ...c, who };
  }

  it("only the shopper with that address may use it, without claiming it", async () => {
    const ownerEmail = address();
    const g = await grant(ownerEmail, null, {
      coupons: [
        { amountCents: 500, minSpendCents: 0, title: "Welcome", description: "Any order", validNum: 1 },
      ],
    });
    const owner = await customerWithCart(ownerEmail);
    const applied = await sendJson(
      t,
      "POST",
      "/api/cart/apply_coupon",
      { coupon_code: g.codes[0] },
      owner.who,
    );
    expect(applied.body.code).toBe(200);
    expect(applied.body.result.discount_amount).toBe(5);

    const stranger = await customerWithCart(address());
    const refused = await sendJson(
      t,
      "POST",
      "/api/cart/apply_coupon",
      { coupon_code: g.codes[0] },
      stranger.who,
    );
    expect(refused.body).toMatchObject({
      code: 400,
      message: "This coupon was issued to another email address.",
    });

    // The owner's cart list offers it; the stranger's does not.
    const listed = async (who: Who) => {
      const res = await sendJson(t, "POST", "/v4/coupons/list", {}, who);
      expect(res.body.code).toBe(200);
      return (res.body.result as unknown as { list: { couponCode: string }[] }).list.map((c) => c.couponCode);
    };
    expect(await listed(owner.who)).toContain(g.codes[0]);
    expect(await listed(stranger.who)).not.toContain(g.codes[0]);
  });

  it("shows in the owner's My Coupons and never in a product page's coupon list", async () => {
    const ownerEmail = address();
    const g = await grant(ownerEmail, null, {
      coupons: [
        { amountCents: 700, minSpendCents: 0, title: "Welcome", description: "Any order", validNum: 1 },
      ],
    });
    const owner = await customerWithCart(ownerEmail);
    const wallet = await sendJson(t, "POST", "/api/CouponList", {}, owner.who);
    expect(wallet.body.code).toBe(200);
    const held = (wallet.body.result as unknown as CouponWallet).list.map((c) => c.couponCode);
    expect(held).toContain(g.codes[0]);
    const p = await product();
    const listed = await sendJson(
      t,
      "GET",
      `/v4/products/detail-coupons?productId=${p.productId}`,
      undefined,
      owner.who,
    );
    expect(listed.body.code).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(g.codes[0]);
  });
});
