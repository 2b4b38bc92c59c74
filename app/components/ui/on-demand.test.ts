import { describe, expect, it, vi } from "vitest";
import { isFetchFailure, type OnDemandEnv, onDemand } from "./on-demand";

// The loader's rules, with the wait, the version check and the reload handed in.

const env = (stale = false) =>
  ({
    retryDelayMs: 1,
    isStale: async () => stale,
    reload: vi.fn<() => void>(),
  }) satisfies OnDemandEnv;
/** A load that fails `failures` times, then gives `value`; counts its calls. */
function flaky<T>(failures: number, value: T) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    if (calls.count <= failures)
      throw new TypeError(`Failed to fetch dynamically imported module (${calls.count})`);
    return value;
  };
  return { load, calls };
}
const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      () => "settled",
      () => "settled",
    ),
    new Promise((r) => setTimeout(() => r("pending"), ms)),
  ]);

describe("onDemand", () => {
  it("fetches once however often it is asked for", async () => {
    const { load, calls } = flaky(0, "module");
    const get = onDemand(load, env());
    get.preload();
    expect(await Promise.all([get(), get(), get.background()])).toEqual(["module", "module", "module"]);
    expect(calls.count).toBe(1);
  });

  it("retries once after a failure", async () => {
    const { load, calls } = flaky(1, "module");
    expect(await onDemand(load, env())()).toBe("module");
    expect(calls.count).toBe(2);
  });

  it("fails after the retry fails, then forgets it: the next call loads again", async () => {
    const { load, calls } = flaky(2, "module");
    const e = env();
    const get = onDemand(load, e);
    await expect(get()).rejects.toThrow("(2)");
    expect(calls.count).toBe(2);
    expect(await get()).toBe("module");
    expect(calls.count).toBe(3);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it("a failed preload is forgotten too: the open loads afresh", async () => {
    const { load, calls } = flaky(2, "module");
    const get = onDemand(load, env());
    get.preload();
    await expect(get.background()).rejects.toThrow("(2)");
    expect(await get()).toBe("module");
    expect(calls.count).toBe(3);
  });

  it("on a stale build a wanted load reloads the page and never fails", async () => {
    const { load } = flaky(2, "module");
    const e = env(true);
    const wanted = onDemand(load, e)();
    expect(await settledWithin(wanted, 50)).toBe("pending");
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it("a background load never reloads the page, even on a stale build", async () => {
    const { load } = flaky(2, "module");
    const e = env(true);
    await expect(onDemand(load, e).background()).rejects.toThrow();
    expect(e.reload).not.toHaveBeenCalled();
  });

  it("the same build (or an unknown one) fails instead of reloading", async () => {
    const e = env(false);
    await expect(onDemand(flaky(2, "m").load, e)()).rejects.toThrow();
    expect(e.reload).not.toHaveBeenCalled();
  });
});

describe("isFetchFailure", () => {
  it("knows each engine's rejected import() and Vite's failed CSS preload", () => {
    for (const failure of [
      new TypeError("Failed to fetch dynamically imported module: https://shop.test/assets/drawer-1a2b.js"),
      new TypeError("error loading dynamically imported module: https://shop.test/assets/drawer-1a2b.js"),
      new TypeError("Importing a module script failed."),
      new Error("Unable to preload CSS for /assets/drawer-1a2b.css"),
    ])
      expect(isFetchFailure(failure)).toBe(true);
  });

  it("a module that arrived and threw (or anything else) is not one", () => {
    for (const bug of [
      new TypeError("Cannot read properties of undefined (reading 'map')"),
      new ReferenceError("window is not defined"),
      "Failed to fetch dynamically imported module",
      undefined,
    ])
      expect(isFetchFailure(bug)).toBe(false);
  });
});
