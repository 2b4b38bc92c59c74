import type { AddToCartResult } from "../../../contract/add-to-cart-constants";

// "An item went into the cart": the mini-cart listens to re-read the cart and open its drawer
// (spec part 1 §4 "after add to cart the cart is re-read"; part 2 §4 the customization drawer
// closes and the cart list opens). A listener set, so the button never imports the drawer.

export interface CartAdded {
  result: AddToCartResult;
  /** Units this add put in. */
  qty: number;
}

type Listener = (event: CartAdded) => void;
const listeners = new Set<Listener>();

export function onCartAdded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitCartAdded(event: CartAdded): void {
  for (const listener of listeners) listener(event);
}
