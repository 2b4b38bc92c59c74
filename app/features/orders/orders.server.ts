// The order pages' server side: reads and the cancel, in-process through the order calls. Anything
// that is not the shopper's own order answers the 404 page (the API says 404 for "not yours" too,
// so an order number reveals nothing). The API's Set-Cookie headers ride along with the answer.
import { data, redirect } from "react-router";
import type { OrderDetail } from "../../../contract/order";
import { ORDER_CODES, ORDER_MESSAGES } from "../../../contract/order-constants";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  loginRedirectFor,
  redirectWith,
} from "../../lib/account-guard.server";
import { readForm } from "../../lib/read-form.server";
import { canceledOrderPath, isOrderNumber } from "./order-paths";
import { CANCEL_INTENT, type CancelOutcome, type OrderSummaryView } from "./order-types";

const notFound = () => new Response(ORDER_MESSAGES.notFound, { status: 404 });
const unavailable = (message: string) =>
  new Response(message || "The store is unavailable.", { status: 503 });

/** My Orders: the customer's orders, newest first (the API sorts them; it does not page). */
export async function loadOrderList(args: GuardArgs) {
  const { body, cookies } = await ask<OrderSummaryView[]>(args.context, "/api/customer/orders");
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code !== 200) throw unavailable(body.message);
  return data({ orders: body.result }, { headers: cookieHeaders(cookies) });
}

/** One own order by its number; a malformed number, no such order or someone else's → 404. */
export async function readOrder(args: GuardArgs, incrementId: string | null | undefined) {
  if (!isOrderNumber(incrementId)) throw notFound();
  const { body, cookies } = await ask<OrderDetail>(args.context, `/api/order/${incrementId}`);
  if (body.code === 404) throw notFound();
  if (body.code !== 200) throw unavailable(body.message);
  return { order: body.result, cookies };
}

/**
 * Cancel Order (a real form POST; with JavaScript a fetcher posts the same): on success back to the
 * order's page, which says it was canceled; a refusal (already canceled, shipped, refund failed) is
 * answered to the cancel page to show; someone else's order → 404.
 */
export async function cancelOrderAction(args: GuardArgs) {
  const form = await readForm(args.request);
  if (form.get("intent") !== CANCEL_INTENT) throw data("Unknown action.", { status: 400 });
  const incrementId = String(form.get("order_id") ?? "").trim();
  if (!isOrderNumber(incrementId)) throw notFound();
  const { body, cookies } = await ask<OrderDetail | null>(args.context, "/api/customer/order/cancel", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ order_id: incrementId }),
  });
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code === 404) throw notFound();
  if (body.code === 200) throw redirect(canceledOrderPath(incrementId), { headers: cookieHeaders(cookies) });
  if (body.code === 422) throw notFound();
  const message =
    body.code === ORDER_CODES.notCancelable
      ? ORDER_MESSAGES.notCancelable
      : body.message || ORDER_MESSAGES.notCancelable;
  return data<CancelOutcome>({ ok: false, message }, { headers: cookieHeaders(cookies) });
}

/** Whether the request is a signed-in customer's (the cancel page is in the account area). */
export async function isSignedIn(args: GuardArgs): Promise<boolean> {
  const { body } = await ask<{ is_login: boolean }>(args.context, "/api/customer/session");
  return body.code === 200 && body.result.is_login === true;
}
