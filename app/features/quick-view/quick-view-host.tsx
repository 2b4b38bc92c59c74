import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../components/ui/on-demand";
import { useHydrated } from "../../components/ui/use-hydrated";
import { readPopid, readQuickViewPiid, searchWithoutPopid } from "./popid-url";
import { Spinner } from "./quick-view-spinner";
import { takeTrigger } from "./quick-view-trigger";

// The drawer (request, gallery, variant picker…) loads on first open: listings do not pay for it.
const QuickViewDrawer = lazyOnDemand(onDemand(() => import("./quick-view-drawer")));

/**
 * Mounted once by a listing: opens the quick view drawer while the address has `?popid=`.
 * Closing goes Back when the Quick view button added the entry, otherwise it replaces the
 * address without `popid` and `piid` (a shared link with popid opened straight into the drawer).
 */
export function QuickViewHost() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const popid = readPopid(params);
  const openedHere = (location.state as { quickView?: boolean } | null)?.quickView === true;

  const close = useCallback(() => {
    if (openedHere) {
      navigate(-1);
      return;
    }
    navigate(
      { pathname: location.pathname, search: searchWithoutPopid(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [openedHere, navigate, location.pathname, location.search, location.hash]);

  if (!hydrated || popid === undefined) return null;
  return (
    // Without its chunk the drawer closes (the address drops popid) and the shopper is told.
    <OnDemandBoundary onFail={close} fallback={<LoadingOverlay />}>
      <QuickViewDrawer
        key={popid}
        popid={popid}
        piid={readQuickViewPiid(params)}
        onClose={close}
        returnFocus={takeTrigger}
      />
    </OnDemandBoundary>
  );
}

/** While the drawer's code arrives: the same spinner the drawer shows until its data is loaded. */
function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-50 bg-stone-950/50">
      <div className="absolute inset-y-0 right-0 flex w-full items-center justify-center bg-white sm:w-[455px]">
        <Spinner />
      </div>
    </div>
  );
}
