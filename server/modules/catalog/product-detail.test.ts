import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../contract/catalog";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { categories, products, productVariants, tierPrices, variantImages } from "../../db/schema/catalog";

let t: TestApp;
/** A product with at least three variants (the selection rules need a choice). */
let productId: number;
let variantIds: number[];
/** A variant of some other product. */
let foreignPiid: number;

const detail = (path: string) => callJson<ProductDetail>(t.app, path);
const setVariant = (id: number, values: Partial<typeof productVariants.$inferInsert>) =>
  t.database.db.update(productVariants).set(values).where(eq(productVariants.id, id));

beforeAll(async () => {
  t = await createTestApp({ products: 80 });
  const [row] = await t.database.db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.status, 1))
    .groupBy(productVariants.productId)
    .having(sql`count(*) >= 3`)
    .orderBy(productVariants.productId)
    .limit(1);
  productId = row.productId;
  const variants = await t.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  variantIds = variants.map((v) => v.id);
  const [other] = await t.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(sql`${productVariants.productId} <> ${productId}`)
    .limit(1);
  foreignPiid = other.id;
  // A known stock picture: every variant in stock with plenty on hand.
  for (const id of variantIds)
    await setVariant(id, { isInStock: true, qty: 50, maxSaleQty: 10, minSaleQty: 1 });
});

afterAll(() => t?.close());

