import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallResult } from "../../../contract/call";
import type { productList } from "../../../contract/catalog";
import { PRICE_BUCKETS, RATING_FACET_STARS } from "../../../contract/catalog-constants";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testContext } from "../../../tests/helpers/test-deps";
import { categories, productCategories, products, productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { queryListing } from "./listing-query";

// Facets, filters and sorts of the listing, checked against a reference computed in plain
// TypeScript from the raw rows of the seeded catalog (the same rules, written independently).

let t: TestApp;
type Listing = CallResult<typeof productList>;
const list = (query: string) => callJson<Listing>(t.app, `/api/products?${query}`);

interface Ref {
  id: number;
  position: number;
  final: number;
  inStock: boolean;
  colors: Set<string>;
  cats: Set<number>;
  rating: number;
  reviews: number;
  sales: number;
}
interface Filters {
  cat?: number[];
  price?: string[];
  color?: string[];
  rating?: number;
  in_stock?: boolean;
}
type FacetName = keyof Filters;

let top: { id: number; children: number[] };
let refs: Ref[];

async function reference(categoryId: number): Promise<Ref[]> {
  const db = t.database.db;
  const kids = (
    await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, categoryId))
  ).map((r) => r.id);
  const rows = await db
    .select({
      id: products.id,
      status: products.status,
      position: productCategories.position,
      rating: products.ratingSummary,
      reviews: products.reviewsCount,
      sales: products.salesCount,
    })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(eq(productCategories.categoryId, categoryId));
  const ids = rows.map((r) => r.id);
  const variants = await db.select().from(productVariants).where(inArray(productVariants.productId, ids));
  const pcs = await db.select().from(productCategories).where(inArray(productCategories.productId, ids));
  const out: Ref[] = [];
  for (const r of rows) {
    if (r.status !== 1) continue;
    const vs = variants
      .filter((v) => v.productId === r.id)
      .sort((a, b) => Number(b.isInStock) - Number(a.isInStock) || a.position - b.position || a.id - b.id);
    if (vs.length === 0) continue;
    const d = vs[0];
    out.push({
      id: r.id,
      position: r.position,
      final: Math.min(d.priceCents, d.specialPriceCents ?? d.priceCents),
      inStock: vs.some((v) => v.isInStock),
      colors: new Set(vs.map((v) => v.color).filter((c): c is string => c !== null)),
      cats: new Set(
        pcs.filter((p) => p.productId === r.id && kids.includes(p.categoryId)).map((p) => p.categoryId),
      ),
      rating: r.rating,
      reviews: r.reviews,
      sales: r.sales,
    });
  }
  return out;
}

const inBucket = (cents: number, key: string) => {
  const b = PRICE_BUCKETS.find((x) => x.key === key)!;
  return cents >= b.min * 100 && (b.max === null || cents < b.max * 100);
};

function matches(r: Ref, f: Filters, except?: FacetName): boolean {
  if (except !== "cat" && f.cat?.length && !f.cat.some((c) => r.cats.has(c))) return false;
  if (except !== "price" && f.price?.length && !f.price.some((k) => inBucket(r.final, k))) return false;
  if (except !== "color" && f.color?.length && !f.color.some((c) => r.colors.has(c))) return false;
  if (except !== "rating" && f.rating && r.rating < f.rating * 20) return false;
  if (except !== "in_stock" && f.in_stock && !r.inStock) return false;
  return true;
}

function expectedCounts(f: Filters): Record<string, Record<string, number>> {
  const count = (name: FacetName, pred: (r: Ref) => boolean) =>
    refs.filter((r) => matches(r, f, name) && pred(r)).length;
  const colors = new Set(refs.flatMap((r) => [...r.colors]));
  const drop0 = (o: Record<string, number>, selected: string[]) =>
    Object.fromEntries(Object.entries(o).filter(([k, n]) => n > 0 || selected.includes(k)));
  return {
    cat: drop0(
      Object.fromEntries(top.children.map((c) => [String(c), count("cat", (r) => r.cats.has(c))])),
      (f.cat ?? []).map(String),
    ),
    price: drop0(
      Object.fromEntries(PRICE_BUCKETS.map((b) => [b.key, count("price", (r) => inBucket(r.final, b.key))])),
      f.price ?? [],
    ),
    color: drop0(
      Object.fromEntries([...colors].map((c) => [c, count("color", (r) => r.colors.has(c))])),
      f.color ?? [],
    ),
    rating: drop0(
      Object.fromEntries(
        RATING_FACET_STARS.map((s) => [String(s), count("rating", (r) => r.rating >= s * 20)]),
      ),
      f.rating ? [String(f.rating)] : [],
    ),
    in_stock: drop0({ "1": count("in_stock", (r) => r.inStock) }, f.in_stock ? ["1"] : []),
  };
}

function countsOf(result: Listing): Record<string, Record<string, number>> {
  return Object.fromEntries(
    result.facets.map((f) => [f.name, Object.fromEntries(f.values.map((v) => [v.value, v.count]))]),
  );
}

