import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallResult } from "../../../contract/call";
import type { homeData, pathLookup } from "../../../contract/site";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { urlRewrites } from "../../db/schema/site";
import { normalizeLookupPath } from "./path-lookup.service";

type Found = CallResult<typeof pathLookup>;

let t: TestApp;
let product: { id: number; url: string };

beforeAll(async () => {
  t = await createTestApp();
  const home = (await callJson<CallResult<typeof homeData>>(t.app, "/api/home")).body.result;
  const card = home.featured[0];
  product = { id: card.entity_id, url: card.url_path };
});
afterAll(() => t?.close());

const lookup = (path: string) => callJson<Found>(t.app, `/api/path?path=${encodeURIComponent(path)}`);

describe("GET /api/path (route guard rule 9)", () => {
  it("resolves a product path to its id", async () => {
    const res = await lookup(product.url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: "",
      result: { type: "product", id: product.id, url: product.url, feed: false, live: false },
    });
  });

  it("resolves top and sub category paths to their category ids", async () => {
    expect((await lookup("/furniture.html")).body.result).toMatchObject({
      type: "category",
      id: 2,
      url: "/furniture.html",
    });
    expect((await lookup("/furniture/sofas-sectionals.html")).body.result).toMatchObject({
      type: "category",
      id: 101,
    });
  });

  it("resolves every top category of the spec", async () => {
    const tops = [
      "furniture",
      "outdoor",
      "kitchen",
      "appliance",
      "decor",
      "bath",
      "baby-kids",
      "toys-hobbies",
    ];
    for (const top of [...tops, "sports-games", "pets", "health-beauty"]) {
      const res = await lookup(`/${top}.html`);
      expect(res.body.code, top).toBe(200);
      expect(res.body.result.type, top).toBe("category");
    }
  });

  it("resolves a CMS path to its page id", async () => {
    const res = await lookup("/shipping-guide");
    expect(res.body.code).toBe(200);
    expect(res.body.result.type).toBe("cms");
    const page = await callJson<{ identifier: string }>(t.app, `/api/cms/${res.body.result.id}`);
    expect(page.body.result.identifier).toBe("shipping-guide");
  });

  it("accepts the path with or without its leading slash and ignores a query or fragment", async () => {
    for (const variant of [
      "furniture.html",
      "/furniture.html",
      "/furniture.html?page=2",
      "/furniture.html#top",
    ]) {
      expect((await lookup(variant)).body.result, variant).toMatchObject({ type: "category", id: 2 });
    }
  });

  it("the /product/ prefix means a feed product page; the prefix is removed before the lookup", async () => {
    const res = await lookup(`/product${product.url}`);
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ type: "product", id: product.id, feed: true, live: false });
  });

  it("the /live/ prefix marks a live page; the prefix is removed before the lookup", async () => {
    const res = await lookup(`/live${product.url}`);
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ type: "product", id: product.id, feed: false, live: true });
  });

  it("a prefix alone, or before an unknown path, is still 404", async () => {
    expect((await lookup("/product/no-such-thing.html")).status).toBe(404);
    expect((await lookup("/live/")).status).toBe(404);
  });
});

describe("GET /api/path (route guard rule 10)", () => {
  it("a known old path answers envelope code 301 with the canonical url", async () => {
    const [moved] = await t.database.db
      .select()
      .from(urlRewrites)
      .where(eq(urlRewrites.targetType, "product"))
      .then((rows) => rows.filter((r) => r.redirectTo));
    expect(moved, "the demo catalog has moved product paths").toBeTruthy();
    const res = await lookup(`/${moved.requestPath}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(301);
    expect(res.body.result).toMatchObject({ type: "product", id: moved.targetId, url: moved.redirectTo });
  });

  it("a moved path under /product/ keeps the prefix in its canonical url", async () => {
    const [moved] = await t.database.db
      .select()
      .from(urlRewrites)
      .then((rows) => rows.filter((r) => r.redirectTo && r.targetType === "product"));
    const res = await lookup(`/product/${moved.requestPath}`);
    expect(res.body.code).toBe(301);
    expect(res.body.result.url).toBe(`/product${moved.redirectTo}`);
    expect(res.body.result.feed).toBe(true);
  });

  it("a path in the wrong letter case redirects to the canonical case", async () => {
    const res = await lookup("/FURNITURE.html");
    expect(res.body.code).toBe(301);
    expect(res.body.result.url).toBe("/furniture.html");
  });

  it("an unknown path answers HTTP 404 with envelope code 404", async () => {
    const res = await lookup("/no-such-page.html");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: "The page you requested was not found.", result: null });
  });

  it("a missing path parameter answers 422 with a message", async () => {
    const res = await callJson(t.app, "/api/path");
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.message).toMatch(/path is required/);
    const empty = await callJson(t.app, "/api/path?path=");
    expect(empty.status).toBe(422);
  });
});

describe("normalizeLookupPath", () => {
  it("splits the prefixes, decodes escapes and trims slashes", () => {
    expect(normalizeLookupPath("/product/a/b.html?x=1")).toEqual({
      key: "a/b.html",
      feed: true,
      live: false,
      prefix: "/product",
    });
    expect(normalizeLookupPath("live/x.html")).toEqual({
      key: "x.html",
      feed: false,
      live: true,
      prefix: "/live",
    });
    expect(normalizeLookupPath("//about%20us/")).toMatchObject({ key: "about us", feed: false, live: false });
    expect(normalizeLookupPath("/%E0%A4%A")).toMatchObject({ key: "%E0%A4%A" });
  });
});
