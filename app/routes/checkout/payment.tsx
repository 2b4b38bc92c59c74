import { loadPayment } from "../../features/checkout/payment.server";
import { PaymentView } from "../../features/checkout/payment-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/payment";

// /checkout/payment (id Payment, blank layout): needs a cart with a shipping address.
export const handle = { page: "Payment" };

export function loader(args: Route.LoaderArgs) {
  return loadPayment(args);
}

// Paying runs in the browser (the card field is the provider's isolated frame); the page's own
// data never needs reloading while it does, so a payment-method change does not re-run the loader.
export function shouldRevalidate() {
  return false;
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  return <PaymentView data={loaderData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Payment", undefined, { noindex: true });
}
