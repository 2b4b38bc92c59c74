// The mini-cart's open requests: a tiny store the header icon and add-to-cart open it through,
// and MiniCartHost renders from. Opening needs no React and never imports the drawer's chunk.

type Listener = () => void;

/** Null while closed; otherwise a number that changes with every open request. */
let openRequest: number | null = null;
let opens = 0;
let returnTarget: HTMLElement | null = null;
let note: string | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Opens the drawer; focus goes back to `returnTo` (the cart icon) when it closes. `addedNote` is
 * the confirmation the drawer shows at its top after an add ("1 item(s) added to cart").
 */
export function openMiniCart(returnTo: HTMLElement | null = null, addedNote: string | null = null): void {
  opens += 1;
  openRequest = opens;
  returnTarget = returnTo;
  note = addedNote;
  emit();
}

/** The confirmation of the add that opened the drawer, or null when the cart icon opened it. */
export function miniCartNote(): string | null {
  return note;
}

export function closeMiniCart(): void {
  if (openRequest === null) return;
  openRequest = null;
  emit();
}

export function getMiniCartRequest(): number | null {
  return openRequest;
}

/** Where focus returns when the drawer closes (the element that opened it, if any). */
export function miniCartReturnTarget(): HTMLElement | null {
  return returnTarget;
}

export function subscribeMiniCart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
