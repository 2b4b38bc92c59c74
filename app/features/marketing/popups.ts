// The page's marketing pop-up queue (popup-queue.ts) bound to the browser: other modals come from
// the modal registry, a moment is a zero-delay timeout (requests of one tick compete), the path is
// the address bar's. Import `popups` to ask for a pop-up; MarketingPopupHost renders it.
import { onModalsChange, openModals } from "../../components/ui/modal-registry";
import { PopupQueue } from "./popup-queue";

export const popups = new PopupQueue({
  otherModalOpen: () => openModals.size > 0,
  onModalsChange,
  defer: (fn) => {
    setTimeout(fn, 0);
  },
  pathname: () => (typeof location === "undefined" ? "/" : location.pathname),
});
