import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { BUY_NOW_OPERATE_PATH, BUY_NOW_PATH } from "../../../contract/buy-now-constants";
import { api } from "../../lib/api";
import { notify } from "../toast/notify";
import { type AddToCartInput, addToCartBody } from "./add-to-cart";

/**
 * Buy Now (spec part 1 §7 buy-now flow): the chosen variant, quantity and plan become the buy-now
 * checkout (POST /mobile/products/carts-operate) and the shopper goes to /pay; the cart is not
 * touched. A refusal (quantity limits, out of stock) is shown and the shopper stays here.
 */
export function BuyNowButton({ input, disabled }: { input: AddToCartInput; disabled: boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  async function buyNow() {
    if (busy.current || disabled) return;
    busy.current = true;
    setPending(true);
    try {
      const answer = await api.post(BUY_NOW_OPERATE_PATH, {
        product: addToCartBody(input, null).product,
      });
      if (answer.code === 200) {
        navigate(BUY_NOW_PATH);
        return;
      }
      if (answer.message) notify.error(answer.message);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void buyNow()}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      data-testid="buy-now"
      className="inline-flex h-12 items-center justify-center rounded-md border-2 border-brand-700 px-6 text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500 aria-disabled:cursor-wait"
    >
      {pending ? "Please wait…" : "Buy Now"}
    </button>
  );
}
