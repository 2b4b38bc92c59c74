import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { WishStateResult } from "../../../../contract/wishlist-constants";
import { notifyLoadFailed, onDemand } from "../../../components/ui/on-demand";
import { api } from "../../../lib/api";
import { openLoginPopup } from "../../login/login-popup-store";
import { useSession } from "../../session/use-session";
import { notify } from "../../toast/notify";
import type { PressEffects } from "./wish-actions";
import { wishOf } from "./wish-state";
import { createThrottle } from "./wish-throttle";

/**
 * The heart's calls and the kept guest press are a chunk of their own, loaded when they are first
 * needed: a signed-in page reads its wish state once it is up, a guest's only on a press (pointing
 * at or focusing the heart starts the load). A guest who never presses never downloads them.
 */
export const loadWishActions = onDemand(() => import("./wish-actions"));

const browserEffects: PressEffects = {
  client: api,
  success: (message) => notify.success(message),
  error: (message) => notify.error(message),
  openLogin: (redirect) => openLoginPopup({ redirect, entrypoint: "product_detail" }),
};

/**
 * The product page heart for the selected variant (piid). Signed in: the wish state is read once
 * (GET /api/wishlist/product; the product detail itself stays the same for everyone), a press kept
 * from before the sign-in is performed, and a press adds or removes the variant's line. A guest's
 * press is kept and opens the login popup with this page as the redirect. Presses are throttled
 * to one per 1000 ms.
 */
export function useWish(productId: number, piid: number, effects: PressEffects = browserEffects) {
  const { isLogin } = useSession();
  const location = useLocation();
  const [state, setState] = useState<WishStateResult | null>(null);
  const [busy, setBusy] = useState(false);
  const allow = useRef(createThrottle());
  const stateRef = useRef(state);
  stateRef.current = state;
  const busyRef = useRef(false);

  useEffect(() => {
    setState(null);
    if (!isLogin) return;
    let live = true;
    // A read the shopper did not ask for: without its chunk the heart waits for a press, which
    // loads it again.
    void loadWishActions
      .background()
      .then(({ startWish }) => startWish(effects, productId, Date.now()))
      .then(
        (next) => {
          if (live) setState(next);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [isLogin, productId, effects]);

  const redirect = `${location.pathname}${location.search}`;
  const press = useCallback(async () => {
    if (busyRef.current || !allow.current()) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const input = { signedIn: isLogin, productId, piid, redirect, now: Date.now() };
      const actions = await loadWishActions().catch(() => null);
      if (!actions) {
        notifyLoadFailed();
        return;
      }
      setState(await actions.pressWish(effects, input, stateRef.current));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [isLogin, productId, piid, redirect, effects]);

  return { ...wishOf(state, piid), busy, press, ready: !isLogin || state !== null };
}
