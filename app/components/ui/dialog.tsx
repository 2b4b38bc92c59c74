import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from "react";
import { CloseIcon } from "./icons";

/** Open dialogs, innermost last: only the innermost answers Escape. */
const openModals: object[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab moves inside a focus trap of `count` items when focus is at `current` (−1: outside
 * the items): from the last forward to the first, from the first (or outside) backward to the
 * last; null lets the browser move focus normally.
 */
export function trapTarget(count: number, current: number, backward: boolean): number | null {
  if (count === 0) return null;
  if (backward) return current <= 0 ? count - 1 : null;
  return current === -1 || current === count - 1 ? 0 : null;
}

/** The items Tab can reach inside `panel` (shown ones only: Tab never lands on hidden ones). */
function tabbables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Keeps Tab and Shift+Tab inside `panel` (a modal's focus trap): at either end focus goes round to
 * the other. Other keys, and Tab in the middle, are left to the browser.
 */
export function keepTabInside(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">,
  panel: HTMLElement,
): void {
  if (event.key !== "Tab") return;
  const items = tabbables(panel);
  const current = items.indexOf(panel.ownerDocument.activeElement as HTMLElement);
  const next = trapTarget(items.length, current, event.shiftKey);
  if (next === null) return;
  event.preventDefault();
  items[next].focus();
}

/**
 * A modal dialog: a backdrop and a panel with role=dialog and aria-modal, labelled by the element
 * `labelledBy` names. On open focus moves to `initialFocus` (else the panel), Tab stays inside,
 * Escape or a press on the backdrop calls `onClose`, the page behind does not scroll; when it
 * closes focus returns to `returnFocus()` (else to what had focus before it opened).
 */
export function Modal({
  onClose,
  labelledBy,
  initialFocus,
  returnFocus,
  panelClassName,
  overlayClassName = "bg-stone-950/50",
  children,
}: {
  onClose: () => void;
  labelledBy: string;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: () => HTMLElement | null;
  panelClassName: string;
  overlayClassName?: string;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? panelRef.current)?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      const target = returnRef.current?.() ?? previous;
      if (target?.isConnected) target.focus();
    };
  }, [initialFocus]);

  // Escape closes the topmost open dialog from anywhere, even when the focused control inside it
  // was just removed (a full-view image over the quick view closes alone).
  useEffect(() => {
    const token = {};
    openModals.push(token);
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || openModals.at(-1) !== token) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("keydown", onEscape);
      openModals.splice(openModals.indexOf(token), 1);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current) keepTabInside(event, panelRef.current);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop press is a mouse convenience; Escape and the close button are the accessible ways out
    <div
      className={`fixed inset-0 z-50 ${overlayClassName}`}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current();
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`outline-none ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * A centred dialog with a heading and a close button (policy texts, the AC estimator), built on
 * Modal: labelled by its title, focus trapped, Escape or the backdrop closes it.
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      overlayClassName="flex items-center justify-center bg-black/40 p-4"
      panelClassName="relative max-h-[85vh] w-full max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 text-2xl leading-none text-stone-600 hover:text-stone-900"
          aria-label={`Close ${title}`}
        >
          ×
        </button>
      </div>
      {children}
    </Modal>
  );
}

/** The title bar of a drawer or full-screen dialog: its heading (the dialog's label) and a close button. */
export function ModalHeader({
  titleId,
  title,
  closeLabel,
  onClose,
  closeRef,
  titleClassName = "text-lg leading-snug font-semibold",
}: {
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  closeRef?: Ref<HTMLButtonElement>;
  titleClassName?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-4 py-3">
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="-mr-2 shrink-0 rounded-md p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
