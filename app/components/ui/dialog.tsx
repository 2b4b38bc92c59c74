import { type ReactNode, type Ref, type RefObject, useEffect, useId, useLayoutEffect, useRef } from "react";
import { CloseIcon } from "./icons";
import { modalClosed, modalOpened, type OpenModal, settleQuietClose } from "./modal-registry";

/**
 * Where a modal sits (the `.modal` rules in app.css): a centred box, a drawer from the left or the
 * right, a bottom sheet, or the whole screen. Sizes beyond the variant's come from `panelClassName`.
 */
export type ModalVariant = "center" | "left" | "right" | "bottom" | "full";

// useLayoutEffect warns when rendered on the server; a modal only ever opens in the browser.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A modal dialog on the platform's `<dialog>` opened with showModal(): it sits in the top layer,
 * the page behind is inert (neither focus nor a screen reader's cursor can leave it), Escape closes
 * it (the innermost one first). Mounted means open: the owner renders it while it should show and
 * `onClose` asks the owner to stop. On open focus moves to `initialFocus` (else the dialog itself,
 * so its title is read); a press on the backdrop closes it; the page behind does not scroll; when it
 * closes focus returns to `returnFocus()` (else to what had focus before it opened).
 */
export function Modal({
  onClose,
  labelledBy,
  initialFocus,
  returnFocus,
  variant = "center",
  panelClassName = "",
  ownedByAddress = false,
  children,
}: {
  onClose: () => void;
  labelledBy: string;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: () => HTMLElement | null;
  variant?: ModalVariant;
  panelClassName?: string;
  /** Opened and closed by the address (the quick view's popid): a navigation closes it by itself. */
  ownedByAddress?: boolean;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;

  // Layout effect: the dialog enters the top layer before the browser paints it as a closed one.
  useBrowserLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // A test DOM without showModal still gets an open dialog.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    (initialFocus?.current ?? dialog).focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const requestClose = () => closeRef.current();
    const entry: OpenModal = {
      close: requestClose,
      returnTarget: () => returnRef.current?.() ?? previous,
      byAddress: ownedByAddress,
      quiet: false,
      element: dialog,
    };
    modalOpened(entry);
    // Escape: the browser sends "cancel" to the topmost modal only. The owner decides (it unmounts
    // the dialog); should the browser close it anyway (no user activation), "close" tells the owner.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", requestClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", requestClose);
      root.style.overflow = overflow;
      const target = entry.quiet ? null : entry.returnTarget();
      // After React has removed the dialog in this same commit (and with it the page's inertness).
      queueMicrotask(() => {
        modalClosed(entry);
        if (entry.quiet) settleQuietClose();
        else if (target?.isConnected) target.focus();
      });
    };
  }, [initialFocus, ownedByAddress]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse convenience; the keyboard has Escape (the dialog's cancel) and the close button
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      data-variant={variant}
      className={`modal ${panelClassName}`}
      // A press on the backdrop lands on the <dialog> itself (its content fills it): a mouse
      // convenience; Escape and the close button are the accessible ways out. On click, not on
      // press: focus returned on press would be taken by the press's own default action; and the
      // press must start there too, so a text selection dragged out of the content does not close.
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) closeRef.current();
      }}
    >
      {children}
    </dialog>
  );
}

/**
 * A centred dialog with a heading and a close button (policy texts, the AC estimator, the gift
 * picker, confirmations), built on Modal.
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
    <Modal onClose={onClose} labelledBy={titleId} panelClassName="w-[min(32rem,calc(100%-2rem))]">
      <div className="max-h-[85dvh] overflow-y-auto p-6">
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
      </div>
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
