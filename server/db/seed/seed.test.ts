import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-database";
import { createMediaRoutes } from "../../modules/media/media.routes";
import { parseProductImageFile } from "../../modules/media/product-image";
import type { Database } from "../client";
import { hotKeywords } from "../schema/site";
import { CMS_PAGES } from "./cms-content";
import { CATALOG_SEED_SETTING, clearCatalog, type SeedSummary, seedDemoCatalog } from "./seed";

const NOW = new Date("2026-03-01T12:00:00Z");
const PRODUCTS = 120;
const TOP_KEYS = [
  "furniture",
  "outdoor",
  "kitchen",
  "appliance",
  "decor",
  "bath",
  "baby-kids",
  "toys-hobbies",
  "sports-games",
  "pets",
  "health-beauty",
];

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function openSeeded(
  products: number,
  seed: number,
): Promise<{ database: Database; summary: SeedSummary }> {
  // PGlite in memory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
  const database = await createTestDatabase();
  try {
    const summary = await seedDemoCatalog(database.db, { products, seed, now: NOW });
    return { database, summary };
  } catch (err) {
    await database.close();
    throw err;
  }
}

describe("seedDemoCatalog", () => {
  let database: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    ({ database, summary } = await openSeeded(PRODUCTS, 42));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it("reports what it created", async () => {
    const [counts] = await rows<Record<string, number>>(
      database,
      sql`select
        (select count(*)::int from categories) as categories,
        (select count(*)::int from products) as products,
        (select count(*)::int from product_variants) as variants,
        (select count(*)::int from variant_images) as images,
        (select count(*)::int from reviews) as reviews,
        (select count(*)::int from cms_pages) as "cmsPages",
        (select count(*)::int from url_rewrites where redirect_to is not null) as redirects`,
    );
    expect(summary).toEqual(counts);
    expect(summary.products).toBe(PRODUCTS);
  });

  it("creates the 11 top categories with 4–8 subcategories each", async () => {
    const tops = await rows<{ id: number; url_key: string; url_path: string; subs: number }>(
      database,
      sql`select c.id, c.url_key, c.url_path, (select count(*)::int from categories s where s.parent_id = c.id) as subs
          from categories c where c.parent_id is null order by c.position`,
    );
    expect(tops.map((t) => t.url_key)).toEqual(TOP_KEYS);
    for (const top of tops) {
      expect(top.url_path).toBe(`${top.url_key}.html`);
      expect(top.subs).toBeGreaterThanOrEqual(4);
      expect(top.subs).toBeLessThanOrEqual(8);
    }
    const subs = await rows<{ url_path: string; top: string; url_key: string; description: string }>(
      database,
      sql`select s.url_path, s.url_key, t.url_key as top, s.description from categories s join categories t on t.id = s.parent_id`,
    );
    for (const sub of subs) {
      expect(sub.url_path).toBe(`${sub.top}/${sub.url_key}.html`);
      expect(sub.description.length).toBeGreaterThan(80);
    }
  });

  it("keeps the AC page-type ids 444 and 1473 under appliance", async () => {
    const ac = await rows<{ id: number; url_path: string; parent: string }>(
      database,
      sql`select s.id, s.url_path, t.url_key as parent from categories s join categories t on t.id = s.parent_id
          where s.id in (444, 1473) order by s.id`,
    );
    expect(ac).toEqual([
      { id: 444, url_path: "appliance/air-conditioners.html", parent: "appliance" },
      { id: 1473, url_path: "appliance/mini-split-air-conditioners.html", parent: "appliance" },
    ]);
  });

  it("lists every product in its subcategory and the top category", async () => {
    const bad = await rows<{ id: number }>(
      database,
      sql`select p.id from products p
          join categories s on s.id = p.category_id
          where s.parent_id is null
             or not exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = s.id)
             or not exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = s.parent_id)`,
    );
    expect(bad).toEqual([]);
  });

  it("gives every product 1–6 variants with 2–5 images each", async () => {
    const products = await rows<{ id: number; type_id: string; variants: number }>(
      database,
      sql`select p.id, p.type_id, count(v.id)::int as variants from products p
          left join product_variants v on v.product_id = p.id group by p.id`,
    );
    expect(products).toHaveLength(PRODUCTS);
    for (const p of products) {
      expect(p.variants).toBeGreaterThanOrEqual(1);
      expect(p.variants).toBeLessThanOrEqual(6);
      expect(p.type_id).toBe(p.variants > 1 ? "configurable" : "simple");
    }
    const images = await rows<{ images: number }>(
      database,
      sql`select count(i.id)::int as images from product_variants v left join variant_images i on i.variant_id = v.id group by v.id`,
    );
    for (const v of images) {
      expect(v.images).toBeGreaterThanOrEqual(2);
      expect(v.images).toBeLessThanOrEqual(5);
    }
    const sizes = await rows<{ url: string; width: number; height: number }>(
      database,
      sql`select url, width, height from variant_images`,
    );
    for (const image of sizes) {
      const parsed = parseProductImageFile(image.url.replace("/media/catalog/product/", ""));
      expect(parsed, image.url).not.toBeNull();
      expect([parsed?.width, parsed?.height]).toEqual([image.width, image.height]);
    }
  });

  it("stores product texts and JSON columns in their proper shapes", async () => {
    const [shapes] = await rows<Record<string, number>>(
      database,
      sql`select
        count(*) filter (where jsonb_typeof(key_features) <> 'array' or jsonb_array_length(key_features) not between 4 and 6)::int as features,
        count(*) filter (where jsonb_typeof(specifications) <> 'array' or jsonb_array_length(specifications) < 4
          or jsonb_typeof(specifications->0->'label') <> 'string')::int as specs,
        count(*) filter (where jsonb_typeof(highlights) <> 'array' or jsonb_array_length(highlights) not between 3 and 4)::int as highlights,
        count(*) filter (where length(description) < 100 or length(short_description) < 20 or length(product_care) < 40)::int as texts,
        count(*) filter (where name ~ '[{}]' or description ~ '[{}]' or key_features::text ~ '[{][a-z]+[}]')::int as placeholders,
        count(*) filter (where url_path <> url_key || '.html' or url_path !~ '^[a-z0-9-]+-[0-9]+\.html$')::int as paths
        from products`,
    );
    expect(shapes).toEqual({ features: 0, specs: 0, highlights: 0, texts: 0, placeholders: 0, paths: 0 });
    const [other] = await rows<Record<string, number>>(
      database,
      sql`select
        (select count(*) from reviews where jsonb_typeof(images) <> 'array')::int as review_images,
        (select count(*) from home_blocks where jsonb_typeof(product_ids) <> 'array')::int as block_ids`,
    );
    expect(other).toEqual({ review_images: 0, block_ids: 0 });
  });

  it("has realistic, consistent prices", async () => {
    const variants = await rows<{ price: number; special: number | null; plus: number | null; hex: string }>(
      database,
      sql`select price_cents as price, special_price_cents as special, plus_price_cents as plus, color_hex as hex from product_variants`,
    );
    let specials = 0;
    let pluses = 0;
    for (const v of variants) {
      expect(v.price).toBeGreaterThan(0);
      expect(v.price % 100).toBe(99);
      expect(v.hex).toMatch(/^#[0-9a-f]{6}$/);
      if (v.special !== null) {
        specials++;
        expect(v.special).toBeLessThan(v.price);
      }
      if (v.plus !== null) {
        pluses++;
        expect(v.plus).toBeLessThan(v.special ?? v.price);
      }
    }
    expect(specials / variants.length).toBeGreaterThan(0.15);
    expect(specials / variants.length).toBeLessThan(0.5);
    expect(pluses / variants.length).toBeGreaterThan(0.4);
    expect(pluses / variants.length).toBeLessThan(0.8);
    const tiers = await rows<{ variant_id: number; qty: number; price: number; final: number }>(
      database,
      sql`select t.variant_id, t.qty, t.price_cents as price, coalesce(v.special_price_cents, v.price_cents) as final
          from tier_prices t join product_variants v on v.id = t.variant_id order by t.variant_id, t.qty`,
    );
    expect(tiers.length).toBeGreaterThan(0);
    for (const t of tiers) {
      expect([2, 4]).toContain(t.qty);
      expect(t.price).toBeLessThan(t.final);
    }
  });

  it("mixes every stock state", async () => {
    const nowSql = NOW.toISOString();
    const [states] = await rows<Record<string, number>>(
      database,
      sql`select
        (select count(*)::int from product_variants where is_in_stock and qty >= 10) as in_stock,
        (select count(*)::int from product_variants where is_in_stock and qty between 1 and 9) as low,
        (select count(*)::int from product_variants where not is_in_stock and qty = 0 and fill_time > ${nowSql}::timestamptz) as out_of_stock,
        (select count(*)::int from product_variants where not is_in_stock and (qty <> 0 or fill_time is null)) as broken_out_of_stock,
        (select count(*)::int from products where product_tag in ('Pre-order', 'Super Early Bird') and presale_end_date > ${nowSql}::timestamptz) as preorder,
        (select count(*)::int from products where product_tag = 'Drop Price' and spike_special_time > ${nowSql}::timestamptz
           and not exists (select 1 from product_variants v where v.product_id = products.id and v.special_price_cents is null)) as drop_price,
        (select count(*)::int from products where status = 2) as disabled,
        (select count(*)::int from products where not coupon_useabled) as no_coupon,
        (select count(*)::int from products where is_no_discount) as no_discount,
        (select count(*)::int from products where created_at > ${nowSql}::timestamptz) as future_created`,
    );
    expect(states.in_stock).toBeGreaterThan(0);
    expect(states.low).toBeGreaterThan(0);
    expect(states.out_of_stock).toBeGreaterThan(0);
    expect(states.broken_out_of_stock).toBe(0);
    expect(states.preorder).toBeGreaterThan(0);
    expect(states.drop_price).toBeGreaterThan(0);
    expect(states.disabled).toBeGreaterThan(0);
    expect(states.no_coupon).toBeGreaterThan(0);
    expect(states.no_discount).toBeGreaterThan(0);
    expect(states.future_created).toBe(0);
  });

  it("keeps reviews_count and rating_summary consistent with the review rows", async () => {
    const products = await rows<{
      id: number;
      reviews_count: number;
      rating_summary: number;
      n: number;
      avg: number | null;
    }>(
      database,
      sql`select p.id, p.reviews_count, p.rating_summary, count(r.id)::int as n, avg(r.rating)::float as avg
          from products p left join reviews r on r.product_id = p.id group by p.id`,
    );
    let reviewed = 0;
    for (const p of products) {
      expect(p.reviews_count).toBe(p.n);
      expect(p.reviews_count).toBeLessThanOrEqual(40);
      expect(p.rating_summary).toBe(p.n === 0 ? 0 : Math.round((p.avg ?? 0) * 20));
      if (p.n > 0) reviewed++;
    }
    expect(reviewed).toBeGreaterThan(PRODUCTS / 3);
    const [bounds] = await rows<{ min: number; max: number; blank: number }>(
      database,
      sql`select min(rating)::int as min, max(rating)::int as max,
          count(*) filter (where length(detail) < 20 or length(title) = 0 or length(nickname) = 0)::int as blank from reviews`,
    );
    expect(bounds.min).toBeGreaterThanOrEqual(1);
    expect(bounds.max).toBeLessThanOrEqual(5);
    expect(bounds.blank).toBe(0);
  });

  it("resolves every product, category and CMS page through url_rewrites", async () => {
    const missing = await rows<{ kind: string; id: number }>(
      database,
      sql`select 'product' as kind, p.id from products p where not exists
            (select 1 from url_rewrites u where u.request_path = p.url_path and u.target_type = 'product' and u.target_id = p.id and u.redirect_to is null)
          union all
          select 'category', c.id from categories c where not exists
            (select 1 from url_rewrites u where u.request_path = c.url_path and u.target_type = 'category' and u.target_id = c.id and u.redirect_to is null)
          union all
          select 'cms', m.id from cms_pages m where not exists
            (select 1 from url_rewrites u where u.request_path = m.identifier and u.target_type = 'cms' and u.target_id = m.id and u.redirect_to is null)`,
    );
    expect(missing).toEqual([]);
    const redirects = await rows<{
      request_path: string;
      redirect_to: string;
      target_type: string;
      canonical: string | null;
    }>(
      database,
      sql`select r.request_path, r.redirect_to, r.target_type, c.request_path as canonical from url_rewrites r
          left join url_rewrites c on c.redirect_to is null and c.target_type = r.target_type and c.target_id = r.target_id
          where r.redirect_to is not null`,
    );
    expect(redirects.some((r) => r.target_type === "product")).toBe(true);
    expect(redirects.some((r) => r.request_path === "furniture/sofas.html")).toBe(true);
    for (const r of redirects) {
      expect(r.redirect_to.startsWith("/")).toBe(true);
      expect(r.canonical).not.toBeNull();
      expect(r.redirect_to).toBe(`/${r.canonical}`);
      expect(r.request_path.startsWith("/")).toBe(false);
    }
  });

  it("writes the CMS pages the footer links to", async () => {
    const pages = await rows<{ identifier: string; title: string; content_html: string }>(
      database,
      sql`select identifier, title, content_html from cms_pages order by id`,
    );
    expect(pages.map((p) => p.identifier)).toEqual(CMS_PAGES.map((p) => p.identifier));
    const html = Object.fromEntries(pages.map((p) => [p.identifier, p.content_html]));
    for (const page of pages) expect(page.content_html).toMatch(/<h2>|<p>/);
    expect(html["shipping-guide"]).toContain("Alaska");
    expect(html["shipping-guide"]).toContain("PO Box");
    expect(html["cancel-return-policy"]).toContain("$45");
    expect(html["cancel-return-policy"]).toContain("30 days");
    expect(html["nestoraplus-rules"]).toContain("$19/year");
    expect(html["nestoraplus-rules"]).toContain("60 days");
    expect(html["free-gift-rules"]).toContain("1 of the 9");
    expect(html["warranty-policy"]).toContain("8-year compressor");
    expect(html["contact-us"]).toContain("cs@nestora.com");
    expect(html["payment-methods"]).toContain("Klarna");
    const subcategoryPaths = await rows<{ url_path: string }>(database, sql`select url_path from categories`);
    for (const { url_path } of subcategoryPaths) expect(html["site-map"]).toContain(`href="/${url_path}"`);
  });

  it("builds home blocks from enabled, in-stock products", async () => {
    const blocks = await rows<{
      kind: string;
      product_ids: number[];
      image: string | null;
      image_width: number | null;
    }>(database, sql`select kind, product_ids, image, image_width from home_blocks order by id`);
    const count = (kind: string) => blocks.filter((b) => b.kind === kind).length;
    expect(count("banner")).toBe(4);
    expect(count("trending")).toBe(1);
    expect(count("featured")).toBe(1);
    expect(count("bestseller")).toBe(1);
    expect(count("new_arrivals")).toBe(1);
    expect(count("new_home")).toBe(11);
    // Each "New in …" rail fills one row of five on wide screens (four left an empty slot).
    for (const block of blocks.filter((b) => b.kind === "new_home")) expect(block.product_ids.length).toBe(5);
    const eligible = new Set(
      (
        await rows<{ id: number }>(
          database,
          sql`select p.id from products p where p.status = 1
              and exists (select 1 from product_variants v where v.product_id = p.id and v.is_in_stock)`,
        )
      ).map((r) => r.id),
    );
    for (const block of blocks) {
      for (const id of block.product_ids) expect(eligible.has(id), `${block.kind} ${id}`).toBe(true);
    }
    expect(blocks.find((b) => b.kind === "bestseller")?.product_ids).toHaveLength(12);
    expect(blocks.find((b) => b.kind === "new_arrivals")?.product_ids).toHaveLength(12);
    expect(blocks.find((b) => b.kind === "featured")?.product_ids).toHaveLength(8);
    expect(blocks.find((b) => b.kind === "trending")?.product_ids).toHaveLength(8);
    for (const banner of blocks.filter((b) => b.kind === "banner")) {
      expect(banner.image).toMatch(/^\/media\/banner\/.+-1600x600\.svg$/);
      expect(banner.image_width).toBe(1600);
    }
  });

  it("serves every picture url it stored", async () => {
    const urls = await rows<{ url: string }>(
      database,
      sql`select distinct url from (
            select url from variant_images
            union select image from categories where image is not null
            union select image from home_blocks where image is not null
            union select jsonb_array_elements(images)->>'url' from reviews
          ) u`,
    );
    expect(urls.some((u) => u.url.endsWith("-600x600.svg"))).toBe(true);
    const app = createMediaRoutes();
    for (const { url } of urls) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
    }
  });

  it("records the seed and moves the id sequences past the seeded rows", async () => {
    const [setting] = await rows<{ value: unknown }>(
      database,
      sql`select value from site_settings where key = ${CATALOG_SEED_SETTING}`,
    );
    expect(setting.value).toEqual({ seed: 42, products: PRODUCTS, seededAt: NOW.toISOString() });
    const [inserted] = await database.db
      .insert(hotKeywords)
      .values({ keyword: "test", url: "/search?q=test" })
      .returning({ id: hotKeywords.id });
    const [max] = await rows<{ max: number }>(
      database,
      sql`select max(id)::int as max from hot_keywords where keyword <> 'test'`,
    );
    expect(inserted.id).toBeGreaterThan(max.max);
    const hot = await rows<{ url: string }>(
      database,
      sql`select url from hot_keywords where url like '%entrypoint=hotwords%'`,
    );
    expect(hot).toHaveLength(1);
  });

  it("writes the bell's demo notes for everyone, one hot with a category link and picture", async () => {
    const notes = await rows<{
      title: string;
      customer_id: number | null;
      url: string;
      image: string;
      flame: number;
    }>(
      database,
      sql`select title, customer_id, url, image, flame_identification as flame from system_notes order by created_at desc`,
    );
    expect(notes.map((n) => n.title)).toEqual([
      "Outdoor week: patio sets are in",
      "Plus+ members save 15% all year",
      "Welcome to Nestora",
    ]);
    expect(notes.every((n) => n.customer_id === null)).toBe(true);
    expect(notes[0]).toMatchObject({ url: "/outdoor.html", flame: 1 });
    expect(notes[0].image).toMatch(/^\//);
  });

  it("refuses to seed over an existing catalog, and clearCatalog empties it", async () => {
    await expect(seedDemoCatalog(database.db, { products: 5, now: NOW })).rejects.toThrow(/clearCatalog/);
    await clearCatalog(database.db);
    const [left] = await rows<{ n: number }>(
      database,
      sql`select (select count(*) from products) + (select count(*) from categories) + (select count(*) from url_rewrites)
          + (select count(*) from cms_pages) + (select count(*) from home_blocks) + (select count(*) from reviews) as n`,
    );
    expect(Number(left.n)).toBe(0);
    const again = await seedDemoCatalog(database.db, { products: 15, seed: 3, now: NOW });
    expect(again.products).toBe(15);
    // The other tests of this block read the catalog of beforeAll, in whatever order they run:
    // put it back as it was (same seed, same clock, so the same rows).
    await clearCatalog(database.db);
    await seedDemoCatalog(database.db, { products: PRODUCTS, seed: 42, now: NOW });
  });

  it("rejects bad options", async () => {
    await expect(seedDemoCatalog(database.db, { products: -1 })).rejects.toThrow(RangeError);
    await expect(seedDemoCatalog(database.db, { products: 1.5 })).rejects.toThrow(RangeError);
    await expect(seedDemoCatalog(database.db, { products: 1, seed: -4 })).rejects.toThrow(RangeError);
  });
});

describe("seedDemoCatalog determinism", () => {
  it("gives the same catalog for the same seed and now, another for another seed", async () => {
    const { database } = await openSeeded(40, 7);
    try {
      const snapshot = () =>
        rows<{ id: number; name: string; url_path: string; prices: number[]; stock: number[] }>(
          database,
          sql`select p.id, p.name, p.url_path, array_agg(v.price_cents order by v.id) as prices,
                array_agg(coalesce(v.special_price_cents, 0) + coalesce(v.plus_price_cents, 0) + v.qty order by v.id) as stock
              from products p join product_variants v on v.product_id = p.id group by p.id order by p.id`,
        );
      const reseed = async (seed: number) => {
        await clearCatalog(database.db);
        await seedDemoCatalog(database.db, { products: 40, seed, now: NOW });
        return snapshot();
      };
      const first = await snapshot();
      const second = await reseed(7);
      const other = await reseed(8);
      expect(first).toHaveLength(40);
      expect(second).toEqual(first);
      expect(other.map((p) => p.name)).not.toEqual(first.map((p) => p.name));
    } finally {
      await database.close();
    }
  }, 120_000);
});
