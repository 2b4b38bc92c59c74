import { eq, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { FREE_GIFT_THRESHOLD_CENTS } from "../../../contract/cart-constants";
import { bannerImageUrl } from "../../modules/media/banner-image";
import { type ProductImageKind, productImageUrl } from "../../modules/media/product-image";
import { writeSystemNote } from "../../modules/notes/notes.service";
import type { Db } from "../client";
import {
  categories,
  productCategories,
  productFaqs,
  products,
  productTags,
  productVariants,
  reviews,
  tierPrices,
  variantImages,
} from "../schema/catalog";
import { cmsPages, homeBlocks, hotKeywords, siteSettings, urlRewrites } from "../schema/site";
import { buildCmsPages } from "./cms-content";
import { buildProductContent, retailCents, slugify } from "./product-content";
import { createRng, mixSeed, type Rng } from "./random";
import { buildFaqs, buildReview, drawRating } from "./review-content";
import {
  allSubcategories,
  categoryRows,
  OLD_CATEGORY_PATHS,
  type SubcategoryRef,
  TAXONOMY,
} from "./taxonomy";
import { templateFor } from "./templates";

/** Tiles in one row of a home rail on wide screens (app/features/home/product-rail.tsx). */
const HOME_RAIL_ROW = 5;

export interface SeedOptions {
  /** About how many products to create (exactly this many). */
  products: number;
  /** Same seed and `now` ⇒ identical catalog. Default 1. */
  seed?: number;
  /** The reference time every relative date is computed from. Default: the current hour. */
  now?: Date;
}

export interface SeedSummary {
  categories: number;
  products: number;
  variants: number;
  images: number;
  reviews: number;
  cmsPages: number;
  redirects: number;
}

/** The site_settings key that records what was seeded. */
export const CATALOG_SEED_SETTING = "catalog_seed";
/** Pre-assigned product ids start here so product paths read like `…-10234.html`. */
export const FIRST_PRODUCT_ID = 10001;
export const MAX_SEED_PRODUCTS = 1_000_000;

const GALLERY_SIZE = 800;
const REVIEW_PHOTO_SIZE = 600;
const CATEGORY_IMAGE_SIZE = 400;
const PRODUCTS_PER_CHUNK = 500;
/** Rows per insert statement (each statement has a single JSON parameter). */
const ROWS_PER_INSERT = 2000;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const DAY_MS = 24 * HOUR;

const VIEW_LABELS = [
  "",
  "front view",
  "close-up detail",
  "in a room setting",
  "angled view",
  "with dimensions",
];

/** Share of products per subcategory, relative (bigger departments get more products). */
const TOP_WEIGHT: Record<string, number> = {
  furniture: 3,
  outdoor: 2,
  appliance: 2,
  kitchen: 1.5,
  decor: 1.5,
};
const SUB_WEIGHT: Record<string, number> = {
  "sofas-sectionals": 5,
  beds: 4,
  "air-conditioners": 3,
  "mini-split-air-conditioners": 2.5,
  "massage-chairs": 1.5,
};

/** The tables the seed fills, children first (the order rows are deleted in). */
const SEEDED_TABLES = [
  "tier_prices",
  "variant_images",
  "product_variants",
  "product_tags",
  "reviews",
  "product_faqs",
  "product_categories",
  "products",
  "categories",
  "url_rewrites",
  "cms_pages",
  "hot_keywords",
  "home_blocks",
] as const;

/** Tables whose serial ids the seed pre-assigns (their sequences are moved past the max). */
const SERIAL_TABLES = [
  "products",
  "product_variants",
  "variant_images",
  "reviews",
  "product_faqs",
  "url_rewrites",
  "cms_pages",
  "hot_keywords",
  "home_blocks",
] as const;

type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof productVariants.$inferInsert;
type ImageRow = typeof variantImages.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type FaqRow = typeof productFaqs.$inferInsert;
type RewriteRow = typeof urlRewrites.$inferInsert;

interface ProductPlan {
  disabled: Set<number>;
  preorder: Set<number>;
  drop: Set<number>;
  bestseller: Set<number>;
  noCoupon: Set<number>;
  noDiscount: Set<number>;
  oldPath: Set<number>;
  /** Subcategory index per product index. */
  subIndex: number[];
}

/** What the home blocks need to know about each product. */
interface ProductSummary {
  id: number;
  topId: number;
  salesCount: number;
  createdAt: number;
  eligible: boolean;
  hasSpecial: boolean;
  ratingSummary: number;
  reviewsCount: number;
}

interface ChunkRows {
  products: ProductRow[];
  productCategories: (typeof productCategories.$inferInsert)[];
  variants: VariantRow[];
  images: ImageRow[];
  tiers: (typeof tierPrices.$inferInsert)[];
  tags: (typeof productTags.$inferInsert)[];
  reviews: ReviewRow[];
  faqs: FaqRow[];
  rewrites: RewriteRow[];
}

interface Counters {
  variantId: number;
  imageId: number;
  reviewId: number;
  faqId: number;
  rewriteId: number;
  redirects: number;
}

/**
 * Fills an empty catalog with a deterministic demo catalog: categories, products with
 * variants, images, prices, stock, reviews and FAQs, url rewrites (and old-path redirects),
 * CMS pages, hot keywords and home blocks. Runs in one transaction; call clearCatalog first.
 */
export async function seedDemoCatalog(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const count = opts.products;
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEED_PRODUCTS) {
    throw new RangeError(`products must be a whole number from 0 to ${MAX_SEED_PRODUCTS}, got ${count}`);
  }
  const seed = opts.seed ?? 1;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError(`seed must be a whole number from 0 to ${0xffffffff}, got ${seed}`);
  }
  const now = opts.now ? new Date(opts.now.getTime()) : new Date(Math.floor(Date.now() / HOUR) * HOUR);
  if (Number.isNaN(now.getTime())) throw new RangeError("now must be a valid date");
  return db.transaction((tx) => seedInto(tx as unknown as Db, count, seed, now));
}

