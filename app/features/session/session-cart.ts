import { CART_READ_PATH } from "../../../contract/add-to-cart-constants";

// How the session code reads the cart count (after sign-in and sign-out). Apart from
// complete-sign-in.ts, which loads on demand, because sign-out (in every page's header) needs it too.

/** The part of the cart read (contract/cart.ts cartRead) the session code uses. */
export type CartCount = { items_qty: number };

export const CART_PATH = CART_READ_PATH;

/**
 * The cart read must not hold up the page load: the request layer retries a failing GET for 9 s,
 * and the next page reads the cart again anyway.
 */
export const CART_WAIT_MS = 5_000;
