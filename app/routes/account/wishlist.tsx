import { data } from "react-router";
import type { WishlistDeleteResult, WishlistReadResult } from "../../../contract/wishlist-constants";
import { WISHLIST_DELETE_PATH, WISHLIST_READ_PATH } from "../../../contract/wishlist-constants";
import {
  REMOVE_INTENT,
  type RemoveOutcome,
  WishlistView,
} from "../../features/product-detail/wish/wishlist-view";
import {
  ask,
  cookieHeaders,
  loginRedirectFor,
  readForAccountPage,
  redirectWith,
} from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/wishlist";

/** My Wishlist (auth, route guard rule 8: a guest goes to Login coming back here). */
export async function loader(args: Route.LoaderArgs) {
  const { result, headers } = await readForAccountPage<WishlistReadResult>(args, WISHLIST_READ_PATH);
  return data({ items: result.items }, { headers });
}

/** Remove, with or without JavaScript: the API deletes the customer's own line. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  if (form.get("intent") !== REMOVE_INTENT) throw data("Unknown action.", { status: 400 });
  const itemId = Number(form.get("item_id"));
  const { body, cookies } = await ask<WishlistDeleteResult | null>(args.context, WISHLIST_DELETE_PATH, {
    method: "DELETE",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ item_id: itemId }),
  });
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  return data<RemoveOutcome>(
    { intent: REMOVE_INTENT, ok: body.code === 200, message: body.message, item_id: itemId },
    { headers: cookieHeaders(cookies) },
  );
}

export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistView items={loaderData.items} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Wishlist", undefined, { noindex: true });
}
