// Which chunk renders which marketing pop-up. Each line is a lazily loaded part: nothing of a
// pop-up ships with the page until the queue shows it.
import type { ComponentType } from "react";
import { lazyOnDemand, onDemand } from "../../components/ui/on-demand";
import type { PopupKind } from "./popup-queue";

export interface PopupPartProps {
  /** What the requester handed over (a subscribe result, a page's source). */
  payload?: unknown;
  /** Opened by the shopper's press (not a timer). */
  manual: boolean;
  /** Closes the pop-up (the queue then shows nothing). */
  onClose: () => void;
}

export const POPUP_PARTS: Partial<Record<PopupKind, ComponentType<PopupPartProps>>> = {
  old_user: lazyOnDemand(onDemand(() => import("./old-user-popup"))),
  birthday: lazyOnDemand(onDemand(() => import("./birthday-popup"))),
  web_push: lazyOnDemand(onDemand(() => import("./web-push-prompt"))),
  subscribe: lazyOnDemand(onDemand(() => import("./subscribe/subscribe-popup"))),
  subscribe_result: lazyOnDemand(onDemand(() => import("./subscribe/subscribe-result"))),
  baby: lazyOnDemand(onDemand(() => import("./offers/baby-popup"))),
  massage_chair: lazyOnDemand(onDemand(() => import("./offers/massage-chair-popup"))),
  // Play to Win's rules (the page's "Free-gift rules" button; payload: the turn list's rules).
  gift_rules: lazyOnDemand(onDemand(() => import("../game/gift-rules-popup"))),
};
