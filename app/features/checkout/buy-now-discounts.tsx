import { useId, useState } from "react";
import { BUY_NOW_COUPON_APPLY_PATH, BUY_NOW_GENERATION_PATH } from "../../../contract/buy-now-constants";
import { CART_MONEY_MESSAGES, POINTS_PER_DOLLAR } from "../../../contract/cart-constants";
import { formatMoney } from "../../components/ui/format-money";
import { api } from "../../lib/api";
import { FormStatus, INPUT, LABEL, SECONDARY_BUTTON } from "../account/form-ui";
import type { CartView } from "../cart/cart-view-types";
import type { BuyNowCashback, BuyNowDiscounts } from "./buy-now-page.server";

const UNAVAILABLE = "An error occurred, please try again later";

/** What the order earns, in the page's words (guests are told signing in would earn it). */
export function cashbackText(cashback: BuyNowCashback): string | null {
  if (cashback.points <= 0) return null;
  return cashback.credited
    ? `You will earn ${cashback.points} points (${formatMoney(cashback.amount)}) with this order.`
    : `Sign in to earn ${cashback.points} points (${formatMoney(cashback.amount)}) with this order.`;
}

/**
 * Buy-now's coupon and points (the cart page has them for the cart): a code goes straight to
 * POST /mobile/coupons/apply, which refuses one that would not discount (nothing changes) with the
 * coupon rule's message; points go through POST /mobile/orders/generation. Every figure shown is
 * the server's answer: the balance and the most the order can take come from the checkout last
 * answered (points_data), so they follow every coupon, points or shipping change.
 */
export function BuyNowDiscountsPanel({
  cart,
  show,
  locked,
  discounts,
  cashback,
}: {
  cart: CartView;
  show: (next: CartView) => void;
  locked: boolean;
  discounts: BuyNowDiscounts | null;
  cashback: BuyNowCashback | null;
}) {
  const ids = { code: useId(), points: useId() };
  const [code, setCode] = useState("");
  const [points, setPoints] = useState(String(cart.points_data.points_used || ""));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const usable = (discounts?.coupons ?? []).filter((c) => c.status === 1);
  const { points_balance: balance, points_max: pointsMax } = cart.points_data;
  const earn = cashback ? cashbackText(cashback) : null;

  async function run(work: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const applyCode = (value: string) =>
    run(async () => {
      const applied = await api.post<CartView>(BUY_NOW_COUPON_APPLY_PATH, { coupon_code: value });
      if (applied.code !== 200) return setStatus({ ok: false, text: applied.message || UNAVAILABLE });
      show(applied.result);
      setCode("");
      setStatus({ ok: true, text: CART_MONEY_MESSAGES.couponApplied });
    });

  const removeCode = () =>
    run(async () => {
      const answer = await api.post<CartView>(BUY_NOW_COUPON_APPLY_PATH, { coupon_code: "", remove: 1 });
      if (answer.code !== 200) return setStatus({ ok: false, text: answer.message || UNAVAILABLE });
      show(answer.result);
      setStatus({ ok: true, text: CART_MONEY_MESSAGES.couponRemoved });
    });

  const applyPoints = () =>
    run(async () => {
      const wanted = points.trim() === "" ? 0 : Number(points);
      if (!Number.isInteger(wanted) || wanted < 0)
        return setStatus({ ok: false, text: "Please enter the number." });
      const answer = await api.post<CartView>(BUY_NOW_GENERATION_PATH, { points: wanted });
      if (answer.code !== 200) return setStatus({ ok: false, text: answer.message || UNAVAILABLE });
      show(answer.result);
      setStatus({ ok: true, text: wanted > 0 ? `${wanted} points applied.` : "Points removed." });
    });

  return (
    <section aria-labelledby="buy-now-savings" className="rounded-lg border border-stone-200 p-5 text-sm">
      <h2 id="buy-now-savings" className="mb-3 text-lg font-semibold">
        Coupon &amp; Points
      </h2>
      <fieldset disabled={locked || busy} className="flex flex-col gap-4">
        {cart.coupon_code ? (
          <p className="flex flex-wrap items-center gap-3">
            <span>
              Coupon <strong>{cart.coupon_code}</strong>
              {cart.discount_amount > 0 ? ` (−${formatMoney(cart.discount_amount)})` : ""}
            </span>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => void removeCode()}>
              Remove
            </button>
          </p>
        ) : (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (code.trim()) void applyCode(code.trim());
            }}
          >
            <div>
              <label htmlFor={ids.code} className={LABEL}>
                Coupon code
              </label>
              <input
                id={ids.code}
                className={INPUT}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                maxLength={64}
              />
            </div>
            <button type="submit" className={SECONDARY_BUTTON}>
              Apply
            </button>
          </form>
        )}
        {!cart.coupon_code && usable.length > 0 ? (
          <div>
            <p className="mb-2 font-semibold">Coupons you can use</p>
            <ul className="flex flex-wrap gap-2">
              {usable.map((c) => (
                <li key={c.couponCode}>
                  <button
                    type="button"
                    className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
                    onClick={() => void applyCode(c.couponCode)}
                  >
                    {c.discountText} · {c.couponCode}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {balance > 0 ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void applyPoints();
            }}
          >
            <div>
              <label htmlFor={ids.points} className={LABEL}>
                Points to use ({POINTS_PER_DOLLAR} points = $1)
              </label>
              <input
                id={ids.points}
                className={INPUT}
                inputMode="numeric"
                value={points}
                onChange={(e) => setPoints(e.target.value)}
                aria-describedby={`${ids.points}-hint`}
              />
              <p id={`${ids.points}-hint`} className="mt-1 text-stone-600">
                You have {balance} points; up to {pointsMax} can be used on this order.
              </p>
            </div>
            <button type="submit" className={SECONDARY_BUTTON}>
              Use Points
            </button>
          </form>
        ) : null}
      </fieldset>
      {status ? <FormStatus ok={status.ok}>{status.text}</FormStatus> : null}
      {earn ? <p className="mt-3 text-brand-800">{earn}</p> : null}
    </section>
  );
}