/** Deletes every row of the tables the seed fills (and the seed's site setting). */
export async function clearCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of SEEDED_TABLES) await tx.execute(sql.raw(`delete from "${table}"`));
    await tx.delete(siteSettings).where(eq(siteSettings.key, CATALOG_SEED_SETTING));
  });
}

/**
 * Inserts many rows with few round trips: each statement carries one JSON array parameter
 * that PostgreSQL expands with json_populate_recordset. This keeps far below the 65,535
 * bind-parameter limit and skips building a placeholder per value, which dominates the
 * time of a large multi-row VALUES insert (on PGlite even more than on PostgreSQL).
 */
async function insertRows<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] as object);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return `"${column.name}"`;
  });
  const list = sql.raw(names.join(", "));
  const target = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const json = JSON.stringify(
      rows.slice(i, i + ROWS_PER_INSERT).map((row) => {
        const record: Record<string, unknown> = {};
        for (let k = 0; k < keys.length; k++)
          record[names[k].slice(1, -1)] = (row as Record<string, unknown>)[keys[k]];
        return record;
      }),
    );
    await db.execute(
      sql`insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${json}::json)`,
    );
  }
}

async function seedInto(db: Db, count: number, seed: number, now: Date): Promise<SeedSummary> {
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) throw new Error("The catalog is not empty; call clearCatalog() before seeding.");

  const nowMs = now.getTime();
  const counters: Counters = {
    variantId: 100_001,
    imageId: 1,
    reviewId: 1,
    faqId: 1,
    rewriteId: 1,
    redirects: 0,
  };
  const subs = allSubcategories();

  // Categories, with a picture of their typical product.
  const catRows = categoryRows().map((row) => {
    const sub =
      row.level === 2 ? subs.find((s) => s.sub.id === row.id)! : subs.find((s) => s.top.id === row.id)!;
    const template = templateFor(sub.sub.urlKey);
    return {
      ...row,
      image: productImageUrl({
        kind: template.kind,
        color: template.colors[0].hex,
        view: 1,
        width: CATEGORY_IMAGE_SIZE,
        height: CATEGORY_IMAGE_SIZE,
      }),
      includeInMenu: true,
    };
  });
  await insertRows(db, categories, catRows);
  const categoryIdByPath = new Map(catRows.map((c) => [c.urlPath, c.id]));

  // CMS pages.
  const pages = buildCmsPages().map((page, i) => ({
    id: i + 1,
    identifier: page.identifier,
    title: page.title,
    contentHtml: page.contentHtml,
    metaDescription: page.metaDescription,
    isActive: true,
    updatedAt: now,
  }));
  await insertRows(db, cmsPages, pages);

  // Url rewrites of categories, CMS pages and old category paths.
  const siteRewrites: RewriteRow[] = [];
  for (const c of catRows) {
    siteRewrites.push({
      id: counters.rewriteId++,
      requestPath: c.urlPath,
      targetType: "category",
      targetId: c.id,
      redirectTo: null,
    });
  }
  for (const p of pages) {
    siteRewrites.push({
      id: counters.rewriteId++,
      requestPath: p.identifier,
      targetType: "cms",
      targetId: p.id,
      redirectTo: null,
    });
  }
  for (const old of OLD_CATEGORY_PATHS) {
    const targetId = categoryIdByPath.get(old.to);
    if (targetId === undefined || categoryIdByPath.has(old.from)) continue;
    siteRewrites.push({
      id: counters.rewriteId++,
      requestPath: old.from,
      targetType: "category",
      targetId,
      redirectTo: `/${old.to}`,
    });
    counters.redirects++;
  }
  await insertRows(db, urlRewrites, siteRewrites);

  // Products, in chunks so memory stays flat for large catalogs.
  const plan = planProducts(count, seed, subs);
  const summaries: ProductSummary[] = [];
  let variantTotal = 0;
  let imageTotal = 0;
  let reviewTotal = 0;
  for (let start = 0; start < count; start += PRODUCTS_PER_CHUNK) {
    const chunk: ChunkRows = {
      products: [],
      productCategories: [],
      variants: [],
      images: [],
      tiers: [],
      tags: [],
      reviews: [],
      faqs: [],
      rewrites: [],
    };
    const end = Math.min(count, start + PRODUCTS_PER_CHUNK);
    for (let index = start; index < end; index++) {
      summaries.push(buildProduct(index, seed, nowMs, plan, subs[plan.subIndex[index]], counters, chunk));
    }
    await insertRows(db, products, chunk.products);
    await insertRows(db, productCategories, chunk.productCategories);
    await insertRows(db, productVariants, chunk.variants);
    await insertRows(db, variantImages, chunk.images);
    await insertRows(db, tierPrices, chunk.tiers);
    await insertRows(db, productTags, chunk.tags);
    await insertRows(db, reviews, chunk.reviews);
    await insertRows(db, productFaqs, chunk.faqs);
    await insertRows(db, urlRewrites, chunk.rewrites);
    variantTotal += chunk.variants.length;
    imageTotal += chunk.images.length;
    reviewTotal += chunk.reviews.length;
  }

  await insertRows(
    db,
    hotKeywords,
    HOT_KEYWORDS.map((k, i) => ({ id: i + 1, position: i + 1, ...k })),
  );
  await insertRows(db, homeBlocks, buildHomeBlocks(summaries));
  await seedDemoNotes(db, catRows, nowMs);
  const setting = { seed, products: count, seededAt: now.toISOString() };
  await db
    .insert(siteSettings)
    .values({ key: CATALOG_SEED_SETTING, value: setting, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: setting, updatedAt: now } });

  for (const table of SERIAL_TABLES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }

  return {
    categories: catRows.length,
    products: count,
    variants: variantTotal,
    images: imageTotal,
    reviews: reviewTotal,
    cmsPages: pages.length,
    redirects: counters.redirects,
  };
}

