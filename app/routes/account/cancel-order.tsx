import { data } from "react-router";
import { CancelOrderView } from "../../features/orders/cancel-order-view";
import { cancelOrderAction, readOrder } from "../../features/orders/orders.server";
import { cookieHeaders, requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/cancel-order";

/** Cancel order ?id=<order number> (auth): the confirmation; not the customer's order → 404. */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const id = new URL(args.request.url).searchParams.get("id");
  const { order, cookies } = await readOrder(args, id);
  return data({ order }, { headers: cookieHeaders(cookies) });
}

/** Cancel Order: the cancel call, then back to the order (or the refusal shown here). */
export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  return cancelOrderAction(args);
}

export default function AccountCancelOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelOrderView order={loaderData.order} posted={actionData} />;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Cancel order #${loaderData.order.increment_id}?` : "Cancel order";
  return pageMeta(matches, title, undefined, { noindex: true });
}
