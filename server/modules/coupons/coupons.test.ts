import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COUPON_TERMS,
  type CouponItem,
  type DetailCoupons,
  SIGN_IN_REQUIRED_CODE,
} from "../../../contract/coupons-constants";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testContext } from "../../../tests/helpers/test-deps";
import { products } from "../../db/schema/catalog";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { homeBlocks } from "../../db/schema/site";
import { getJson, postJson, registerAccount } from "../customer/auth.testing";
import { claimCoupon, detailCoupons } from "./coupons.service";

// GET /v4/products/detail-coupons and POST /v4/products/coupon-apply against the real app and the
// coupons the migration seeds (FURNITURE10, APPLIANCE5, PLUS15, SUBSCRIBE10, PATIO25), plus coupons
// each test inserts with its own code.

let t: TestApp;
let furnitureId: number;
let applianceId: number;
let otherFurnitureId: number;

const DAY = 86_400_000;
const list = (productId: number | string) =>
  callJson<DetailCoupons>(t.app, `/v4/products/detail-coupons?productId=${productId}`);
const apply = (body: unknown) =>
  callJson<{ couponCode: string } | null>(t.app, "/v4/products/coupon-apply", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const itemsOf = (r: DetailCoupons): CouponItem[] => r.productList[0].couponList.flatMap((g) => g.list);
const codesOf = async (productId: number) => {
  const res = await list(productId);
  expect(res.status, res.body.message).toBe(200);
  return itemsOf(res.body.result).map((i) => i.couponCode);
};
const ctx = () => testContext(t.deps);

async function addCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      title: "Test coupon",
      description: "Test terms",
      discountType: "fixed",
      amount: 500,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      detailCouponType: 4,
      appliesTo: "products",
      productIds: [furnitureId],
      ...values,
    })
    .returning({ id: coupons.id });
  return row.id;
}

async function productIn(categoryId: number, skip = 0): Promise<number> {
  const res = (await t.database.db.execute(
    sql`select product_id from product_categories where category_id = ${categoryId} order by product_id offset ${skip} limit 1`,
  )) as unknown as { rows: { product_id: number }[] };
  return res.rows[0].product_id;
}

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  furnitureId = await productIn(2); // Furniture (top level): listed through its subcategory
  otherFurnitureId = await productIn(2, 1);
  applianceId = await productIn(5); // Appliances
});

afterAll(async () => {
  await t?.close();
});

