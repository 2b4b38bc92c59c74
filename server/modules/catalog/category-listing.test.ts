import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productCategories, products, productVariants } from "../../db/schema/catalog";

// category_listing is kept by database triggers (migration 0020): after any change it must equal
// product_categories joined to product_listing, row for row, value for value.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
});
afterAll(() => t?.close());

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Rows where category_listing and the join it mirrors disagree (either side missing or different). */
async function mismatches(): Promise<unknown[]> {
  return rowsOf(
    await t.database.db.execute(sql`
      with expected as (
        select pc.category_id, pc.product_id, pc.position, l.status, l.final_cents, l.in_stock, l.colors,
               l.rating_summary, l.reviews_count, l.sales_count, l.created_at
        from product_categories pc join product_listing l on l.product_id = pc.product_id),
      actual as (
        select category_id, product_id, position, status, final_cents, in_stock, colors,
               rating_summary, reviews_count, sales_count, created_at
        from category_listing)
      (select 'missing' as side, * from (select * from expected except all select * from actual) m)
      union all
      (select 'extra' as side, * from (select * from actual except all select * from expected) x)`),
  );
}

/** The row's transaction id: it changes exactly when the row is rewritten. */
async function rowVersion(categoryId: number, productId: number): Promise<string> {
  const [row] = rowsOf<{ xmin: string }>(
    await t.database.db.execute(
      sql`select xmin::text as xmin from category_listing where category_id = ${categoryId} and product_id = ${productId}`,
    ),
  );
  return row.xmin;
}

describe("category_listing (the category pages' index of listed products)", () => {
  it("holds every listed product once per category it is listed in, after seeding", async () => {
    expect(await mismatches()).toEqual([]);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from category_listing`),
    );
    expect(n).toBeGreaterThan(40);
  });

  it("follows category placements: added, moved in position, removed", async () => {
    const [p] = await t.database.db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .limit(1);
    const [other] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from categories where id not in (select category_id from product_categories where product_id = ${p.id}) order by id limit 1`,
      ),
    );
    await t.database.db
      .insert(productCategories)
      .values({ productId: p.id, categoryId: other.id, position: 7 });
    expect(await mismatches()).toEqual([]);
    await t.database.db
      .update(productCategories)
      .set({ position: 3 })
      .where(and(eq(productCategories.productId, p.id), eq(productCategories.categoryId, other.id)));
    expect(await mismatches()).toEqual([]);
    await t.database.db
      .delete(productCategories)
      .where(and(eq(productCategories.productId, p.id), eq(productCategories.categoryId, other.id)));
    expect(await mismatches()).toEqual([]);
  });

  it("follows products and variants: disabling, price, stock and colour changes", async () => {
    const [p] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 1))
      .offset(3)
      .limit(1);
    const variants = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, p.id));
    try {
      await t.database.db.update(products).set({ status: 2, salesCount: 999 }).where(eq(products.id, p.id));
      expect(await mismatches()).toEqual([]);
      await t.database.db
        .update(productVariants)
        .set({ specialPriceCents: 123, isInStock: false, color: "Teal" })
        .where(eq(productVariants.productId, p.id));
      expect(await mismatches()).toEqual([]);
    } finally {
      await t.database.db.update(products).set({ status: 1 }).where(eq(products.id, p.id));
      for (const v of variants)
        await t.database.db
          .update(productVariants)
          .set({ specialPriceCents: v.specialPriceCents, isInStock: v.isInStock, color: v.color })
          .where(eq(productVariants.id, v.id));
    }
    expect(await mismatches()).toEqual([]);
  });

  it("rewrites no row when a change alters nothing it lists (a stock count moving within in stock)", async () => {
    const [v] = await t.database.db
      .select({ id: productVariants.id, productId: productVariants.productId, qty: productVariants.qty })
      .from(productVariants)
      .where(and(eq(productVariants.isInStock, true), sql`${productVariants.qty} > 5`))
      .limit(1);
    const [pc] = await t.database.db
      .select({ categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, v.productId))
      .limit(1);
    const before = await rowVersion(pc.categoryId, v.productId);
    await t.database.db
      .update(productVariants)
      .set({ qty: v.qty - 1 })
      .where(eq(productVariants.id, v.id));
    expect(await rowVersion(pc.categoryId, v.productId)).toBe(before);
    await t.database.db
      .update(products)
      .set({ salesCount: sql`${products.salesCount} + 1` })
      .where(eq(products.id, v.productId));
    expect(await rowVersion(pc.categoryId, v.productId)).not.toBe(before);
    expect(await mismatches()).toEqual([]);
  });

  it("drops a deleted product's rows", async () => {
    const [p] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(sql`${products.id} desc`)
      .limit(1);
    await t.database.db.delete(products).where(eq(products.id, p.id));
    const left = rowsOf(
      await t.database.db.execute(sql`select 1 from category_listing where product_id = ${p.id}`),
    );
    expect(left).toEqual([]);
    expect(await mismatches()).toEqual([]);
  });
});
