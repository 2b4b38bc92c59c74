import { describe, expect, it } from "vitest";
import {
  type ComboState,
  comboReducer,
  emptyBoxOptions,
  initialCombo,
  keyAction,
  suggestOptions,
} from "./search-combobox";
import { sampleSuggestOptions } from "./suggest.testing";

const withResults = (count: number) => comboReducer(initialCombo, { type: "results", count });

describe("search combobox state", () => {
  it("opens on results with nothing highlighted, stays closed without", () => {
    expect(withResults(3)).toEqual({ open: true, active: -1, count: 3 });
    expect(withResults(0)).toEqual({ open: false, active: -1, count: 0 });
  });

  it("moves down and up through the options, wrapping through the text box", () => {
    let s: ComboState = withResults(2);
    s = comboReducer(s, { type: "next" });
    expect(s.active).toBe(0);
    s = comboReducer(s, { type: "next" });
    expect(s.active).toBe(1);
    s = comboReducer(s, { type: "next" });
    expect(s.active).toBe(-1);
    s = comboReducer(s, { type: "prev" });
    expect(s.active).toBe(1);
    s = comboReducer(s, { type: "prev" });
    s = comboReducer(s, { type: "prev" });
    expect(s.active).toBe(-1);
  });

  it("reopens a closed list with the arrows; Escape closes; nothing to move without options", () => {
    const closed = comboReducer(withResults(3), { type: "close" });
    expect(closed).toEqual({ open: false, active: -1, count: 3 });
    expect(comboReducer(closed, { type: "next" })).toEqual({ open: true, active: 0, count: 3 });
    expect(comboReducer(closed, { type: "prev" })).toEqual({ open: true, active: 2, count: 3 });
    expect(comboReducer(withResults(0), { type: "next" })).toEqual(withResults(0));
    expect(comboReducer(withResults(3), { type: "hover", index: 7 }).active).toBe(-1);
    expect(comboReducer(withResults(3), { type: "hover", index: 2 }).active).toBe(2);
  });

  it("maps keys: Enter follows only a highlighted option, Escape acts only when open", () => {
    const open = comboReducer(withResults(2), { type: "next" });
    expect(keyAction("Enter", open)).toBe("go");
    expect(keyAction("Enter", withResults(2))).toBeNull(); // submits the form as typed
    expect(keyAction("Escape", open)).toEqual({ type: "close" });
    expect(keyAction("Escape", initialCombo)).toBeNull();
    expect(keyAction("ArrowDown", open)).toEqual({ type: "next" });
    expect(keyAction("ArrowUp", open)).toEqual({ type: "prev" });
    expect(keyAction("a", open)).toBeNull();
  });

  it("lists keywords, then categories, then products with thumbnail and price", () => {
    const options = sampleSuggestOptions();
    expect(options.map((o) => [o.group, o.label, o.href])).toEqual([
      ["Keywords", "sofa", "/search?q=sofa"],
      ["Categories", "Sofas", "/furniture/sofas.html"],
      ["Products", "Harlow Sofa", "/harlow.html"],
    ]);
    expect(options[2].price).toBe(450);
    expect(suggestOptions(null)).toEqual([]);
  });
});

describe("the box focused empty", () => {
  const href = (q: string) => `/search?q=${encodeURIComponent(q)}`;
  const trending = [
    { keyword: "sofa", url: "/search?q=sofa" },
    { keyword: "air conditioner", url: "/appliance/air-conditioners.html" },
    { keyword: "Bed Frame", url: "/search?q=bed+frame" },
  ];

  it("lists recent searches with a clear option, then trending ones not already listed", () => {
    const options = emptyBoxOptions(["bed frame", "desk lamp"], trending, href);
    expect(options.map((o) => [o.group, o.label, o.href, o.action])).toEqual([
      ["Recent searches", "bed frame", "/search?q=bed%20frame", undefined],
      ["Recent searches", "desk lamp", "/search?q=desk%20lamp", undefined],
      ["Recent searches", "Clear recent searches", "", "clear-recent"],
      ["Trending searches", "sofa", "/search?q=sofa", undefined],
      ["Trending searches", "air conditioner", "/appliance/air-conditioners.html", undefined],
    ]);
  });

  it("offers only trending searches when nothing was searched on this device, at most six", () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ keyword: `term ${i}`, url: `/search?q=term+${i}` }));
    const options = emptyBoxOptions([], many, href);
    expect(options.map((o) => o.label)).toEqual(["term 0", "term 1", "term 2", "term 3", "term 4", "term 5"]);
    expect(options.every((o) => o.group === "Trending searches")).toBe(true);
    expect(emptyBoxOptions([], [], href)).toEqual([]);
  });
});
