import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomizationProduct, CustomizeResult, SkuData } from "../../../contract/customization";
import { resultOf } from "../../../tests/helpers/call-json";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { products, productVariants } from "../../db/schema/catalog";

let t: TestApp;
/** A sofa-family product (is_customized 1, type 0), a bed-family one (2, type 1), a plain one. */
let sofa: number;
let bed: number;
let plain: number;

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, 1))
    .orderBy(asc(products.id));
  [sofa, bed, plain] = [rows[0].id, rows[1].id, rows[2].id];
  await t.database.db.update(products).set({ isCustomized: 1 }).where(eq(products.id, sofa));
  await t.database.db.update(products).set({ isCustomized: 2 }).where(eq(products.id, bed));
  await t.database.db.update(products).set({ isCustomized: 0 }).where(eq(products.id, plain));
  // Known price and stock on the display variant of each, so sums can be checked exactly.
  for (const [id, special] of [
    [sofa, 89_900],
    [bed, null],
  ] as const) {
    await t.database.db
      .update(productVariants)
      .set({ priceCents: 99_900, specialPriceCents: special, isInStock: true, qty: 7, maxSaleQty: 10 })
      .where(eq(productVariants.productId, id));
  }
}, 120_000);
afterAll(() => t?.close());

const configure = (product: number, type: number, ids: string) =>
  callJson<CustomizeResult>(t.app, `/api/customize/product?product_id=${product}&type=${type}&ids=${ids}`);
const checked = (p: CustomizationProduct) =>
  p.options.map((g) => g.stats.filter((s) => s.is_check === 1).map((s) => s.id));

