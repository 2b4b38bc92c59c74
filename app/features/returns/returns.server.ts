// The return pages' server side: reads and the request, in-process through the return calls
// (contract/returns.ts). Anything that is not the customer's own answers the 404 page.
import { data, redirect } from "react-router";
import type { Envelope } from "../../../contract/envelope";
import type { ReturnLabel, ReturnView } from "../../../contract/returns";
import {
  MY_RETURNS_PATH,
  RETURN_LABEL_API_PATH,
  RETURN_MESSAGES,
  RETURN_REQUEST_PATH,
  RETURNS_PAGE_PATH,
} from "../../../contract/returns-constants";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  loginRedirectFor,
  redirectWith,
} from "../../lib/account-guard.server";
import { readForm } from "../../lib/read-form.server";

const unavailable = (message: string) =>
  new Response(message || "The store is unavailable.", { status: 503 });

/** The customer's returns (of one order when given). */
export async function readMyReturns(args: GuardArgs, orderNumber?: string) {
  const path = orderNumber
    ? `${MY_RETURNS_PATH}?order_id=${encodeURIComponent(orderNumber)}`
    : MY_RETURNS_PATH;
  const { body, cookies } = await ask<ReturnView[]>(args.context, path);
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code !== 200) throw unavailable(body.message);
  return { returns: body.result, cookies };
}

/** After a request: My Returns says it was sent, once. */
export const REQUESTED_FLAG = "requested";

/** A label, or the reason there is none yet (409); someone else's or a missing one → 404. */
export async function readReturnLabel(args: GuardArgs, rma: string | null) {
  if (!rma || !/^R\d{1,12}-\d{1,3}$/i.test(rma))
    throw new Response(RETURN_MESSAGES.notFound, { status: 404 });
  const { body, cookies } = await ask<ReturnLabel | null>(
    args.context,
    `${RETURN_LABEL_API_PATH}?rma=${encodeURIComponent(rma)}`,
  );
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code === 404 || body.code === 422) throw new Response(RETURN_MESSAGES.notFound, { status: 404 });
  if (body.code === 409)
    return data({ label: null, message: body.message }, { headers: cookieHeaders(cookies) });
  if (body.code !== 200) throw unavailable(body.message);
  return data({ label: body.result, message: null }, { headers: cookieHeaders(cookies) });
}

/**
 * The return request form, posted: checked items with their quantities, the reason, the comment,
 * the kept photos' keys and the form's request key (a double submit makes one return). On success
 * to My Returns; a refusal is answered to the form to show.
 */
export async function requestReturnAction(args: GuardArgs, orderNumber: string) {
  const form = await readForm(args.request);
  const items = form
    .getAll("item")
    .map((v) => Number(v))
    .filter((id) => Number.isInteger(id) && id > 0)
    .map((id) => ({ order_item_id: id, qty: Number(form.get(`qty_${id}`) ?? 1) || 1 }));
  const reason = String(form.get("reason") ?? "");
  const payload = {
    order_id: orderNumber,
    items,
    ...(reason ? { reason } : {}),
    comment: String(form.get("comment") ?? "").trim(),
    photos: form.getAll("photo").map(String),
    request_key: String(form.get("request_key") ?? "") || undefined,
  };
  const res = await args.context.api(RETURN_REQUEST_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  const answer = (await res.json()) as Envelope<ReturnView | null>;
  if (answer.code === 200 && answer.result)
    throw redirect(`${RETURNS_PAGE_PATH}?${REQUESTED_FLAG}=${encodeURIComponent(answer.result.rma_number)}`);
  if (answer.code === 401) throw redirect(loginRedirectFor(args.request));
  // A field message reads "items: …" from the API; the form shows the sentence.
  const message = answer.message.replace(/^(items|reason|comment|photos)(\.\d+)?: /, "");
  return data({ message }, { status: answer.code === 422 ? 422 : 200 });
}
