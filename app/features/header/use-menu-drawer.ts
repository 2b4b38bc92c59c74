import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Where the category bar replaces the drawer (Tailwind's xl breakpoint). */
export const DESKTOP_NAV_QUERY = "(min-width: 80rem)";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  const location = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);

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
    if (open) {
      wasOpen.current = true;
      closeRef.current?.focus();
      const root = document.documentElement;
      const previous = root.style.overflow;
      root.style.overflow = "hidden";
      const desktop = window.matchMedia(DESKTOP_NAV_QUERY);
      const onChange = () => desktop.matches && setOpen(false);
      desktop.addEventListener("change", onChange);
      // A press on the backdrop (anywhere outside the panel) closes the drawer.
      const onPointerDown = (event: PointerEvent) => {
        if (panelRef.current && !panelRef.current.contains(event.target as Node)) setOpen(false);
      };
      document.addEventListener("pointerdown", onPointerDown);
      return () => {
        root.style.overflow = previous;
        desktop.removeEventListener("change", onChange);
        document.removeEventListener("pointerdown", onPointerDown);
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  return { open, show, close, buttonRef, panelRef, closeRef, onKeyDown };
}
