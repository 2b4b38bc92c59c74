import { useId, useRef, useState } from "react";
import { COUPON_APPLY_PATH, type ProductCoupons } from "../../../../contract/coupons-constants";
import { Modal, ModalHeader } from "../../../components/ui/dialog";
import { handOverModals } from "../../../components/ui/modal-registry";
import { api } from "../../../lib/api";
import { openSubscribe } from "../../marketing/subscribe/open-subscribe";
import { useSession } from "../../session/use-session";
import { notify } from "../../toast/notify";
import { CouponDrawerContent } from "./coupon-cards";
import { getCouponOutcome } from "./get-coupon-outcome";

/** The product coupons drawer (lazy-loaded): a modal panel from the right with the coupon cards. */
export default function CouponsDrawer({
  coupons,
  plusImg,
  onClose,
  reload,
  returnFocus,
}: {
  coupons: ProductCoupons;
  plusImg: string | null;
  onClose: () => void;
  reload: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const [showSignIn, setShowSignIn] = useState(false);
  // Spec part 2 §6: an unsubscribed signed-in shopper sees the subscribe offer here.
  const { isLogin, customer } = useSession();
  const offerSubscribe = isLogin && customer?.marketing.subscriberEmail === 0;
  const subscribeFromDrawer = () => {
    // One modal at a time: the drawer closes, then the subscribe pop-up opens.
    handOverModals();
    openSubscribe("coupon-drawer");
  };

  const getCoupon = async (couponCode: string) => {
    setPendingCode(couponCode);
    const answer = await api.post<{ couponCode: string } | null>(COUPON_APPLY_PATH, { couponCode });
    setPendingCode(null);
    const outcome = getCouponOutcome(answer);
    if (!outcome) return;
    notify[outcome.toast](outcome.message);
    if (outcome.signIn) setShowSignIn(true);
    if (outcome.reload) reload();
  };

  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      variant="right"
      panelClassName="w-full sm:w-[455px]"
    >
      <ModalHeader
        titleId={titleId}
        title="Coupons"
        closeLabel="Close coupons"
        onClose={onClose}
        closeRef={closeRef}
      />
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <CouponDrawerContent
          coupons={coupons}
          plusImg={plusImg}
          pendingCode={pendingCode}
          showSignIn={showSignIn}
          onGet={(code) => void getCoupon(code)}
          onSubscribe={offerSubscribe ? subscribeFromDrawer : undefined}
        />
      </div>
    </Modal>
  );
}
