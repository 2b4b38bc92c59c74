import { describe, expect, it } from "vitest";
import { ByteBoundedLru, type SizedEntry } from "./byte-bounded-lru";

// The store under the answer and page caches: bounded by bytes, least recently used out first.

const entry = (expires = 1_000): SizedEntry => ({ expires, bytes: 0 });

describe("ByteBoundedLru", () => {
  it("evicts the least recently used entries once the bytes go over the bound", () => {
    const lru = new ByteBoundedLru<SizedEntry>(100);
    const a = entry();
    const b = entry();
    const c = entry();
    lru.set("a", a);
    lru.account(a, 40);
    lru.set("b", b);
    lru.account(b, 40);
    // A hit makes "a" the most recently used: "b" goes first.
    expect(lru.live("a", 0)).toBe(a);
    lru.set("c", c);
    lru.account(c, 30);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.size).toEqual({ entries: 2, bytes: 70 });
  });

  it("drops an expired entry when it is asked for, at its expiry instant too", () => {
    const lru = new ByteBoundedLru<SizedEntry>(100);
    const a = entry(500);
    lru.set("a", a);
    lru.account(a, 10);
    expect(lru.live("a", 499)).toBe(a);
    expect(lru.live("a", 500)).toBeUndefined();
    expect(lru.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("a new entry for a kept key gives back the old one's bytes", () => {
    const lru = new ByteBoundedLru<SizedEntry>(100);
    const old = entry();
    lru.set("k", old);
    lru.account(old, 60);
    const fresh = entry();
    lru.set("k", fresh);
    lru.account(fresh, 50);
    expect(lru.size).toEqual({ entries: 1, bytes: 50 });
  });

  it("recounts a kept entry, never one still being computed", () => {
    const lru = new ByteBoundedLru<SizedEntry>(100);
    const computing = entry();
    lru.set("k", computing);
    lru.recount("k", 80);
    expect(lru.size.bytes).toBe(0);
    lru.account(computing, 20);
    lru.recount("k", 35);
    expect(lru.size).toEqual({ entries: 1, bytes: 35 });
  });
});
