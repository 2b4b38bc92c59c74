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
