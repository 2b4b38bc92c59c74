// The old-user pop-up (spec part 2 §4: shown once to a signed-in old customer; auto-hides after
// 60 s and then sets the local flag; decision 0044). Its action is the spec's oldUserSendEmail:
// the OldCustomerVerify mail, whose link confirms the address and gives the $30 coupon once.
import { useEffect, useId, useRef, useState } from "react";
import { Modal, ModalHeader } from "../../components/ui/dialog";
import { api } from "../../lib/api";
import { notify } from "../toast/notify";
import { browserFlags, markOldUserSeen, startOldUserAutoHide } from "./old-user-birthday-flags";
import type { PopupPartProps } from "./popup-parts";

/** contract/old-user-birthday.ts `oldUserSendEmail`, written out to keep schemas out of the chunk. */
export const OLD_USER_SEND_PATH = "/api/customer/send_email";

export default function OldUserPopup({ onClose }: PopupPartProps) {
  const titleId = useId();
  const action = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");
  const close = () => {
    markOldUserSeen(browserFlags);
    onClose();
  };
  // Auto-hide after 60 s, then the flag (spec part 2 §9 "Old-user pop-up auto-close 60 s").
  // biome-ignore lint/correctness/useExhaustiveDependencies: one clock per showing.
  useEffect(() => startOldUserAutoHide(browserFlags, onClose), []);

  const send = async () => {
    setSending(true);
    setError("");
    const res = await api.post<{ resend_after: number }>(OLD_USER_SEND_PATH, {
      template_code: "OldCustomerVerify",
    });
    setSending(false);
    if (res.code === 200) {
      notify.success(res.message);
      close();
    } else setError(res.message);
  };

  return (
    <Modal
      onClose={close}
      labelledBy={titleId}
      initialFocus={action}
      panelClassName="w-[min(26rem,calc(100%-2rem))]"
    >
      <ModalHeader
        titleId={titleId}
        title="Verify your e-mail, get $30 off"
        closeLabel="Close"
        onClose={close}
      />
      <div className="space-y-4 p-5 text-sm text-stone-700">
        <p>
          You have been with us for a while. Confirm your e-mail address is still yours and we will put a{" "}
          <strong className="text-stone-900">$30 coupon</strong> (orders of $150+, valid 30 days) in My
          Coupons.
        </p>
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
        <button
          ref={action}
          type="button"
          onClick={send}
          disabled={sending}
          className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {sending ? "Sending…" : "Verify my e-mail"}
        </button>
      </div>
    </Modal>
  );
}
