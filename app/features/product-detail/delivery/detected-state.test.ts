import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { detectNewJersey } from "./detected-state";

class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const g = globalThis as unknown as { window?: unknown };
let storage: MemoryStorage;
let win: { localStorage: MemoryStorage; dataLayer?: unknown[] };

beforeEach(() => {
  storage = new MemoryStorage();
  win = { localStorage: storage };
  g.window = win;
});
afterEach(() => {
  delete g.window;
});

const at = (latitude: number, longitude: number) => ({
  getCurrentPosition: (ok: PositionCallback) =>
    ok({ coords: { latitude, longitude } } as unknown as GeolocationPosition),
});

describe("detectNewJersey", () => {
  it("stores currentState NJ for a position in New Jersey", () => {
    const seen: (string | null)[] = [];
    detectNewJersey(at(40.5187, -74.4121), (s) => seen.push(s));
    expect(seen).toEqual(["NJ"]);
    expect(storage.getItem("currentState")).toBe("NJ");
  });

  it("names no state for a position elsewhere and leaves the stored one", () => {
    storage.setItem("currentState", "CA");
    const seen: (string | null)[] = [];
    detectNewJersey(at(33.98, -118.03), (s) => seen.push(s));
    expect(seen).toEqual([null]);
    expect(storage.getItem("currentState")).toBe("CA");
  });

  it("on failure clears currentState and pushes position_error", () => {
    storage.setItem("currentState", "NJ");
    const failing = {
      getCurrentPosition: (_ok: PositionCallback, err?: PositionErrorCallback | null) =>
        err?.({ code: 1, message: "denied" } as GeolocationPositionError),
    };
    detectNewJersey(failing, () => {});
    expect(storage.getItem("currentState")).toBeNull();
    expect(win.dataLayer).toEqual([{ event: "position_error" }]);
  });

  it("does nothing without geolocation", () => {
    let called = false;
    detectNewJersey(undefined, () => {
      called = true;
    });
    expect(called).toBe(false);
  });
});
