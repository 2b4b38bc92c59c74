// The cart page's coupon and points boxes (issue #5): plain forms to the Cart route's action (they
// work without JavaScript), sent through fetchers once the page runs. The server decides every
// amount; these only send a code or a number of points and show what the cart answers.

import { useFetcher } from "react-router";
import type { CartCoupon } from "../../../contract/cart";
import { CART_MONEY_MESSAGES, POINTS_PER_DOLLAR } from "../../../contract/cart-constants";
import { formatMoney } from "../../components/ui/format-money";
import { CartActionForm } from "./cart-action-form";
import { CART_INTENTS, type CartActionOutcome } from "./cart-intents";
import type { CartView } from "./cart-view-types";

const BOX = "rounded-lg border border-stone-200 bg-white p-4";
const INPUT = "h-10 min-w-0 flex-1 rounded-md border border-stone-300 px-3 text-sm";
const BUTTON =
  "h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const LINK_BUTTON = "text-sm font-semibold text-brand-700 underline disabled:opacity-60";

/** Every coupon form of the box shares one fetcher: its latest answer is the one shown. */
const COUPON_FETCHER = "cart-coupon";

/**
 * The one message the coupon box shows (issue 16, bug 4): the latest answer replaces the one before;
 * success has its own message; without a fresh answer, why the applied coupon does not discount.
 */
export function couponNotice(
  cart: Pick<CartView, "coupon_code" | "coupon_message">,
  latest: CartActionOutcome | undefined,
): { ok: boolean; text: string } | null {
  if (latest && !latest.ok) return { ok: false, text: latest.message };
  if (cart.coupon_code && cart.coupon_message) return { ok: false, text: cart.coupon_message };
  if (latest?.intent === CART_INTENTS.couponApply && cart.coupon_code)
    return { ok: true, text: CART_MONEY_MESSAGES.couponApplied };
  if (latest?.intent === CART_INTENTS.couponRemove && !cart.coupon_code)
    return { ok: true, text: CART_MONEY_MESSAGES.couponRemoved };
  return null;
}

/** Coupon code field with Apply / Remove, why the coupon does not apply, and the usable coupons. */
export function CouponBox({ cart, coupons }: { cart: CartView; coupons: readonly CartCoupon[] }) {
  const others = coupons.filter((c) => !c.isApplied);
  const latest = useFetcher<CartActionOutcome>({ key: COUPON_FETCHER }).data;
  const notice = couponNotice(cart, latest);
  return (
    <section aria-labelledby="cart-coupon" className={BOX}>
      <h2 id="cart-coupon" className="mb-2 font-semibold">
        Coupon Code
      </h2>
      {cart.coupon_code ? (
        <CartActionForm
          intent={CART_INTENTS.couponRemove}
          fields={{}}
          label="Remove coupon"
          fetcherKey={COUPON_FETCHER}
          quiet
        >
          {({ busy }) => (
            <div className="flex items-center justify-between gap-2 text-sm" data-testid="applied-coupon">
              <span>
                Applied: <strong>{cart.coupon_code}</strong>
              </span>
              <button type="submit" disabled={busy} className={LINK_BUTTON}>
                Remove
              </button>
            </div>
          )}
        </CartActionForm>
      ) : (
        <CartActionForm
          intent={CART_INTENTS.couponApply}
          fields={{}}
          label="Apply coupon"
          fetcherKey={COUPON_FETCHER}
          quiet
        >
          {({ busy }) => (
            <div className="flex gap-2">
              <label htmlFor="coupon-code" className="sr-only">
                Coupon code
              </label>
              <input
                id="coupon-code"
                name="coupon_code"
                required
                maxLength={64}
                autoComplete="off"
                placeholder="Enter coupon code"
                className={INPUT}
              />
              <button type="submit" disabled={busy} className={BUTTON}>
                Apply
              </button>
            </div>
          )}
        </CartActionForm>
      )}
      <p
        role="status"
        className={`text-sm empty:hidden ${notice?.ok ? "mt-2 font-semibold text-brand-800" : "mt-2 text-red-700"}`}
        data-testid="coupon-message"
      >
        {notice?.text ?? ""}
      </p>
      {others.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label="Available coupons">
          {others.map((c) => (
            <li key={c.couponCode} className="rounded-md border border-dashed border-stone-300 p-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span>
                  <strong>{c.discountText}</strong> {c.title}
                </span>
                {c.status === 1 ? (
                  <CartActionForm
                    intent={CART_INTENTS.couponApply}
                    fields={{ coupon_code: c.couponCode }}
                    label={`Apply ${c.couponCode}`}
                    fetcherKey={COUPON_FETCHER}
                    quiet
                  >
                    {({ busy }) => (
                      <button type="submit" disabled={busy} className={LINK_BUTTON}>
                        Apply
                      </button>
                    )}
                  </CartActionForm>
                ) : null}
              </div>
              <p className="text-xs text-stone-600">{c.status === 1 ? c.dateText : c.reason}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Points for signed-in customers: the balance, the most this cart takes, and a field to spend them. */
export function PointsBox({ cart }: { cart: CartView }) {
  const p = cart.points_data;
  return (
    <section aria-labelledby="cart-points" className={BOX}>
      <h2 id="cart-points" className="mb-1 font-semibold">
        Points
      </h2>
      <p className="mb-2 text-sm text-stone-700" data-testid="points-balance">
        You have {p.points_balance} points ({POINTS_PER_DOLLAR} points = $1). Up to {p.points_max} can be used
        on this order.
      </p>
      <CartActionForm intent={CART_INTENTS.points} fields={{}} label="Use points">
        {({ busy }) => (
          <div className="flex gap-2">
            <label htmlFor="points-used" className="sr-only">
              Points to use
            </label>
            <input
              id="points-used"
              name="points"
              type="number"
              inputMode="numeric"
              min={0}
              max={p.points_max}
              step={1}
              defaultValue={p.points_used || ""}
              placeholder="0"
              className={INPUT}
            />
            <button type="submit" disabled={busy} className={BUTTON}>
              Apply
            </button>
          </div>
        )}
      </CartActionForm>
      {p.points_used > 0 ? (
        <p className="mt-2 text-sm">
          {p.points_used} points take {formatMoney(p.points_cur_amount)} off.
        </p>
      ) : null}
    </section>
  );
}
