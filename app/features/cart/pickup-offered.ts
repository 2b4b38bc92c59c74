import { useEffect, useState } from "react";
import { PICKUP_REGION_CODE } from "../../../contract/constants";
import { LOGISTICS_STORAGE_KEYS } from "../../../contract/logistics-constants";
import { localGet } from "../../lib/storage";
import type { CartView } from "./cart-view-types";

/**
 * Whether the cart page offers "Pick up in store": every line can be picked up (the server's
 * pickup_allowed) and the shopper was detected in the store's state (spec part 2 §3: the product
 * page keeps the detected state in localStorage `currentState`). A cart already set to pickup
 * always shows the choice, so the shopper can see and change it.
 */
export function pickupOffered(
  cart: Pick<CartView, "pickup_allowed" | "is_pickup">,
  detectedState: string | null,
): boolean {
  return cart.is_pickup || (cart.pickup_allowed && detectedState === PICKUP_REGION_CODE);
}

/** `pickupOffered` with the state the product page detected (read after hydration). */
export function usePickupOffered(cart: Pick<CartView, "pickup_allowed" | "is_pickup">): boolean {
  const [state, setState] = useState<string | null>(null);
  // Read after hydration: the server has no localStorage, so the first render matches it.
  useEffect(() => setState(localGet(LOGISTICS_STORAGE_KEYS.currentState)), []);
  return pickupOffered(cart, state);
}