/**
 * The notifications bell's demo notes: broadcasts to everyone, so a newcomer (guest or a new
 * account) sees the bell working. Written through writeSystemNote (sanitised, checked links) with
 * a key each, so seeding again after clearCatalog keeps them once (notes are not catalog rows:
 * clearCatalog leaves them, and the customers' own notes, alone).
 */
async function seedDemoNotes(
  db: Db,
  catRows: { urlPath: string; image: string | null; level: number }[],
  nowMs: number,
): Promise<void> {
  const outdoor = catRows.find((c) => c.level === 1 && c.urlPath.startsWith("outdoor")) ?? catRows[0];
  const notes: Parameters<typeof writeSystemNote>[1][] = [
    {
      customerId: null,
      title: "Welcome to Nestora",
      content:
        '<p>Free standard shipping on every order, and 30 days to change your mind. <a href="/shipping-guide">Read the shipping guide</a>.</p>',
      url: "/shipping-guide",
      dedupeKey: "demo:welcome",
      createdAt: new Date(nowMs - 3 * DAY_MS),
    },
    {
      customerId: null,
      title: "Plus+ members save 15% all year",
      content:
        "<p>Join Plus+ for <strong>15% off</strong> every purchase, an extra year of warranty and VIP service.</p>",
      url: "/nestoraplus-rules",
      dedupeKey: "demo:plus",
      createdAt: new Date(nowMs - DAY_MS),
    },
    ...(outdoor
      ? [
          {
            customerId: null,
            title: "Outdoor week: patio sets are in",
            content:
              "<p>New <em>patio and garden</em> pieces just landed. <strong>Limited stock.</strong></p>",
            url: `/${outdoor.urlPath}`,
            image: outdoor.image ?? "",
            hot: true,
            dedupeKey: "demo:outdoor",
            createdAt: new Date(nowMs - 2 * HOUR),
          },
        ]
      : []),
  ];
  for (const note of notes) await writeSystemNote(db, note);
}

