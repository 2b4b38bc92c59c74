import { describe, expect, it } from "vitest";
import {
  addRecent,
  parseRecent,
  RECENTLY_VIEWED_MAX,
  type RecentProduct,
  recentToShow,
} from "./recently-viewed-list";

const item = (id: number, price = 10): RecentProduct => ({
  id,
  url: `/p-${id}.html`,
  name: `Product ${id}`,
  thumb: { url: `/img/${id}.svg`, alt: `Product ${id}`, width: 300, height: 300 },
  price,
  special_price: null,
});

describe("recently viewed list", () => {
  it("puts the viewed product first and drops its older entry (dedupe)", () => {
    const list = addRecent([item(1), item(2), item(3)], item(2, 99));
    expect(list.map((p) => p.id)).toEqual([2, 1, 3]);
    expect(list[0].price).toBe(99);
  });

  it("keeps the current product and the 12 the rail shows, dropping the oldest", () => {
    let list: RecentProduct[] = [];
    for (let id = 1; id <= 15; id++) list = addRecent(list, item(id));
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    expect(list).toHaveLength(13);
    expect(list[0].id).toBe(15);
    expect(list.at(-1)?.id).toBe(3);
    // The page records product 15 before its rail reads the list: the rail still shows 12.
    const shown = recentToShow(list, 15);
    expect(shown).toHaveLength(12);
    expect(shown.map((p) => p.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it("never shows the current product", () => {
    expect(recentToShow([item(1), item(2), item(3)], 2).map((p) => p.id)).toEqual([1, 3]);
    expect(recentToShow([item(2)], 2)).toEqual([]);
  });

  it("reads back only well-formed, same-site entries from storage", () => {
    const stored = [
      item(1),
      { ...item(2), url: "https://evil.example/x" },
      { ...item(3), url: "//evil" },
      { id: "4" },
      null,
      item(1),
      item(5),
    ];
    expect(parseRecent(stored).map((p) => p.id)).toEqual([1, 5]);
    expect(parseRecent("not a list")).toEqual([]);
    expect(parseRecent(Array.from({ length: 20 }, (_, i) => item(i + 1)))).toHaveLength(13);
  });
});
