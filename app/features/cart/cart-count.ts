import { useEffect, useSyncExternalStore } from "react";

// The header's cart count (units in the cart, the cart read's items_qty) as a tiny store the whole
// page shares: the root loader seeds it, add-to-cart and the cart drawer set it. Module state lives
// in the browser only: on the server every render takes its count from the loader data it is
// given, so one shopper's count can never leak into another's page.

type Listener = () => void;

/** Null until this browser learned a count (the loader's seed or a cart answer). */
let count: number | null = null;
/** The last seed adopted, so a re-run of the root loader with a new count is taken in. */
let lastSeed: number | null = null;
const listeners = new Set<Listener>();

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the count (after an add, a cart read, a sign-in…). Ignored on the server. */
export function setCartCount(n: number): void {
  if (typeof window === "undefined") return;
  const next = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

/** The count as this browser knows it (0 until seeded). */
export function getCartCount(): number {
  return count ?? 0;
}

/**
 * The current count; re-renders when it changes. `seed` is what the page was rendered with (the
 * root loader's cartCount): the server render and the hydration show it, and it stands in until
 * this browser learned a count. Without it the server renders 0.
 */
export function useCartCount(seed?: number): number {
  return useSyncExternalStore(
    subscribe,
    () => count ?? seed ?? 0,
    () => seed ?? 0,
  );
}

/**
 * For whoever renders the header: seeds the store with the root loader's count and answers the
 * count to show. The server render and the hydration show `seed`; afterwards the store's value
 * (an add may have changed it). A new seed (the root loader ran again) replaces the store's value.
 */
export function useSeedCartCount(seed: number): number {
  useEffect(() => {
    if (seed === lastSeed) return;
    lastSeed = seed;
    setCartCount(seed);
  }, [seed]);
  return useSyncExternalStore(
    subscribe,
    () => (count === null || lastSeed === null ? seed : count),
    () => seed,
  );
}

/** Test support: forgets what this module learned. */
export function resetCartCountForTests(): void {
  count = null;
  lastSeed = null;
}