/** Decides, for the whole catalog at once, the subcategory and the special roles of each product. */
function planProducts(count: number, seed: number, subs: SubcategoryRef[]): ProductPlan {
  const rng = createRng(mixSeed(seed, 0x5eed));
  const weights = subs.map((s, i) => [i, SUB_WEIGHT[s.sub.urlKey] ?? TOP_WEIGHT[s.top.urlKey] ?? 1] as const);
  // Every subcategory gets a product first, taken across the departments in turn (so even a
  // small catalog fills every department), then the rest follow the weights.
  const byDepth = subs
    .map((s, i) => ({ i, depth: s.top.children.indexOf(s.sub), top: TAXONOMY.indexOf(s.top) }))
    .sort((a, b) => a.depth - b.depth || a.top - b.top);
  const subIndex = byDepth.slice(0, Math.min(count, subs.length)).map((s) => s.i);
  while (subIndex.length < count) subIndex.push(rng.weighted(weights));
  rng.shuffle(subIndex);

  const quota = (share: number) => (count >= 10 ? Math.max(1, Math.round(count * share)) : 0);
  const indexes = () => rng.shuffle(Array.from({ length: count }, (_, i) => i));
  // Exclusive roles come from one permutation so a product has at most one of them.
  const roles = indexes();
  let at = 0;
  const take = (n: number) => {
    const picked = new Set(roles.slice(at, at + n));
    at += n;
    return picked;
  };
  return {
    subIndex,
    disabled: take(quota(0.01)),
    preorder: take(quota(0.04)),
    drop: take(quota(0.04)),
    bestseller: take(quota(0.08)),
    noCoupon: new Set(indexes().slice(0, quota(0.05))),
    noDiscount: new Set(indexes().slice(0, quota(0.03))),
    oldPath: new Set(indexes().slice(0, quota(0.02))),
  };
}

