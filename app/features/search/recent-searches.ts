import { localGetJson, localRemove, localSetJson, STORAGE_KEYS } from "../../lib/storage";

// The shopper's recent searches, kept on this device only (localStorage): the header search box
// offers them when it is focused empty. Nothing is sent to the server, so they are neither
// shared nor counted (the popular searches count the searches the server ran: decision 0017).

/** How many recent searches are kept and offered. */
export const RECENT_SEARCHES_MAX = 5;
/** Longer texts are not kept (a pasted paragraph is no search to offer again). */
const RECENT_SEARCH_MAX_LENGTH = 80;

/**
 * The list after searching `text`: it moves to the front, an earlier search differing only in
 * case or spacing is dropped, and the list keeps at most RECENT_SEARCHES_MAX entries.
 */
export function withRecentSearch(list: readonly string[], text: string): string[] {
  const term = text.replace(/\s+/g, " ").trim();
  if (term === "" || term.length > RECENT_SEARCH_MAX_LENGTH) return [...list];
  const key = term.toLowerCase();
  return [term, ...list.filter((t) => t.toLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX);
}

/** The recent searches on this device, newest first; anything unreadable counts as none. */
export function readRecentSearches(): string[] {
  const stored = localGetJson<unknown>(STORAGE_KEYS.recentSearches);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((t): t is string => typeof t === "string")
    .reduceRight<string[]>((list, t) => withRecentSearch(list, t), []);
}

export function rememberSearch(text: string): void {
  localSetJson(STORAGE_KEYS.recentSearches, withRecentSearch(readRecentSearches(), text));
}

export function clearRecentSearches(): void {
  localRemove(STORAGE_KEYS.recentSearches);
}