describe("GET /api/customize/product", () => {
  it("prices a combination: the product's price plus each chosen stat's delta, in dollars", async () => {
    // Sofa with Chaise (+450), Velvet (+180), Forest Green (+50) on $999 / special $899.
    const { status, body, headers } = await configure(sofa, 0, "4,7,11");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("max-age=60");
    const sku: SkuData = body.result.skuData;
    expect(sku.price).toBe(1679);
    expect(sku.specialPrice).toBe(1579);
    expect(sku.favorable).toBe(100);
    expect(sku.discountContent).toBe("Save $100.00");
    expect(sku.priceList).toEqual([
      { label: "Base price", price: 899 },
      { label: "Options", price: 680 },
      { label: "Total", price: 1579 },
    ]);
    expect(sku.optionValue).toBe("Sofa with Chaise / Velvet / Forest Green");
    expect(sku.entityId).toBe(sofa);
    expect(sku.type).toBe(0);
    expect(sku.isInStock).toBe(1);
    expect(sku.qty).toBe(7);
    expect(sku.customizedModel).toBeNull();
    expect(sku.sku).toMatch(/-C4-7-11$/);
    expect(body.result.model).toBe(`${sofa}-4-7-11`);
    expect(checked(body.result.product)).toEqual([[4], [7], [11]]);
  });

  it("pictures the chosen configuration: its shape in the chosen colour (the preview follows fabric and colour)", async () => {
    // Sofa (view 1) in Oatmeal, then in Slate Blue; Sofa with Chaise (a sectional, view 4) in Forest Green.
    const oatmeal = await configure(sofa, 0, "3,6,9");
    expect(oatmeal.body.result.skuData.priceImage).toBe("/media/catalog/product/sofa-d8c8a8-1-800x800.svg");
    const slate = await configure(sofa, 0, "3,6,10");
    expect(slate.body.result.skuData.priceImage).toBe("/media/catalog/product/sofa-5a6f86-1-800x800.svg");
    const chaise = await configure(sofa, 0, "4,7,11");
    expect(chaise.body.result.skuData.priceImage).toBe(
      "/media/catalog/product/sectional-2f5240-4-800x800.svg",
    );
    // The preset (Signature Set in Signature Boucle); beds take their colour from the fabric.
    const preset = await configure(sofa, 0, "1,2");
    expect(preset.body.result.skuData.priceImage).toBe(
      "/media/catalog/product/sectional-eee6d8-1-800x800.svg",
    );
    const velvetKing = await configure(bed, 1, "2,6,9");
    expect(velvetKing.body.result.skuData.priceImage).toBe("/media/catalog/product/bed-6b4f7a-4-800x800.svg");
    // The picture is served.
    const res = await t.app.request(velvetKing.body.result.skuData.priceImage);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("without a special price favorable is 0 and the total is the price", async () => {
    const { body } = await configure(bed, 1, "2,6,9");
    expect(body.code).toBe(200);
    expect(body.result.skuData.specialPrice).toBeNull();
    expect(body.result.skuData.favorable).toBe(0);
    expect(body.result.skuData.discountContent).toBe("");
    expect(body.result.skuData.price).toBe(999 + 300 + 220 + 150);
    expect(body.result.skuData.priceList[2]).toEqual({ label: "Total", price: 1669 });
  });

  it("a stat that cannot be made now makes the configuration Out of Stock (isInStock 0, qty 0)", async () => {
    const { body } = await configure(sofa, 0, "3,8,9"); // Top-Grain Leather
    expect(body.result.skuData.isInStock).toBe(0);
    expect(body.result.skuData.qty).toBe(0);
  });

  it("refuses a disabled stat with 422", async () => {
    const { status, body } = await configure(sofa, 0, "5,6,9"); // L-Shaped Sectional is disabled
    expect(status).toBe(422);
    expect(body.message).toBe('Configuration "L-Shaped Sectional" is not available.');
  });

  it("refuses two ids of one group, a missing group and an id of another group", async () => {
    expect((await configure(sofa, 0, "3,4,9")).status).toBe(422);
    expect((await configure(sofa, 0, "3,6")).status).toBe(422);
    expect((await configure(sofa, 0, "6,3,9")).status).toBe(422);
    expect((await configure(sofa, 0, "3,6,99")).body.message).toMatch(/not an option of Color/);
  });

  it("type 0 with first id 1 becomes ids 1 and 2 (the preset; the other group does not apply)", async () => {
    const { body } = await configure(sofa, 0, "1,7,11");
    expect(body.code).toBe(200);
    expect(body.result.model).toBe(`${sofa}-1-2`);
    expect(checked(body.result.product)).toEqual([[1], [2], []]);
    expect(body.result.product.options[2].stats.every((s) => s.disable === 1)).toBe(true);
    expect(body.result.skuData.priceList[1]).toEqual({ label: "Options", price: 350 + 120 });
  });

  it("type 1 with first id 1 keeps the ids", async () => {
    const { body } = await configure(bed, 1, "1,5,8");
    expect(body.result.model).toBe(`${bed}-1-5-8`);
  });

  it("refuses a type that is not the product's with 422", async () => {
    const { status, body } = await configure(bed, 0, "1,5,8");
    expect(status).toBe(422);
    expect(body.message).toBe("type must be 1 for this product.");
  });

  it("answers 404 for an unknown product and 422 for one that is not customizable", async () => {
    const unknown = await configure(999_999, 0, "3,6,9");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
    const notCustom = await configure(plain, 0, "3,6,9");
    expect(notCustom.status).toBe(422);
    expect(notCustom.body.message).toBe("This product cannot be customized.");
  });

  it("refuses malformed ids with 422", async () => {
    expect((await configure(sofa, 0, "3;6")).status).toBe(422);
    expect((await callJson(t.app, `/api/customize/product?product_id=${sofa}&type=0`)).status).toBe(422);
  });
});

describe("GET /api/customize/subscribe", () => {
  it("a bare product code is the default model: each group's default stat", async () => {
    const r = await resultOf<{ product: CustomizationProduct; skuData: SkuData }>(
      t.app,
      `/api/customize/subscribe?model=${sofa}`,
    );
    expect(checked(r.product)).toEqual([[3], [6], [9]]);
    expect(r.skuData.priceList[1].price).toBe(0);
    expect(r.product.options.map((g) => g.content)).toEqual(["Configuration", "Fabric", "Color"]);
    expect(r.product.options[0].stats.find((s) => s.id === 5)?.disable).toBe(1);
  });

  it("a code from customizeProduct gives the same configuration back", async () => {
    const made = (await configure(bed, 1, "3,6,10")).body.result;
    const r = await resultOf<{ product: CustomizationProduct; skuData: SkuData }>(
      t.app,
      `/api/customize/subscribe?model=${made.model}`,
    );
    expect(r.skuData).toEqual(made.skuData);
  });

  it("answers 422 for a malformed code and 404 for an unknown product", async () => {
    expect((await callJson(t.app, "/api/customize/subscribe?model=abc")).status).toBe(422);
    expect((await callJson(t.app, "/api/customize/subscribe?model=999999")).status).toBe(404);
    expect((await callJson(t.app, `/api/customize/subscribe?model=${plain}`)).status).toBe(422);
  });
});
