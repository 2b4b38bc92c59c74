import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { notifyLoadFailed, onDemand } from "../../components/ui/on-demand";
import { DESKTOP_NAV_QUERY } from "./nav-breakpoint";

// What only the open drawer needs (moving focus, the scroll lock, dismissal, the Tab loop) is a
// module of plain functions fetched on the first open, or earlier when the pointer or focus
// reaches the menu button. Plain functions rather than React.lazy: the open state and the markup
// stay here, so the server HTML, hydration and the no-JS fallback are untouched and no Suspense
// boundary is involved.
type DrawerModal = typeof import("./on-demand/menu-drawer-modal");
const loadModal = onDemand(() => import("./on-demand/menu-drawer-modal"));

/**
 * The small-screen category drawer as a modal dialog: focus moves to its close button on open,
 * Tab stays inside, Escape or a press outside closes it, focus returns to the menu button, the page
 * behind does not scroll, and it closes on navigation or when the screen grows to desktop.
 */
export function useMenuDrawer() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const modal = useRef<DrawerModal | null>(null);
  const location = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);
  // A failed early fetch is retried on open.
  const preload = useCallback(() => loadModal.preload(), []);

  // Navigating (a category link) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  // A click on the no-JS link before hydration left #menu-drawer in the URL: take over as the dialog.
  useEffect(() => {
    if (window.location.hash === "#menu-drawer" && !window.matchMedia(DESKTOP_NAV_QUERY).matches)
      setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) {
        wasOpen.current = false;
        buttonRef.current?.focus();
      }
      return;
    }
    wasOpen.current = true;
    // The drawer shows at once (data-open); it is modal from the moment its module is here, at
    // once when it was fetched before. Offline the drawer still opens and its links and close button
    // work; the shopper is told the rest did not load, and the next open tries again.
    let closed = false;
    let release: (() => void) | undefined;
    loadModal().then(
      (module) => {
        modal.current = module;
        const panel = panelRef.current;
        if (!closed && panel)
          release = module.holdModal({ panel, initialFocus: closeRef.current, onDismiss: close });
      },
      () => {
        if (!closed) notifyLoadFailed();
      },
    );
    return () => {
      closed = true;
      release?.();
    };
  }, [open, close]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (panelRef.current) modal.current?.onModalKeyDown(event, panelRef.current, close);
    },
    [close],
  );

  return { open, show, close, preload, buttonRef, panelRef, closeRef, onKeyDown };
}
