/** What a byte-bounded cache keeps per key: when it expires and how many bytes it holds. */
export interface SizedEntry {
  expires: number;
  /** 0 until the value is known (and while it is being computed). */
  bytes: number;
}

/**
 * Entries by key, bounded by the bytes they hold, least recently used out first: a Map keeps its
 * insertion order, a hit moves its entry to the end and eviction takes from the front. The answer
 * cache and the page cache keep their values in one each, so arbitrary query strings cannot grow
 * memory.
 */
export class ByteBoundedLru<E extends SizedEntry> {
  private readonly entries = new Map<string, E>();
  private heldBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The entry of `key` as it is (expired or not), to check it is still the one a caller started. */
  get(key: string): E | undefined {
    return this.entries.get(key);
  }

  /** The live entry of `key`, now the most recently used; an expired one is dropped. */
  live(key: string, now: number): E | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.remove(key, hit);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, entry: E): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
  }

  /** Sets an entry's size (its value is known, or was re-encoded), then evicts down to the bound. */
  account(entry: E, bytes: number): void {
    this.heldBytes += bytes - entry.bytes;
    entry.bytes = bytes;
    for (const [key, oldest] of this.entries) {
      if (this.heldBytes <= this.maxBytes) break;
      this.remove(key, oldest);
    }
  }

  /** Recounts a kept entry after another encoding of its value was made (not one still computing). */
  recount(key: string, bytes: number): void {
    const entry = this.entries.get(key);
    if (entry && entry.bytes > 0) this.account(entry, bytes);
  }

  remove(key: string, entry: E): void {
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }

  /** Entries and bytes held (for tests and diagnostics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.heldBytes };
  }

  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }
}
