// The open modals of the page, kept apart from the Modal component (dialog.tsx): the shell closes
// them on every navigation (focus-on-navigation.ts) and hands them over to the mini-cart, while the
// component itself loads only with the first pop-up that needs it.

/** An open modal: its close request, where its focus would return, and how it is being closed. */
export interface OpenModal {
  close: () => void;
  returnTarget: () => HTMLElement | null;
  /** Opened and closed by the address: a navigation closes it by itself. */
  byAddress: boolean;
  /** Closed by a navigation or a hand-over: it gives focus back to no one. */
  quiet: boolean;
  /** The open <dialog> element. */
  element: HTMLDialogElement;
}

/** The open modals, outermost first. */
export const openModals = new Set<OpenModal>();

type ModalsListener = () => void;
const modalsListeners = new Set<ModalsListener>();

/** A modal opened (Modal's effect) or has gone (after React removed it). */
export function modalOpened(modal: OpenModal): void {
  openModals.add(modal);
  for (const listener of modalsListeners) listener();
}
export function modalClosed(modal: OpenModal): void {
  openModals.delete(modal);
  for (const listener of modalsListeners) listener();
}

/** The innermost open modal's <dialog>, or null: what shows above its backdrop must live inside it. */
export function topModalElement(): HTMLDialogElement | null {
  return [...openModals].at(-1)?.element ?? null;
}

/** Calls `listener` whenever a modal opens or goes; answers the unsubscribe. */
export function onModalsChange(listener: ModalsListener): () => void {
  modalsListeners.add(listener);
  return () => modalsListeners.delete(listener);
}

/** Runs once the modals a navigation closed have left the page (their inertness with them). */
let afterQuietClose: (() => void) | undefined;

export function settleQuietClose() {
  if ([...openModals].some((m) => m.quiet)) return;
  const then = afterQuietClose;
  afterQuietClose = undefined;
  then?.();
}

/**
 * Closes every open modal and drawer: called when the shopper moves to another page, so no dialog
 * outlives the page it was opened on (issue 16, bug 1). Focus is not handed back to the openers;
 * `then` runs once they are gone (the page behind is no longer inert), to focus the new page.
 */
export function closeAllModals(then?: () => void): void {
  afterQuietClose = then;
  const closing = [...openModals].filter((m) => !m.byAddress);
  for (const modal of closing) modal.quiet = true;
  for (const modal of closing) modal.close();
  settleQuietClose();
  // An owner that ignored the request must not keep the new page from its focus for good.
  if (afterQuietClose) setTimeout(() => afterQuietClose === then && settleForced(), 1000);
}

/**
 * Only one modal at a time: a modal opening on top of others (the mini-cart after an add to cart
 * from the quick view or the customization drawer) closes them first. Returns where the outermost
 * one would have returned focus, for the new modal to return it there in turn.
 */
export function handOverModals(): HTMLElement | null {
  const closing = [...openModals];
  const target = closing[0]?.returnTarget() ?? null;
  for (const modal of closing) modal.quiet = true;
  for (const modal of closing) modal.close();
  return target?.isConnected ? target : null;
}

function settleForced() {
  for (const modal of openModals) modal.quiet = false;
  settleQuietClose();
}
