import { lazy, Suspense, useEffect, useState } from "react";
import { loadToastLibrary, onToasterWanted } from "./notify";
import { TOAST_MAX_VISIBLE, TOAST_TOP_OFFSET_PX } from "./toast-rules";

const SonnerToaster = lazy(() => loadToastLibrary().then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport: top centre, 185 px from the top, one toast visible. It renders nothing
 * until the first `notify` call, so the library stays out of the first page load.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
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
}
