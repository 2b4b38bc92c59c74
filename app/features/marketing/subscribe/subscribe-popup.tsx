// The subscribe pop-up (spec part 2 §4; docs/decisions/0042-subscribe-offers.md): the e-mail
// form, then what the answer's type says: 1 the success drawer with the coupons and the
// register-by-password form, 2–4 the register-success pop-up, 5 a success toast. Loaded only when
// the queue shows it.
import { type FormEvent, useId, useRef, useState } from "react";
import { useMatches } from "react-router";
import { emailError } from "../../../../contract/email-rule";
import { Modal, ModalHeader } from "../../../components/ui/dialog";
import { api } from "../../../lib/api";
import { localSet } from "../../../lib/storage";
import { currentPageName } from "../../header/login-entrypoint";
import { notify } from "../../toast/notify";
import type { PopupPartProps } from "../popup-parts";
import { popups } from "../popups";
import { CouponRows } from "./coupon-rows";
import type { SubscribePayload } from "./open-subscribe";
import { RegisterForm } from "./register-form";
import { nextStep, type ResultPayload, SUBSCRIBE_PATH, type SubscribeResult } from "./subscribe-call";
import {
  dismissalValue,
  PRODUCT_SUBSCRIBE_KEY,
  SUBSCRIBE_MESSAGE_KEY,
  SUBSCRIBE_POP_KEY,
} from "./subscribe-rules";

/** The product page's product, when the pop-up shows over one (its sign-up names it). */
function useProductOnPage(): { id: number; name: string; url: string } | null {
  const matches = useMatches();
  const page = currentPageName(matches);
  if (page !== "ProductDetail" && page !== "FeedProductDetail") return null;
  const leaf = matches[matches.length - 1]?.data as
    | { product?: { entity_id?: unknown; name?: unknown; url_path?: unknown } }
    | undefined;
  const p = leaf?.product;
  if (!p || typeof p.entity_id !== "number" || typeof p.name !== "string" || typeof p.url_path !== "string")
    return null;
  return { id: p.entity_id, name: p.name, url: p.url_path };
}

const dismiss = () => localSet(SUBSCRIBE_POP_KEY, dismissalValue(Date.now()));

export default function SubscribePopup({ payload, onClose }: PopupPartProps) {
  const [drawer, setDrawer] = useState<{ result: SubscribeResult; email: string } | null>(null);
  const close = () => {
    // Closing dismisses it until the next local midnight.
    dismiss();
    onClose();
  };
  if (drawer) return <SuccessDrawer result={drawer.result} email={drawer.email} onClose={close} />;
  return (
    <SubscribeForm
      source={(payload as SubscribePayload | undefined)?.source}
      onClose={close}
      onDrawer={(result, email) => setDrawer({ result, email })}
    />
  );
}

function SubscribeForm({
  source,
  onClose,
  onDrawer,
}: {
  source: SubscribePayload["source"];
  onClose: () => void;
  onDrawer: (result: SubscribeResult, email: string) => void;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const product = useProductOnPage();
  // Validated on change by the shared rule; the message is not shown (spec part 2 §5): the button
  // waits for a valid address and the field says it is invalid.
  const valid = emailError(email) === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    if (product) localSet(PRODUCT_SUBSCRIBE_KEY, "1");
    const res = await api.post<SubscribeResult>(SUBSCRIBE_PATH, {
      email: email.trim(),
      tUserId: 0,
      source: product ? "product" : (source ?? "popup"),
      ...(product
        ? {
            subscribeProductId: product.id,
            subscribeProductName: product.name,
            subscribeProductUrl: product.url,
          }
        : {}),
    });
    setBusy(false);
    const next = nextStep(res);
    if (next.kind === "nothing") return;
    if (next.kind === "error") {
      notify.error(next.message);
      return;
    }
    // Subscribing dismisses it until the next local midnight; the message is kept (spec's key).
    dismiss();
    localSet(SUBSCRIBE_MESSAGE_KEY, res.message);
    if (next.kind === "toast") {
      notify.success(next.message);
      onClose();
    } else if (next.kind === "drawer") {
      onDrawer(next.result, email.trim());
    } else {
      popups.show("subscribe_result", {
        ...next.result,
        email: email.trim(),
        message: res.message,
      } satisfies ResultPayload);
    }
  };

  return (
    <Modal
      onClose={onClose}
      labelledBy={`${id}-title`}
      initialFocus={field}
      panelClassName="w-[min(30rem,calc(100%-2rem))]"
    >
      <div className="relative p-6 text-center">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the subscribe offer"
          className="absolute top-2 right-2 rounded-md p-2 text-2xl leading-none text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          ×
        </button>
        <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">Subscribe &amp; save</p>
        <h2 id={`${id}-title`} className="mt-1 text-2xl font-bold text-ink">
          Get up to $200 in coupons
        </h2>
        <p className="mt-2 text-stone-700">
          Join our newsletter for a welcome bundle of five coupons, valid for three months, plus new arrivals
          and deals about once a week.
        </p>
        <form onSubmit={(e) => void submit(e)} className="mt-5 flex flex-col gap-3" noValidate>
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <input
            ref={field}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            aria-invalid={email !== "" && !valid ? true : undefined}
            className="h-12 rounded-md border border-stone-500 px-3 text-base text-ink placeholder:text-stone-600"
          />
          <button
            type="submit"
            disabled={!valid || busy}
            className="h-12 rounded-md bg-accent-600 font-semibold text-white hover:bg-orange-800 disabled:opacity-60"
          >
            {busy ? "Subscribing…" : "Get My Coupons"}
          </button>
        </form>
        <p className="mt-3 text-xs text-stone-600">
          We will send a link to confirm your address. Unsubscribe at any time.
        </p>
      </div>
    </Modal>
  );
}

/** Type 1: the coupons the confirmation will give, and the register-by-password form. */
function SuccessDrawer({
  result,
  email,
  onClose,
}: {
  result: SubscribeResult;
  email: string;
  onClose: () => void;
}) {
  const id = useId();
  // Rendered in the browser only (the queue shows it after a press or a timer).
  const [wide] = useState(() => window.matchMedia("(min-width: 640px)").matches);
  return (
    <Modal
      onClose={onClose}
      labelledBy={`${id}-title`}
      variant={wide ? "right" : "bottom"}
      panelClassName={wide ? "w-[28rem]" : ""}
    >
      <ModalHeader titleId={`${id}-title`} title="Check your inbox" closeLabel="Close" onClose={onClose} />
      <div className="flex-1 overflow-y-auto p-4" data-testid="subscribe-drawer">
        <p className="text-stone-700">{result.subTitle}</p>
        <h3 className="mt-4 font-semibold text-ink">Your welcome bundle</h3>
        <div className="mt-2">
          <CouponRows coupons={result.couponList} />
        </div>
        <p className="mt-2 text-sm text-stone-700">Valid for three months once you confirm.</p>
        <h3 className="mt-6 font-semibold text-ink">Create your account to keep them</h3>
        <RegisterForm email={email} />
      </div>
    </Modal>
  );
}
