import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { onModalsChange, topModalElement } from "../../components/ui/modal-registry";
import { loadToastLibrary, onToasterWanted } from "./notify";
import { TOAST_MAX_VISIBLE, TOAST_TOP_OFFSET_PX } from "./toast-rules";

const SonnerToaster = lazy(() => loadToastLibrary().then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport: top centre, 185 px from the top, one toast visible. It renders nothing
 * until the first `notify` call, so the library stays out of the first page load. While a modal
 * is open the viewport lives inside its <dialog>: the top layer and its backdrop would otherwise
 * cover the toast, and the page behind a modal is inert (a screen reader would not hear it).
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  const modal = useSyncExternalStore(onModalsChange, topModalElement, () => null);
  if (!wanted) return null;
  const viewport = (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        offset={{ top: TOAST_TOP_OFFSET_PX }}
        mobileOffset={{ top: TOAST_TOP_OFFSET_PX }}
        visibleToasts={TOAST_MAX_VISIBLE}
        richColors
        closeButton
        containerAriaLabel="Notifications"
      />
    </Suspense>
  );
  return modal ? createPortal(viewport, modal) : viewport;
}
