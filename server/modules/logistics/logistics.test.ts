import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Logistic, PickupConfig } from "../../../contract/logistics";
import { ZIP_MESSAGES } from "../../../contract/logistics-constants";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { products, productVariants } from "../../db/schema/catalog";

let t: TestApp;
/** A product this file shapes itself: one in-stock variant, "2-5" business days, not pickup. */
let plainId: number;
let plainPiid: number;
/** A second variant of the same product, out of stock. */
let oosPiid: number;
/** A pickup product. */
let pickupId: number;
let missingId: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const estimate = (body: Record<string, unknown>) =>
  callJson<Logistic | null>(t.app, "/v4/products/get-product-logistic", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Wed, Nov 26 2025, 10:00 in New York: the day before Thanksgiving. */
const NOW = new Date("2025-11-26T15:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  const [multi] = await rows<{ product_id: number }>(sql`
    select product_id from product_variants group by product_id having count(*) >= 2 order by product_id limit 1`);
  plainId = multi.product_id;
  const variants = await t.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, plainId))
    .orderBy(productVariants.position, productVariants.id);
  plainPiid = variants[0].id;
  oosPiid = variants[1].id;
  await t.database.db
    .update(products)
    .set({ businessDays: "2-5", productTag: null, presaleEndDate: null, isPickup: false, status: 1 })
    .where(eq(products.id, plainId));
  await t.database.db
    .update(productVariants)
    .set({ isInStock: true, qty: 50, fillTime: null })
    .where(eq(productVariants.productId, plainId));
  await t.database.db
    .update(productVariants)
    .set({ isInStock: false, qty: 0, fillTime: new Date("2025-12-10T12:00:00Z") })
    .where(eq(productVariants.id, oosPiid));
  const [other] = await rows<{ id: number }>(
    sql`select id from products where id <> ${plainId} order by id limit 1`,
  );
  pickupId = other.id;
  await t.database.db.update(products).set({ isPickup: true, status: 1 }).where(eq(products.id, pickupId));
  const [max] = await rows<{ m: number }>(sql`select max(id)::int as m from products`);
  missingId = max.m + 1000;
}, 120_000);

afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

function atNow(now: Date = NOW) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
}

describe("POST /v4/products/get-product-logistic", () => {
  it("dates an in-stock item by distance zone over business days (Thanksgiving skipped)", async () => {
    atNow();
    const nj = await estimate({ productId: plainId, zipcode: "08817" });
    expect(nj.status).toBe(200);
    expect(nj.body.result).toMatchObject({
      status: 1,
      logisticDate: "Get it by Tue, Dec 2",
      logisticZipCity: "New Brunswick, NJ 08817",
      region_code: "NJ",
      business_days: { min: 2, max: 3 },
      oosInfOfArrival: null,
    });
    expect(nj.body.result?.logisticText).toBe(
      "Free standard shipping to New Brunswick, NJ 08817: delivered in 2–3 business days.",
    );
    expect(nj.headers.get("cache-control")).toBe("no-store");

    const ca = await estimate({ productId: plainId, zipcode: "90602" });
    expect(ca.body.result).toMatchObject({
      status: 1,
      logisticDate: "Get it by Thu, Dec 4",
      logisticZipCity: "Whittier, CA 90602",
      business_days: { min: 4, max: 5 },
    });
    const il = await estimate({ productId: plainId, zipcode: "60601-1234" });
    expect(il.body.result).toMatchObject({
      logisticDate: "Get it by Wed, Dec 3",
      logisticZipCity: "Chicago, IL 60601",
    });
  });

  it("counts from the warehouse's day: late evening in New York is still that day", async () => {
    atNow(new Date("2025-11-27T02:30:00Z")); // Nov 26, 21:30 in New York
    const r = await estimate({ productId: plainId, zipcode: "08817" });
    expect(r.body.result?.logisticDate).toBe("Get it by Tue, Dec 2");
  });

  it("uses the product's businessDays range", async () => {
    atNow();
    await t.database.db.update(products).set({ businessDays: "7-10" }).where(eq(products.id, plainId));
    try {
      const r = await estimate({ productId: plainId, zipcode: "08817" });
      // 7-10, near zone → 7–8 business days: Fri 28, Mon 1 … Tue 9.
      expect(r.body.result).toMatchObject({
        business_days: { min: 7, max: 8 },
        logisticDate: "Get it by Tue, Dec 9",
      });
    } finally {
      await t.database.db.update(products).set({ businessDays: "2-5" }).where(eq(products.id, plainId));
    }
  });

  it("an out-of-stock variant: status 0, refill date plus transit, oosInfOfArrival", async () => {
    atNow();
    const r = await estimate({ productId: plainId, zipcode: "08817", piid: oosPiid });
    expect(r.body.result).toMatchObject({
      status: 0,
      logisticDate: "Get it by Mon, Dec 15",
      oosInfOfArrival: "Expected back in stock by Wed, Dec 10.",
    });
    // Without a refill date there is no date.
    await t.database.db
      .update(productVariants)
      .set({ fillTime: null })
      .where(eq(productVariants.id, oosPiid));
    try {
      const none = await estimate({ productId: plainId, zipcode: "08817", piid: oosPiid });
      expect(none.body.result).toMatchObject({
        status: 0,
        logisticDate: null,
        oosInfOfArrival: "Out of stock. The restock date is not known yet.",
      });
    } finally {
      await t.database.db
        .update(productVariants)
        .set({ fillTime: new Date("2025-12-10T12:00:00Z") })
        .where(eq(productVariants.id, oosPiid));
    }
  });

  it("a piid of another product falls back to the default (first in-stock) variant", async () => {
    atNow();
    const [foreign] = await rows<{ id: number }>(
      sql`select id from product_variants where product_id <> ${plainId} order by id limit 1`,
    );
    const r = await estimate({ productId: plainId, zipcode: "08817", piid: foreign.id });
    expect(r.body.result?.status).toBe(1);
    const own = await estimate({ productId: plainId, zipcode: "08817", piid: plainPiid });
    expect(own.body.result?.status).toBe(1);
  });

  it("a pre-order ships 10–15 business days after arrival (presale end), then transit", async () => {
    atNow();
    await t.database.db
      .update(products)
      .set({ productTag: "Super Early Bird", presaleEndDate: new Date("2025-12-01T17:00:00Z") })
      .where(eq(products.id, plainId));
    try {
      const r = await estimate({ productId: plainId, zipcode: "08817" });
      // Mon Dec 1 + 15 + 3 business days, Christmas skipped → Fri Dec 26.
      expect(r.body.result).toMatchObject({ status: 1, logisticDate: "Get it by Fri, Dec 26" });
      expect(r.body.result?.logisticText).toContain("ships 10–15 business days after it arrives");
    } finally {
      await t.database.db
        .update(products)
        .set({ productTag: null, presaleEndDate: null })
        .where(eq(products.id, plainId));
    }
  });

  it("refuses Alaska, Hawaii, Puerto Rico, Guam and military zip codes with code 400 and a message", async () => {
    const cases: [string, string][] = [
      ["99501", "Alaska"],
      ["96813", "Hawaii"],
      ["00901", "Puerto Rico"],
      ["96910", "Guam"],
      ["09001", "military APO/FPO/DPO"],
      ["34001", "military APO/FPO/DPO"],
      ["96201", "military APO/FPO/DPO"],
    ];
    for (const [zip, place] of cases) {
      const r = await estimate({ productId: plainId, zipcode: zip });
      expect(r.status, zip).toBe(200);
      expect(r.body.code).toBe(400);
      expect(r.body.result).toBeNull();
      expect(r.body.message).toContain(`We do not ship to ${place}`);
    }
  });

  it("invalid zip codes answer 422 with the US postcode message", async () => {
    for (const zipcode of ["", "1234", "123456", "abcde", "90602-12", "00000", "21301"]) {
      const r = await estimate({ productId: plainId, zipcode });
      expect(r.status, zipcode).toBe(422);
      expect(r.body.message).toContain(ZIP_MESSAGES.invalid);
    }
    const missing = await estimate({ productId: plainId });
    expect(missing.status).toBe(422);
  });

  it("accepts a url-encoded form too (the request layer's default)", async () => {
    atNow();
    const r = await callJson<Logistic>(t.app, "/v4/products/get-product-logistic", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ productId: String(plainId), zipcode: "08817" }).toString(),
    });
    expect(r.body.result.logisticDate).toBe("Get it by Tue, Dec 2");
  });

  it("unknown product → 404; bad productId → 422", async () => {
    const r = await estimate({ productId: missingId, zipcode: "08817" });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(404);
    expect((await estimate({ productId: "x", zipcode: "08817" })).status).toBe(422);
  });
});

describe("GET /api/product-pickup-config", () => {
  const pickup = (id: number | string) =>
    callJson<{ pickup_config: PickupConfig | null }>(t.app, `/api/product-pickup-config?product_id=${id}`);

  it("gives the NJ store only to is_pickup products", async () => {
    const yes = await pickup(pickupId);
    expect(yes.status).toBe(200);
    expect(yes.body.result.pickup_config).toMatchObject({
      region_short: "NJ",
      postcode: "08817",
      city: "Edison",
    });
    expect(Object.keys(yes.body.result.pickup_config ?? {}).sort()).toEqual(
      [
        "city",
        "details",
        "discountText",
        "mapUrl",
        "pickup_daly",
        "pickup_weekly",
        "postcode",
        "region_short",
        "storeAddress",
        "street",
        "title",
      ].sort(),
    );
    expect(yes.headers.get("cache-control")).toContain("public, max-age=60");
    const no = await pickup(plainId);
    expect(no.body.result.pickup_config).toBeNull();
  });

  it("unknown product → 404, bad id → 422", async () => {
    expect((await pickup(missingId)).status).toBe(404);
    expect((await pickup("abc")).status).toBe(422);
  });
});