/** A valid 12-digit UPC-A for a product id. */
function upc(id: number): string {
  const body = `840217${String(id % 100_000).padStart(5, "0")}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + ((10 - (sum % 10)) % 10);
}

const skuCode = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 3)
    .padEnd(3, "X");

function between(rng: Rng, fromMs: number, toMs: number): Date {
  return new Date(Math.floor(fromMs + rng.next() * Math.max(0, toMs - fromMs)));
}

function buildProduct(
  index: number,
  seed: number,
  nowMs: number,
  plan: ProductPlan,
  ref: SubcategoryRef,
  counters: Counters,
  out: ChunkRows,
): ProductSummary {
  const id = FIRST_PRODUCT_ID + index;
  const rng = createRng(mixSeed(seed, index + 1));
  const template = templateFor(ref.sub.urlKey);
  const variantCount = rng.weighted([
    [1, 30],
    [2, 20],
    [3, 20],
    [4, 15],
    [5, 8],
    [6, 7],
  ]);
  const content = buildProductContent(rng, template, variantCount);

  const disabled = plan.disabled.has(index);
  const preorder = plan.preorder.has(index);
  const earlyBird = preorder && rng.chance(0.5);
  const drop = plan.drop.has(index);
  const bestseller = plan.bestseller.has(index);
  const noDiscount = plan.noDiscount.has(index);
  const couponUseabled = !plan.noCoupon.has(index) && !earlyBird;

  // Spread over the last 18 months; pre-orders are recent launches.
  const ageMs = preorder
    ? rng.int(1, 20) * DAY
    : Math.floor(rng.next() ** 1.3 * 540 * DAY) + rng.int(1, 1440) * 60_000;
  const createdAt = new Date(nowMs - ageMs);
  const presaleEndDate = preorder ? new Date(nowMs + rng.int(7, 45) * DAY + rng.int(0, 23) * HOUR) : null;
  const spikeSpecialTime = drop ? new Date(nowMs + rng.int(3, 96) * HOUR) : null;
  const hasSpecial = drop || (!noDiscount && rng.chance(0.3));
  const discount = drop ? rng.float(0.2, 0.4) : rng.float(0.1, 0.35);
  const hasPlus = !noDiscount && !earlyBird && rng.chance(0.6);

  // Variants with prices, stock and pictures.
  let anyInStock = false;
  let maxFinal = 0;
  content.variants.forEach((option, pos) => {
    const variantId = counters.variantId++;
    const price = option.priceCents;
    let special: number | null = hasSpecial ? retailCents((price / 100) * (1 - discount)) : null;
    if (special !== null && special >= price) special = price > 200 ? price - 100 : null;
    const final = special ?? price;
    let plus: number | null = hasPlus ? retailCents((final / 100) * 0.85) : null;
    if (plus !== null && plus >= final) plus = final > 200 ? final - 100 : null;
    maxFinal = Math.max(maxFinal, final);

    let qty: number;
    let isInStock = true;
    let fillTime: Date | null = null;
    if (preorder) {
      qty = rng.int(20, 200);
    } else {
      const roll = rng.next();
      if (roll < 0.08) {
        qty = 0;
        isInStock = false;
        fillTime = new Date(nowMs + rng.int(7, 42) * DAY);
      } else if (roll < 0.18) {
        qty = rng.int(1, 9);
      } else {
        qty = rng.int(10, 500);
      }
    }
    anyInStock ||= isInStock;
    const minSaleQty = rng.chance(0.05) ? 2 : 1;
    const skuParts = [
      option.color.name,
      option.size ?? option.style ?? (option.numberOfPieces ? `${option.numberOfPieces}P` : ""),
    ];
    out.variants.push({
      id: variantId,
      productId: id,
      sku: `NS${id}-${skuCode(skuParts[0])}${skuParts[1] ? `-${skuCode(skuParts[1])}` : ""}-${pos + 1}`,
      color: option.color.name,
      colorHex: `#${option.color.hex}`,
      size: option.size,
      style: option.style,
      numberOfPieces: option.numberOfPieces,
      priceCents: price,
      specialPriceCents: special,
      plusPriceCents: plus,
      qty,
      isInStock,
      minSaleQty,
      maxSaleQty: Math.max(minSaleQty, rng.int(5, 20)),
      fillTime,
      position: pos,
    });

    if (!noDiscount && rng.chance(0.1)) {
      const two = retailCents((final / 100) * 0.95);
      const four = retailCents((final / 100) * 0.9);
      if (two < final && four < two) {
        out.tiers.push({ variantId, qty: 2, priceCents: two }, { variantId, qty: 4, priceCents: four });
      }
    }

    const views = rng.int(2, 5);
    const variantLabel = [
      option.color.name,
      option.size,
      option.style,
      option.numberOfPieces ? `${option.numberOfPieces} pieces` : null,
    ]
      .filter(Boolean)
      .join(", ");
    for (let view = 1; view <= views; view++) {
      out.images.push({
        id: counters.imageId++,
        variantId,
        url: productImageUrl({
          kind: content.kind,
          color: option.color.hex,
          view,
          width: GALLERY_SIZE,
          height: GALLERY_SIZE,
        }),
        alt: `${content.name} in ${variantLabel}, ${VIEW_LABELS[view]}`,
        width: GALLERY_SIZE,
        height: GALLERY_SIZE,
        position: view - 1,
      });
    }
  });

  // Sales, reviews and questions.
  const ageDays = ageMs / DAY;
  const salesCount = bestseller
    ? rng.int(1500, 12_000)
    : preorder
      ? rng.int(0, 80)
      : disabled
        ? rng.int(0, 300)
        : Math.floor(rng.next() ** 2 * 1400);
  let reviewCount: number;
  if (preorder || ageDays < 7) reviewCount = 0;
  else if (ageDays < 30) reviewCount = rng.int(0, 3);
  else if (bestseller) reviewCount = rng.int(15, 40);
  else {
    reviewCount = rng.weighted([
      [0, 20],
      [1, 35],
      [2, 30],
      [3, 15],
    ]);
    reviewCount = [0, rng.int(1, 5), rng.int(6, 15), rng.int(16, 40)][reviewCount];
  }
  const quality = rng.next();
  let ratingTotal = 0;
  const firstReviewAt = createdAt.getTime() + 3 * DAY;
  for (let r = 0; r < reviewCount; r++) {
    const rating = drawRating(rng, quality);
    ratingTotal += rating;
    const text = buildReview(rng, template, rating);
    const color = rng.pick(content.variants).color.hex;
    const photos = rng.chance(0.12)
      ? rng.sample([1, 3, 4], rng.int(1, 3)).map((view) => ({
          url: productImageUrl({
            kind: content.kind,
            color,
            view,
            width: REVIEW_PHOTO_SIZE,
            height: REVIEW_PHOTO_SIZE,
          }),
          width: REVIEW_PHOTO_SIZE,
          height: REVIEW_PHOTO_SIZE,
        }))
      : [];
    out.reviews.push({
      id: counters.reviewId++,
      productId: id,
      ...text,
      images: photos,
      createdAt: between(rng, Math.min(firstReviewAt, nowMs), nowMs),
    });
  }
  const ratingSummary = reviewCount ? Math.round((ratingTotal / reviewCount) * 20) : 0;

  const isPickup = (ref.top.urlKey === "furniture" || ref.top.urlKey === "outdoor") && rng.chance(0.05);
  const faqs = buildFaqs(
    rng,
    template,
    {
      noun: template.noun,
      businessDays: content.businessDays,
      couponUseabled,
      isNoDiscount: noDiscount,
      isPickup,
      earlyBird,
      assembly: template.assembly,
    },
    rng.int(0, 12),
    content.fill,
  );
  for (const [question, answer] of faqs) {
    out.faqs.push({
      id: counters.faqId++,
      productId: id,
      question,
      answer,
      createdAt: between(rng, createdAt.getTime(), nowMs),
    });
  }

  // Tags: every tag in product_tags, the most important one on the product.
  const preorderTag = preorder ? (earlyBird ? "Super Early Bird" : "Pre-order") : null;
  const tags: string[] = [];
  if (preorderTag) tags.push(preorderTag);
  if (drop) tags.push("Drop Price");
  if (bestseller) tags.push("Best Seller");
  if (ageDays <= 30) tags.push("New");
  if (!earlyBird && maxFinal >= 10_000 && rng.chance(0.12)) tags.push("Free Gift");
  for (const tag of tags) out.tags.push({ productId: id, tag });

  const urlKey = `${content.slug}-${id}`;
  const urlPath = `${urlKey}.html`;
  out.products.push({
    id,
    sku: `NS-${skuCode(ref.sub.urlKey)}-${id}`,
    name: content.name,
    urlKey,
    urlPath,
    typeId: content.variants.length > 1 ? "configurable" : "simple",
    status: disabled ? 2 : 1,
    categoryId: ref.sub.id,
    brand: content.brand,
    itemNo: `W${ref.sub.id}S${String(id).padStart(6, "0")}`,
    gtin: upc(id),
    description: content.description,
    shortDescription: content.shortDescription,
    keyFeatures: content.keyFeatures,
    specifications: content.specifications,
    productCare: content.productCare,
    highlights: content.highlights,
    ratingSummary,
    reviewsCount: reviewCount,
    salesCount,
    productTag: tags[0] ?? null,
    presaleEndDate,
    spikeSpecialTime,
    couponUseabled,
    isNoDiscount: noDiscount,
    pointsType: rng.weighted([
      [1, 85],
      [2, 10],
      [3, 5],
    ]),
    isCustomized:
      (ref.sub.urlKey === "sofas-sectionals" || ref.sub.urlKey === "beds") && rng.chance(0.06) ? 1 : 0,
    isChair: template.isChair ?? false,
    hasVideo: rng.chance(0.12),
    isPickup,
    businessDays: earlyBird ? "10-15" : content.businessDays,
    createdAt,
  });
  out.productCategories.push(
    { productId: id, categoryId: ref.sub.id, position: index },
    { productId: id, categoryId: ref.top.id, position: index },
  );
  out.rewrites.push({
    id: counters.rewriteId++,
    requestPath: urlPath,
    targetType: "product",
    targetId: id,
    redirectTo: null,
  });
  if (plan.oldPath.has(index)) {
    const oldSlug = slugify(content.series ? `${content.series} ${template.noun}` : template.noun);
    out.rewrites.push({
      id: counters.rewriteId++,
      requestPath: `old/${oldSlug}-${id}.html`,
      targetType: "product",
      targetId: id,
      redirectTo: `/${urlPath}`,
    });
    counters.redirects++;
  }

  return {
    id,
    topId: ref.top.id,
    salesCount,
    createdAt: createdAt.getTime(),
    eligible: !disabled && !preorder && anyInStock,
    hasSpecial,
    ratingSummary,
    reviewsCount: reviewCount,
  };
}

