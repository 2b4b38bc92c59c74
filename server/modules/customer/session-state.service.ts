// The header's view of the session (root loader): who is browsing, never a 401.
import { eq, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { sessionState } from "../../../contract/customer";
import { customers } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";
import { findSession } from "../../http/session";
import { ownerOfAuth, unitsInCartOf } from "../cart/cart-owner";
import { showsPoints } from "./account.service";

type SessionState = CallResult<typeof sessionState>;

/** The session cookies the request carried (the bearer header is already in ctx.auth()). */
export interface PresentedCookies {
  customerToken?: string;
  guestToken?: string;
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
            isDropship: customers.isDropship,
            isLargeOrder: customers.isLargeOrder,
            emailVerifiedAt: customers.emailVerifiedAt,
            is_old_user: customers.isOldUser,
            // In the same read (every page of a signed-in shopper asks): a confirmed subscription of
            // the account's address. Written out: inside a subquery drizzle may render a bare
            // "email", which would bind to the subscribers' own column.
            subscribed: sql<boolean>`exists (select 1 from newsletter_subscribers n where n.email = lower("customers"."email") and n.confirmed_at is not null)`,
            // The birthday icon invites a customer with no birthday on file to tell it (decision 0044).
            play_birthday_wishes: sql<boolean>`${customers.birthday} is null`,
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
  // The header counts the shopping cart, not a buy-now checkout.
  const qty = auth ? await unitsInCartOf(ctx.db, ownerOfAuth(auth, "cart")) : 0;
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
            show_point: showsPoints({
              customerGroup: row.customer_group,
              isDropship: row.isDropship,
              isLargeOrder: row.isLargeOrder,
            }),
            subscriber_email: row.subscribed ? 1 : 0,
            is_old_user: row.is_old_user,
            play_birthday_wishes: row.play_birthday_wishes,
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
