// The header's view of the session (root loader): who is browsing, never a 401.
import { and, eq, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { sessionState } from "../../../contract/customer";
import { cartItems, carts } from "../../db/schema/cart";
import { customers } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";
import { type Auth, findSession } from "../../http/session";

type SessionState = CallResult<typeof sessionState>;

/** The session cookies the request carried (the bearer header is already in ctx.auth()). */
export interface PresentedCookies {
  customerToken?: string;
  guestToken?: string;
}

/**
 * Units in the session's cart, by one indexed sum — the header needs the count on every page, not
 * the priced cart read.
 */
async function cartQty(ctx: RequestContext, auth: Auth | null): Promise<number> {
  if (!auth) return 0;
  const owner = and(
    auth.customerId !== null
      ? eq(carts.customerId, auth.customerId)
      : eq(carts.guestSessionId, auth.sessionId),
    // The header counts the shopping cart, not a buy-now checkout.
    eq(carts.purpose, "cart"),
  );
  const [row] = await ctx.db
    .select({ qty: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(owner);
  return Number(row?.qty ?? 0);
}

/**
 * Who is browsing, plus whether the customer cookie names a session that is no longer live (the
 * route then clears it, so the browser stops sending a dead token).
 */
export async function readSessionState(
  ctx: RequestContext,
  cookies: PresentedCookies,
): Promise<{ state: SessionState; staleCustomerCookie: boolean }> {
  const auth = await ctx.auth();
  const [row] =
    auth?.customerId != null
      ? await ctx.db
          .select({
            entity_id: customers.id,
            email: customers.email,
            firstname: customers.firstname,
            lastname: customers.lastname,
            customer_group: customers.customerGroup,
            customer_group_id: customers.customerGroupId,
            emailVerifiedAt: customers.emailVerifiedAt,
          })
          .from(customers)
          .where(eq(customers.id, auth.customerId))
          .limit(1)
      : [];
  const guestSession =
    auth?.customerId === null
      ? auth
      : cookies.guestToken
        ? await findSession(ctx.db, cookies.guestToken, ctx.now)
        : null;
  // The customer cookie is live when it is what the request signed in with (no bearer before it);
  // only otherwise is it looked up on its own.
  const cookieSignedIn = auth?.customerId != null && ctx.tokens[0] === cookies.customerToken;
  const staleCustomerCookie =
    cookies.customerToken !== undefined &&
    !cookieSignedIn &&
    (await findSession(ctx.db, cookies.customerToken, ctx.now)) === null;
  const qty = await cartQty(ctx, auth);
  return {
    state: {
      is_login: row !== undefined,
      customer: row
        ? {
            entity_id: row.entity_id,
            email: row.email,
            firstname: row.firstname,
            lastname: row.lastname,
            customer_group: row.customer_group,
            customer_group_id: row.customer_group_id,
            verify_status: row.emailVerifiedAt !== null,
          }
        : null,
      has_guest: guestSession?.customerId === null,
      cart_qty: qty,
      google_client_id: ctx.config.GOOGLE_CLIENT_ID ?? "",
      recaptcha_site_key: ctx.config.RECAPTCHA_SITE_KEY ?? "",
    },
    staleCustomerCookie,
  };
}
