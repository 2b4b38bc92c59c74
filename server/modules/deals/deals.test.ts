import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { categories, products, productVariants } from "../../db/schema/catalog";
import { pinProduct, pinVariant, type SeededProduct, seededProducts, sendJson } from "../cart/cart.testing";

// GET /api/deals against the real app and database: only products on sale with a variant in stock,
// the deepest cut first, by top category, counted per top category.

let t: TestApp;
let seeded: SeededProduct[];
beforeAll(async () => {
  t = await createTestApp({ products: 24 });
  seeded = await seededProducts(t);
  // The test decides every sale: none but the ones below.
  await t.database.db.update(productVariants).set({ specialPriceCents: null });
});
afterAll(() => t.close());

interface Deals {
  items: { entity_id: number; percent_off: number; special_price: number | null; price: number }[];
  total: number;
  page: number;
  categories: { id: number; name: string; url_path: string; count: number }[];
}
const deals = async (query = "") => {
  const res = await sendJson<Deals>(t, "GET", `/api/deals${query}`, undefined);
  expect(res.body.code).toBe(200);
  return res.body.result;
};

async function topOf(productId: number) {
  const [row] = await t.database.db
    .select({ level: categories.level, id: categories.id, parent: categories.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  return row.level === 1 ? row.id : (row.parent as number);
}

/** Puts every variant of the product on sale at `percent` off a $100 price, in stock. */
async function onSale(p: SeededProduct, percent: number, over: Parameters<typeof pinVariant>[2] = {}) {
  await pinProduct(t, p.productId, { status: 1 });
  for (const v of p.variants)
    await pinVariant(t, v.id, {
      priceCents: 10_000,
      specialPriceCents: 10_000 - percent * 100,
      isInStock: true,
      qty: 20,
      ...over,
    });
}

describe("GET /api/deals", () => {
  // The sales every test reads (tests run in any order): three deals, an out-of-stock one, a disabled one.
  beforeAll(async () => {
    const [a, b, c, outOfStock, disabled] = seeded;
    await onSale(a, 15);
    await onSale(b, 40);
    await onSale(c, 25);
    await onSale(outOfStock, 70, { isInStock: false, qty: 0 });
    await onSale(disabled, 80);
    await pinProduct(t, disabled.productId, { status: 2 });
  });

  it("lists products on sale, the largest percent off first, with the percent", async () => {
    const [a, b, c] = seeded;
    const all = await deals();
    expect(all.items.map((i) => [i.entity_id, i.percent_off])).toEqual([
      [b.productId, 40],
      [c.productId, 25],
      [a.productId, 15],
    ]);
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({ price: 100, special_price: 60 });
  });

  it("a special price at or above the regular price is no deal", async () => {
    const p = seeded[6];
    await onSale(p, 0);
    await pinVariant(t, p.variants[0].id, { specialPriceCents: 12_000 });
    expect((await deals()).items.map((i) => i.entity_id)).not.toContain(p.productId);
  });

  it("filters by top category and counts the deals of each top category", async () => {
    const all = await deals();
    const tops = await Promise.all(all.items.map((i) => topOf(i.entity_id)));
    const counts = new Map<number, number>();
    for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
    expect(all.categories.map((c) => [c.id, c.count]).sort()).toEqual([...counts.entries()].sort());
    const first = all.categories[0];
    expect(first.url_path).toMatch(/^\/[a-z-]+\.html$/);
    const inFirst = await deals(`?category=${first.id}`);
    expect(inFirst.total).toBe(first.count);
    for (const item of inFirst.items) expect(await topOf(item.entity_id)).toBe(first.id);
  });

  it("pages", async () => {
    const second = await deals("?page=2&page_size=2");
    expect(second.page).toBe(2);
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(3);
  });

  it("refuses a bad page size (422) and answers an unknown category with no deals", async () => {
    const res = await sendJson(t, "GET", "/api/deals?page_size=500", undefined);
    expect(res.status).toBe(422);
    expect(await deals("?category=999999")).toMatchObject({ items: [], total: 0 });
    const n = await t.database.db.$count(
      productVariants,
      sql`${productVariants.specialPriceCents} is not null`,
    );
    expect(n).toBeGreaterThan(0);
  });
});