describe("GET /v4/products/detail-coupons", () => {
  it("lists the coupons for every product and for the product's category tree, grouped in order", async () => {
    const res = await list(furnitureId);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const r = res.body.result;
    expect(r.blockId).toBe(`detail-coupons-${furnitureId}`);
    const p = r.productList[0];
    expect(p.productId).toBe(furnitureId);
    expect(p.showDetailCoupon).toBe(true);
    expect(p.showPlusBanner).toBe(true);
    expect(p.descriptionList).toEqual([...COUPON_TERMS]);
    expect(p.couponList.map((g) => g.title)).toEqual([
      "Plus+ Member Coupons",
      "Subscriber Coupons",
      "Claim Coupons",
    ]);
    const furniture = p.couponList[2].list.find((i) => i.couponCode === "FURNITURE10");
    expect(furniture).toMatchObject({
      discountText: "$10 OFF",
      description: "On orders of $100+ in Furniture",
      isReceived: false,
      url: null,
      status: 1,
      detailCouponType: 4,
    });
    expect(furniture?.dateText).toMatch(/^Valid until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // Found by code: other tests add coupons to this product, in whatever order they run.
    const plus = p.couponList[0].list.find((i) => i.couponCode === "PLUS15");
    expect(plus).toMatchObject({
      couponCode: "PLUS15",
      discountText: "15% OFF",
      dateText: "No expiration date",
    });
    expect(itemsOf(r).map((i) => i.couponCode)).not.toContain("APPLIANCE5");
    expect(itemsOf(r).map((i) => i.couponCode)).not.toContain("PATIO25");
  });

  it("a category coupon applies only inside its category", async () => {
    const codes = await codesOf(applianceId);
    expect(codes).toContain("APPLIANCE5");
    expect(codes).not.toContain("FURNITURE10");
  });

  it("link coupons carry their url and form their own group", async () => {
    const outdoorId = await productIn(3);
    const res = await list(outdoorId);
    const group = res.body.result.productList[0].couponList.find((g) => g.title === "Sale Coupons");
    expect(group?.list).toEqual([
      expect.objectContaining({ couponCode: "PATIO25", url: "/outdoor.html", detailCouponType: 3 }),
    ]);
  });

  it("a product coupon applies to its products only", async () => {
    await addCoupon({ code: "ONLYTHIS7", productIds: [furnitureId] });
    expect(await codesOf(furnitureId)).toContain("ONLYTHIS7");
    expect(await codesOf(otherFurnitureId)).not.toContain("ONLYTHIS7");
  });

  it("leaves out ended, not yet started and inactive coupons", async () => {
    await addCoupon({
      code: "ENDED1",
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    await addCoupon({ code: "LATER1", startsAt: new Date(Date.now() + DAY) });
    await addCoupon({ code: "OFF1", isActive: false });
    await addCoupon({ code: "OPEN1", endsAt: null });
    const codes = await codesOf(furnitureId);
    expect(codes).toContain("OPEN1");
    expect(codes).not.toContain("ENDED1");
    expect(codes).not.toContain("LATER1");
    expect(codes).not.toContain("OFF1");
  });

  it("a sold-out coupon is disabled with the reason as its description", async () => {
    const id = await addCoupon({ code: "SOLDOUT1", usageLimitTotal: 1 });
    await t.database.db.insert(customerCoupons).values({ customerId: 9001, couponId: id });
    const item = itemsOf((await list(furnitureId)).body.result).find((i) => i.couponCode === "SOLDOUT1");
    expect(item).toMatchObject({ status: 0, description: "All of these coupons have been claimed." });
    // The customer who holds it still sees it usable and received.
    const mine = itemsOf(await detailCoupons(ctx(), furnitureId, { customerId: 9001, isPlusMember: true }));
    expect(mine.find((i) => i.couponCode === "SOLDOUT1")).toMatchObject({ status: 1, isReceived: true });
  });

  it("every coupon is disabled on a product that takes no coupons", async () => {
    await t.database.db
      .update(products)
      .set({ couponUseabled: false })
      .where(eq(products.id, otherFurnitureId));
    try {
      const items = itemsOf((await list(otherFurnitureId)).body.result);
      expect(items.length).toBeGreaterThan(0);
      for (const i of items)
        expect(i).toMatchObject({ status: 0, description: "Coupons do not apply to this item." });
    } finally {
      await t.database.db
        .update(products)
        .set({ couponUseabled: true })
        .where(eq(products.id, otherFurnitureId));
    }
  });

  it("hides the Plus+ banner from members and ranks the product in its category by sales", async () => {
    const r = await detailCoupons(ctx(), furnitureId, { customerId: 9002, isPlusMember: true });
    expect(r.productList[0].showPlusBanner).toBe(false);
    const [p] = await t.database.db.select().from(products).where(eq(products.id, furnitureId));
    const ahead = await t.database.db.$count(
      products,
      sql`${products.categoryId} = ${p.categoryId} and ${products.status} = 1 and (${products.salesCount} > ${p.salesCount} or (${products.salesCount} = ${p.salesCount} and ${products.id} < ${p.id}))`,
    );
    expect(r.rank).toBe(ahead + 1);
    expect(r.rankCategory).toEqual(expect.any(String));
  });

  it("answers 404 for an unknown product and 422 for a bad id", async () => {
    const missing = await list(99_999_999);
    expect([missing.status, missing.body.code]).toEqual([404, 404]);
    for (const bad of ["abc", "0", "-3", "1.5"]) {
      const res = await list(bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.message).toMatch(/^productId: /);
    }
    const none = await callJson(t.app, "/v4/products/detail-coupons");
    expect([none.status, none.body.message]).toEqual([422, "productId: is required"]);
  });
});

describe("POST /v4/products/coupon-apply", () => {
  it("asks a guest to sign in for a claimable coupon, with an envelope code and HTTP 200", async () => {
    for (const code of ["FURNITURE10", "furniture10"]) {
      const res = await apply({ couponCode: code });
      expect([res.status, res.body.code, res.body.message, res.body.result]).toEqual([
        200,
        SIGN_IN_REQUIRED_CODE,
        "Please sign in to get this coupon.",
        null,
      ]);
    }
  });

  it("refuses unknown, ended, not started, inactive and not claimable codes with 422", async () => {
    await addCoupon({
      code: "ENDED2",
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    await addCoupon({ code: "LATER2", startsAt: new Date(Date.now() + DAY) });
    await addCoupon({ code: "OFF2", isActive: false });
    const cases: [string, string][] = [
      ["NOSUCHCODE", "This coupon code is not valid."],
      ["OFF2", "This coupon code is not valid."],
      ["ENDED2", "This coupon has expired."],
      ["LATER2", "This coupon is not available yet."],
      ["PLUS15", "This coupon cannot be claimed here."],
      ["SUBSCRIBE10", "This coupon cannot be claimed here."],
      ["PATIO25", "This coupon cannot be claimed here."],
    ];
    for (const [code, message] of cases) {
      const res = await apply({ couponCode: code });
      expect([res.status, res.body.code, res.body.message], code).toEqual([422, 422, message]);
    }
  });

  it("refuses a malformed body with 422", async () => {
    for (const body of [
      {},
      { couponCode: "" },
      { couponCode: "   " },
      { couponCode: 5 },
      { couponCode: "X", extra: 1 },
    ]) {
      const res = await apply(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it("a signed-in customer claims once, within the total limit", async () => {
    const id = await addCoupon({ code: "CLAIM2", usageLimitTotal: 2 });
    const first = await claimCoupon(ctx(), "claim2", { customerId: 501, isPlusMember: false });
    expect(first).toMatchObject({
      code: 200,
      message: "Coupon received! It is saved in My Account under Coupons.",
      result: { couponCode: "CLAIM2" },
    });
    await expect(claimCoupon(ctx(), "CLAIM2", { customerId: 501, isPlusMember: false })).rejects.toThrow(
      "You already have this coupon.",
    );
    await claimCoupon(ctx(), "CLAIM2", { customerId: 502, isPlusMember: false });
    await expect(claimCoupon(ctx(), "CLAIM2", { customerId: 503, isPlusMember: false })).rejects.toThrow(
      "All of these coupons have been claimed.",
    );
    expect(await t.database.db.$count(customerCoupons, eq(customerCoupons.couponId, id))).toBe(2);
  });
});

describe("coupons for a signed-in customer (the session is the viewer)", () => {
  it("Get Now with a customer session claims the coupon, and the list then shows it received", async () => {
    await addCoupon({ code: "SESSION9" });
    const { token } = await registerAccount(t.app, "coupon-claimer@example.com");
    const who = { bearer: token };
    const claimed = await postJson<{ couponCode: string }>(
      t.app,
      "/v4/products/coupon-apply",
      { couponCode: "session9" },
      who,
    );
    expect([claimed.status, claimed.body.code, claimed.body.message]).toEqual([
      200,
      200,
      "Coupon received! It is saved in My Account under Coupons.",
    ]);
    const listed = await getJson<DetailCoupons>(
      t.app,
      `/v4/products/detail-coupons?productId=${furnitureId}`,
      who,
    );
    expect(itemsOf(listed.body.result).find((i) => i.couponCode === "SESSION9")).toMatchObject({
      isReceived: true,
    });
    // The same list for a guest (no token) knows nothing of the claim.
    const guest = await list(furnitureId);
    expect(itemsOf(guest.body.result).find((i) => i.couponCode === "SESSION9")).toMatchObject({
      isReceived: false,
    });
  });

  it("shows a Plus+ member no Plus+ banner, from the customer group of the session", async () => {
    const { token } = await registerAccount(t.app, "plus-member@example.com");
    await t.database.db
      .update(customers)
      .set({ customerGroup: "PLUS+" })
      .where(eq(customers.email, "plus-member@example.com"));
    await addCoupon({ code: "PLUSONLY9", detailCouponType: 1 });
    const member = await getJson<DetailCoupons>(
      t.app,
      `/v4/products/detail-coupons?productId=${furnitureId}`,
      {
        bearer: token,
      },
    );
    expect(member.body.result.productList[0].showPlusBanner).toBe(false);
    expect(member.body.result.plusImg).toBeNull();
    const guest = (await list(furnitureId)).body.result;
    expect(guest.productList[0].showPlusBanner).toBe(true);
    // The operator's Plus+ picture (the cart's, a home_blocks row) goes with the Plus+ banner.
    const [plus] = await t.database.db.select().from(homeBlocks).where(eq(homeBlocks.kind, "plus_cart"));
    expect(plus.image).toBeTruthy();
    expect(guest.plusImg).toBe(plus.image);
  });
});
