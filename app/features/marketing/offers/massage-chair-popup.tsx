import { useEffect, useId } from "react";
import {
  CHAIR_COUPON_DAYS,
  CHAIR_COUPON_DOLLARS,
  CHAIR_COUPON_MIN_SPEND_DOLLARS,
} from "../../../../contract/marketing-offers-constants";
import { Modal, ModalHeader } from "../../../components/ui/dialog";
import type { PopupPartProps } from "../popup-parts";
import { ChairOfferForm } from "./chair-form";
import { dismissOfferPopup } from "./offer-flags";

/** The massage-chair guide's pop-up (spec part 2 §4: after 15 s): the $200 chair coupon form. */
export default function MassageChairPopup({ onClose }: PopupPartProps) {
  const titleId = useId();
  useEffect(() => dismissOfferPopup("massage_chair"), []);
  return (
    <Modal onClose={onClose} labelledBy={titleId} panelClassName="w-[min(36rem,calc(100%-2rem))]">
      <ModalHeader
        titleId={titleId}
        title={`$${CHAIR_COUPON_DOLLARS} off your massage chair`}
        closeLabel="Close the massage chair offer"
        onClose={onClose}
      />
      <div className="max-h-[80dvh] overflow-y-auto p-5">
        <p className="mb-4 text-stone-700">
          Get our massage chair buying tips by email and a ${CHAIR_COUPON_DOLLARS} coupon for a chair of $
          {CHAIR_COUPON_MIN_SPEND_DOLLARS.toLocaleString("en-US")} or more, valid {CHAIR_COUPON_DAYS} days
          once you confirm your email.
        </p>
        <ChairOfferForm autoFocus />
      </div>
    </Modal>
  );
}
