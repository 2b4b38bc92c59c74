import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-database";
import { testDeps } from "../../tests/helpers/test-deps";
import { createApp } from "../app";
import { CachedPage, hasSessionCookie, PageCache } from "./page-cache";

// The page cache inside the real app (server/app.ts): what it keeps, for whom, and what it never
// shares. The React Router renderer is stood in for by a handler that counts its renders and
// answers what each path asks for; everything around it (compression, policy, cache) is the app's.

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** A page of about 3 KB (over the compression threshold) naming its render number. */
const pageHtml = (n: number, who = "") =>
  `<!doctype html><html><body><script>window.n=${n}</script><p>${who}</p>${"<p>sofa</p>".repeat(300)}</body></html>`;

function appWithPages(env: Record<string, string> = {}) {
  let renders = 0;
  const app = createApp({
    deps: testDeps(database, { env: { PAGE_CACHE_SECONDS: "10", NODE_ENV: "production", ...env } }),
    ssr: async (request) => {
      const n = ++renders;
      const url = new URL(request.url);
      const cookie = request.headers.get("cookie") ?? "";
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      const slow = url.searchParams.has("slow");
      if (slow) await new Promise((r) => setTimeout(r, 50));
      if (url.pathname === "/missing") {
        headers.set("cache-control", "no-cache");
        return new Response(pageHtml(n), { status: 404, headers });
      }
      if (url.pathname === "/sets-cookie") {
        headers.set("cache-control", SHARED);
        headers.append("set-cookie", `flash_warning=render${n}; Path=/`);
        return new Response(pageHtml(n), { headers });
      }
      if (url.pathname === "/cart") {
        headers.set("cache-control", "no-cache");
        return new Response(pageHtml(n), { headers });
      }
      // A catalog page: public without a session, personal (private) with one, as entry.server.tsx does.
      const personal = /(^|;\s*)(token|GuestToken)=/.test(cookie);
      headers.set("cache-control", personal ? "private, no-store" : SHARED);
      return new Response(pageHtml(n, personal ? `Hi ${cookie}` : ""), { headers });
    },
  });
  return { app, renders: () => renders };
}

const get = (app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers });

