import { useSyncExternalStore } from "react";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../components/ui/on-demand";
import { closeLoginPopup, getLoginPopup, subscribeLoginPopup } from "./login-popup-store";

// The popup (flow, steps, captcha loader…) is its own chunk, fetched on first open: pages do not
// pay for it in their first load.
const LoginPopup = lazyOnDemand(onDemand(() => import("./login-popup")));

const serverSnapshot = () => null;

/**
 * Mounted once in the root layout: renders nothing until openLoginPopup() is called, then the
 * popup. It opens as a dialog over the page, so its loading needs no placeholder.
 */
export function LoginPopupHost() {
  const popup = useSyncExternalStore(subscribeLoginPopup, getLoginPopup, serverSnapshot);
  if (!popup) return null;
  return (
    <OnDemandBoundary onFail={closeLoginPopup}>
      <LoginPopup key={popup.openId} options={popup} onClose={closeLoginPopup} />
    </OnDemandBoundary>
  );
}
