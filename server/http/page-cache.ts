import type { MiddlewareHandler } from "hono";
import { ByteBoundedLru } from "./byte-bounded-lru";
import { compressPage, type PageEncoding, pageEncoding } from "./compress-document";
import { COMPRESS_FROM_BYTES } from "./route";
import { GUEST_COOKIE, SESSION_COOKIE } from "./session";

// The server's own copy of the storefront's catalog pages (home, category, product, search, CMS) for
// shoppers without a session cookie, the page-level sibling of the answer cache (answer-cache.ts,
// decision 0009): a page is rendered once per PAGE_CACHE_SECONDS per URL instead of once per request
// (10–15 ms of CPU each) and then served from its stored, compressed bytes.
// docs/decisions/0021-cacheable-pages.md says why and what it costs.
//
// What makes a page shareable is decided by the page itself, not by a list of paths here: the route
// marks it `Cache-Control: public` (app/features/session/document-cache-control.ts), only for a
// request without a session cookie, only with status 200, and it must set no cookie. A request that
// carries a session cookie (a signed-in customer or a guest with a cart) never reads or fills this
// cache: its page has personal data and goes out `private, no-store`.

/** A kept page: the HTML, its status and headers, and each compressed form made on first demand. */
export class CachedPage {
  private readonly encoded = new Map<PageEncoding, Buffer<ArrayBuffer>>();

  constructor(
    readonly html: Buffer<ArrayBuffer>,
    readonly status: number,
    readonly headers: ReadonlyArray<readonly [string, string]>,
  ) {}

  /** The body for a client taking `encoding` (none: as it is). */
  body(encoding: PageEncoding | null): Buffer<ArrayBuffer> {
    if (encoding === null || this.html.length < COMPRESS_FROM_BYTES) return this.html;
    let out = this.encoded.get(encoding);
    if (!out) {
      out = compressPage(this.html, encoding);
      this.encoded.set(encoding, out);
    }
    return out;
  }

  /** Bytes held: the HTML and every compressed form made so far. */
  get bytes(): number {
    let n = this.html.length;
    for (const b of this.encoded.values()) n += b.length;
    return n;
  }

  /** A response for a client sending this Accept-Encoding; `state` says whether it was kept already. */
  response(acceptEncoding: string | undefined, state: "hit" | "miss"): Response {
    const encoding = pageEncoding(acceptEncoding);
    const body = this.body(encoding);
    const headers = new Headers(this.headers as [string, string][]);
    if (body !== this.html && encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    headers.set("X-Page-Cache", state);
    return new Response(body, { status: this.status, headers });
  }
}

interface Entry {
  expires: number;
  /** The kept page; null when the render that filled the entry turned out not shareable. */
  page: Promise<CachedPage | null>;
  bytes: number;
}

/**
 * Pages by URL for `ttlMs`, bounded by `maxBytes` (least recently used out first, so arbitrary
 * query strings cannot grow memory). Concurrent misses of one URL wait for one render; when that
 * render is not shareable, each waiter renders its own (nothing of one response is handed to
 * another unless it was found shareable).
 */
export class PageCache {
  private readonly kept: ByteBoundedLru<Entry>;

  constructor(
    private readonly ttlMs: number,
    maxBytes: number,
  ) {
    this.kept = new ByteBoundedLru(maxBytes);
  }

  get on(): boolean {
    return this.ttlMs > 0;
  }

  /** The live entry's page (kept, or still being rendered), or undefined when there is none. */
  find(key: string): Promise<CachedPage | null> | undefined {
    return this.kept.live(key, Date.now())?.page;
  }

  /** Starts an entry for `key`; the caller renders and settles it with the page (or null). */
  begin(key: string): (page: CachedPage | null) => void {
    let settle!: (page: CachedPage | null) => void;
    const entry: Entry = {
      expires: Date.now() + this.ttlMs,
      page: new Promise((resolve) => {
        settle = resolve;
      }),
      bytes: 0,
    };
    this.kept.set(key, entry);
    return (page) => {
      settle(page);
      if (this.kept.get(key) !== entry) return;
      if (!page) return this.kept.remove(key, entry);
      this.kept.account(entry, page.bytes);
    };
  }

  /** Recounts an entry after a compressed form was made (the first client taking it makes it). */
  recount(key: string, page: CachedPage): void {
    this.kept.recount(key, page.bytes);
  }

  get size(): { entries: number; bytes: number } {
    return this.kept.size;
  }

  clear(): void {
    this.kept.clear();
  }
}

/** The page cache the configuration asks for (PAGE_CACHE_SECONDS, PAGE_CACHE_MB). */
export function pageCache(config: { PAGE_CACHE_SECONDS: number; PAGE_CACHE_MB: number }): PageCache {
  return new PageCache(config.PAGE_CACHE_SECONDS * 1000, config.PAGE_CACHE_MB * 1024 * 1024);
}

/** True when the Cookie header holds a session cookie (server/http/session.ts): a customer's or a guest's. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => {
    const name = part.slice(0, part.indexOf("=")).trim();
    return name === SESSION_COOKIE || name === GUEST_COOKIE;
  });
}

/** Whether a rendered response may be kept and handed to every shopper without a session. */
export function isShareable(res: Response): boolean {
  return (
    res.status === 200 &&
    Boolean(res.body) &&
    (res.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    /(^|,)\s*public\b/i.test(res.headers.get("Cache-Control") ?? "") &&
    !res.headers.has("Set-Cookie") &&
    !res.headers.has("Content-Encoding")
  );
}

/** Headers a kept page goes out with; the length and encoding are set per client. */
const NOT_KEPT = new Set(["content-length", "content-encoding", "set-cookie"]);

/**
 * Serves a GET page from the cache when the request has no session cookie, else renders it
 * (`next`) and keeps it when the render says it is shareable. Sits inside the document compression
 * (it answers already compressed, from stored bytes) and outside the renderer. `keyOf` is the
 * page's public origin with its path and query (the same path on another host is another page).
 */
export function keepPages(cache: PageCache, keyOf: (url: URL) => string): MiddlewareHandler {
  return async (c, next) => {
    if (!cache.on || c.req.method !== "GET" || hasSessionCookie(c.req.header("cookie"))) return next();
    const url = new URL(c.req.url);
    // Client navigations' data requests (…/page.data) are not pages.
    if (url.pathname.endsWith(".data")) return next();
    const key = keyOf(url);
    const acceptEncoding = c.req.header("accept-encoding");
    const kept = cache.find(key);
    if (kept) {
      const page = await kept;
      if (page) {
        c.res = page.response(acceptEncoding, "hit");
        cache.recount(key, page);
        return;
      }
    }
    // Nothing kept (or the render this request waited for was not shareable): render it here, and
    // when no other request is already rendering this page, keep what comes out.
    const settle = kept ? null : cache.begin(key);
    let page: CachedPage | null = null;
    try {
      await next();
      const res = c.res;
      if (settle && isShareable(res)) {
        const kept = new Headers(res.headers);
        for (const name of NOT_KEPT) kept.delete(name);
        // It goes out in whichever encoding each client takes: a shared cache must know.
        if (!/accept-encoding/i.test(kept.get("Vary") ?? "")) kept.append("Vary", "Accept-Encoding");
        const headers = [...kept];
        page = new CachedPage(Buffer.from(await res.arrayBuffer()), res.status, headers);
        c.res = page.response(acceptEncoding, "miss");
      }
    } finally {
      settle?.(page);
    }
  };
}
