// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("serves a value until it expires, then loads again", async () => {
    vi.useFakeTimers();
    const cache = new TtlCache(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get("k", load)).toBe(2);
    vi.useRealTimers();
  });

  it("shares one load between concurrent misses", async () => {
    const cache = new TtlCache(1000);
    let loads = 0;
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    const values = await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it("shareLoad false never waits for another caller's load in flight, and takes a value once it has arrived", async () => {
    const cache = new TtlCache(1000);
    let release: (v: string) => void = () => {};
    // Another caller's load that cannot finish yet (on PGlite: it waits for our transaction).
    const outside = cache.get("k", () => new Promise<string>((r) => (release = r)));
    expect(await cache.get("k", async () => "own", { shareLoad: false })).toBe("own");
    release("shared");
    expect(await outside).toBe("shared");
    expect(await cache.get("k", async () => "own", { shareLoad: false })).toBe("shared");
  });

  it("forTransaction reads as shareLoad false: never waits for a load in flight, never keeps its own", async () => {
    const cache = new TtlCache(1000);
    const view = cache.forTransaction();
    expect(view.forTransaction()).toBe(view);
    // Its own load is not kept: the next shared read loads again.
    expect(await view.get("k", async () => "own")).toBe("own");
    let release: (v: string) => void = () => {};
    const outside = cache.get("k", () => new Promise<string>((r) => (release = r)));
    expect(await view.get("k", async () => "own again")).toBe("own again");
    release("shared");
    expect(await outside).toBe("shared");
    expect(await view.get("k", async () => "own")).toBe("shared");
  });

  it("does not keep a failed load", async () => {
    const cache = new TtlCache(1000);
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("with a zero lifetime always loads", async () => {
    const cache = new TtlCache(0);
    let loads = 0;
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });
});
