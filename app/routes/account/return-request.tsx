import { randomUUID } from "node:crypto";
import { data, useNavigation } from "react-router";
import { isOrderNumber } from "../../features/orders/order-paths";
import { readOrder } from "../../features/orders/orders.server";
import { ReturnRequestView } from "../../features/returns/return-request-view";
import { readMyReturns, requestReturnAction } from "../../features/returns/returns.server";
import { returnableLines } from "../../features/returns/returns-ui";
import { cookieHeaders, requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/return-request";

const orderOf = (request: Request) => new URL(request.url).searchParams.get("order_id");

/**
 * Return items (auth) of the order `?order_id=<order number>`: its delivered lines with how many may
 * still be returned; someone else's order or a missing one → the 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const { order, cookies } = await readOrder(args, orderOf(args.request));
  const { returns } = await readMyReturns(args, order.increment_id);
  return data(
    // A new key for each rendering of the form: a double submit of this form makes one return.
    { incrementId: order.increment_id, lines: returnableLines(order, returns), requestKey: randomUUID() },
    { headers: cookieHeaders(cookies) },
  );
}

export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  const incrementId = orderOf(args.request);
  if (!isOrderNumber(incrementId)) throw new Response("This order was not found.", { status: 404 });
  return requestReturnAction(args, incrementId);
}

export default function AccountReturnRequest({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <ReturnRequestView
      incrementId={loaderData.incrementId}
      lines={loaderData.lines}
      requestKey={loaderData.requestKey}
      failure={actionData?.message}
      busy={navigation.state === "submitting"}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Return Items", undefined, { noindex: true });
}
