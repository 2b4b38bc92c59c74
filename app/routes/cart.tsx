import { cartPageAction, loadCartPage } from "../features/cart/cart-page.server";
import { CartPageView } from "../features/cart/cart-page-view";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/cart";

// The Cart page, served at /cart (id "Cart") and /checkout/cart (id "CheckoutCart"); the handle
// names both the Cart page (the header's cart icon links there instead of opening the drawer).
export const handle = { page: "Cart" };

/** The cart and the save-for-later list, read in-process and server-rendered. */
export function loader(args: Route.LoaderArgs) {
  return loadCartPage(args);
}

/** Quantity, remove, save for later, move to cart, plan removal, shipping method, gift. */
export function action(args: Route.ActionArgs) {
  return cartPageAction(args);
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript a refused change comes back as the page's action data (with JS a fetcher
  // carries it and a toast shows it).
  return (
    <CartPageView data={loaderData} refusal={actionData && !actionData.ok ? actionData.message : null} />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Shopping Cart", undefined, { noindex: true });
}
