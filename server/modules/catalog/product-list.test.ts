import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallResult } from "../../../contract/call";
import type { productList } from "../../../contract/catalog";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { categories, productCategories, products, productVariants } from "../../db/schema/catalog";

let t: TestApp;
/** The top category with the most products, and its largest subcategory. */
let top: { id: number; count: number };
let sub: { id: number; count: number };

const list = (query: string) => callJson<CallResult<typeof productList>>(t.app, `/api/products?${query}`);
const finalPrice = (c: { price: number; special_price: number | null }) =>
  c.special_price !== null && c.special_price < c.price ? c.special_price : c.price;

async function listedIds(categoryId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: products.id })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(and(eq(productCategories.categoryId, categoryId), eq(products.status, 1)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function biggest(level: number, parentId?: number) {
  const rows = await t.database.db
    .select({ id: categories.id, count: sql<number>`count(${productCategories.productId})::int` })
    .from(categories)
    .innerJoin(productCategories, eq(productCategories.categoryId, categories.id))
    .where(parentId === undefined ? eq(categories.level, level) : eq(categories.parentId, parentId))
    .groupBy(categories.id)
    .orderBy(sql`2 desc`, categories.id)
    .limit(1);
  return rows[0];
}

beforeAll(async () => {
  t = await createTestApp({ products: 80 });
  top = await biggest(1);
  sub = await biggest(2, top.id);
});

afterAll(() => t?.close());

describe("GET /api/products", () => {
  it("gives each tile its product's distinct variant colours in variant order (the swatches)", async () => {
    // A listed product with at least three variants: all but the last made Navy, the last Sand.
    const [row] = await t.database.db
      .select({ id: productVariants.productId })
      .from(productVariants)
      .innerJoin(productCategories, eq(productCategories.productId, productVariants.productId))
      .where(eq(productCategories.categoryId, top.id))
      .groupBy(productVariants.productId)
      .having(sql`count(*) >= 3`)
      .limit(1);
    const variants = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, row.id))
      .orderBy(productVariants.position, productVariants.id);
    for (const [i, v] of variants.entries()) {
      const last = i === variants.length - 1;
      await t.database.db
        .update(productVariants)
        .set(last ? { color: "Sand", colorHex: "#d8c8a8" } : { color: "Navy", colorHex: "#1f2a44" })
        .where(eq(productVariants.id, v.id));
    }
    let card: CallResult<typeof productList>["items"][number] | undefined;
    for (let page = 1; !card && page <= Math.ceil(top.count / 60); page += 1) {
      const { body } = await list(`category_id=${top.id}&page_size=60&page=${page}`);
      card = body.result.items.find((c) => c.entity_id === row.id);
    }
    expect(card?.colors).toEqual([
      { name: "Navy", hex: "#1f2a44" },
      { name: "Sand", hex: "#d8c8a8" },
    ]);
  });

  it("answers the category, its breadcrumbs and subcategories, and the first page", async () => {
    const { status, body } = await list(`category_id=${top.id}`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, top.id));
    expect(body.result.category).toMatchObject({ id: top.id, name: row.name, url_path: `/${row.urlPath}` });
    expect(body.result.category.breadcrumbs).toEqual([{ name: row.name, url_path: `/${row.urlPath}` }]);
    expect(body.result.children.length).toBeGreaterThan(0);
    expect(body.result.children.every((c) => c.url_path.startsWith(`/${row.urlKey}/`))).toBe(true);
    expect(body.result).toMatchObject({ page: 1, page_size: 24, sort: "relevance" });
    expect(body.result.items.length).toBe(Math.min(24, body.result.total));
  });

  it("lists a subcategory's products under its top category too", async () => {
    const [topIds, subIds] = await Promise.all([listedIds(top.id), listedIds(sub.id)]);
    expect(subIds.length).toBeGreaterThan(0);
    expect(subIds.every((id) => topIds.includes(id))).toBe(true);
    const { body } = await list(`category_id=${sub.id}&page_size=60`);
    expect(body.result.total).toBe(subIds.length);
    expect(body.result.items.map((i) => i.entity_id).sort((a, b) => a - b)).toEqual(subIds);
    const [topRow] = await t.database.db.select().from(categories).where(eq(categories.id, top.id));
    expect(body.result.category.breadcrumbs[0]).toEqual({
      name: topRow.name,
      url_path: `/${topRow.urlPath}`,
    });
    expect(body.result.category.breadcrumbs).toHaveLength(2);
  });

  it("pages in the database: pages do not overlap and together hold every product once", async () => {
    const ids = await listedIds(top.id);
    expect(ids.length).toBeGreaterThan(10);
    const pageSize = 4;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(ids.length / pageSize); page++) {
      const { body } = await list(`category_id=${top.id}&page=${page}&page_size=${pageSize}&sort=newest`);
      expect(body.result.total).toBe(ids.length);
      expect(body.result.items.length).toBe(Math.min(pageSize, ids.length - (page - 1) * pageSize));
      seen.push(...body.result.items.map((i) => i.entity_id));
    }
    expect(seen.length).toBe(ids.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(ids);
  });

  it("answers an empty page past the end with the real total", async () => {
    const { status, body } = await list(`category_id=${top.id}&page=500`);
    expect(status).toBe(200);
    expect(body.result.items).toEqual([]);
    expect(body.result.total).toBe(top.count);
  });

  it("sorts by the display variant's final price, both ways", async () => {
    const asc = (await list(`category_id=${top.id}&page_size=60&sort=price_asc`)).body.result.items.map(
      finalPrice,
    );
    const desc = (await list(`category_id=${top.id}&page_size=60&sort=price_desc`)).body.result.items.map(
      finalPrice,
    );
    expect(asc.length).toBeGreaterThan(10);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(new Set(asc).size).toBeGreaterThan(1);
  });

  it("sorts by rating, best sellers and newest as stored", async () => {
    const rows = await t.database.db
      .select({
        id: products.id,
        sales: products.salesCount,
        created: products.createdAt,
        rating: products.ratingSummary,
      })
      .from(products);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const order = async (sort: string) =>
      (await list(`category_id=${top.id}&page_size=60&sort=${sort}`)).body.result.items.map(
        (i) => byId.get(i.entity_id)!,
      );

    const rating = (await order("rating")).map((r) => r.rating);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const sales = (await order("bestsellers")).map((r) => r.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const created = (await order("newest")).map((r) => r.created.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const ratingItems = (await list(`category_id=${top.id}&page_size=60&sort=rating`)).body.result.items;
    expect(ratingItems.map((i) => i.rating_summary)).toEqual(rating);
  });

  it("orders 'relevance' (the default) and 'position' by the merchandised position in the category", async () => {
    const rows = await t.database.db
      .select({ id: productCategories.productId, position: productCategories.position })
      .from(productCategories)
      .where(eq(productCategories.categoryId, top.id));
    const position = new Map(rows.map((r) => [r.id, r.position]));
    const items = (await list(`category_id=${top.id}&page_size=60`)).body.result.items;
    const positions = items.map((i) => position.get(i.entity_id)!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const asPosition = (await list(`category_id=${top.id}&page_size=60&sort=position`)).body.result.items;
    expect(asPosition.map((i) => i.entity_id)).toEqual(items.map((i) => i.entity_id));
  });

  it("answers 404 for an unknown category", async () => {
    const { status, body } = await list("category_id=987654");
    expect(status).toBe(404);
    expect(body.code).toBe(404);
    expect(body.message).toMatch(/category/i);
  });

  it.each([
    ["category_id=abc", "category_id"],
    ["", "category_id"],
    [`category_id=1&page=0`, "page"],
    [`category_id=1&page=abc`, "page"],
    [`category_id=1&page_size=1000`, "page_size"],
    [`category_id=1&page_size=0`, "page_size"],
    [`category_id=1&sort=bogus`, "sort"],
  ])("answers 422 naming the field for %s", async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(422);
    expect(body.code).toBe(422);
    expect(body.message.startsWith(`${field}:`)).toBe(true);
  });

  it("leaves out products that are no longer available", async () => {
    const { body: before } = await list(`category_id=${sub.id}&page_size=60`);
    const gone = before.result.items[0].entity_id;
    await t.database.db.update(products).set({ status: 2 }).where(eq(products.id, gone));
    try {
      const { body: after } = await list(`category_id=${sub.id}&page_size=60`);
      expect(after.result.total).toBe(before.result.total - 1);
      expect(after.result.items.map((i) => i.entity_id)).not.toContain(gone);
    } finally {
      await t.database.db.update(products).set({ status: 1 }).where(eq(products.id, gone));
    }
  });

  it("is described in the OpenAPI document", async () => {
    const res = await t.app.request("/api/openapi.json");
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/products", "/api/product/{id}"]));
  });
});
