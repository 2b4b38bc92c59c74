import type { CallResult } from "../../../../contract/call";
import type { searchSuggest } from "../../../../contract/search";

// The header search box's suggestion list: pure state and option logic (no React, no zod), so
// the keyboard rules are unit-tested. Part of the suggestions chunk, loaded on first use.

export type SuggestData = CallResult<typeof searchSuggest>;

export interface SuggestOption {
  group: "Keywords" | "Categories" | "Products" | "Recent searches" | "Trending searches";
  label: string;
  /** Where choosing it goes; "" for an option that acts in place (see `action`). */
  href: string;
  /** Instead of going anywhere: forget the recent searches. */
  action?: "clear-recent";
  /** Products only. */
  thumbnail?: { url: string; width: number; height: number };
  price?: number;
}

/** The options in list order: keywords, then categories, then products. */
export function suggestOptions(data: SuggestData | null): SuggestOption[] {
  if (!data) return [];
  return [
    ...data.keywords.map((k) => ({ group: "Keywords" as const, label: k.keyword, href: k.url })),
    ...data.categories.map((c) => ({ group: "Categories" as const, label: c.name, href: c.url_path })),
    ...data.products.map((p) => ({
      group: "Products" as const,
      label: p.name,
      href: p.url_path,
      thumbnail: p.thumbnail,
      price: p.special_price ?? p.price,
    })),
  ];
}

/** The trending searches offered in an empty box (the header's popular searches). */
export const EMPTY_BOX_TRENDING_MAX = 6;

/**
 * The options of the box focused while empty: the recent searches of this device (newest
 * first) with a last option that forgets them, then the trending searches (the popular searches
 * the header shows), without the ones already listed as recent.
 */
export function emptyBoxOptions(
  recent: readonly string[],
  trending: readonly { keyword: string; url: string }[],
  searchHref: (text: string) => string,
): SuggestOption[] {
  const options: SuggestOption[] = recent.map((text) => ({
    group: "Recent searches",
    label: text,
    href: searchHref(text),
  }));
  if (options.length > 0) {
    options.push({
      group: "Recent searches",
      label: "Clear recent searches",
      href: "",
      action: "clear-recent",
    });
  }
  const listed = new Set(recent.map((t) => t.toLowerCase()));
  for (const k of trending) {
    if (options.filter((o) => o.group === "Trending searches").length >= EMPTY_BOX_TRENDING_MAX) break;
    if (listed.has(k.keyword.toLowerCase())) continue;
    listed.add(k.keyword.toLowerCase());
    options.push({ group: "Trending searches", label: k.keyword, href: k.url });
  }
  return options;
}

export interface ComboState {
  open: boolean;
  /** Index of the highlighted option; -1: none (the text box itself). */
  active: number;
  count: number;
}

export type ComboAction =
  | { type: "results"; count: number }
  | { type: "next" }
  | { type: "prev" }
  | { type: "hover"; index: number }
  | { type: "close" };

export const initialCombo: ComboState = { open: false, active: -1, count: 0 };

/**
 * ArrowDown/ArrowUp move through the options and wrap through the text box (-1); on a closed
 * list with options they open it. New results reset the highlight. Escape closes.
 */
export function comboReducer(state: ComboState, action: ComboAction): ComboState {
  switch (action.type) {
    case "results":
      return { open: action.count > 0, active: -1, count: action.count };
    case "next":
      if (state.count === 0) return state;
      if (!state.open) return { ...state, open: true, active: 0 };
      return { ...state, active: state.active + 1 >= state.count ? -1 : state.active + 1 };
    case "prev":
      if (state.count === 0) return state;
      if (!state.open) return { ...state, open: true, active: state.count - 1 };
      return { ...state, active: state.active <= -1 ? state.count - 1 : state.active - 1 };
    case "hover":
      return action.index >= 0 && action.index < state.count ? { ...state, active: action.index } : state;
    case "close":
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
  }
}

/** What a key does in the text box: a reducer action, "go" (follow the highlighted option), or nothing. */
export function keyAction(key: string, state: ComboState): ComboAction | "go" | null {
  switch (key) {
    case "ArrowDown":
      return { type: "next" };
    case "ArrowUp":
      return { type: "prev" };
    case "Escape":
      return state.open ? { type: "close" } : null;
    case "Enter":
      return state.open && state.active >= 0 ? "go" : null;
    default:
      return null;
  }
}
