import { asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testDeps } from "../../../tests/helpers/test-deps";
import { createApp } from "../../app";
import { categories, products } from "../../db/schema/catalog";
import { cmsPages } from "../../db/schema/site";
import { sitemapRoutes } from "./sitemap.routes";
import { urlsetXml, xmlEscape } from "./sitemap.service";

// The real app over the seeded demo catalog; one product disabled and one CMS page inactive.
let t: TestApp;
let disabledPath: string;
let inactiveCms: string;
let enabledCount: number;
let categoryCount: number;
let activeCmsCount: number;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  const db = t.database.db;
  const [victim] = await db.select().from(products).orderBy(asc(products.id)).limit(1).offset(3);
  await db.update(products).set({ status: 2 }).where(eq(products.id, victim.id));
  disabledPath = `/${victim.urlPath}`;
  const [page] = await db.select().from(cmsPages).where(eq(cmsPages.identifier, "careers"));
  await db.update(cmsPages).set({ isActive: false }).where(eq(cmsPages.id, page.id));
  inactiveCms = "/careers";
  enabledCount = (await db.select({ id: products.id }).from(products).where(eq(products.status, 1))).length;
  categoryCount = (await db.select({ id: categories.id }).from(categories)).length;
  activeCmsCount = (await db.select({ id: cmsPages.id }).from(cmsPages).where(ne(cmsPages.isActive, false)))
    .length;
});
afterAll(() => t?.close());

/** Strict enough well-formedness check: declaration, balanced elements, escaped text. */
function wellFormed(xml: string): boolean {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')) return false;
  const body = xml.slice(xml.indexOf("?>") + 2);
  const stack: string[] = [];
  const tokens = body.split(/(<[^>]*>)/);
  for (const token of tokens) {
    if (token.startsWith("<")) {
      const m = /^<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>$/.exec(token);
      if (!m) return false;
      if (m[4]) continue;
      if (m[1]) {
        if (stack.pop() !== m[2]) return false;
      } else stack.push(m[2]);
    } else if (/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(token)) return false;
  }
  return stack.length === 0;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("GET /sitemap.xml", () => {
  it("lists home, every category, every enabled product and every active CMS page, absolute", async () => {
    const res = await t.app.request("http://shop.test/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await res.text();
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(xml);
    expect(urls.length).toBe(1 + categoryCount + enabledCount + activeCmsCount);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain("http://shop.test/");
    expect(urls).toContain("http://shop.test/furniture.html");
    expect(urls.some((u) => /^http:\/\/shop\.test\/furniture\/[\w-]+\.html$/.test(u))).toBe(true);
    expect(urls).toContain("http://shop.test/shipping-guide");
    expect(urls).not.toContain(`http://shop.test${inactiveCms}`);
    expect(urls).not.toContain(`http://shop.test${disabledPath}`);
    for (const u of urls) expect(u.startsWith("http://shop.test/")).toBe(true);
  });

  it("every listed path resolves through the path lookup (no redirects, no 404s)", async () => {
    const xml = await (await t.app.request("http://shop.test/sitemap.xml")).text();
    const paths = locs(xml)
      .map((u) => new URL(u).pathname)
      .filter((p) => p !== "/");
    for (const path of paths) {
      const res = await t.app.request(`/api/path?path=${encodeURIComponent(path)}`);
      const body = (await res.json()) as { code: number };
      expect({ path, code: body.code }).toEqual({ path, code: 200 });
    }
  });

  it("gives CMS pages a lastmod and products none (they have no modification time)", async () => {
    const xml = await (await t.app.request("http://shop.test/sitemap.xml")).text();
    expect(xml).toMatch(
      /<url><loc>http:\/\/shop\.test\/shipping-guide<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
    expect(xml).toContain("<url><loc>http://shop.test/furniture.html</loc></url>");
  });

  it("uses PUBLIC_URL's origin when configured, whatever host the request came in on", async () => {
    const app = createApp({
      deps: testDeps(t.database, { env: { PUBLIC_URL: "https://www.nestora.example/" } }),
    });
    const xml = await (await app.request("http://internal:3000/sitemap.xml")).text();
    const urls = locs(xml);
    expect(urls).toContain("https://www.nestora.example/");
    expect(urls.every((u) => u.startsWith("https://www.nestora.example/"))).toBe(true);
  });

  it("is gzip-compressed for clients that accept it", async () => {
    const res = await t.app.request("http://shop.test/sitemap.xml", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("sitemap index (more URLs than one file may hold)", () => {
  const LIMIT = 10;
  const split = () => sitemapRoutes(t.deps, { maxUrlsPerFile: LIMIT });

  it("answers a sitemapindex of numbered pages and products parts", async () => {
    const res = await split().request("http://shop.test/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pagesParts = Math.ceil((1 + categoryCount + activeCmsCount) / LIMIT);
    const productParts = Math.ceil(enabledCount / LIMIT);
    const expected = [
      ...Array.from({ length: pagesParts }, (_, i) => `http://shop.test/sitemap-pages-${i + 1}.xml`),
      ...Array.from({ length: productParts }, (_, i) => `http://shop.test/sitemap-products-${i + 1}.xml`),
    ];
    expect(locs(xml)).toEqual(expected);
  });

  it("its parts together list exactly the single sitemap's URLs, at most LIMIT each", async () => {
    const app = split();
    const index = locs(await (await app.request("http://shop.test/sitemap.xml")).text());
    const all: string[] = [];
    for (const part of index) {
      const res = await app.request(part);
      expect(res.status).toBe(200);
      const xml = await res.text();
      expect(wellFormed(xml)).toBe(true);
      const urls = locs(xml);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(LIMIT);
      all.push(...urls);
    }
    const single = locs(await (await t.app.request("http://shop.test/sitemap.xml")).text());
    expect(all.sort()).toEqual([...single].sort());
  });

  it("answers 404 for a part past the end or a malformed part name", async () => {
    const app = split();
    expect((await app.request("/sitemap-products-999.xml")).status).toBe(404);
    expect((await app.request("/sitemap-products-0.xml")).status).toBe(404);
    expect((await t.app.request("/sitemap-products-x.xml")).status).not.toBe(200);
  });
});

describe("XML escaping", () => {
  it("escapes &, <, > and quotes in URLs and percent-encodes path segments once", () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = urlsetXml("https://x.test", [{ path: "/a&b c.html" }, { path: "/caf%C3%A9.html" }]);
    expect(wellFormed(xml)).toBe(true);
    expect(locs(xml)).toEqual(["https://x.test/a%26b%20c.html", "https://x.test/caf%C3%A9.html"]);
  });
});

describe("GET /robots.txt", () => {
  it("allows the store, disallows private paths and names the absolute sitemap", async () => {
    const res = await t.app.request("http://shop.test/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await res.text();
    const lines = text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/checkout", "/customer/", "/cart", "/search?", "/api/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Sitemap: http://shop.test/sitemap.xml");
    // The store's public pages stay crawlable.
    expect(lines).not.toContain("Disallow: /");
    expect(lines.filter((l) => l.startsWith("Disallow: /furniture"))).toEqual([]);
  });

  it("names the PUBLIC_URL sitemap when configured", async () => {
    const app = createApp({
      deps: testDeps(t.database, { env: { PUBLIC_URL: "https://www.nestora.example" } }),
    });
    const text = await (await app.request("http://internal:3000/robots.txt")).text();
    expect(text).toContain("Sitemap: https://www.nestora.example/sitemap.xml");
  });
});
