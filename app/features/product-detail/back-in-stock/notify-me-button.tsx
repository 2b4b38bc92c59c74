import { useState } from "react";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../../components/ui/on-demand";
import { useSession } from "../../session/use-session";

// "Notify me" (issue 19, decision 0040): where Add to Cart would be when the selected variant is out
// of stock, on the product page and in the quick view. The button ships with the page; the dialog
// and its form (the e-mail field, the call, the messages) are a chunk of their own, fetched when
// the shopper points at or focuses the button and shown when they press it.

const loadNotifyMe = onDemand(() => import("./on-demand/notify-me-dialog"));
const NotifyMeDialog = lazyOnDemand(() => loadNotifyMe().then((m) => ({ default: m.NotifyMeDialog })));

export function NotifyMeButton({
  productId,
  piid,
  productName,
  options,
  className = "",
}: {
  productId: number;
  piid: number;
  productName: string;
  /** The selected variant's options ("Gray / Queen"), shown in the dialog; "" when none. */
  options: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const { customer } = useSession();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={loadNotifyMe.preload}
        onFocus={loadNotifyMe.preload}
        aria-haspopup="dialog"
        data-testid="notify-me"
        className={`inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16v12H4z" />
          <path d="m4 7 8 6 8-6" />
        </svg>
        Notify me
      </button>
      {open ? (
        <OnDemandBoundary onFail={close}>
          <NotifyMeDialog
            productId={productId}
            piid={piid}
            productName={productName}
            options={options}
            defaultEmail={customer?.email ?? ""}
            onClose={close}
          />
        </OnDemandBoundary>
      ) : null}
    </>
  );
}
