import type { ShouldRevalidateFunctionArgs } from "react-router";
import { BuyNowDiscountsPanel } from "../../features/checkout/buy-now-discounts";
import { loadPay, payAction } from "../../features/checkout/buy-now-page.server";
import { BUY_NOW_CHECKOUT } from "../../features/checkout/checkout-kind";
import { PaymentView } from "../../features/checkout/payment-view";
import { ShippingAddressView } from "../../features/checkout/shipping-address-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/pay";

// /pay (id pay, blank layout): buy-now, one product straight to an order without the cart. The
// address step (?step=address, or while there is no address), then payment with coupon and points.
export const handle = { page: "pay" };

export function loader(args: Route.LoaderArgs) {
  return loadPay(args);
}

/** The address step's forms: choose or add an address, ship a guest's, or the shipping method. */
export function action(args: Route.ActionArgs) {
  return payAction(args);
}

// The payment step keeps its own state while paying (its order token, the order placed): only a
// form of the address step, or moving between the steps, reads the page again.
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.search !== nextUrl.search;
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.step === "address")
    return <ShippingAddressView data={loaderData} posted={actionData} kind={BUY_NOW_CHECKOUT} />;
  const { discounts, cashback } = loaderData;
  return (
    <PaymentView
      key="payment"
      data={loaderData}
      kind={BUY_NOW_CHECKOUT}
      extras={(cart, show, locked) => (
        <BuyNowDiscountsPanel
          cart={cart}
          show={show}
          locked={locked}
          discounts={discounts}
          cashback={cashback}
        />
      )}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Buy Now", undefined, { noindex: true });
}
