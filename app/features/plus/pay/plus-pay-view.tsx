import { useEffect, useMemo, useRef, useState } from "react";
import { PAY_LATER_INSTALLMENTS } from "../../../../contract/payment-constants";
import { formatUtcDate } from "../../../components/ui/format-date";
import { formatMoney } from "../../../components/ui/format-money";
import { onDemand } from "../../../components/ui/on-demand";
import { useHydrated } from "../../../components/ui/use-hydrated";
import { api } from "../../../lib/api";
import { FormStatus, PRIMARY_BUTTON, TEXT_LINK } from "../../account/form-ui";
import {
  PAY_LATER_UNAVAILABLE,
  type PayLaterClient,
  payLaterAuthorization,
  payLaterTermsText,
  type TestPayLaterChoice,
} from "../../checkout/pay-later";
import { fieldClearedOf, requestNonce } from "../../checkout/payment-field-messages";
import { browserHost, CardFieldSection, PayLaterSection } from "../../checkout/payment-method-parts";
import { PLUS_CALL_PATHS } from "../join/join-calls";
import type { PlusPaymentInfo } from "./plus-pay-types";

type Method = "card" | "paylater";

/** Paid, as the join modal's frame says it (the modal's polling moves on) and as the page alone says it. */
export const PAID_MESSAGE = {
  framed:
    "Payment received. Thank you! Your Plus+ membership is being activated; this window will move on by itself.",
  alone: "Payment received. Thank you! Your Plus+ membership is being activated.",
} as const;

/** Klarna's widget: its code (and Klarna's script) load only when the pay-later provider is Klarna. */
const loadKlarna = onDemand(() => import("../../checkout/on-demand/klarna-widget"));

/**
 * The pay-later terms of the membership's amount, by the checkout's rule (payment-info.service
 * payLaterTerms): PAY_LATER_INSTALLMENTS interest-free payments, the last one taking the rounding.
 */
export function membershipPayLaterText(amountDollars: number): string {
  const cents = Math.round(amountDollars * 100);
  const each = Math.floor(cents / PAY_LATER_INSTALLMENTS);
  return payLaterTermsText({
    installments: PAY_LATER_INSTALLMENTS,
    installment_amount: each / 100,
    last_installment_amount: (cents - each * (PAY_LATER_INSTALLMENTS - 1)) / 100,
    interest_free: true,
  });
}

/** What the pay call's refusal says: a decline leaves the order payable (retry with another card). */
export function payRefusalMessage(status: number, message: string): string {
  if (status === 402)
    return `${message} Nothing was charged: please check the card details or try another card.`;
  return message || "The payment could not be completed, please try again.";
}

/**
 * The membership's payment page (shown in the join modal's frame): the price against the list
 * price, the period, and the same card field and pay-later pieces as the checkout's payment page,
 * paying through POST /api/plus/pay. Once paid it says so; the modal's polling takes over.
 */
