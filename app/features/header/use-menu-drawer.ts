import { useCallback, useEffect, useRef, useState } from "react";
import { lazyOnDemand, onDemand } from "../../components/ui/on-demand";
import { DESKTOP_NAV_QUERY } from "./nav-breakpoint";

// The open drawer (a native modal <dialog> with the category list) is its own chunk, fetched on
// the first open, or earlier when the pointer or focus reaches the menu button. The server HTML and
// the no-JS drawer (#menu-drawer, shown by CSS :target) stay in the header itself.
const loadDrawer = onDemand(() => import("./on-demand/menu-drawer-dialog"));
export const MenuDrawerDialog = lazyOnDemand(loadDrawer);

/**
 * The small-screen category drawer's state: open or not, and the menu button focus returns to.
 * The dialog itself (on-demand/menu-drawer-dialog.tsx) closes on Escape, a press outside, a
 * navigation (closeAllModals) or the screen growing to desktop.
 */
export function useMenuDrawer() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);
  const returnFocus = useCallback(() => buttonRef.current, []);
  // A failed early fetch is retried on open.
  const preload = useCallback(() => loadDrawer.preload(), []);

  // A click on the no-JS link before hydration left #menu-drawer in the URL: take over as the dialog.
  useEffect(() => {
    if (window.location.hash === "#menu-drawer" && !window.matchMedia(DESKTOP_NAV_QUERY).matches)
      setOpen(true);
  }, []);

  return { open, show, close, preload, buttonRef, returnFocus };
}
