// The order confirmation's server side (/Payresult?order=…): the shopper's own order only (the
// signed-in customer's, or the guest session's that placed it); anything else is the 404 page.
import { data } from "react-router";
import type { OrderDetail } from "../../../contract/order";
import { ask, cookieHeaders, type GuardArgs, type SessionState } from "../../lib/account-guard.server";
import { orderNumberOf } from "./checkout-paths";

export interface PayresultData {
  isLogin: boolean;
  order: OrderDetail;
}

const notFound = () => new Response("Not Found", { status: 404 });

export async function loadPayresult(args: GuardArgs) {
  const number = orderNumberOf(new URL(args.request.url).searchParams.get("order"));
  if (!number) throw notFound();
  const [session, order] = await Promise.all([
    ask<SessionState>(args.context, "/api/customer/session"),
    ask<OrderDetail>(args.context, `/api/order/${number}`),
  ]);
  if (order.body.code === 404 || order.body.code === 401) throw notFound();
  if (order.body.code !== 200 || session.body.code !== 200)
    throw new Response("The store is unavailable.", { status: 503 });
  const page: PayresultData = {
    isLogin: Boolean(session.body.result.is_login && session.body.result.customer),
    order: order.body.result,
  };
  return data(page, { headers: cookieHeaders([...session.cookies, ...order.cookies]) });
}
