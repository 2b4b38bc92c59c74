import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CallResult } from "../../contract/call";
import type { ProductDetail, productList } from "../../contract/catalog";
import { callJson, createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { products } from "../db/schema/catalog";
import { AnswerCache, CachedAnswer } from "./answer-cache";

const answer = (text: string, keep = true) =>
  new CachedAnswer(Buffer.from(text), 200, keep ? "public, max-age=60" : null, keep);

describe("AnswerCache", () => {
  afterEach(() => vi.useRealTimers());

  it("computes a key once for concurrent requests and serves the kept copy until it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new AnswerCache(10_000, 1_000_000);
    let loads = 0;
    const load = async () => answer(`v${++loads}`);
    const [a, b] = await Promise.all([cache.answer("k", 60_000, load), cache.answer("k", 60_000, load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    vi.advanceTimersByTime(9_999);
    expect((await cache.answer("k", 60_000, load)).body.toString()).toBe("v1");
    vi.advanceTimersByTime(1);
    expect((await cache.answer("k", 60_000, load)).body.toString()).toBe("v2");
  });

  it("keeps an answer no longer than the call's own lifetime when that is shorter", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new AnswerCache(10_000, 1_000_000);
    let loads = 0;
    const load = async () => answer(`v${++loads}`);
    await cache.answer("k", 2_000, load);
    vi.advanceTimersByTime(2_000);
    await cache.answer("k", 2_000, load);
    expect(loads).toBe(2);
  });

  it("hands a Reply or a failure to the requests that waited and keeps neither", async () => {
    const cache = new AnswerCache(10_000, 1_000_000);
    let loads = 0;
    const reply = async () => answer(`reply ${++loads}`, false);
    const [a, b] = await Promise.all([cache.answer("r", 60_000, reply), cache.answer("r", 60_000, reply)]);
    expect(a).toBe(b);
    await cache.answer("r", 60_000, reply);
    expect(loads).toBe(2);

    const failing = () => Promise.reject(new Error("database down"));
    await expect(cache.answer("f", 60_000, failing)).rejects.toThrow("database down");
    expect((await cache.answer("f", 60_000, async () => answer("back"))).body.toString()).toBe("back");
    expect(cache.size.entries).toBe(1);
  });

  it("holds at most its bytes, dropping the least recently used answers first", async () => {
    const cache = new AnswerCache(10_000, 250);
    const hundred = (c: string) => async () => answer(c.repeat(100));
    await cache.answer("a", 60_000, hundred("a"));
    await cache.answer("b", 60_000, hundred("b"));
    await cache.answer("a", 60_000, hundred("x")); // a is now the most recently used
    await cache.answer("c", 60_000, hundred("c"));
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    expect((await cache.answer("a", 60_000, hundred("new"))).body.toString()).toBe("a".repeat(100));
    expect((await cache.answer("b", 60_000, hundred("B"))).body.toString()).toBe("B".repeat(100));
  });

  it("counts an answer's gzip once it is made", async () => {
    const cache = new AnswerCache(10_000, 1_000_000);
    const kept = await cache.answer("g", 60_000, async () => answer("x".repeat(2000)));
    expect(cache.size.bytes).toBe(2000);
    kept.gzip();
    cache.recount("g", kept);
    expect(cache.size.bytes).toBe(2000 + kept.gzip().length);
  });

  it("is off with a lifetime of 0: every request computes its answer", async () => {
    const cache = new AnswerCache(0, 1_000_000);
    let loads = 0;
    await cache.answer("k", 60_000, async () => answer(`v${++loads}`));
    await cache.answer("k", 60_000, async () => answer(`v${++loads}`));
    expect(loads).toBe(2);
    expect(cache.size.entries).toBe(0);
  });
});

describe("public answers kept by the server (ANSWER_CACHE_SECONDS)", () => {
  let t: TestApp;
  let categoryId: number;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp({ products: 40, env: { ANSWER_CACHE_SECONDS: "10" } });
    const [row] = await t.database.db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.status, 1))
      .limit(1);
    productId = row.id;
    categoryId = row.categoryId;
  });
  afterAll(() => t?.close());
  afterEach(() => t.deps.answers.clear());

  const listing = (query = "") =>
    callJson<CallResult<typeof productList>>(t.app, `/api/products?category_id=${categoryId}${query}`);
  const setStatus = (status: number) =>
    t.database.db.update(products).set({ status }).where(eq(products.id, productId));

  it("serves a category listing from the kept copy within its lifetime; the same parsed query shares it", async () => {
    const before = await listing();
    expect(before.body.result.items.map((i) => i.entity_id)).toContain(productId);
    await setStatus(2);
    try {
      // Default page and an unknown parameter parse to the same input: the kept answer again.
      const again = await listing("&page=1&utm_source=mail");
      expect(again.body).toEqual(before.body);
      expect(t.deps.answers.size.entries).toBe(1);
      // Another page is another answer, computed now.
      const sorted = await listing("&sort=price_asc");
      expect(sorted.body.result.items.map((i) => i.entity_id)).not.toContain(productId);
      t.deps.answers.clear();
      const fresh = await listing();
      expect(fresh.body.result.items.map((i) => i.entity_id)).not.toContain(productId);
    } finally {
      await setStatus(1);
    }
  });

  it("sends the same kept answer plain or gzipped, with the call's public Cache-Control", async () => {
    const plain = await t.app.request(`/api/products?category_id=${categoryId}`);
    const zipped = await t.app.request(`/api/products?category_id=${categoryId}`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(unzipped).toBe(await plain.text());
    expect(plain.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(zipped.headers.get("cache-control")).toBe(plain.headers.get("cache-control"));
  });

  it("never keeps an error, nor an answer of a call that is not public", async () => {
    expect((await callJson(t.app, "/api/product/987654")).status).toBe(404);
    const cart = await callJson(t.app, "/api/carts");
    expect(cart.headers.get("cache-control")).toBe("no-store");
    expect(t.deps.answers.size.entries).toBe(0);
  });

  it("shares no product answer with a running Drop Price: its countdown is always fresh", async () => {
    await t.database.db
      .update(products)
      .set({ productTag: "Drop Price", spikeSpecialTime: new Date(Date.now() + 3_600_000) })
      .where(eq(products.id, productId));
    try {
      const first = await callJson<ProductDetail>(t.app, `/api/product/${productId}`);
      expect(first.body.result.spkie_special_time).toBeGreaterThan(3_500);
      expect(first.headers.get("cache-control")).toBe("no-store");
      await t.database.db
        .update(products)
        .set({ spikeSpecialTime: new Date(Date.now() - 1000) })
        .where(eq(products.id, productId));
      const over = await callJson<ProductDetail>(t.app, `/api/product/${productId}`);
      expect(over.body.result.spkie_special_time).toBeNull();
      expect(over.headers.get("cache-control")).toMatch(/^public/);
    } finally {
      await t.database.db
        .update(products)
        .set({ productTag: null, spikeSpecialTime: null })
        .where(eq(products.id, productId));
    }
  });
});
