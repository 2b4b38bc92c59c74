import { data, useNavigation } from "react-router";
import { ORDER_MESSAGES } from "../../../contract/order-constants";
import { returnRequestPagePath } from "../../../contract/returns-constants";
import { OrderDetailView } from "../../features/orders/order-detail-view";
import {
  CANCELED_FLAG,
  cancelOrderPath,
  MY_ORDERS_PATH,
  printOrderPath,
} from "../../features/orders/order-paths";
import { readOrder } from "../../features/orders/orders.server";
import { readMyReturns } from "../../features/returns/returns.server";
import { canStartReturn, OrderReturnsPanel } from "../../features/returns/returns-ui";
import { shipmentAction } from "../../features/shipments/shipments.server";
import { cookieHeaders, requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/order-detail";

/** One of the customer's orders by its number (auth); another customer's → the 404 page. */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const { order, cookies } = await readOrder(args, args.params.id);
  // Its returns (issue 17): their status, and Return items while something delivered may go back.
  const { returns } = await readMyReturns(args, order.increment_id);
  // After a cancel the page says so once — only when the order really is canceled.
  const done = new URL(args.request.url).searchParams.get("done");
  const notice = done === CANCELED_FLAG && order.status === "canceled" ? ORDER_MESSAGES.canceled : null;
  return data({ order, notice, returns }, { headers: cookieHeaders(cookies) });
}

/** Confirm receipt of one of the order's shipments (a real form POST; the page then reloads the order). */
export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  return shipmentAction(args, await readForm(args.request));
}

export default function AccountOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, notice, returns } = loaderData;
  const navigation = useNavigation();
  return (
    <>
      <OrderDetailView
        order={order}
        notice={notice}
        confirmable
        posted={actionData}
        busy={navigation.state === "submitting"}
        backHref={MY_ORDERS_PATH}
        cancelHref={cancelOrderPath(order.increment_id)}
        printHref={printOrderPath(order.increment_id)}
        returnHref={canStartReturn(order, returns) ? returnRequestPagePath(order.increment_id) : null}
      />
      <OrderReturnsPanel order={order} returns={returns} />
    </>
  );
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Order #${loaderData.order.increment_id}` : "Order";
  return pageMeta(matches, title, undefined, { noindex: true });
}
