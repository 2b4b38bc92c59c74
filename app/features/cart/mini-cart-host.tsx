import { useEffect, useRef, useSyncExternalStore } from "react";
import { useMatches } from "react-router";
import { addedToCartMessage } from "../../../contract/add-to-cart-constants";
import { handOverModals } from "../../components/ui/modal-registry";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../components/ui/on-demand";
import { currentPageName } from "../header/login-entrypoint";
import { onCartAdded } from "./cart-events";
import {
  closeMiniCart,
  getMiniCartRequest,
  miniCartReturnTarget,
  openMiniCart,
  subscribeMiniCart,
} from "./mini-cart-store";

// The drawer (its list, calls and dialog) is its own chunk, fetched on first open.
const MiniCartDrawer = lazyOnDemand(onDemand(() => import("./mini-cart-drawer")));

const serverSnapshot = () => null;

/**
 * Mounted once in the root layout: renders nothing until the cart icon or an add to cart opens
 * the mini-cart (spec part 2 §2, §4), then the drawer.
 */
export function MiniCartHost() {
  const request = useSyncExternalStore(subscribeMiniCart, getMiniCartRequest, serverSnapshot);
  // An item went into the cart: the cart list opens (and re-reads the cart) and says so at its
  // top — except on the Cart page, which shows the cart itself (and the toast confirms).
  const page = useRef<string | undefined>(undefined);
  page.current = currentPageName(useMatches());
  useEffect(
    () =>
      onCartAdded(({ qty }) => {
        if (page.current === "Cart") return false;
        // One modal at a time: the quick view (or another dialog) the add came from closes
        // first, and closing the mini-cart later returns focus where that one would have.
        openMiniCart(handOverModals(), addedToCartMessage(qty));
        return true;
      }),
    [],
  );
  if (request === null) return null;
  return (
    <OnDemandBoundary onFail={closeMiniCart}>
      <MiniCartDrawer key={request} onClose={closeMiniCart} returnFocus={miniCartReturnTarget} />
    </OnDemandBoundary>
  );
}
