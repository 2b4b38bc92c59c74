// The Plus+ pages' server side: reads in-process through the Plus+ calls. The landing and the
// member introduction read only public answers (the CMS blocks and the member-price products),
// so they are the same for everyone and may be kept (decision 0021). The member centre and the
// Plus order pages are the customer's own: signed in first (route guard rule 8), and anything that
// is not the shopper's own Plus order answers the 404 page.
import { data } from "react-router";
import { plusInviteLink } from "../../../../contract/plus-constants";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  loginRedirectFor,
  redirectWith,
  requireSignedIn,
} from "../../../lib/account-guard.server";
import { apiResult } from "../../../lib/server-api.server";
import { isPlusOrderNumber } from "../plus-paths";
import type {
  InviteList,
  MemberCenterInfo,
  PlusCmsInfo,
  PlusOrderDetail,
  PlusOrderSummary,
  PlusProductsPage,
} from "./plus-types";

/** Member-price products on the landing: one row of four on a laptop, two rows on a phone. */
export const LANDING_PRODUCTS = 8;

export async function loadPlusLanding({ context }: GuardArgs) {
  const [cms, products] = await Promise.all([
    apiResult<PlusCmsInfo>(context, "/api/plus/cms-show-info"),
    apiResult<PlusProductsPage>(context, `/api/plus_products?page=1&page_size=${LANDING_PRODUCTS}`),
  ]);
  return { cms, products: products.items, storeName: context.storeName };
}

const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** A signed-in customer's own read: a session that ended meanwhile (401) goes to Login, others 503. */
async function ownRead<T>(args: GuardArgs, path: string, init?: RequestInit) {
  const { body, cookies } = await ask<T>(args.context, path, init);
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code !== 200) throw new Response(body.message || "The store is unavailable.", { status: 503 });
  return { result: body.result, cookies };
}

/** The member centre: the membership (inviteComplex) and the first page of referrals (inviteList). */
export async function loadMemberCenter(args: GuardArgs) {
  await requireSignedIn(args);
  // The friends list's page (`?invites_page=`); anything but a page number is the first.
  const asked = Number(new URL(args.request.url).searchParams.get("invites_page"));
  const invitesPage = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const [info, invites] = await Promise.all([
    ownRead<MemberCenterInfo>(args, "/api/plus/inviteComplex", postJson({})),
    ownRead<InviteList>(args, "/api/plus/inviteList", postJson({ page: invitesPage })),
  ]);
  // The invite link as shoppers share it: on the store's public origin (the in-process call's own
  // origin is the server's), like the page's canonical links.
  const code = info.result.invite_code;
  const link = code ? plusInviteLink(args.context.origin, code) : info.result.invite_link;
  return data(
    { info: { ...info.result, invite_link: link }, invites: invites.result, invitesPage },
    { headers: cookieHeaders([...info.cookies, ...invites.cookies]) },
  );
}

/** Plus Orders: the customer's membership purchases and renewals. */
export async function loadPlusOrders(args: GuardArgs) {
  await requireSignedIn(args);
  const { result, cookies } = await ownRead<{ orders: PlusOrderSummary[] }>(args, "/api/plus/orderList");
  return data({ orders: result.orders }, { headers: cookieHeaders(cookies) });
}

const notFound = () => new Response("This Plus+ order does not exist.", { status: 404 });

/** One own Plus order by its number; malformed, unknown or someone else's → the 404 page. */
export async function loadPlusOrder(args: GuardArgs, orderSn: string | undefined) {
  await requireSignedIn(args);
  if (!isPlusOrderNumber(orderSn)) throw notFound();
  const { body, cookies } = await ask<PlusOrderDetail>(
    args.context,
    `/api/plus/orderDetail?order_sn=${encodeURIComponent(orderSn)}`,
  );
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code === 404 || body.code === 422) throw notFound();
  if (body.code !== 200) throw new Response(body.message || "The store is unavailable.", { status: 503 });
  return data({ order: body.result }, { headers: cookieHeaders(cookies) });
}
