import { PlusOrderListView } from "../../features/plus/pages/plus-orders-view";
import { loadPlusOrders } from "../../features/plus/pages/plus-pages.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/plus-orders";

/** /sales/plusorder/history (auth, account layout): membership purchases and renewals (GET /api/plus/orderList). */
export async function loader(args: Route.LoaderArgs) {
  return loadPlusOrders(args);
}

export default function PlusOrderHistory({ loaderData }: Route.ComponentProps) {
  return <PlusOrderListView orders={loaderData.orders} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Plus+ Orders", undefined, { noindex: true });
}
