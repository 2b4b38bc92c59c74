// The root loader's view of who is browsing and how many units are in their cart
// (GET /api/customer/session, in-process with the shopper's cookies).
import type { AppLoadContext } from "react-router";
import type { CallResult } from "../../../contract/call";
import type { sessionState } from "../../../contract/customer";
import type { Envelope } from "../../../contract/envelope";

export type RootSessionData = CallResult<typeof sessionState>;

/**
 * When the session cannot be read the page still renders, as a guest's; has_guest is left true so
 * the browser does not start a guest session it may not need.
 */
export const UNKNOWN_SESSION: RootSessionData = {
  is_login: false,
  customer: null,
  has_guest: true,
  cart_qty: 0,
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
