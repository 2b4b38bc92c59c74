import { data } from "react-router";
import { DEFAULT_STORE_NAME, useShellData } from "../../features/header/use-shell-data";
import { OrderPrintView } from "../../features/orders/order-print-view";
import { readOrder } from "../../features/orders/orders.server";
import { cookieHeaders, requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/order-print";

/**
 * /sales/order/print/order/{id} (auth, print layout): one of the customer's orders by its number,
 * to print. Another customer's order, an unknown or malformed number → the 404 page (as order/{id}).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const { order, cookies } = await readOrder(args, args.params.id);
  return data({ order }, { headers: cookieHeaders(cookies) });
}

export default function SalesOrderPrint({ loaderData }: Route.ComponentProps) {
  const shell = useShellData();
  return <OrderPrintView order={loaderData.order} storeName={shell?.storeName ?? DEFAULT_STORE_NAME} />;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Print Order #${loaderData.order.increment_id}` : "Print Order";
  return pageMeta(matches, title, undefined, { noindex: true });
}