const HOT_KEYWORDS: { keyword: string; url: string; isHot: boolean }[] = [
  { keyword: "sofa", url: "/search?q=sofa", isHot: true },
  { keyword: "air conditioner", url: "/appliance/air-conditioners.html", isHot: true },
  { keyword: "mini split", url: "/appliance/mini-split-air-conditioners.html", isHot: true },
  { keyword: "Deals of the Week", url: "/sales-events?entrypoint=hotwords", isHot: true },
  { keyword: "patio furniture", url: "/outdoor.html", isHot: false },
  { keyword: "massage chair", url: "/health-beauty/massage-chairs.html", isHot: false },
  { keyword: "bed frame", url: "/search?q=bed+frame", isHot: false },
  { keyword: "dresser", url: "/furniture/dressers.html", isHot: false },
  { keyword: "gazebo", url: "/outdoor/gazebos-pergolas.html", isHot: false },
  { keyword: "office chair", url: "/search?q=office+chair", isHot: false },
];

const BANNERS: {
  title: string;
  subtitle: string;
  url: string;
  pattern: "arches" | "waves" | "blocks" | "sunrise";
  kind: ProductImageKind;
  color: string;
}[] = [
  {
    title: "Living Room Refresh",
    subtitle: "Sofas, sectionals and recliners built for everyday comfort — free shipping on every order",
    url: "/furniture/sofas-sectionals.html",
    pattern: "arches",
    kind: "sofa",
    color: "2f3e5c",
  },
  {
    title: "Stay Cool, Save More",
    subtitle: "Portable, window and mini-split air conditioners with professional installation",
    url: "/appliance/air-conditioners.html",
    pattern: "waves",
    kind: "mini-split",
    color: "7fb3c8",
  },
  {
    title: "Outdoor Living Starts Here",
    subtitle: "Weather-ready patio sets, umbrellas and fire pits for your backyard",
    url: "/outdoor.html",
    pattern: "sunrise",
    kind: "patio-dining",
    color: "5e7f55",
  },
  {
    title: "Relax in Full-Body Comfort",
    subtitle: "Zero-gravity massage chairs with 3-year care on chairs over $1,000",
    url: "/health-beauty/massage-chairs.html",
    pattern: "blocks",
    kind: "massage-chair",
    color: "c9a27e",
  },
];

