import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { Deps } from "../../http/context";
import {
  partUrls,
  planSitemap,
  publicOrigin,
  SITEMAP_MAX_URLS,
  type SitemapSection,
  sitemapIndexXml,
  urlsetXml,
} from "./sitemap.service";

/** Crawlers re-read these at most hourly; a CDN can serve them meanwhile. */
const CACHE_CONTROL = "public, max-age=3600";

export interface SitemapOptions {
  /** URLs per file before the sitemap splits into an index (tests lower it). */
  maxUrlsPerFile?: number;
}

/**
 * Paths crawlers should leave alone: the API, the shopper's own pages (account, cart, checkout,
 * payment, orders, points) and search result pages (endless query combinations); the error pages.
 */
export const ROBOTS_DISALLOW = [
  "/api/",
  "/checkout",
  "/customer/",
  "/cart",
  "/pay$",
  "/Payresult",
  "/sales/",
  "/points/points",
  "/points/reward",
  "/search?",
  "/oops.html",
  "/404",
  "/error",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "# Shopper pages are public; account, cart, checkout, search results and the API are not for crawlers.",
    "User-agent: *",
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/**
 * GET /robots.txt, GET /sitemap.xml and, when the store has more URLs than one sitemap may hold,
 * the numbered parts the index lists (GET /sitemap-pages-N.xml, GET /sitemap-products-N.xml).
 * URLs are absolute: PUBLIC_URL when configured, else the request's origin.
 */
export function sitemapRoutes(deps: Deps, opts: SitemapOptions = {}): Hono {
  const maxUrls = Math.max(1, Math.min(opts.maxUrlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS));
  const app = new Hono();
  const origin = (c: Context) => publicOrigin(deps.config, c.req.url);
  const xml = (c: Context, body: string) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", CACHE_CONTROL);
    return c.body(body, 200);
  };

  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", CACHE_CONTROL);
    return c.text(robotsTxt(origin(c)));
  });

  app.use("/sitemap*", compress());

  app.get("/sitemap.xml", async (c) => {
    const plan = await planSitemap(deps.db, maxUrls);
    return xml(
      c,
      plan.kind === "single" ? urlsetXml(origin(c), plan.urls) : sitemapIndexXml(origin(c), plan.parts),
    );
  });

  app.get("/:file{sitemap-(?:pages|products)-[0-9]{1,6}\\.xml}", async (c) => {
    const match = /^sitemap-(pages|products)-(\d+)\.xml$/.exec(c.req.param("file"));
    if (!match) return c.text("Not found", 404);
    const urls = await partUrls(
      deps.db,
      { section: match[1] as SitemapSection, n: Number(match[2]) },
      maxUrls,
    );
    if (!urls) return c.text("Not found", 404);
    return xml(c, urlsetXml(origin(c), urls));
  });

  return app;
}
