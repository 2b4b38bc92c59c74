// /plus/pay/:order_sn's server side: a signed-in customer's own pending (or just paid) plus order,
// as GET /api/plus/payment/:order_sn describes it; another customer's or an unknown one is a 404.
import { data } from "react-router";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  loginRedirectFor,
  redirectWith,
  requireSignedIn,
} from "../../../lib/account-guard.server";
import type { PlusPaymentInfo } from "./plus-pay-types";

export async function loadPlusPay(args: GuardArgs & { params: { order_sn?: string } }) {
  await requireSignedIn(args);
  const orderSn = args.params.order_sn ?? "";
  const { body, cookies } = await ask<PlusPaymentInfo>(
    args.context,
    `/api/plus/payment/${encodeURIComponent(orderSn)}`,
  );
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code === 404 || body.code === 422) throw new Response("Not Found", { status: 404 });
  if (body.code !== 200) throw new Response(body.message || "The store is unavailable.", { status: 503 });
  return data(body.result, { headers: cookieHeaders(cookies) });
}
