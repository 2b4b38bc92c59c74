import { type RefObject, useEffect } from "react";

/**
 * While a header disclosure (the bell's panel, the account menu) is open: Escape closes it and
 * gives focus back to its button; a press outside `box`, or focus tabbing out of it, closes it.
 */
export function useDismiss(
  open: boolean,
  box: RefObject<HTMLElement | null>,
  close: (refocus: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const outside = (node: EventTarget | null) =>
      node instanceof Node && box.current !== null && !box.current.contains(node);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (outside(e.target)) close(false);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (outside(e.relatedTarget)) close(false);
    };
    const el = box.current;
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    el?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      el?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, box, close]);
}
