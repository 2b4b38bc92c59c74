import type { AddToCartResult } from "../../../contract/add-to-cart-constants";

// "An item went into the cart": the mini-cart listens to re-read the cart and open its drawer
// (spec part 1 §4 "after add to cart the cart is re-read"; part 2 §4 the customization drawer
// closes and the cart list opens). A listener set, so the button never imports the drawer.

export interface CartAdded {
  result: AddToCartResult;
  /** Units this add put in. */
  qty: number;
}

/** A listener answers true when it shows the "added" confirmation itself (the mini-cart does). */
type Listener = (event: CartAdded) => boolean | undefined;
const listeners = new Set<Listener>();

export function onCartAdded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; answers whether one of them confirmed the add to the shopper itself. */
export function emitCartAdded(event: CartAdded): boolean {
  let confirmed = false;
  for (const listener of listeners) if (listener(event) === true) confirmed = true;
  return confirmed;
}
