import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OfferList } from "../../../contract/protection-constants";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testContext } from "../../../tests/helpers/test-deps";
import { categories, products, productVariants } from "../../db/schema/catalog";
import { findPlan } from "./protection.service";

// POST /api/extend/get-offer-list against the real app and database. Each test pins the price and
// category of a seeded variant, so the expected plans follow from the rule table alone.

let t: TestApp;
let skus: string[];

const offer = (body: unknown, contentType = "application/json") =>
  callJson<OfferList>(t.app, "/api/extend/get-offer-list", {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function offerFor(sku: string, extra: Record<string, unknown> = {}) {
  const res = await offer({ products: [{ referenceID: sku, ...extra }] });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result[sku];
}

/** Pins a seeded variant: its price, special price, subcategory and product status. */
async function pin(
  sku: string,
  item: { priceCents: number; specialCents?: number | null; sub: string; status?: number },
) {
  const db = t.database.db;
  const [cat] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.urlKey, item.sub));
  const [variant] = await db
    .update(productVariants)
    .set({ priceCents: item.priceCents, specialPriceCents: item.specialCents ?? null })
    .where(eq(productVariants.sku, sku))
    .returning({ productId: productVariants.productId });
  await db
    .update(products)
    .set({ categoryId: cat.id, status: item.status ?? 1 })
    .where(eq(products.id, variant.productId));
}

const summary = (plans: { planId: string; term: number; price: number; checked: boolean }[]) =>
  plans.map((p) => `${p.planId} ${p.term} ${p.price} ${p.checked ? "checked" : ""}`.trim());

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  // One variant of distinct products, so pinning one never changes another's category.
  const rows = (await t.database.db.execute(
    sql`select distinct on (product_id) sku from product_variants order by product_id, id limit 12`,
  )) as unknown as { rows: { sku: string }[] };
  skus = rows.rows.map((r) => r.sku);
});

afterAll(async () => {
  await t?.close();
});