describe("GET /api/product/:id", () => {
  it("answers the product's identity, breadcrumbs, categories, texts and every variant", async () => {
    const { status, body } = await detail(`/api/product/${productId}`);
    expect(status).toBe(200);
    const p = body.result;
    const [row] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(p).toMatchObject({
      entity_id: productId,
      product_id: productId,
      name: row.name,
      item_no: row.itemNo,
      gtin: row.gtin,
      type_id: row.typeId,
      url_path: `/${row.urlPath}`,
      status: 1,
      texts: {
        key_features: row.keyFeatures,
        specifications: row.specifications,
        product_care: row.productCare,
      },
      highlights: row.highlights,
      rating: { rating_summary: row.ratingSummary, reviews_count: row.reviewsCount },
    });
    expect(p.relation.map((v) => v.piid)).toEqual(variantIds);
    // Breadcrumbs run from the top category down to the product's own category.
    const own = (await t.database.db.select().from(categories).where(eq(categories.id, row.categoryId)))[0];
    expect(p.position.at(-1)).toEqual({ entity_id: own.id, name: own.name, url_path: `/${own.urlPath}` });
    expect(p.position[0].entity_id).toBe(own.parentId ?? own.id);
    expect(p.category_list.map((c) => c.id)).toEqual(
      expect.arrayContaining(p.position.map((c) => c.entity_id)),
    );
    // The selected variant's values are repeated at the top level.
    const selected = p.relation.find((v) => v.piid === p.piid);
    expect(selected).toBeDefined();
    expect(p.sku).toBe(selected?.sku);
    expect(p.inventory).toEqual(selected?.inventory);
    expect(p.gallery).toEqual(selected?.gallery);
    expect(p.gallery.length).toBeGreaterThan(0);
    for (const image of p.gallery) {
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.pre_image).not.toBe("");
    }
  });

  it("selects the variant the piid query names", async () => {
    const { body } = await detail(`/api/product/${productId}?piid=${variantIds[2]}`);
    expect(body.result.piid).toBe(variantIds[2]);
    expect(body.result.sku).toBe(body.result.relation[2].sku);
  });

  it("ignores a piid of another product and falls back to the first in-stock variant", async () => {
    await setVariant(variantIds[0], { isInStock: false, qty: 0 });
    try {
      const { body } = await detail(`/api/product/${productId}?piid=${foreignPiid}`);
      expect(body.result.piid).toBe(variantIds[1]);
      const { body: plain } = await detail(`/api/product/${productId}`);
      expect(plain.result.piid).toBe(variantIds[1]);
    } finally {
      await setVariant(variantIds[0], { isInStock: true, qty: 50 });
    }
  });

  it("still honours a piid naming an out-of-stock variant", async () => {
    await setVariant(variantIds[1], { isInStock: false, qty: 0 });
    try {
      const { body } = await detail(`/api/product/${productId}?piid=${variantIds[1]}`);
      expect(body.result.piid).toBe(variantIds[1]);
      expect(body.result.inventory).toMatchObject({ is_in_stock: false, usable_qty: 0 });
    } finally {
      await setVariant(variantIds[1], { isInStock: true, qty: 50 });
    }
  });

  it("falls back to the first variant when none is in stock", async () => {
    for (const id of variantIds) await setVariant(id, { isInStock: false, qty: 0 });
    try {
      const { body } = await detail(`/api/product/${productId}`);
      expect(body.result.piid).toBe(variantIds[0]);
    } finally {
      for (const id of variantIds) await setVariant(id, { isInStock: true, qty: 50 });
    }
  });

  it("caps usable_qty at the per-order maximum and the stock on hand; 0 when out of stock", async () => {
    await setVariant(variantIds[0], { qty: 50, maxSaleQty: 10, minSaleQty: 2 });
    await setVariant(variantIds[1], { qty: 3, maxSaleQty: 10 });
    await setVariant(variantIds[2], { qty: 7, isInStock: false, fillTime: new Date("2027-01-15T00:00:00Z") });
    try {
      const { body } = await detail(`/api/product/${productId}`);
      const [a, b, c] = body.result.relation;
      expect(a.inventory).toEqual({ is_in_stock: true, min_sale_qty: 2, usable_qty: 10, qty: 50 });
      expect(b.inventory).toEqual({ is_in_stock: true, min_sale_qty: 1, usable_qty: 3, qty: 3 });
      expect(c.inventory).toEqual({ is_in_stock: false, min_sale_qty: 1, usable_qty: 0, qty: 7 });
      expect(c.product_fill_time).toBe("2027-01-15T00:00:00.000Z");
      expect(a.product_fill_time).toBeNull();
    } finally {
      await setVariant(variantIds[0], { qty: 50, maxSaleQty: 10, minSaleQty: 1 });
      await setVariant(variantIds[1], { qty: 50 });
      await setVariant(variantIds[2], { qty: 50, isInStock: true, fillTime: null });
    }
  });

  it("answers prices in dollars: final price is the special price only when it is lower", async () => {
    await setVariant(variantIds[0], {
      priceCents: 129_999,
      specialPriceCents: 99_950,
      plusPriceCents: 89_900,
    });
    await setVariant(variantIds[1], { priceCents: 50_000, specialPriceCents: 55_000, plusPriceCents: null });
    try {
      const { body } = await detail(`/api/product/${productId}?piid=${variantIds[0]}`);
      const [a, b] = body.result.relation;
      expect(body.result.price).toEqual({ price: 1299.99, final_price: 999.5, special_price: 999.5 });
      expect(body.result).toMatchObject({ plus_price: 899, is_plus: 1 });
      expect(a).toMatchObject({ price: 1299.99, final_price: 999.5, special_price: 999.5, plus_price: 899 });
      expect(b).toMatchObject({ price: 500, final_price: 500, special_price: 550, plus_price: null });
      const { body: second } = await detail(`/api/product/${productId}?piid=${variantIds[1]}`);
      expect(second.result).toMatchObject({ plus_price: null, is_plus: 0 });
    } finally {
      await t.database.db
        .update(productVariants)
        .set({ specialPriceCents: null })
        .where(eq(productVariants.productId, productId));
    }
  });

  it("answers each variant's tier prices in dollars by ascending quantity", async () => {
    const id = variantIds[0];
    await t.database.db.delete(tierPrices).where(eq(tierPrices.variantId, id));
    await t.database.db.insert(tierPrices).values([
      { variantId: id, qty: 5, priceCents: 8_000 },
      { variantId: id, qty: 2, priceCents: 9_050 },
    ]);
    const { body } = await detail(`/api/product/${productId}?piid=${id}`);
    expect(body.result.tier_price).toEqual([
      { qty: 2, value: 90.5 },
      { qty: 5, value: 80 },
    ]);
    expect(body.result.relation[0].tier_price).toEqual(body.result.tier_price);
  });

  it("answers each variant's own gallery in position order", async () => {
    const images = await t.database.db
      .select()
      .from(variantImages)
      .where(eq(variantImages.variantId, variantIds[1]))
      .orderBy(asc(variantImages.position), asc(variantImages.id));
    const { body } = await detail(`/api/product/${productId}`);
    expect(body.result.relation[1].gallery).toEqual(
      images.map((i) => ({
        value_id: i.id,
        pre_image: i.url,
        thumbnail: i.url,
        alt: i.alt,
        width: i.width,
        height: i.height,
      })),
    );
  });

  it("counts down a Drop Price in seconds and answers null once it is over", async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    await t.database.db
      .update(products)
      .set({ productTag: "Drop Price", spikeSpecialTime: inAnHour })
      .where(eq(products.id, productId));
    try {
      const { body } = await detail(`/api/product/${productId}`);
      expect(body.result.product_tag).toBe("Drop Price");
      expect(body.result.spkie_special_time).toBeGreaterThan(3_500);
      expect(body.result.spkie_special_time).toBeLessThanOrEqual(3_600);
      await t.database.db
        .update(products)
        .set({ spikeSpecialTime: new Date(Date.now() - 1000) })
        .where(eq(products.id, productId));
      const { body: over } = await detail(`/api/product/${productId}`);
      expect(over.result.spkie_special_time).toBeNull();
    } finally {
      await t.database.db
        .update(products)
        .set({ productTag: null, spikeSpecialTime: null })
        .where(eq(products.id, productId));
    }
  });

  it("still answers a product that is no longer available, with status 2", async () => {
    await t.database.db.update(products).set({ status: 2 }).where(eq(products.id, productId));
    try {
      const { status, body } = await detail(`/api/product/${productId}`);
      expect(status).toBe(200);
      expect(body.result.status).toBe(2);
    } finally {
      await t.database.db.update(products).set({ status: 1 }).where(eq(products.id, productId));
    }
  });

  it("answers 404 for an unknown product", async () => {
    const { status, body } = await detail("/api/product/987654");
    expect(status).toBe(404);
    expect(body.code).toBe(404);
    expect(body.message).toMatch(/product/i);
  });

  it.each([
    ["/api/product/abc", "id"],
    ["/api/product/0", "id"],
    ["/api/product/1?piid=abc", "piid"],
  ])("answers 422 naming the field for %s", async (path, field) => {
    const { status, body } = await detail(path);
    expect(status).toBe(422);
    expect(body.message.startsWith(`${field}:`)).toBe(true);
  });
});
