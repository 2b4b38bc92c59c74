import { DEFAULT_STORE_NAME, useShellData } from "../../features/header/use-shell-data";
import { PlusOrderPrintView } from "../../features/plus/pages/plus-orders-view";
import { loadPlusOrder } from "../../features/plus/pages/plus-pages.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/plus-order-print";

/**
 * /sales/plusorder/history/{id} (auth, print layout): one membership order by its number (GET
 * /api/plus/orderDetail). Another customer's, an unknown or a malformed number → the 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadPlusOrder(args, args.params.id);
}

export default function PlusOrderPrint({ loaderData }: Route.ComponentProps) {
  const shell = useShellData();
  return <PlusOrderPrintView order={loaderData.order} storeName={shell?.storeName ?? DEFAULT_STORE_NAME} />;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Plus+ Order #${loaderData.order.order_sn}` : "Plus+ Order";
  return pageMeta(matches, title, undefined, { noindex: true });
}