describe("POST /api/extend/get-offer-list", () => {
  it("offers furniture 12/24/36-month plans priced from the server's price, the first checked", async () => {
    await pin(skus[0], { priceCents: 499_99, sub: "sofas-sectionals" });
    const plans = await offerFor(skus[0]);
    // 6 % / 9 % / 12 % of $499.99, rounded up to .99.
    expect(summary(plans)).toEqual(["FURN-12 12 3099 checked", "FURN-24 24 4599", "FURN-36 36 6099"]);
    expect(plans[0]).toEqual({
      planId: "FURN-12",
      offerPlanId: "FURN-12-3099",
      term: 12,
      price: 3099,
      title: "1-Year Furniture Protection Plan",
      checked: true,
    });
    expect(plans.map((p) => p.title)).toEqual([
      "1-Year Furniture Protection Plan",
      "2-Year Furniture Protection Plan",
      "3-Year Furniture Protection Plan",
    ]);
  });

  it("ignores the price and category the client sends", async () => {
    await pin(skus[0], { priceCents: 499_99, sub: "sofas-sectionals" });
    const honest = await offerFor(skus[0], { price: 499.99, category: "Furniture" });
    const tampered = await offerFor(skus[0], { price: 0.01, category: "Toys" });
    const tamperedHigh = await offerFor(skus[0], { price: "99999", category: "Appliances" });
    expect(tampered).toEqual(honest);
    expect(tamperedHigh).toEqual(honest);
    expect(honest[0].price).toBe(3099);
  });

  it("prices from the final price: a lower special price applies", async () => {
    await pin(skus[1], { priceCents: 399_99, specialCents: 200_00, sub: "recliners" });
    expect(summary(await offerFor(skus[1]))).toEqual([
      "FURN-12 12 1299 checked",
      "FURN-24 24 1899",
      "FURN-36 36 2499",
    ]);
  });

  it("applies the minimum plan price and the price bands", async () => {
    await pin(skus[2], { priceCents: 60_00, sub: "beds" });
    expect((await offerFor(skus[2])).map((p) => p.price)).toEqual([999, 1499, 1999]);
    // $1,000–$1,499.99: 85 % of the rate. 6 % × 0.85 of $1,000 = $51.00 → $51.99.
    await pin(skus[2], { priceCents: 1_000_00, sub: "beds" });
    expect((await offerFor(skus[2])).map((p) => p.price)).toEqual([5199, 7699, 10299]);
    // From $1,500: 70 %. 6 % × 0.7 of $2,000 = $84.00 → $84.99.
    await pin(skus[2], { priceCents: 2_000_00, sub: "beds" });
    expect((await offerFor(skus[2]))[0].price).toBe(8499);
  });

  it("offers appliances 24/36/60 months and outdoor items their own tier", async () => {
    await pin(skus[3], { priceCents: 300_00, sub: "dehumidifiers" });
    expect(summary(await offerFor(skus[3]))).toEqual([
      "APPL-24 24 2499 checked",
      "APPL-36 36 3399",
      "APPL-60 60 4899",
    ]);
    await pin(skus[4], { priceCents: 300_00, sub: "small-appliances" });
    expect((await offerFor(skus[4])).map((p) => p.planId)).toEqual(["APPL-24", "APPL-36", "APPL-60"]);
    await pin(skus[5], { priceCents: 300_00, sub: "fire-pits" });
    expect(summary(await offerFor(skus[5]))).toEqual([
      "OUTD-12 12 2199 checked",
      "OUTD-24 24 3399",
      "OUTD-36 36 4299",
    ]);
  });

  it("does not offer terms a massage chair over $1,000 already carries (3-year care)", async () => {
    await pin(skus[6], { priceCents: 800_00, sub: "massage-chairs" });
    expect((await offerFor(skus[6])).map((p) => p.term)).toEqual([24, 36, 60]);
    await pin(skus[6], { priceCents: 1_200_00, sub: "massage-chairs" });
    const plans = await offerFor(skus[6]);
    expect(summary(plans)).toEqual(["MASS-60 60 15399 checked"]);
  });

  it("maps items without plans to []: other categories, under $50, no longer sold, unknown sku", async () => {
    await pin(skus[7], { priceCents: 500_00, sub: "area-rugs" });
    await pin(skus[8], { priceCents: 500_00, sub: "ride-on-toys" });
    await pin(skus[9], { priceCents: 49_99, sub: "sofas-sectionals" });
    await pin(skus[10], { priceCents: 500_00, sub: "sofas-sectionals", status: 2 });
    await pin(skus[11], { priceCents: 50_00, sub: "sofas-sectionals" });
    const res = await offer({
      products: [skus[7], skus[8], skus[9], skus[10], "NO-SUCH-SKU", skus[11]].map((referenceID) => ({
        referenceID,
      })),
    });
    expect(res.status).toBe(200);
    expect(res.body.result[skus[7]]).toEqual([]);
    expect(res.body.result[skus[8]]).toEqual([]);
    expect(res.body.result[skus[9]]).toEqual([]);
    expect(res.body.result[skus[10]]).toEqual([]);
    expect(res.body.result["NO-SUCH-SKU"]).toEqual([]);
    expect(res.body.result[skus[11]]).toHaveLength(3);
  });

  it("answers in the order asked, so the first value is the first item's plans", async () => {
    await pin(skus[0], { priceCents: 499_99, sub: "sofas-sectionals" });
    await pin(skus[3], { priceCents: 300_00, sub: "dehumidifiers" });
    const res = await offer({
      products: [{ referenceID: skus[3] }, { referenceID: skus[0] }, { referenceID: skus[3] }],
    });
    expect(Object.keys(res.body.result)).toEqual([skus[3], skus[0]]);
    expect(Object.values(res.body.result)[0][0].planId).toBe("APPL-24");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    [{}, "products: must list at least one item"],
    [{ products: null }, "products: must list at least one item"],
    [{ products: [{ price: 10 }] }, "products.0.referenceID: is required"],
    [{ products: [{ referenceID: "  " }] }, "products.0.referenceID: is required"],
    [{ products: [{ referenceID: "A", planId: "x" }] }, "Unknown field in body"],
    [{ products: [{ referenceID: "A" }], total: 1 }, "Unknown field in body: total"],
    [{ products: "A" }, "products.0"],
    [{ products: Array.from({ length: 51 }, (_, i) => ({ referenceID: `S${i}` })) }, "at most 50 items"],
  ])("refuses a malformed body %j with 422", async (body, message) => {
    const res = await offer(body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.message).toContain(message);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await offer("{not json");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The request body is not valid JSON.");
  });
});

describe("findPlan (the cart re-prices an attached plan through it)", () => {
  const ctx = () => testContext(t.deps);

  it("finds the plan an offer id names at the item's current price", async () => {
    await pin(skus[0], { priceCents: 499_99, sub: "sofas-sectionals" });
    const plan = await findPlan(ctx(), { sku: skus[0], offerPlanId: "FURN-24-4599" });
    expect(plan).toEqual({
      planId: "FURN-24",
      offerPlanId: "FURN-24-4599",
      term: 24,
      price: 4599,
      title: "2-Year Furniture Protection Plan",
      checked: false,
    });
  });

  it("answers null for a stale offer (the price changed), an unknown offer or an unknown sku", async () => {
    // $450.00: 9 % = $40.50 → $40.99, so yesterday's $45.99 offer no longer matches.
    await pin(skus[0], { priceCents: 450_00, sub: "sofas-sectionals" });
    expect(await findPlan(ctx(), { sku: skus[0], offerPlanId: "FURN-24-4599" })).toBeNull();
    expect((await findPlan(ctx(), { sku: skus[0], offerPlanId: "FURN-24-4099" }))?.price).toBe(4099);
    expect(await findPlan(ctx(), { sku: skus[0], offerPlanId: "APPL-24-4099" })).toBeNull();
    expect(await findPlan(ctx(), { sku: "NO-SUCH-SKU", offerPlanId: "FURN-24-4599" })).toBeNull();
  });
});
