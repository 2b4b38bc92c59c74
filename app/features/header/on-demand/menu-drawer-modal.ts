import type { KeyboardEvent } from "react";
import { keepTabInside } from "../../../components/ui/dialog";
import { DESKTOP_NAV_QUERY } from "../nav-breakpoint";

// What only the open category drawer needs, loaded on its first open (see use-menu-drawer.ts).
// The document comes from the panel, not the globals, so the rules run against plain stand-ins
// in tests.

/**
 * Makes the open drawer a modal dialog: focus moves to `initialFocus`, the page behind does not
 * scroll, and a press outside the panel or the screen growing to desktop calls `onDismiss`.
 * Returns the undo, for when the drawer closes.
 */
export function holdModal({
  panel,
  initialFocus,
  onDismiss,
}: {
  panel: HTMLElement;
  initialFocus: HTMLElement | null;
  onDismiss: () => void;
}): () => void {
  const doc = panel.ownerDocument;
  initialFocus?.focus();
  const root = doc.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = "hidden";
  const desktop = doc.defaultView?.matchMedia(DESKTOP_NAV_QUERY);
  const onChange = () => {
    if (desktop?.matches) onDismiss();
  };
  desktop?.addEventListener("change", onChange);
  // A press on the backdrop (anywhere outside the panel) dismisses the drawer.
  const onPointerDown = (event: PointerEvent) => {
    if (!panel.contains(event.target as Node | null)) onDismiss();
  };
  doc.addEventListener("pointerdown", onPointerDown);
  return () => {
    root.style.overflow = previous;
    desktop?.removeEventListener("change", onChange);
    doc.removeEventListener("pointerdown", onPointerDown);
  };
}

/** Keys inside the open drawer: Escape dismisses it; Tab and Shift+Tab go round inside it. */
export function onModalKeyDown(event: KeyboardEvent<HTMLElement>, panel: HTMLElement, onDismiss: () => void) {
  if (event.key === "Escape") {
    event.preventDefault();
    onDismiss();
    return;
  }
  // Tab and Shift+Tab go round inside, as in every modal of the store.
  keepTabInside(event, panel);
}
