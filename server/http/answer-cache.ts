import { gzipSync } from "node:zlib";
import { ByteBoundedLru } from "./byte-bounded-lru";

/**
 * A call's serialized answer: the JSON envelope's bytes, its gzip made on first demand, the HTTP
 * status and Cache-Control it goes out with (none for a Reply), and whether the server may keep it.
 */
export class CachedAnswer {
  private gzipped: Buffer<ArrayBuffer> | undefined;
  /** What the route's afterAnswer took from the result (route.ts); undefined without one. */
  summary: unknown;

  constructor(
    readonly body: Buffer<ArrayBuffer>,
    readonly status: number,
    readonly cacheControl: string | null,
    readonly keep: boolean,
  ) {}

  gzip(): Buffer<ArrayBuffer> {
    this.gzipped ??= gzipSync(this.body);
    return this.gzipped;
  }

  /** Bytes held: the body, and its gzip once made (about a fifth of the body for JSON). */
  get bytes(): number {
    return this.body.length + (this.gzipped?.length ?? 0);
  }
}

interface Entry {
  expires: number;
  answer: Promise<CachedAnswer>;
  /** Bytes counted for this entry (0 until its answer arrives). */
  bytes: number;
}

/**
 * The server's own copy of public answers (calls with `publicCacheSeconds`: the same for every
 * shopper, which browsers and CDNs may already keep for that long): a popular category, search or
 * product is computed once per lifetime instead of once per request, and served from its stored
 * bytes (README "Performance"). Keys are a call and its parsed input, so `?page=1` and no page,
 * or an unknown parameter, share one entry.
 *
 * - Concurrent misses of one key share one computation, so a burst after expiry queries the
 *   database once.
 * - Only results are kept; a Reply (redirect, refusal) or an error is handed to the requests that
 *   waited for it and then dropped.
 * - Bounded by bytes, least recently used first out, so arbitrary query strings cannot grow memory.
 * - Each instance keeps its own copy (DESIGN: caches in process; REDIS_URL is where to share them).
 */
export class AnswerCache {
  private readonly kept: ByteBoundedLru<Entry>;

  constructor(
    private readonly ttlMs: number,
    maxBytes: number,
  ) {
    this.kept = new ByteBoundedLru(maxBytes);
  }

  /**
   * The kept answer of `key`, or `load()`'s, kept for `ttlMs` (at most the cache's own lifetime;
   * with a lifetime of 0 the cache is off and every call loads).
   */
  answer(key: string, ttlMs: number, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const lifetime = Math.min(ttlMs, this.ttlMs);
    if (lifetime <= 0) return load();
    const now = Date.now();
    const hit = this.kept.live(key, now);
    if (hit) return hit.answer;
    const entry: Entry = { expires: now + lifetime, answer: load(), bytes: 0 };
    this.kept.set(key, entry);
    entry.answer.then(
      (answer) => {
        if (this.kept.get(key) !== entry) return;
        if (!answer.keep) return this.kept.remove(key, entry);
        this.kept.account(entry, answer.bytes);
      },
      () => {
        if (this.kept.get(key) === entry) this.kept.remove(key, entry);
      },
    );
    return entry.answer;
  }

  /**
   * Recounts an entry's bytes after its gzip was made (the first gzip-accepting request makes it).
   * Entries are small next to the bound, so counting late never overshoots by much.
   */
  recount(key: string, answer: CachedAnswer): void {
    this.kept.recount(key, answer.bytes);
  }

  /** Bytes held by kept answers (for tests and diagnostics). */
  get size(): { entries: number; bytes: number } {
    return this.kept.size;
  }

  clear(): void {
    this.kept.clear();
  }
}

/** The answer cache the configuration asks for (ANSWER_CACHE_SECONDS, ANSWER_CACHE_MB). */
export function answerCache(config: { ANSWER_CACHE_SECONDS: number; ANSWER_CACHE_MB: number }): AnswerCache {
  return new AnswerCache(config.ANSWER_CACHE_SECONDS * 1000, config.ANSWER_CACHE_MB * 1024 * 1024);
}
