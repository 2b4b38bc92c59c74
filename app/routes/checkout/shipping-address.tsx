import { loadShippingAddress, shippingAddressAction } from "../../features/checkout/shipping-address.server";
import { ShippingAddressView } from "../../features/checkout/shipping-address-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/shipping-address";

// /checkout/shipping-address?source=Cart (id PaymentShippingAddress, blank layout): guests welcome.
export const handle = { page: "PaymentShippingAddress" };

export function loader(args: Route.LoaderArgs) {
  return loadShippingAddress(args);
}

/** Choose a saved address, add one, ship a guest's, or change the shipping method. */
export function action(args: Route.ActionArgs) {
  return shippingAddressAction(args);
}

export default function ShippingAddress({ loaderData, actionData }: Route.ComponentProps) {
  return <ShippingAddressView data={loaderData} posted={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Shipping Address", undefined, { noindex: true });
}
