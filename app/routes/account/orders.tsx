import { OrderListView } from "../../features/orders/order-list-view";
import { loadOrderList } from "../../features/orders/orders.server";
import { requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/orders";

/** My Orders (auth, route guard rule 8: a guest goes to Login coming back here). */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  return loadOrderList(args);
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return <OrderListView orders={loaderData.orders} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Orders", undefined, { noindex: true });
}
