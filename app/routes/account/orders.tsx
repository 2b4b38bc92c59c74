import { data } from "react-router";
import { OrderListView } from "../../features/orders/order-list-view";
import { loadOrderList } from "../../features/orders/orders.server";
import { readMyReturns } from "../../features/returns/returns.server";
import { requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/orders";

/** My Orders (auth, route guard rule 8: a guest goes to Login coming back here). */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const list = await loadOrderList(args);
  // Each order's newest return, in words (the list is newest first).
  const returns: Record<string, string> = {};
  for (const r of (await readMyReturns(args)).returns)
    returns[r.increment_id] ??= `Return ${r.rma_number}: ${r.status_label}`;
  return data({ ...list.data, returns }, { headers: list.init?.headers });
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return <OrderListView orders={loaderData.orders} returns={loaderData.returns} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Orders", undefined, { noindex: true });
}