function buildHomeBlocks(summaries: ProductSummary[]): (typeof homeBlocks.$inferInsert)[] {
  const eligible = summaries.filter((s) => s.eligible);
  const top = (list: ProductSummary[], n: number, score: (s: ProductSummary) => number) =>
    list
      .slice()
      .sort((a, b) => score(b) - score(a) || a.id - b.id)
      .slice(0, n)
      .map((s) => s.id);
  const fillUp = (ids: number[], n: number, fallback: number[]) => {
    const seen = new Set(ids);
    for (const id of fallback) {
      if (ids.length >= n) break;
      if (!seen.has(id)) {
        ids.push(id);
        seen.add(id);
      }
    }
    return ids;
  };
  const bySales = top(eligible, eligible.length, (s) => s.salesCount);
  const blocks: (typeof homeBlocks.$inferInsert)[] = [];
  let id = 1;
  BANNERS.forEach((b, i) => {
    blocks.push({
      id: id++,
      kind: "banner",
      position: i + 1,
      title: b.title,
      subtitle: b.subtitle,
      image: bannerImageUrl({ pattern: b.pattern, kind: b.kind, color: b.color, width: 1600, height: 600 }),
      imageWidth: 1600,
      imageHeight: 600,
      url: b.url,
      productIds: [],
    });
  });
  blocks.push({
    id: id++,
    kind: "trending",
    position: 1,
    title: "Trending Now",
    subtitle: "What shoppers are loving this week",
    image: bannerImageUrl({ pattern: "blocks", kind: "lamp", color: "d4a33b", width: 800, height: 800 }),
    imageWidth: 800,
    imageHeight: 800,
    url: "/decor.html",
    productIds: fillUp(
      top(
        eligible.filter((s) => s.hasSpecial),
        8,
        (s) => s.salesCount,
      ),
      8,
      bySales,
    ),
  });
  blocks.push({
    id: id++,
    kind: "featured",
    position: 1,
    title: "Customer Favorites",
    subtitle: "Top-rated picks with glowing reviews",
    url: null,
    productIds: fillUp(
      top(
        eligible.filter((s) => s.reviewsCount >= 3),
        8,
        (s) => s.ratingSummary * 1000 + s.reviewsCount,
      ),
      8,
      bySales,
    ),
  });
  blocks.push({
    id: id++,
    kind: "bestseller",
    position: 1,
    title: "Best Sellers",
    subtitle: "Our most-loved products",
    url: null,
    productIds: bySales.slice(0, 12),
  });
  blocks.push({
    id: id++,
    kind: "new_arrivals",
    position: 1,
    title: "New Arrivals",
    subtitle: "Just landed in our catalog",
    url: null,
    productIds: top(eligible, 12, (s) => s.createdAt),
  });
  TAXONOMY.forEach((cat, i) => {
    // Five: one full row of the home rail on wide screens (four left an empty fifth slot).
    const ids = top(
      eligible.filter((s) => s.topId === cat.id),
      HOME_RAIL_ROW,
      (s) => s.createdAt,
    );
    // A small catalog may leave a department without a sellable product: no empty rail then.
    if (ids.length === 0) return;
    blocks.push({
      id: id++,
      kind: "new_home",
      position: i + 1,
      title: `New in ${cat.name}`,
      subtitle: cat.description.split(". ")[0].replace(/\.$/, ""),
      url: `/${cat.urlKey}.html`,
      productIds: ids,
    });
  });
  // The cart page's pictures (read by the cart banner call and the cart read).
  blocks.push({
    id: id++,
    kind: "cart_banner",
    position: 1,
    title: `A Free Gift on Orders Over $${FREE_GIFT_THRESHOLD_CENTS / 100}`,
    subtitle: "Add your free gift right here in the cart once your order qualifies",
    image: bannerImageUrl({ pattern: "sunrise", kind: "lamp", color: "b5654a", width: 1600, height: 600 }),
    imageWidth: 1600,
    imageHeight: 600,
    url: "/free-gift-rules",
    productIds: [],
  });
  blocks.push({
    id: id++,
    kind: "plus_cart",
    position: 1,
    title: "Join Plus+ and save on this order",
    subtitle: "15% off every purchase all year",
    image: bannerImageUrl({
      pattern: "blocks",
      kind: "massage-chair",
      color: "d4a33b",
      width: 800,
      height: 800,
    }),
    imageWidth: 800,
    imageHeight: 800,
    url: "/nestoraplus-rules",
    productIds: [],
  });
  return blocks;
}
