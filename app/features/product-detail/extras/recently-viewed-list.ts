// The recently viewed products list kept in localStorage: pure rules (no storage access here).
import type { ProductCard } from "../../../../contract/product-card";

export const RECENTLY_VIEWED_KEY = "recentlyViewed";
/** Products the rail shows at most (the current one is never among them). */
export const RECENTLY_VIEWED_MAX = 12;
/** Products kept: the page records the current one before the rail reads the list, so one more. */
export const RECENTLY_VIEWED_KEPT = RECENTLY_VIEWED_MAX + 1;

/** One viewed product as it was when viewed (the price is the price at view time). */
export interface RecentProduct {
  id: number;
  url: string;
  name: string;
  thumb: { url: string; alt: string; width: number; height: number };
  price: number;
  special_price: number | null;
}

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isStr = (v: unknown): v is string => typeof v === "string";

function isRecent(v: unknown): v is RecentProduct {
  if (typeof v !== "object" || v === null) return false;
  const r = v as Record<string, unknown>;
  const thumb = r.thumb as Record<string, unknown> | null;
  return (
    isNum(r.id) &&
    isStr(r.url) &&
    r.url.startsWith("/") &&
    !r.url.startsWith("//") &&
    isStr(r.name) &&
    isNum(r.price) &&
    (r.special_price === null || isNum(r.special_price)) &&
    typeof thumb === "object" &&
    thumb !== null &&
    isStr(thumb.url) &&
    isStr(thumb.alt) &&
    isNum(thumb.width) &&
    isNum(thumb.height)
  );
}

/** The stored list, keeping only well-formed entries (storage may hold anything), deduped, capped. */
export function parseRecent(value: unknown): RecentProduct[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const out: RecentProduct[] = [];
  for (const item of value) {
    if (!isRecent(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
    if (out.length === RECENTLY_VIEWED_KEPT) break;
  }
  return out;
}

/** The list after viewing `product`: it moves to the front, older duplicates go, at most 13 kept. */
export function addRecent(list: RecentProduct[], product: RecentProduct): RecentProduct[] {
  return [product, ...list.filter((p) => p.id !== product.id)].slice(0, RECENTLY_VIEWED_KEPT);
}

/** What the rail shows on a product's page: the list without that product, at most 12. */
export function recentToShow(list: RecentProduct[], currentId: number): RecentProduct[] {
  return list.filter((p) => p.id !== currentId).slice(0, RECENTLY_VIEWED_MAX);
}

/** A tile for the shared ProductTile: no rating and in stock as far as the view-time record knows. */
export function recentAsCard(p: RecentProduct): ProductCard {
  return {
    entity_id: p.id,
    name: p.name,
    url_path: p.url,
    thumbnail: p.thumb,
    price: p.price,
    special_price: p.special_price,
    plus_price: null,
    rating_summary: 0,
    reviews_count: 0,
    product_tag: null,
    is_in_stock: true,
    // The view-time record keeps no colours (stored in the browser): no swatches on this rail.
    colors: [],
  };
}
