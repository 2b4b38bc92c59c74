import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductCard } from "../../../contract/product-card";
import { resultOf } from "../../../tests/helpers/call-json";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { products, productVariants } from "../../db/schema/catalog";

interface Related {
  product_id: number;
  kind: string;
  title: string;
  items: ProductCard[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 400 });
}, 120_000);
afterAll(() => t?.close());

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const related = (id: number, extra = "") =>
  resultOf<Related>(t.app, `/api/relate-products?product_id=${id}${extra}`);

/** Facts of every product: own category, top category, sales, enabled, has stock, AC. */
async function facts() {
  return rowsOf<{
    id: number;
    cat: number;
    top: number;
    sales: number;
    status: number;
    stock: boolean;
    ac: boolean;
  }>(
    await t.database.db.execute(sql`
      select p.id, p.category_id as cat, coalesce(c.parent_id, c.id) as top, p.sales_count as sales, p.status,
        exists (select 1 from product_variants v where v.product_id = p.id and v.is_in_stock) as stock,
        exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (444, 1473)) as ac
      from products p join categories c on c.id = p.category_id`),
  ).map((r) => ({ ...r, id: Number(r.id), cat: Number(r.cat), top: Number(r.top), sales: Number(r.sales) }));
}

describe("GET /api/relate-products", () => {
  it("lists the same subcategory first by sales, then the top category, never the product itself", async () => {
    const all = await facts();
    const p = all.find(
      (x) => !x.ac && all.filter((y) => y.cat === x.cat && y.id !== x.id && y.stock).length >= 3,
    );
    if (!p) throw new Error("no suitable product in the demo catalog");
    const r = await related(p.id);
    expect(r.kind).toBe("related");
    expect(r.title).toBe("Related products");
    expect(r.items.length).toBeGreaterThan(0);
    expect(r.items.length).toBeLessThanOrEqual(12);
    const byId = new Map(all.map((x) => [x.id, x]));
    const got = r.items.map((i) => byId.get(i.entity_id));
    expect(got.map((g) => g?.id)).not.toContain(p.id);
    for (const g of got) expect(g?.top).toBe(p.top);
    // Same-subcategory products form a prefix, each group sorted by sales descending.
    const same = got.map((g) => g?.cat === p.cat);
    const firstOther = same.indexOf(false);
    if (firstOther >= 0) expect(same.slice(firstOther)).not.toContain(true);
    const expectedSame = all
      .filter((x) => x.cat === p.cat && x.id !== p.id && x.status === 1 && x.stock)
      .sort((a, b) => b.sales - a.sales || a.id - b.id)
      .slice(0, 12)
      .map((x) => x.id);
    expect(r.items.slice(0, expectedSame.length).map((i) => i.entity_id)).toEqual(expectedSame);
  });

  it("excludes disabled and out-of-stock products and honours limit", async () => {
    const all = await facts();
    const p = all.find(
      (x) => !x.ac && all.filter((y) => y.cat === x.cat && y.id !== x.id && y.stock).length >= 3,
    );
    if (!p) throw new Error("no suitable product");
    const before = await related(p.id);
    const [disabled, outOfStock] = before.items.map((i) => i.entity_id);
    await t.database.db.update(products).set({ status: 2 }).where(eq(products.id, disabled));
    await t.database.db
      .update(productVariants)
      .set({ isInStock: false })
      .where(eq(productVariants.productId, outOfStock));
    try {
      const after = await related(p.id);
      const ids = after.items.map((i) => i.entity_id);
      expect(ids).not.toContain(disabled);
      expect(ids).not.toContain(outOfStock);
      const limited = await related(p.id, "&limit=3");
      expect(limited.items).toHaveLength(3);
    } finally {
      await t.database.db.update(products).set({ status: 1 }).where(eq(products.id, disabled));
      await t.database.db
        .update(productVariants)
        .set({ isInStock: true })
        .where(eq(productVariants.productId, outOfStock));
    }
  });

  it("answers the AC recommendation block for air conditioners: other ACs first, by sales", async () => {
    const all = await facts();
    const ac = all.filter((x) => x.ac);
    if (ac.length < 3) throw new Error("the demo catalog has too few air conditioners");
    const r = await related(ac[0].id);
    expect(r.kind).toBe("ac_recommendation");
    expect(r.title).toBe("Recommended for your space");
    const expected = ac
      .filter((x) => x.id !== ac[0].id && x.status === 1 && x.stock)
      .sort((a, b) => b.sales - a.sales || a.id - b.id)
      .slice(0, 12)
      .map((x) => x.id);
    expect(r.items.slice(0, expected.length).map((i) => i.entity_id)).toEqual(expected);
  });

  it("404s an unknown product, 422s a bad id or limit, and is publicly cacheable", async () => {
    const missing = await callJson(t.app, "/api/relate-products?product_id=999999");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
    for (const q of ["product_id=abc", "", "product_id=1&limit=13", "product_id=1&limit=0"]) {
      const bad = await callJson(t.app, `/api/relate-products?${q}`);
      expect(bad.status).toBe(422);
    }
    const [any] = await facts();
    const ok = await callJson(t.app, `/api/relate-products?product_id=${any.id}`);
    expect(ok.body.code).toBe(200);
    expect(ok.headers.get("cache-control")).toMatch(/^public, max-age=60/);
  });
});