describe("the page cache in the app", () => {
  it("renders a shareable page once, then serves its bytes (brotli, gzip or plain) with the same policy", async () => {
    const { app, renders } = appWithPages();
    const first = await get(app, "/furniture.html", { "accept-encoding": "br" });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("cache-control")).toBe(SHARED);
    const csp = first.headers.get("content-security-policy");
    expect(csp).toContain("'sha256-");
    const html = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString("utf8");
    expect(html).toContain("window.n=1");

    const gz = await get(app, "/furniture.html", { "accept-encoding": "gzip" });
    expect(gz.headers.get("x-page-cache")).toBe("hit");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(html);
    expect(gz.headers.get("content-security-policy")).toBe(csp);
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");

    const plain = await get(app, "/furniture.html");
    expect(plain.headers.get("x-page-cache")).toBe("hit");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(html));
    expect(renders()).toBe(1);

    // Another query is another page.
    expect((await get(app, "/furniture.html?page=2")).headers.get("x-page-cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("never serves nor keeps a page for a request with a session cookie (customer or guest)", async () => {
    const { app, renders } = appWithPages();
    for (const cookie of ["token=abc", "GuestToken=g1", "a=1; token=abc"]) {
      const res = await get(app, "/sofa.html", { cookie });
      expect(res.headers.get("x-page-cache")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).toContain(`Hi ${cookie}`);
    }
    expect(renders()).toBe(3);
    // None of those renders was kept: the first request without a session renders its own.
    const anon = await get(app, "/sofa.html");
    expect(anon.headers.get("x-page-cache")).toBe("miss");
    expect(await anon.text()).not.toContain("Hi ");
    expect(renders()).toBe(4);
    // And the kept page is not handed to a customer.
    const mine = await get(app, "/sofa.html", { cookie: "token=abc" });
    expect(mine.headers.get("x-page-cache")).toBeNull();
    expect(await mine.text()).toContain("Hi token=abc");
    expect(renders()).toBe(5);
    // A cookie that is not a session's (a flash warning) does not make the page personal.
    expect((await get(app, "/sofa.html", { cookie: "flash_warning=x" })).headers.get("x-page-cache")).toBe(
      "hit",
    );
  });

  it("keeps no page that is not found, not public, or sets a cookie", async () => {
    const { app, renders } = appWithPages();
    for (const path of ["/missing", "/cart", "/sets-cookie"]) {
      await get(app, path);
      const again = await get(app, path);
      expect(again.headers.get("x-page-cache"), path).toBeNull();
    }
    expect(renders()).toBe(6);
    // Each render's cookie went to its own request only.
    const a = await get(app, "/sets-cookie");
    expect(a.headers.get("set-cookie")).toBe("flash_warning=render7; Path=/");
  });

  it("lets concurrent misses of one page wait for one render", async () => {
    const { app, renders } = appWithPages();
    const all = await Promise.all(Array.from({ length: 5 }, () => get(app, "/lamps.html?slow=1")));
    expect(renders()).toBe(1);
    expect(all.map((r) => r.headers.get("x-page-cache")).sort()).toEqual([
      "hit",
      "hit",
      "hit",
      "hit",
      "miss",
    ]);
    const bodies = await Promise.all(all.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it("hands nothing of an unshareable render to the requests that waited for it: each renders its own", async () => {
    const { app, renders } = appWithPages();
    const all = await Promise.all(Array.from({ length: 4 }, () => get(app, "/sets-cookie?slow=1")));
    expect(renders()).toBe(4);
    const cookies = all.map((r) => r.headers.get("set-cookie"));
    expect(new Set(cookies).size).toBe(4);
    for (const r of all) expect(r.headers.get("x-page-cache")).toBeNull();
  });

  it("is off with PAGE_CACHE_SECONDS=0: every request renders", async () => {
    const { app, renders } = appWithPages({ PAGE_CACHE_SECONDS: "0" });
    await get(app, "/rugs.html");
    const again = await get(app, "/rugs.html");
    expect(again.headers.get("x-page-cache")).toBeNull();
    expect(again.headers.get("cache-control")).toBe(SHARED);
    expect(renders()).toBe(2);
  });
});

describe("PageCache", () => {
  const page = (bytes: number) => new CachedPage(Buffer.alloc(bytes, 120) as Buffer<ArrayBuffer>, 200, []);

  it("forgets a page after its lifetime", async () => {
    const cache = new PageCache(40, 1_000_000);
    cache.begin("a")(page(10));
    expect(await cache.find("a")).not.toBeNull();
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.find("a")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("holds at most its byte bound, least recently used out first", async () => {
    const cache = new PageCache(60_000, 2_500);
    cache.begin("a")(page(1_000));
    cache.begin("b")(page(1_000));
    expect(await cache.find("a")).not.toBeNull(); // a is now the most recently used
    cache.begin("c")(page(1_000));
    expect(cache.find("b")).toBeUndefined();
    expect(cache.find("a")).toBeDefined();
    expect(cache.find("c")).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 2_000 });
  });

  it("drops an entry whose render was not shareable", () => {
    const cache = new PageCache(60_000, 1_000_000);
    cache.begin("a")(null);
    expect(cache.find("a")).toBeUndefined();
  });
});

describe("session cookies", () => {
  it("are the customer's token and the guest's GuestToken, by exact name", () => {
    expect(hasSessionCookie("token=abc")).toBe(true);
    expect(hasSessionCookie("x=1; GuestToken=g")).toBe(true);
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie("mytoken=1; GuestTokens=2; flash_warning=x")).toBe(false);
  });
});
