import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../../components/ui/on-demand";
import { DEFAULT_STORE_NAME, useShellData } from "../../header/use-shell-data";
import { openLoginPopup } from "../../login/login-popup-store";
import { useSession } from "../../session/use-session";
import { joinLoginTitle } from "./join-rules";
import {
  closePlusJoin,
  getPlusJoin,
  openPlusJoin,
  storeJoinIntent,
  subscribePlusJoin,
  takeJoinIntent,
} from "./open-join-flow";

// The flow (form, payment frame, polling, congratulation) is its own chunk, fetched on first open.
const JoinFlow = lazyOnDemand(onDemand(() => import("./join-flow")));

const serverSnapshot = () => null;

/**
 * Mounted once in the root layout beside the login popup. A guest's open becomes the login popup
 * titled "Sign In/UP to Join {store} PLUS+" (returning to this page) with the intent stored; once
 * signed in (the sign-in loads the page in full) the stored intent opens the flow here by itself.
 */
export function PlusJoinHost() {
  const request = useSyncExternalStore(subscribePlusJoin, getPlusJoin, serverSnapshot);
  const { isLogin } = useSession();
  const storeName = useShellData()?.storeName ?? DEFAULT_STORE_NAME;
  const { pathname, search } = useLocation();

  // Resume after sign-in or sign-up: the intent is read once, then forgotten.
  useEffect(() => {
    if (!isLogin) return;
    const source = takeJoinIntent();
    if (source) openPlusJoin(source);
  }, [isLogin]);

  useEffect(() => {
    if (!request || isLogin) return;
    storeJoinIntent(request.source);
    closePlusJoin();
    openLoginPopup({
      title: joinLoginTitle(storeName),
      redirect: `${pathname}${search}`,
      entrypoint: "plus",
    });
  }, [request, isLogin, storeName, pathname, search]);

  if (!request || !isLogin) return null;
  return (
    <OnDemandBoundary onFail={closePlusJoin}>
      <JoinFlow key={request.openId} request={request} storeName={storeName} onClose={closePlusJoin} />
    </OnDemandBoundary>
  );
}