describe("GET /api/relate-products?category_id=", () => {
  it("lists a category's best sellers, and the AC block for the AC categories", async () => {
    const all = await facts();
    const p = all.find((x) => !x.ac && x.stock && x.status === 1);
    if (!p) throw new Error("no product");
    const byCat = await resultOf<Related & { category_id: number }>(
      t.app,
      `/api/relate-products?category_id=${p.cat}`,
    );
    expect(byCat.kind).toBe("related");
    expect(byCat.product_id).toBeNull();
    expect(byCat.category_id).toBe(p.cat);
    const expected = all
      .filter((x) => x.cat === p.cat && x.status === 1 && x.stock)
      .sort((a, b) => b.sales - a.sales || a.id - b.id)
      .slice(0, 12)
      .map((x) => x.id);
    expect(byCat.items.map((i) => i.entity_id)).toEqual(expected);
    const ac = await resultOf<Related>(t.app, "/api/relate-products?category_id=1473");
    expect(ac.kind).toBe("ac_recommendation");
    expect(ac.title).toBe("Recommended for your space");
    const acIds = new Set(all.filter((x) => x.ac).map((x) => x.id));
    for (const item of ac.items) expect(acIds.has(item.entity_id)).toBe(true);
  });

  it("needs exactly one of product_id and category_id; 404s an unknown category", async () => {
    const both = await callJson(t.app, "/api/relate-products?product_id=5&category_id=444");
    expect(both.status).toBe(422);
    expect(both.body.message).toContain("either product_id or category_id");
    const unknown = await callJson(t.app, "/api/relate-products?category_id=999999");
    expect(unknown.status).toBe(404);
  });
});

describe("GET /media/qr/app-recommend.svg", () => {
  it("is an SVG QR code of {origin}/app-recommend with its module grid, type and caching", async () => {
    const res = await t.app.request("http://shop.example/media/qr/app-recommend.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const svg = await res.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("http://shop.example/app-recommend");
    const modules = Number(/data-modules="(\d+)"/.exec(svg)?.[1]);
    // A QR symbol is 21 + 4·(version − 1) modules wide; the viewBox adds a 4-module quiet zone.
    expect((modules - 21) % 4).toBe(0);
    expect(svg).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`);
    // The three finder patterns: a 7-module dark run at the top-left and top-right corners.
    expect(svg).toContain("M4 4h7v1h-7z");
    expect(svg).toContain(`M${modules - 3} 4h7v1h-7z`);
    const again = await t.app.request("http://shop.example/media/qr/app-recommend.svg", {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
  });
});
