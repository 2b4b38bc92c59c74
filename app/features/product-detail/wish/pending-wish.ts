// A guest's heart press, kept across the sign-in (spec part 1 §6: "pressing the wishlist heart opens
// the login popup and keeps the pending wishlist action"). Sign-in ends with a full page load of the
// same product page, whose heart then performs the kept action. sessionStorage: one tab, gone when
// the tab closes, so a press never fires days later in another context.

import { sessionGet, sessionRemove, sessionSet } from "../../../lib/storage";

export const PENDING_WISH_KEY = "nestora.pendingWish";
/** A kept press older than this is dropped: the shopper has moved on. */
export const PENDING_WISH_MAX_AGE_MS = 30 * 60 * 1000;

export interface PendingWish {
  productId: number;
  /** The variant selected when the heart was pressed (piid). */
  childId: number;
  /** When it was pressed (ms since the epoch). */
  at: number;
}

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const sessionStore: KeyValueStore = { get: sessionGet, set: sessionSet, remove: sessionRemove };

export function savePendingWish(pending: PendingWish, store: KeyValueStore = sessionStore): void {
  store.set(PENDING_WISH_KEY, JSON.stringify(pending));
}

function parse(raw: string | null): PendingWish | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PendingWish>;
    const ok = [v.productId, v.childId, v.at].every((n) => typeof n === "number" && Number.isFinite(n));
    return ok ? (v as PendingWish) : null;
  } catch {
    return null;
  }
}

/**
 * The kept press for this product, removed from the store; null when there is none, it is for
 * another product (left for that page), or it is stale or unreadable (removed).
 */
export function takePendingWish(
  productId: number,
  now: number,
  store: KeyValueStore = sessionStore,
): PendingWish | null {
  const raw = store.get(PENDING_WISH_KEY);
  const pending = parse(raw);
  if (raw !== null && (!pending || now - pending.at > PENDING_WISH_MAX_AGE_MS || now < pending.at)) {
    store.remove(PENDING_WISH_KEY);
    return null;
  }
  if (!pending || pending.productId !== productId) return null;
  store.remove(PENDING_WISH_KEY);
  return pending;
}
