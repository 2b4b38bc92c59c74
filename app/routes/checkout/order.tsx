import { data } from "react-router";
import { OrderDetailView } from "../../features/orders/order-detail-view";
import { cancelOrderPath, MY_ORDERS_PATH, printOrderPath } from "../../features/orders/order-paths";
import { isSignedIn, readOrder } from "../../features/orders/orders.server";
import { cookieHeaders } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/order";

/**
 * /checkout/order?increment_id=…: the order for whoever placed it — the guest session that placed
 * it, or the customer. Anyone else (or no such order) gets the 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = new URL(args.request.url).searchParams.get("increment_id");
  const { order, cookies } = await readOrder(args, id);
  // The cancel and print pages are in the account area: only a signed-in customer is offered them.
  const customer = await isSignedIn(args);
  return data({ order, customer }, { headers: cookieHeaders(cookies) });
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { order, customer } = loaderData;
  // Outside the account layout (a guest's order too): the page gives the view its width.
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <OrderDetailView
        order={order}
        backHref={customer ? MY_ORDERS_PATH : null}
        cancelHref={customer ? cancelOrderPath(order.increment_id) : null}
        printHref={customer ? printOrderPath(order.increment_id) : null}
      />
    </div>
  );
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Order #${loaderData.order.increment_id}` : "Order";
  return pageMeta(matches, title, undefined, { noindex: true });
}
