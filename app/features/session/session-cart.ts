import { CART_READ_PATH } from "../../../contract/add-to-cart-constants";
import type { ApiClient } from "../../lib/api-client";

// How the session code reads the cart count after sign-in and sign-out. Apart from
// complete-sign-in.ts, which loads on demand, because sign-out (in every page's header) needs it too.

/** The part of the cart read (contract/cart.ts cartRead) the session code uses. */
type CartCount = { items_qty: number };

/**
 * The cart read must not hold up the page load: the request layer retries a failing GET for 9 s,
 * and the next page reads the cart again anyway.
 */
const CART_WAIT_MS = 5_000;

/** Reads the cart and hands its count on; a failed read leaves the count as it was. */
export async function refreshCartCount(
  api: Pick<ApiClient, "get">,
  setCartCount: (n: number) => void,
): Promise<void> {
  const cart = await api.get<CartCount>(CART_READ_PATH, undefined, {
    signal: AbortSignal.timeout(CART_WAIT_MS),
  });
  if (cart.code === 200) setCartCount(cart.result.items_qty);
}
