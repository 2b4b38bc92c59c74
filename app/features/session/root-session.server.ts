// The root loader's view of who is browsing (GET /api/customer/session) and how many items are in
// their cart (GET /api/carts → items_qty), both in-process with the shopper's cookies.
import type { AppLoadContext } from "react-router";
import type { CallResult } from "../../../contract/call";
import type { cartRead } from "../../../contract/cart";
import { CART_READ_PATH } from "../../../contract/cart-constants";
import type { sessionState } from "../../../contract/customer";
import type { Envelope } from "../../../contract/envelope";
import { callApi } from "../../lib/server-api.server";

export type RootSessionData = CallResult<typeof sessionState>;

/**
 * When the session cannot be read the page still renders, as a guest's; has_guest is left true so
 * the browser does not start a guest session it may not need.
 */
export const UNKNOWN_SESSION: RootSessionData = {
  is_login: false,
  customer: null,
  has_guest: true,
  google_client_id: "",
  recaptcha_site_key: "",
};

/** The session and the cookies its answer set (the clean-up of a dead session cookie). */
export async function loadRootSession(
  context: AppLoadContext,
): Promise<{ session: RootSessionData; cookies: string[] }> {
  const res = await context.api("/api/customer/session");
  const cookies = res.headers.getSetCookie();
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) {
    return { session: UNKNOWN_SESSION, cookies };
  }
  const body = (await res.json()) as Envelope<RootSessionData>;
  return { session: body.code === 200 ? body.result : UNKNOWN_SESSION, cookies };
}

/** Units in the cart for the header badge; 0 when the cart cannot be read. */
export async function loadCartCount(context: AppLoadContext): Promise<number> {
  const cart = await callApi<CallResult<typeof cartRead>>(context, CART_READ_PATH);
  return cart.code === 200 && Number.isFinite(cart.result?.items_qty) ? cart.result.items_qty : 0;
}
