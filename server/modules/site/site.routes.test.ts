import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallResult } from "../../../contract/call";
import type {
  homeData,
  hotKeywords,
  pathLookup,
  popularKeywords,
  redirectList,
  serverTime,
} from "../../../contract/site";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, TEST_BUILD_VERSION, type TestApp } from "../../../tests/helpers/test-app";
import { testContext, testDeps } from "../../../tests/helpers/test-deps";
import { createApp } from "../../app";
import { urlRewrites } from "../../db/schema/site";
import { getServerTime } from "./site.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const lookup = (path: string) =>
  callJson<CallResult<typeof pathLookup>>(t.app, `/api/path?path=${encodeURIComponent(path)}`);

describe("GET /version.json", () => {
  it("answers the running build's version under data.version and is never cached", async () => {
    const res = await t.app.request(`/version.json?t=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ data: { version: TEST_BUILD_VERSION } });
    expect(TEST_BUILD_VERSION).toBe(t.deps.buildVersion);
  });
});

describe("GET /api/common/forter-site-id (fraud screening)", () => {
  it("is inactive unless the operator configured a site id", async () => {
    const res = await callJson(t.app, "/api/common/forter-site-id");
    expect(res.body).toEqual({ code: 200, message: "", result: { is_active: 0, site_id: "" } });
  });

  it("answers is_active 1 and the id when FORTER_SITE_ID is set", async () => {
    const app = createApp({ deps: testDeps(t.database, { env: { FORTER_SITE_ID: "site-7f3a" } }) });
    const res = await callJson(app, "/api/common/forter-site-id");
    expect(res.body).toEqual({ code: 200, message: "", result: { is_active: 1, site_id: "site-7f3a" } });
  });
});

describe("GET /api/home", () => {
  it("has banners, a trending cover and every product rail filled with real products", async () => {
    const { body } = await callJson<CallResult<typeof homeData>>(t.app, "/api/home");
    expect(body.code).toBe(200);
    const home = body.result;
    expect(home.banners.length).toBeGreaterThan(0);
    for (const b of home.banners) {
      expect(b.image.width).toBeGreaterThan(0);
      expect(b.image.height).toBeGreaterThan(0);
      expect(b.url.startsWith("/")).toBe(true);
    }
    expect(home.trending.cover).not.toBeNull();
    expect(home.trending.products.length).toBeGreaterThan(0);
    expect(home.featured.length).toBeGreaterThan(0);
    expect(home.bestseller.length).toBeGreaterThan(0);
    expect(home.new_arrivals.length).toBeGreaterThan(0);
    expect(home.new_home.length).toBeGreaterThan(0);
    // A rail with nothing in it is never served (a small catalog may leave a department empty).
    for (const rail of home.new_home) expect(rail.products.length, rail.title).toBeGreaterThan(0);
  });

  it("links only to product URLs that the path lookup resolves to the same product", async () => {
    const { body } = await callJson<CallResult<typeof homeData>>(t.app, "/api/home");
    const home = body.result;
    const cards = [
      ...home.trending.products,
      ...home.featured,
      ...home.bestseller,
      ...home.new_arrivals,
      ...home.new_home.flatMap((r) => r.products),
    ];
    const unique = new Map(cards.map((c) => [c.entity_id, c]));
    for (const card of unique.values()) {
      expect(card.url_path.startsWith("/")).toBe(true);
      expect(card.price).toBeGreaterThan(0);
      expect(card.thumbnail.width).toBeGreaterThan(0);
      const res = await lookup(card.url_path);
      expect(res.body.code, card.url_path).toBe(200);
      expect(res.body.result).toMatchObject({ type: "product", id: card.entity_id });
    }
  });
});

describe("popular and hot keywords", () => {
  it("lists popular searches with their target URLs", async () => {
    const { body } = await callJson<CallResult<typeof popularKeywords>>(t.app, "/api/search/popular");
    expect(body.code).toBe(200);
    expect(body.result.hot_keyword.length).toBeGreaterThan(0);
    for (const k of body.result.hot_keyword) {
      expect(k.keyword.trim()).not.toBe("");
      expect(k.url.startsWith("/")).toBe(true);
    }
  });

  it("hot keywords are the flagged subset of the popular ones", async () => {
    const popular = (await callJson<CallResult<typeof popularKeywords>>(t.app, "/api/search/popular")).body
      .result;
    const hot = (await callJson<CallResult<typeof hotKeywords>>(t.app, "/api/hot-keywords")).body.result;
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.length).toBeLessThanOrEqual(popular.hot_keyword.length);
    const popularWords = new Set(popular.hot_keyword.map((k) => k.keyword));
    for (const k of hot.list) {
      expect(k.is_hot).toBe(true);
      expect(popularWords.has(k.keyword)).toBe(true);
    }
  });
});

describe("GET /api/us-time", () => {
  it("answers the server clock as US Pacific wall time", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { body } = await callJson<CallResult<typeof serverTime>>(t.app, "/api/us-time");
    const after = Math.ceil(Date.now() / 1000);
    expect(body.result.us_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.result.timezone).toBe("America/Los_Angeles");
    expect(body.result.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.result.timestamp).toBeLessThanOrEqual(after);
    const pacific = new Date(body.result.timestamp * 1000)
      .toLocaleString("sv-SE", { timeZone: "America/Los_Angeles", hourCycle: "h23" })
      .replace("T", " ");
    expect(body.result.us_time).toBe(pacific);
  });
});

describe("getServerTime", () => {
  const at = (iso: string) =>
    getServerTime(testContext(t.deps, { requestId: "clock-test", now: new Date(iso) }));

  it("follows Pacific standard time in winter and daylight time in summer", () => {
    expect(at("2025-01-15T20:30:00Z").us_time).toBe("2025-01-15 12:30:00");
    expect(at("2025-07-04T19:00:05Z").us_time).toBe("2025-07-04 12:00:05");
  });

  it("rolls the date back across midnight UTC and writes hours 00–23", () => {
    expect(at("2025-03-01T07:59:59Z").us_time).toBe("2025-02-28 23:59:59");
    expect(at("2025-03-01T08:00:00Z").us_time).toBe("2025-03-01 00:00:00");
    expect(at("2025-03-01T08:00:00Z").timestamp).toBe(Date.parse("2025-03-01T08:00:00Z") / 1000);
  });
});

describe("GET /api/redirect-list", () => {
  it("lists every permanent redirect, and each one answers 301 to its target in the lookup", async () => {
    const { body } = await callJson<CallResult<typeof redirectList>>(t.app, "/api/redirect-list");
    const rows = await t.database.db.select().from(urlRewrites).where(isNotNull(urlRewrites.redirectTo));
    expect(rows.length).toBeGreaterThan(0);
    expect(body.result.list).toHaveLength(rows.length);
    for (const { from, to } of body.result.list) {
      expect(from.startsWith("/")).toBe(true);
      expect(to.startsWith("/")).toBe(true);
      const res = await lookup(from);
      expect(res.status, from).toBe(200);
      expect(res.body.code, from).toBe(301);
      expect(res.body.result.url, from).toBe(to);
      // The target itself is live, not another redirect.
      expect((await lookup(to)).body.code, to).toBe(200);
    }
  });
});
