import { CART_DRAWER_OPEN_DELAY_MS, SUCCESS_CODE } from "../../../contract/constants";
import type { CartView } from "./cart-view-types";

// The mini-cart's state (spec part 1 §4 "Cart"; part 2 §4 "Cart drawer") as a pure reducer:
// open or closed; the checkout status null while a cart request is pending (the drawer shows a
// spinner), "successful" after a 200 cart answer, "fail" otherwise; the drawer closes when the
// cart's quantity reaches 0.

export type CheckoutStatus = null | "successful" | "fail";

export interface MiniCartState {
  open: boolean;
  status: CheckoutStatus;
  cart: CartView | null;
  /** Changes with every open, so the drawer restarts its delayed load. */
  openId: number;
}

export type MiniCartEvent =
  | { type: "open" }
  | { type: "close" }
  /** A cart request went out (read, quantity change, remove). */
  | { type: "request" }
  /** A cart request answered with this envelope code (and the cart re-read on success). */
  | { type: "answer"; code: number; cart: CartView | null };

export const initialMiniCart: MiniCartState = { open: false, status: null, cart: null, openId: 0 };

export function statusOf(code: number): Exclude<CheckoutStatus, null> {
  return code === SUCCESS_CODE ? "successful" : "fail";
}

export function miniCartReducer(state: MiniCartState, event: MiniCartEvent): MiniCartState {
  switch (event.type) {
    case "open":
      return { ...state, open: true, openId: state.openId + 1 };
    case "close":
      return { ...state, open: false };
    case "request":
      return { ...state, status: null };
    case "answer": {
      const status = statusOf(event.code);
      if (status === "fail" || !event.cart) return { ...state, status: "fail" };
      // The cart became empty: quantity 0 closes the drawer.
      const open = state.open && event.cart.items_qty > 0;
      return { ...state, status, cart: event.cart, open };
    }
  }
}

/** The drawer's title: 'My Cart (n)' with the cart's units. */
export function miniCartTitle(itemsQty: number): string {
  return `My Cart (${itemsQty})`;
}

/**
 * What a click on the header's cart icon does: on the Cart page it is a plain link; with an
 * empty cart it goes to /checkout/cart; otherwise it opens the drawer.
 */
export function cartIconAction(pageName: string | undefined, count: number): "follow" | "open" {
  if (pageName === "Cart" || count <= 0) return "follow";
  return "open";
}

/** Runs `load` once the drawer has been open CART_DRAWER_OPEN_DELAY_MS (100 ms); answers the cancel. */
export function afterOpenDelay(load: () => void): () => void {
  const timer = setTimeout(load, CART_DRAWER_OPEN_DELAY_MS);
  return () => clearTimeout(timer);
}
