import { WISHLIST_THROTTLE_MS } from "../../../../contract/wishlist-constants";

/**
 * Wishlist actions are throttled to one per 1000 ms (spec part 1 §5): the answer says whether an
 * action may run now; a press inside the window after an accepted one is dropped.
 */
export function createThrottle(ms: number = WISHLIST_THROTTLE_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    return true;
  };
}
