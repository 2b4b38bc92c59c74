import { loadPaymentPickup } from "../../features/checkout/payment.server";
import { PaymentView } from "../../features/checkout/payment-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/payment-pickup";

// /checkout/paymentpickup (id Paymentpickup, blank layout): payment for a store-pickup cart; the
// pickup store (address, hours) stands where the payment page shows the shipping address.
export const handle = { page: "Paymentpickup" };

export function loader(args: Route.LoaderArgs) {
  return loadPaymentPickup(args);
}

// As on /checkout/payment: paying runs in the browser and never needs the loader again.
export function shouldRevalidate() {
  return false;
}

export default function Paymentpickup({ loaderData }: Route.ComponentProps) {
  return <PaymentView data={loaderData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Payment", undefined, { noindex: true });
}
