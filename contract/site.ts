import { z } from "zod";
import { bannerSchema } from "./banner";
import { defineCall } from "./call";
import { productCardSchema } from "./product-card";

const pathTypeSchema = z.enum(["product", "category", "cms"]);

export const pathLookup = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/path",
  tag: "site",
  summary:
    "Resolve a storefront path to a product, category or CMS page. Envelope code 301 carries the canonical `url` of a moved path; 404 means unknown.",
  query: z.object({
    path: z
      .string({ error: "path is required" })
      .min(1, "path is required")
      .max(512, "path must be at most 512 characters"),
  }),
  result: z.object({
    type: pathTypeSchema,
    id: z.number().int(),
    url: z.string().describe("Canonical path with a leading slash"),
    feed: z.boolean().describe("The path had the /product/ prefix (FeedProductDetail)"),
    live: z.boolean().describe("The path had the /live/ prefix"),
  }),
  errors: { 301: "moved: result.url is the canonical path", 404: "no such page" },
});

export const versionFile = defineCall({
  method: "get",
  path: "/version.json",
  tag: "site",
  summary: "The version of the running build (not an envelope: the answer is `{ data: { version } }`).",
  query: z.object({ t: z.string().max(64).optional() }),
  result: z.object({ data: z.object({ version: z.string() }) }),
});

export const fraudSiteId = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/common/forter-site-id",
  tag: "site",
  summary: "Fraud-screening site id; `is_active` is 0 unless the operator configured one.",
  result: z.object({ is_active: z.union([z.literal(0), z.literal(1)]), site_id: z.string() }),
});

const keywordSchema = z.object({ keyword: z.string(), url: z.string() });

export const popularKeywords = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/search/popular",
  tag: "site",
  summary:
    "Popular searches shown under the header search box: the curated hot keywords, then up to 5 terms that at least 3 shoppers (sessions or customers, from 3 addresses) searched with GET /api/search and found products for in the last 30 days, counted once per shopper and day, most shoppers first; never a term on the operators' blocklist.",
  result: z.object({ hot_keyword: z.array(keywordSchema) }),
});

export const hotKeywords = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/hot-keywords",
  tag: "site",
  summary: "Hot keywords (the flagged subset of the popular searches).",
  result: z.object({ list: z.array(keywordSchema.extend({ is_hot: z.boolean() })) }),
});

export const serverTime = defineCall({
  method: "get",
  path: "/api/us-time",
  tag: "site",
  summary: "The server's clock in US Pacific time; countdowns use it rather than the device clock.",
  result: z.object({
    us_time: z.string().describe("YYYY-MM-DD HH:mm:ss in America/Los_Angeles"),
    timezone: z.string(),
    timestamp: z.number().int().describe("Unix seconds"),
  }),
});

export const redirectList = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/redirect-list",
  tag: "site",
  summary: "Every permanent redirect of old paths to their canonical targets.",
  result: z.object({ list: z.array(z.object({ from: z.string(), to: z.string() })) }),
});

const menuCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url_path: z.string(),
});

export const categoryMenu = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/categories/menu",
  tag: "catalog",
  summary: "The category navigation: top categories with their subcategories.",
  result: z.object({
    list: z.array(menuCategorySchema.extend({ children: z.array(menuCategorySchema) })),
  }),
});

export const homeData = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/home",
  tag: "site",
  summary:
    "Home page data: banners, trending cover and products, featured, bestsellers, new arrivals, new_home.",
  result: z.object({
    banners: z.array(bannerSchema),
    trending: z.object({ cover: bannerSchema.nullable(), products: z.array(productCardSchema) }),
    featured: z.array(productCardSchema),
    bestseller: z.array(productCardSchema),
    new_arrivals: z.array(productCardSchema),
    new_home: z.array(z.object({ title: z.string(), url: z.string(), products: z.array(productCardSchema) })),
  }),
});
