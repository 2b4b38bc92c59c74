// @vitest-environment node
// Recent searches kept on the device, against a small stand-in for localStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearRecentSearches, readRecentSearches, rememberSearch, withRecentSearch } from "./recent-searches";

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

let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: new MemoryStorage() });
});
afterEach(() => vi.unstubAllGlobals());

describe("withRecentSearch", () => {
  it("puts the newest first, drops a repeat differing in case or spacing, keeps five", () => {
    let list: string[] = [];
    for (const q of ["sofa", "bed frame", "desk", "lamp", "rug"]) list = withRecentSearch(list, q);
    expect(list).toEqual(["rug", "lamp", "desk", "bed frame", "sofa"]);
    list = withRecentSearch(list, "  Bed   Frame ");
    expect(list).toEqual(["Bed Frame", "rug", "lamp", "desk", "sofa"]);
    list = withRecentSearch(list, "gazebo");
    expect(list).toEqual(["gazebo", "Bed Frame", "rug", "lamp", "desk"]);
  });

  it("keeps no blank text and no text over 80 characters", () => {
    expect(withRecentSearch(["sofa"], "   ")).toEqual(["sofa"]);
    expect(withRecentSearch(["sofa"], "x".repeat(81))).toEqual(["sofa"]);
    expect(withRecentSearch(["sofa"], "x".repeat(80))).toEqual(["x".repeat(80), "sofa"]);
  });
});

describe("recent searches on the device", () => {
  it("remembers searches in localStorage and forgets them all on clear", () => {
    expect(readRecentSearches()).toEqual([]);
    rememberSearch("sofa");
    rememberSearch("office chair");
    expect(readRecentSearches()).toEqual(["office chair", "sofa"]);
    expect(JSON.parse(local.getItem("recentSearches") ?? "null")).toEqual(["office chair", "sofa"]);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    expect(local.getItem("recentSearches")).toBeNull();
  });

  it("reads a corrupt or hand-edited entry as safely as it can", () => {
    local.setItem("recentSearches", "{not json");
    expect(readRecentSearches()).toEqual([]);
    local.setItem("recentSearches", JSON.stringify({ q: "sofa" }));
    expect(readRecentSearches()).toEqual([]);
    local.setItem("recentSearches", JSON.stringify(["sofa", 7, "SOFA", "a", "b", "c", "d", "e"]));
    expect(readRecentSearches()).toEqual(["sofa", "a", "b", "c", "d"]);
  });

  it("works without storage (server, private mode): nothing kept, nothing thrown", () => {
    vi.unstubAllGlobals();
    expect(() => rememberSearch("sofa")).not.toThrow();
    expect(readRecentSearches()).toEqual([]);
  });
});
