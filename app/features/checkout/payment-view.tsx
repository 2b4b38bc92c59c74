import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { CART_MONEY_MESSAGES, type PaymentMethodCode } from "../../../contract/cart-constants";
import { onDemand } from "../../components/ui/on-demand";
import { useHydrated } from "../../components/ui/use-hydrated";
import { api } from "../../lib/api";
import { cartLineItem, trackEcommerce, useTrackOnce } from "../../lib/ecommerce-events";
import { FormStatus, PRIMARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { setCartCount } from "../cart/cart-count";
import type { CartView } from "../cart/cart-view-types";
import { CheckoutCouponRow } from "./checkout-coupon-row";
import { CheckoutHeader } from "./checkout-header";
import { CART_CHECKOUT, type CheckoutKind } from "./checkout-kind";
import { CART_PATH, payresultUrl } from "./checkout-paths";
import { OrderSummary } from "./order-summary";
import { createPayFlow, type PayOutcome } from "./pay-flow";
import {
  PAY_LATER_UNAVAILABLE,
  type PayLaterClient,
  payLaterAuthorization,
  payLaterTermsText,
  type TestPayLaterChoice,
} from "./pay-later";
import type { PayLaterTerms, PaymentPageData } from "./payment.server";
import { fieldClearedOf, requestNonce } from "./payment-field-messages";
import { browserHost, CardFieldSection, PayLaterSection } from "./payment-method-parts";
import { PickupStoreBlock } from "./pickup-store-block";

/** The payment methods in the order offered; pay later only when the store offers it. */
const METHOD_OPTIONS: { code: PaymentMethodCode; label: string }[] = [
  { code: "card", label: "Credit or debit card" },
  { code: "paylater", label: "Pay later" },
];

/** Klarna's widget: its code (and Klarna's script) load only when the pay-later provider is Klarna. */
const loadKlarna = onDemand(() => import("./on-demand/klarna-widget"));

/** What the page says after a run that did not end on the confirmation page. */
export function outcomeMessage(outcome: PayOutcome): string | null {
  switch (outcome.kind) {
    case "paid":
      return null;
    case "order-refused":
      // The server's reasons, not only its headline ("Your cart cannot be checked out yet."):
      // the shopper sees what to change; the coupon row and the summary's lines say it again there.
      return [outcome.message, ...outcome.problems.filter((p) => p !== outcome.message)].join(" ");
    case "card-invalid":
      return outcome.message;
    case "declined":
      return `${outcome.message} Nothing was charged: please check the card details or try another card.`;
    case "not-payable":
      return outcome.message;
  }
}

/**
 * The payment page: method, card field or pay-later terms, Place Order, and the summary. `extras`
 * renders more of the checkout above the method (buy-now's coupon and points), given the checkout
 * and a way to show the new one a change answered.
 */
export function PaymentView({
  data,
  kind = CART_CHECKOUT,
  extras,
}: {
  data: PaymentPageData;
  kind?: CheckoutKind;
  extras?: (cart: CartView, show: (next: CartView) => void, locked: boolean) => ReactNode;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [cart, setCart] = useState<CartView>(data.cart);
  const [method, setMethod] = useState<PaymentMethodCode>(
    data.cart.payment_method === "paylater" && data.payLaterOffered ? "paylater" : "card",
  );
  const [terms, setTerms] = useState<PayLaterTerms | null>(data.payLater);
  const [payLaterClient, setPayLaterClient] = useState<PayLaterClient | null>(null);
  const [testChoice, setTestChoice] = useState<TestPayLaterChoice>("approve");
  const [busy, setBusy] = useState(false);
  // The latest answer only: a new one replaces it. `card`: the card field's refusal, dropped when the
  // field says that field is valid now, or when the shopper turns to pay later.
  const [notice, setNotice] = useState<{ text: string; card: boolean; ok?: boolean } | null>(null);
  const setMessage = (text: string | null, card = false) => setNotice(text ? { text, card } : null);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (fieldClearedOf(event, window.location.origin, frame.current?.contentWindow ?? null))
        setNotice((now) => (now?.card ? null : now));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  // What Place Order says the shopper saw: the checkout on screen now (the summary shows `cart`).
  const shown = useRef(cart);
  useEffect(() => {
    shown.current = cart;
  }, [cart]);
  // One flow per page view: its order token and order survive retries and double clicks.
  const [flow] = useState(() =>
    createPayFlow(api, kind.placeOrder, () => shown.current.checkout_fingerprint),
  );
  const address = cart.address.shipping_address as Record<string, string> | null;
  useTrackOnce(
    "add_shipping_info",
    `${kind.name}:${data.cart.quoteId}`,
    () => data.cart.list.map(cartLineItem),
    {
      shipping_tier: data.cart.is_pickup ? "pickup" : data.cart.address.shipping.shipping_method,
      coupon: data.cart.coupon_code,
    },
  );

  const [widgetShown, setWidgetShown] = useState<boolean | null>(null);
  // The pay-later session is for the checkout's total once it is saved as pay later (its discount
  // included), and made again when that total changes (a coupon), so the widget asks the shopper
  // for what the order will cost.
  const sessionTotal = useRef<number | null>(null);
  useEffect(() => {
    if (method !== "paylater" || cart.payment_method !== "paylater") return;
    if (payLaterClient && sessionTotal.current === cart.grand_total) return;
    sessionTotal.current = cart.grand_total;
    void api.get<PayLaterClient>(`/api/klarna-client-token${kind.payLaterQuery}`).then((a) => {
      if (a.code !== 200) return;
      setPayLaterClient(a.result);
      setWidgetShown(null);
    });
  }, [method, cart.payment_method, cart.grand_total, payLaterClient, kind.payLaterQuery]);
  const isKlarna = payLaterClient?.provider === "klarna";
  useEffect(() => {
    if (method !== "paylater" || !isKlarna || !payLaterClient || widgetShown !== null) return;
    void loadKlarna()
      .then((widget) => widget.showKlarnaWidget(payLaterClient.client_token))
      .catch(() => false)
      .then(setWidgetShown);
  }, [method, isKlarna, payLaterClient, widgetShown]);

  /** Saves the method on the cart (the pay-later discount follows) and shows the new totals. */
  async function choose(next: PaymentMethodCode): Promise<boolean> {
    setMethod(next);
    setMessage(null);
    const body = { payment_method: next };
    const answer =
      kind.setPayment.method === "PUT"
        ? await api.put<CartView>(kind.setPayment.path, body)
        : await api.post<CartView>(kind.setPayment.path, body);
    if (answer.code !== 200) {
      setMessage(answer.message);
      return false;
    }
    setCart(answer.result);
    if (next === "paylater") {
      const info = await api.get<PayLaterTerms>(`/api/klarna-info${kind.payLaterQuery}`);
      if (info.code === 200) setTerms(info.result);
    }
    return true;
  }

  async function placeOrder() {
    if (flow.busy()) return;
    setBusy(true);
    setMessage(null);
    trackEcommerce("add_payment_info", cart.list.map(cartLineItem), {
      payment_type: method,
      coupon: cart.coupon_code,
    });
    try {
      if (!flow.order() && cart.payment_method !== method && !(await choose(method))) return;
      const outcome =
        method === "card"
          ? await flow.payByCard(() => requestNonce(frame.current?.contentWindow ?? null, browserHost()))
          : await payWithPayLater();
      if (!outcome) return;
      if (outcome.kind === "paid") {
        // A buy-now order leaves the shopping cart as it was.
        if (kind.name === "cart") setCartCount(0);
        navigate(payresultUrl(outcome.order.increment_id));
        return;
      }
      // The order was refused (the checkout changed since the page showed it, or the cart cannot be
      // ordered as it is: a used coupon, a line out of stock): nothing was charged; the summary, the
      // coupon row and the lines show the checkout as it is now, beside the server's reasons. The
      // card field keeps what the shopper typed.
      if (outcome.kind === "order-refused") await readCheckoutAgain();
      // A declined payment gave the order back to the cart (stock, coupon use and points too): the
      // summary shows the cart as it is now. The fingerprint keys lines by what they are, not by
      // row id, so the lines coming back as new rows alone do not make the next Place Order differ.
      if (outcome.kind === "declined") await readCheckoutAgain();
      setMessage(outcomeMessage(outcome), outcome.kind === "card-invalid");
    } finally {
      setBusy(false);
    }
  }

  async function readCheckoutAgain() {
    const answer =
      kind.read.method === "GET"
        ? await api.get<CartView>(kind.read.path)
        : await api.post<CartView>(kind.read.path, {});
    if (answer.code === 200) setCart(answer.result);
  }

  async function payWithPayLater(): Promise<PayOutcome | null> {
    // Klarna's approval comes first, so a shopper Klarna does not approve places no order.
    if (isKlarna) {
      const approval = widgetShown ? await (await loadKlarna()).authorizeKlarna() : null;
      if (!approval || "error" in approval) {
        setMessage(approval?.error ?? PAY_LATER_UNAVAILABLE);
        return null;
      }
      return flow.payLater(async () => approval.token);
    }
    const token = payLaterClient ? payLaterAuthorization(payLaterClient, testChoice) : null;
    if (!token) {
      setMessage(PAY_LATER_UNAVAILABLE);
      return null;
    }
    return flow.payLater(async () => token);
  }

  const placed = flow.order();
  const isTestPayLater = payLaterClient?.provider === "test";
  return (
    <>
      <CheckoutHeader current="payment" pickup={cart.is_pickup} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <header className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-bold">{kind.name === "buy_now" ? "Buy Now" : "Payment"}</h1>
          <Link to={kind.back.href} className={TEXT_LINK}>
            {kind.back.label}
          </Link>
        </header>
        <noscript>
          <p role="alert" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4">
            Paying needs JavaScript: your card details are entered in the payment provider's secure card
            field, which only works with JavaScript turned on. Please turn on JavaScript and reload this page,
            or{" "}
            <a href={CART_PATH} className={TEXT_LINK}>
              go back to your cart
            </a>
            .
          </p>
        </noscript>
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-6">
            {cart.is_pickup && cart.pickup_store ? (
              <PickupStoreBlock store={cart.pickup_store} email={cart.address.email} />
            ) : address ? (
              <section
                aria-labelledby="pay-ship-to"
                className="rounded-lg border border-stone-200 p-5 text-sm"
              >
                <h2 id="pay-ship-to" className="mb-2 text-lg font-semibold">
                  Ship to
                </h2>
                <p>
                  {address.firstname} {address.lastname}
                  <br />
                  {address.street}
                  {address.apartment_unit_suite ? `, ${address.apartment_unit_suite}` : ""}
                  <br />
                  {address.city}, {address.region_code} {address.postcode}
                </p>
                {cart.address.email ? <p className="mt-1">Confirmation to {cart.address.email}</p> : null}
                {placed ? null : (
                  <Link to={kind.addressStep} className={`${TEXT_LINK} mt-2 inline-block`}>
                    Change
                  </Link>
                )}
              </section>
            ) : null}
            {kind.name === "cart" && cart.coupon_code ? (
              <CheckoutCouponRow
                cart={cart}
                locked={busy || placed !== null}
                show={(next) => {
                  setCart(next);
                  setNotice({ text: CART_MONEY_MESSAGES.couponRemoved, card: false, ok: true });
                }}
              />
            ) : null}
            {extras?.(cart, setCart, busy || placed !== null)}
            <fieldset className="rounded-lg border border-stone-200 p-5" disabled={busy || !hydrated}>
              <legend className="px-1 text-lg font-semibold">Payment Method</legend>
              <div className="flex flex-col gap-3">
                {METHOD_OPTIONS.filter(({ code }) => code === "card" || data.payLaterOffered).map(
                  ({ code, label }) => (
                    <label key={code} className="flex items-center gap-3">
                      <input
                        type="radio"
                        name="payment_method"
                        value={code}
                        checked={method === code}
                        disabled={placed !== null && method !== code}
                        onChange={() => void choose(code)}
                        className="size-5 accent-brand-700"
                      />
                      {label}
                    </label>
                  ),
                )}
              </div>
            </fieldset>
            {method === "card" ? (
              <CardFieldSection fieldUrl={data.fieldUrl} frameRef={frame} />
            ) : (
              <PayLaterSection
                termsText={terms ? payLaterTermsText(terms) : null}
                isKlarna={isKlarna}
                widgetShown={widgetShown}
                isTestPayLater={isTestPayLater}
                testChoice={testChoice}
                onTestChoice={setTestChoice}
              />
            )}
            <div>
              <button
                type="button"
                className={PRIMARY_BUTTON}
                disabled={busy || !hydrated}
                aria-busy={busy || undefined}
                onClick={() => void placeOrder()}
              >
                {busy ? "Placing Order…" : "Place Order"}
              </button>
              {notice ? <FormStatus ok={notice.ok === true}>{notice.text}</FormStatus> : null}
            </div>
          </div>
          <OrderSummary cart={cart} />
        </div>
      </div>
    </>
  );
}
