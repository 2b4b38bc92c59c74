import { useState } from "react";
import { Link } from "react-router";
import { APPLY_COUPON_PATH } from "../../../contract/cart-constants";
import { formatMoney } from "../../components/ui/format-money";
import { api } from "../../lib/api";
import { FormStatus, SECONDARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import type { CartView } from "../cart/cart-view-types";
import { CART_PATH } from "./checkout-paths";

const UNAVAILABLE = "An error occurred, please try again later";

/**
 * The cart checkout's coupon on the payment page (issue 16, bug 2): the code the cart holds, what it
 * takes off, and, when the server no longer lets it discount ("You have already used this coupon."),
 * that reason right here with Remove, so the shopper can act without going back to the cart. The
 * row follows the checkout as last read: a coupon the server dropped is no longer shown.
 */
export function CheckoutCouponRow({
  cart,
  locked,
  show,
}: {
  cart: CartView;
  locked: boolean;
  show: (next: CartView) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = cart.coupon_message;

  async function remove() {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await api.post<CartView>(APPLY_COUPON_PATH, { coupon_code: "", remove: 1 });
      if (answer.code !== 200 || !answer.result) return setRefusal(answer.message || UNAVAILABLE);
      show(answer.result);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="pay-coupon"
      className={`rounded-lg border p-5 text-sm ${problem ? "border-red-300 bg-red-50" : "border-stone-200"}`}
      data-testid="checkout-coupon"
    >
      <h2 id="pay-coupon" className="mb-2 text-lg font-semibold">
        Coupon
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <strong>{cart.coupon_code}</strong>
          {!problem && cart.discount_amount > 0 ? ` takes ${formatMoney(cart.discount_amount)} off` : ""}
        </p>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={locked || busy}
          aria-busy={busy || undefined}
          onClick={() => void remove()}
        >
          Remove coupon
        </button>
      </div>
      {problem ? (
        <p className="mt-2 font-semibold text-red-800" data-testid="checkout-coupon-problem">
          {problem} Remove it to place your order, or{" "}
          <Link to={CART_PATH} className={TEXT_LINK}>
            choose another coupon in your cart
          </Link>
          .
        </p>
      ) : null}
      {refusal ? <FormStatus ok={false}>{refusal}</FormStatus> : null}
    </section>
  );
}
