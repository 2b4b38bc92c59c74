import { useEffect, useId } from "react";
import { BABY_COUPON_DAYS, BABY_COUPON_DOLLARS } from "../../../../contract/marketing-offers-constants";
import { Modal, ModalHeader } from "../../../components/ui/dialog";
import type { PopupPartProps } from "../popup-parts";
import { BabyOfferForm } from "./baby-form";
import { dismissOfferPopup } from "./offer-flags";

/** The category the pop-up was opened on: the page's heading (a baby category page's name). */
function pageCategory(payload: unknown): string {
  if (typeof payload === "object" && payload && "categoryName" in payload) {
    const name = (payload as { categoryName: unknown }).categoryName;
    if (typeof name === "string" && name) return name;
  }
  return document.querySelector("main h1")?.textContent?.trim().slice(0, 200) || "Baby & Kids";
}

/** The baby pop-up (issue 19; decision 0043): the $15 offer for a family's age range. */
export default function BabyPopup({ payload, onClose }: PopupPartProps) {
  const titleId = useId();
  // Seen: not again until the next local midnight (set when it really shows).
  useEffect(() => dismissOfferPopup("baby"), []);
  const categoryName = pageCategory(payload);
  return (
    <Modal onClose={onClose} labelledBy={titleId} panelClassName="w-[min(34rem,calc(100%-2rem))]">
      <ModalHeader
        titleId={titleId}
        title={`$${BABY_COUPON_DOLLARS} off for your little one`}
        closeLabel="Close the baby offer"
        onClose={onClose}
      />
      <div className="max-h-[80dvh] overflow-y-auto p-5">
        <p className="mb-4 text-stone-700">
          Tell us your child's age and we'll send nursery and kids' ideas that fit, plus a $
          {BABY_COUPON_DOLLARS} coupon for any order, valid {BABY_COUPON_DAYS} days once you confirm your
          email.
        </p>
        <BabyOfferForm categoryName={categoryName} autoFocus />
      </div>
    </Modal>
  );
}
