import { asc, count, eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import { cmsPages } from "../../db/schema/site";

/** The sitemaps protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  /** Path with a leading slash. */
  path: string;
  lastmod?: Date;
}

/** The two sections a split sitemap has: store pages (home, categories, CMS) and products. */
export type SitemapSection = "pages" | "products";

export interface SitemapPart {
  section: SitemapSection;
  /** 1-based part number within the section. */
  n: number;
}

/**
 * Public origin for absolute URLs: PUBLIC_URL when configured (its origin only), else the origin
 * the request came in on.
 */
export function publicOrigin(config: Pick<Config, "PUBLIC_URL">, requestUrl: string): string {
  return new URL(config.PUBLIC_URL ?? requestUrl).origin;
}

/** XML-escapes a text node or attribute value. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A path as a URL: each segment percent-encoded once (already-encoded text is left alone). */
function locOf(origin: string, path: string): string {
  // Catalog paths are plain ASCII slugs: skip the encoding work for them (50,000 per sitemap).
  if (/^[A-Za-z0-9\-._~/]*$/.test(path)) return `${origin}${path}`;
  const encoded = path
    .split("/")
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join("/");
  return xmlEscape(`${origin}${encoded}`);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A `<urlset>` document. */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const parts: string[] = [XML_HEAD, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (const u of urls) {
    parts.push(
      u.lastmod
        ? `<url><loc>${locOf(origin, u.path)}</loc><lastmod>${u.lastmod.toISOString()}</lastmod></url>\n`
        : `<url><loc>${locOf(origin, u.path)}</loc></url>\n`,
    );
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

/** A `<sitemapindex>` document listing the parts. */
export function sitemapIndexXml(origin: string, parts: readonly SitemapPart[]): string {
  const out: string[] = [XML_HEAD, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (const p of parts) out.push(`<sitemap><loc>${locOf(origin, partPath(p))}</loc></sitemap>\n`);
  out.push("</sitemapindex>\n");
  return out.join("");
}

export const partPath = (p: SitemapPart) => `/sitemap-${p.section}-${p.n}.xml`;

/** Home, every category and every active CMS page, in that order. */
export async function storePageUrls(db: Db): Promise<SitemapUrl[]> {
  const [cats, pages] = await Promise.all([
    db
      .select({ urlPath: categories.urlPath })
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id)),
    db
      .select({ identifier: cmsPages.identifier, updatedAt: cmsPages.updatedAt })
      .from(cmsPages)
      .where(eq(cmsPages.isActive, true))
      .orderBy(asc(cmsPages.identifier)),
  ]);
  return [
    { path: "/" },
    ...cats.map((c) => ({ path: `/${c.urlPath}` })),
    ...pages.map((p) => ({ path: `/${p.identifier}`, lastmod: p.updatedAt })),
  ];
}

/**
 * Enabled products (status 1), by id, `limit` from `offset`. Products carry no modification time
 * (created_at is not one), so they get no lastmod rather than a wrong one.
 */
export async function productUrls(db: Db, offset: number, limit: number): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ urlPath: products.urlPath })
    .from(products)
    .where(eq(products.status, 1))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ path: `/${r.urlPath}` }));
}

export async function enabledProductCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.status, 1));
  return Number(row?.n ?? 0);
}

export type SitemapPlan =
  | { kind: "single"; urls: SitemapUrl[] }
  | { kind: "index"; parts: SitemapPart[]; pages: SitemapUrl[]; productCount: number };

/**
 * One `<urlset>` when everything fits in `maxUrls`; otherwise an index over numbered parts of
 * each section (`/sitemap-pages-1.xml`, `/sitemap-products-1.xml`, `/sitemap-products-2.xml` …).
 */
export async function planSitemap(db: Db, maxUrls: number): Promise<SitemapPlan> {
  const [pages, productCount] = await Promise.all([storePageUrls(db), enabledProductCount(db)]);
  if (pages.length + productCount <= maxUrls) {
    return { kind: "single", urls: [...pages, ...(await productUrls(db, 0, productCount))] };
  }
  const parts: SitemapPart[] = [];
  for (let n = 1; n <= Math.ceil(pages.length / maxUrls); n++) parts.push({ section: "pages", n });
  for (let n = 1; n <= Math.ceil(productCount / maxUrls); n++) parts.push({ section: "products", n });
  return { kind: "index", parts, pages, productCount };
}

/** The URLs of one part of a split sitemap, or null when there is no such part. */
export async function partUrls(db: Db, part: SitemapPart, maxUrls: number): Promise<SitemapUrl[] | null> {
  if (!Number.isInteger(part.n) || part.n < 1) return null;
  const offset = (part.n - 1) * maxUrls;
  if (part.section === "pages") {
    const pages = await storePageUrls(db);
    const slice = pages.slice(offset, offset + maxUrls);
    return slice.length > 0 ? slice : null;
  }
  const urls = await productUrls(db, offset, maxUrls);
  return urls.length > 0 ? urls : null;
}