export function PlusPayView({ info }: { info: PlusPaymentInfo }) {
  const hydrated = useHydrated();
  // Shown in the join modal's frame (the usual case), or opened on its own.
  const framed = hydrated && window.self !== window.top;
  const [method, setMethod] = useState<Method>("card");
  const [testChoice, setTestChoice] = useState<TestPayLaterChoice>("approve");
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState(info.status === "paid");
  const [notice, setNotice] = useState<{ text: string; card: boolean } | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // The pay-later widget's token is for this order's amount (the server asked the provider for it).
  const payLater = useMemo<PayLaterClient | null>(
    () =>
      info.pay_later && info.pay_later_provider && info.pay_later_client_token
        ? { provider: info.pay_later_provider, client_token: info.pay_later_client_token }
        : null,
    [info.pay_later, info.pay_later_provider, info.pay_later_client_token],
  );
  const isKlarna = payLater?.provider === "klarna";
  const [widgetShown, setWidgetShown] = useState<boolean | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (fieldClearedOf(event, window.location.origin, frame.current?.contentWindow ?? null))
        setNotice((now) => (now?.card ? null : now));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  // Klarna's widget shows in the pay-later section once the shopper turns to it (as at checkout).
  useEffect(() => {
    if (method !== "paylater" || !isKlarna || !payLater || widgetShown !== null) return;
    void loadKlarna()
      .then((widget) => widget.showKlarnaWidget(payLater.client_token))
      .catch(() => false)
      .then(setWidgetShown);
  }, [method, isKlarna, payLater, widgetShown]);

  async function credentials(): Promise<
    { nonce: string } | { authorization_token: string } | { error: string }
  > {
    if (method === "card") return requestNonce(frame.current?.contentWindow ?? null, browserHost());
    if (isKlarna) {
      // Klarna's approval comes first: a shopper Klarna does not approve is charged nothing.
      const approval = widgetShown ? await (await loadKlarna()).authorizeKlarna() : null;
      if (!approval) return { error: PAY_LATER_UNAVAILABLE };
      return "error" in approval ? approval : { authorization_token: approval.token };
    }
    const token = payLater ? payLaterAuthorization(payLater, testChoice) : null;
    return token ? { authorization_token: token } : { error: PAY_LATER_UNAVAILABLE };
  }

  async function pay() {
    if (busy || paid) return;
    setBusy(true);
    setNotice(null);
    try {
      const given = await credentials();
      if ("error" in given) {
        setNotice({ text: given.error, card: method === "card" });
        return;
      }
      const answer = await api.post<{ status?: string }>(PLUS_CALL_PATHS.pay, {
        order_sn: info.order_sn,
        method,
        ...given,
      });
      if (answer.code === 200) setPaid(true);
      else if (answer.code !== 0)
        setNotice({ text: payRefusalMessage(answer.code, answer.message), card: false });
    } finally {
      setBusy(false);
    }
  }

  const period =
    info.period_start && info.period_end
      ? `${formatUtcDate(info.period_start, "short")} – ${formatUtcDate(info.period_end, "short")}`
      : "12 months from payment";
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-6">
      <header>
        <h1 className="text-xl font-bold">Plus+ Membership {info.kind === "renew" ? "Renewal" : ""}</h1>
        <p className="mt-1 text-sm text-stone-600">Order {info.order_sn}</p>
      </header>
      <section aria-label="Membership price" className="rounded-lg border border-stone-200 p-5">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-3xl font-bold text-red-700">
            <span className="sr-only">Price </span>
            {formatMoney(info.amount)}
          </span>
          <s className="text-base text-stone-600">
            <span className="sr-only">Regular price </span>
            {formatMoney(info.list_price)}
          </s>
          <span className="text-sm text-stone-700">per year</span>
        </p>
        <p className="mt-2 text-sm text-stone-700">
          Membership period: <strong className="text-ink">{period}</strong>
        </p>
      </section>
      {paid ? (
        <div>
          <FormStatus ok>{framed ? PAID_MESSAGE.framed : PAID_MESSAGE.alone}</FormStatus>
          {framed ? null : (
            <a href="/" className={`${TEXT_LINK} mt-4 inline-block`}>
              Continue Shopping
            </a>
          )}
        </div>
      ) : (
        <>
          <fieldset className="rounded-lg border border-stone-200 p-5" disabled={busy || !hydrated}>
            <legend className="px-1 text-lg font-semibold">Payment Method</legend>
            <div className="flex flex-col gap-3">
              {(["card", "paylater"] as const)
                .filter((code) => code === "card" || payLater !== null)
                .map((code) => (
                  <label key={code} className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="payment_method"
                      value={code}
                      checked={method === code}
                      onChange={() => {
                        setMethod(code);
                        setNotice(null);
                      }}
                      className="size-5 accent-brand-700"
                    />
                    {code === "card" ? "Credit or debit card" : "Pay later"}
                  </label>
                ))}
            </div>
          </fieldset>
          {method === "card" ? (
            <CardFieldSection fieldUrl={info.field_url} frameRef={frame} />
          ) : (
            <PayLaterSection
              termsText={membershipPayLaterText(info.amount)}
              isKlarna={isKlarna}
              widgetShown={widgetShown}
              isTestPayLater={payLater?.provider === "test"}
              testChoice={testChoice}
              onTestChoice={setTestChoice}
            />
          )}
          <div>
            <button
              type="button"
              className={`${PRIMARY_BUTTON} w-full`}
              disabled={busy || !hydrated}
              aria-busy={busy || undefined}
              onClick={() => void pay()}
            >
              {busy ? "Paying…" : `Pay ${formatMoney(info.amount)}`}
            </button>
            {notice ? <FormStatus ok={false}>{notice.text}</FormStatus> : null}
          </div>
        </>
      )}
    </div>
  );
}