function queryOf(f: Filters): string {
  const q = new URLSearchParams({ category_id: String(top.id), page_size: "60" });
  for (const c of f.cat ?? []) q.append("cat", String(c));
  for (const p of f.price ?? []) q.append("price", p);
  for (const c of f.color ?? []) q.append("color", c);
  if (f.rating) q.set("rating", String(f.rating));
  if (f.in_stock) q.set("in_stock", "1");
  return q.toString();
}

beforeAll(async () => {
  t = await createTestApp({ products: 150 });
  const [row] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, 2));
  const children = (
    await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, row.id))
      .orderBy(categories.position, categories.id)
  ).map((r) => r.id);
  top = { id: row.id, children };
  refs = await reference(top.id);
});
afterAll(() => t?.close());

/** Colours and price buckets that really occur, by how many products have them. */
function common<K>(keys: (r: Ref) => K[]): K[] {
  const n = new Map<K, number>();
  for (const r of refs) for (const k of keys(r)) n.set(k, (n.get(k) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1]).map(([k]) => k);
}

describe("listing facets", () => {
  it("has a catalog varied enough to test with", () => {
    expect(refs.length).toBeGreaterThan(20);
    expect(common((r) => [...r.colors]).length).toBeGreaterThan(3);
    expect(
      common((r) => PRICE_BUCKETS.filter((b) => inBucket(r.final, b.key)).map((b) => b.key)).length,
    ).toBeGreaterThan(2);
  });

  it("counts every facet value like the reference, with no filter and with combined filters", async () => {
    const colors = common((r) => [...r.colors]);
    const prices = common((r) => PRICE_BUCKETS.filter((b) => inBucket(r.final, b.key)).map((b) => b.key));
    const cats = common((r) => [...r.cats]);
    const cases: Filters[] = [
      {},
      { color: [colors[0]] },
      { color: [colors[0], colors[1]] },
      { color: [colors[0]], price: [prices[0], prices[1]] },
      { cat: [cats[0], cats[1]], rating: 3 },
      { cat: [cats[0]], color: [colors[2]], price: [prices[0]], rating: 2, in_stock: true },
      { in_stock: true, rating: 4 },
    ];
    for (const f of cases) {
      const { status, body } = await list(queryOf(f));
      expect(status).toBe(200);
      const expectedTotal = refs.filter((r) => matches(r, f)).length;
      expect({ f, total: body.result.total }).toEqual({ f, total: expectedTotal });
      expect(countsOf(body.result)).toEqual(expectedCounts(f));
      expect(body.result.filters).toEqual({
        cat: f.cat ?? [],
        price: PRICE_BUCKETS.map((b) => b.key).filter((k) => f.price?.includes(k)),
        color: f.color ?? [],
        rating: f.rating ?? null,
        in_stock: f.in_stock ?? false,
      });
    }
  });

  it("ORs values of one facet and ANDs different facets", async () => {
    const [c1, c2] = common((r) => [...r.colors]);
    const one = (await list(queryOf({ color: [c1] }))).body.result.total;
    const two = (await list(queryOf({ color: [c2] }))).body.result.total;
    const either = (await list(`${queryOf({})}&color=${encodeURIComponent(`${c1},${c2}`)}`)).body.result;
    const both = refs.filter((r) => r.colors.has(c1) && r.colors.has(c2)).length;
    expect(either.total).toBe(one + two - both);
    expect(either.filters.color).toEqual([c1, c2]);
    const withStock = (await list(queryOf({ color: [c1], in_stock: true }))).body.result;
    expect(withStock.total).toBe(refs.filter((r) => r.colors.has(c1) && r.inStock).length);
    expect(withStock.total).toBeLessThanOrEqual(one);
  });

  it("lists exactly the matching products, in each sort order", async () => {
    const f: Filters = {
      price: common((r) => PRICE_BUCKETS.filter((b) => inBucket(r.final, b.key)).map((b) => b.key)).slice(
        0,
        3,
      ),
    };
    const matching = refs.filter((r) => matches(r, f));
    expect(matching.length).toBeGreaterThan(12);
    const orders: Record<string, (a: Ref, b: Ref) => number> = {
      relevance: (a, b) => a.position - b.position || a.id - b.id,
      price_asc: (a, b) => a.final - b.final || a.id - b.id,
      price_desc: (a, b) => b.final - a.final || a.id - b.id,
      bestsellers: (a, b) => b.sales - a.sales || a.id - b.id,
      rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || a.id - b.id,
    };
    for (const [sort, cmp] of Object.entries(orders)) {
      const { body } = await list(
        `${queryOf(f).replace("page_size=60", "page_size=10")}&sort=${sort}&page=2`,
      );
      const expected = [...matching]
        .sort(cmp)
        .slice(10, 20)
        .map((r) => r.id);
      expect({ sort, ids: body.result.items.map((i) => i.entity_id) }).toEqual({ sort, ids: expected });
    }
  });

  it("ignores unknown facet values instead of failing", async () => {
    const all = (await list(queryOf({}))).body.result;
    const { status, body } = await list(
      `${queryOf({})}&color=NoSuchColour&cat=999999,abc&cat=${"9".repeat(40)}&price=free&price=&rating=9&rating=x&in_stock=maybe&color=${"x".repeat(500)}`,
    );
    expect(status).toBe(200);
    expect(body.result.total).toBe(all.total);
    expect(body.result.filters).toEqual({ cat: [], price: [], color: [], rating: null, in_stock: false });
    expect(countsOf(body.result)).toEqual(countsOf(all));
  });

  it("applies the lowest of several ratings (OR of minimums)", async () => {
    const { body } = await list(`${queryOf({})}&rating=4&rating=2`);
    expect(body.result.filters.rating).toBe(2);
    expect(body.result.total).toBe(refs.filter((r) => r.rating >= 40).length);
  });

  it("keeps a selected value that matches nothing so it can be removed, and answers no items", async () => {
    const rare = PRICE_BUCKETS.map((b) => b.key).find(
      (k) => !refs.some((r) => inBucket(r.final, k) && r.inStock && r.rating >= 80),
    );
    if (!rare) return;
    const { body } = await list(queryOf({ price: [rare], in_stock: true, rating: 4 }));
    expect(body.result.total).toBe(0);
    expect(body.result.items).toEqual([]);
    const price = body.result.facets.find((f) => f.name === "price")!;
    expect(price.values.find((v) => v.value === rare)).toMatchObject({ selected: true, count: 0 });
  });

  it("follows variant changes at once (the listing rows are kept in sync by triggers)", async () => {
    const target = refs.find((r) => r.inStock && r.final >= 5000)!;
    const saved = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, target.id));
    const inStockIds = async () => (await list(queryOf({ in_stock: true }))).body.result;
    const before = await inStockIds();
    try {
      await t.database.db
        .update(productVariants)
        .set({ isInStock: false, specialPriceCents: 1999 })
        .where(eq(productVariants.productId, target.id));
      const after = await inStockIds();
      expect(after.total).toBe(before.total - 1);
      const cheap = (await list(queryOf({ price: ["under-50"] }))).body.result;
      expect(cheap.items.map((i) => i.entity_id)).toContain(target.id);
    } finally {
      for (const v of saved)
        await t.database.db
          .update(productVariants)
          .set({ isInStock: v.isInStock, specialPriceCents: v.specialPriceCents })
          .where(eq(productVariants.id, v.id));
    }
    expect((await inStockIds()).total).toBe(before.total);
  });

  it("flags the AC installation categories 444 and 1473 only", async () => {
    for (const id of [444, 1473])
      expect((await list(`category_id=${id}`)).body.result.ac_installation).toBe(true);
    expect((await list(`category_id=${top.id}`)).body.result.ac_installation).toBe(false);
  });
});

