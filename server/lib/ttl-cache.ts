/**
 * What a service sees of the shared cache (RequestContext.cache): the TtlCache itself, or the view
 * of it for a caller inside a database transaction (`forTransaction`).
 */
export interface SharedCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The view for a caller inside a database transaction: TtlCache.get with `shareLoad: false`. */
  forTransaction(): SharedCache;
}

/**
 * A small in-process cache for reads that are the same for every shopper (the free gift, the cart banner).
 * Concurrent misses share one load, so a burst of traffic after expiry queries the database once.
 * Several instances each keep their own copy; REDIS_URL is the place to share it later.
 */
export class TtlCache implements SharedCache {
  private readonly entries = new Map<
    string,
    { expires: number; value: Promise<unknown>; settled: boolean }
  >();

  constructor(private readonly ttlMs: number) {}

  /**
   * The key's value, loading it when missing or expired. `shareLoad: false` is for a caller inside
   * a database transaction: on PGlite's one connection another caller's load waits for that
   * transaction to end, so waiting for it would never end. Such a caller takes a fresh value only
   * once it has arrived, and otherwise loads (through its transaction) for itself alone.
   */
  get<T>(key: string, load: () => Promise<T>, { shareLoad = true } = {}): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && (shareLoad || hit.settled)) return hit.value as Promise<T>;
    if (!shareLoad) return load();
    const value = load();
    const entry = { expires: now + this.ttlMs, value, settled: false };
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      // A failed load must not be served from the cache.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The cache as a caller inside a database transaction must use it: every read is `shareLoad:
   * false` (served only a value that has arrived; otherwise loaded through the transaction and not
   * kept). The request context for a transaction carries this view (cart-write.ts `inTransaction`).
   */
  forTransaction(): SharedCache {
    const view: SharedCache = {
      get: (key, load) => this.get(key, load, { shareLoad: false }),
      forTransaction: () => view,
    };
    return view;
  }

  clear(): void {
    this.entries.clear();
  }
}
