// The buy-now page's server side (/pay, blank layout, spec part 1 §2 and §7 buy-now flow). One
// route, two steps: the address step (?step=address, or while the checkout has no address) and the
// payment step with the coupon, points and the points the order earns. A product page's Buy Now
// button starts the checkout (POST /mobile/products/carts-operate) and comes here.
import { data } from "react-router";
import type { buyNowCheckCashback, buyNowDiscountData } from "../../../contract/buy-now";
import { BUY_NOW_CHECK_CASHBACK_PATH, BUY_NOW_DISCOUNT_DATA_PATH } from "../../../contract/buy-now-constants";
import type { CallResult } from "../../../contract/call";
import { ask, cookieHeaders, type GuardArgs } from "../../lib/account-guard.server";
import { readForm } from "../../lib/read-form.server";
import { BUY_NOW_CHECKOUT } from "./checkout-kind";
import { type PaymentPageData, paymentStep } from "./payment.server";
import { checkoutFormAction, type ShippingAddressData, shippingAddressStep } from "./shipping-address.server";

export type BuyNowDiscounts = CallResult<typeof buyNowDiscountData>;
export type BuyNowCashback = CallResult<typeof buyNowCheckCashback>;

export type PayPageData =
  | ({ step: "address" } & ShippingAddressData)
  | ({
      step: "payment";
      discounts: BuyNowDiscounts | null;
      cashback: BuyNowCashback | null;
    } & PaymentPageData);

export async function loadPay(args: GuardArgs) {
  if (new URL(args.request.url).searchParams.get("step") === "address") {
    const { page, cookies } = await shippingAddressStep(args, BUY_NOW_CHECKOUT);
    return data<PayPageData>({ step: "address", ...page }, { headers: cookieHeaders(cookies) });
  }
  // The coupons and the cashback only read the checkout: they are asked alongside the payment
  // step's own calls, not after them. Both are awaited before anything is answered, so a redirect
  // (no address yet, nothing to buy) leaves no call running.
  const [step, extras] = await Promise.allSettled([
    paymentStep(args, BUY_NOW_CHECKOUT),
    Promise.all([
      ask<BuyNowDiscounts>(args.context, BUY_NOW_DISCOUNT_DATA_PATH),
      ask<BuyNowCashback>(args.context, BUY_NOW_CHECK_CASHBACK_PATH, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    ]),
  ]);
  if (step.status === "rejected") throw step.reason;
  if (extras.status === "rejected") throw extras.reason;
  const { page, cookies } = step.value;
  const [discounts, cashback] = extras.value;
  return data<PayPageData>(
    {
      step: "payment",
      ...page,
      discounts: discounts.body.code === 200 ? discounts.body.result : null,
      cashback: cashback.body.code === 200 ? cashback.body.result : null,
    },
    { headers: cookieHeaders([...cookies, ...discounts.cookies, ...cashback.cookies]) },
  );
}

/** The address and shipping-method forms, as on the cart's shipping-address page. */
export async function payAction(args: GuardArgs) {
  return checkoutFormAction(args, BUY_NOW_CHECKOUT, await readForm(args.request));
}