describe("queryListing over ranked product ids (search results)", () => {
  const ctx = (): RequestContext => testContext(t.deps);
  const noFilters = { cat: [], price: [], color: [], rating: [], in_stock: [] };

  it("keeps the given rank for relevance, skips unknown ids, and offers top categories", async () => {
    const ranked = [...refs]
      .sort((a, b) => b.id - a.id)
      .slice(0, 12)
      .map((r) => r.id);
    const out = await queryListing(ctx(), {
      scope: { productIds: [...ranked, 99999999, ranked[0]] },
      filters: noFilters,
      sort: "relevance",
      page: 1,
      pageSize: 60,
    });
    expect(out.total).toBe(12);
    expect(out.items.map((i) => i.entity_id)).toEqual(ranked);
    const cat = out.facets.find((f) => f.name === "cat")!;
    expect(cat.values.map((v) => Number(v.value))).toContain(top.id);
    expect(cat.values.find((v) => Number(v.value) === top.id)!.count).toBe(12);
  });

  it("filters and sorts within the ids; an empty list answers nothing", async () => {
    const ranked = refs.slice(0, 30).map((r) => r.id);
    const color = common((r) => [...r.colors])[0];
    const out = await queryListing(ctx(), {
      scope: { productIds: ranked },
      filters: { ...noFilters, color: [color] },
      sort: "price_asc",
      page: 1,
      pageSize: 60,
    });
    const expected = refs
      .slice(0, 30)
      .filter((r) => r.colors.has(color))
      .sort((a, b) => a.final - b.final || a.id - b.id)
      .map((r) => r.id);
    expect(out.items.map((i) => i.entity_id)).toEqual(expected);
    const empty = await queryListing(ctx(), {
      scope: { productIds: [] },
      filters: noFilters,
      sort: "relevance",
      page: 1,
      pageSize: 24,
    });
    expect(empty).toMatchObject({ total: 0, items: [] });
  });
});
