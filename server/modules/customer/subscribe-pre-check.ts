// Route guard rule 7 (spec part 1 §4): a shopper arrives from a newsletter mail with an e-mail in
// the link; decide where they go — home, login, create — or "" to carry on with the e-mail filled
// in. The link's redirectUrl is only ever kept as a same-site path (no open redirect).
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import type { subscribePreCheck } from "../../../contract/customer";
import { safeRedirect } from "../../../contract/safe-path";
import { emailError } from "../../../contract/validation";
import { customers } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";

type Query = z.output<NonNullable<(typeof subscribePreCheck)["query"]>>;
type Result = CallResult<typeof subscribePreCheck>;

/** A newsletter link stays good this long after the mail was sent (mTime). */
export const SUBSCRIBE_LINK_MAX_AGE_SECONDS = 30 * 86_400;
/** Clock difference tolerated between the mail platform and us before a link counts as "from the future". */
const CLOCK_SKEW_SECONDS = 300;

/** mTime: unix seconds when the mail was sent; empty when the link has none. */
function linkIsFresh(mTime: string, now: Date): boolean {
  if (mTime === "") return true;
  if (!/^\d{1,12}$/.test(mTime)) return false;
  const age = now.getTime() / 1000 - Number(mTime);
  return age >= -CLOCK_SKEW_SECONDS && age <= SUBSCRIBE_LINK_MAX_AGE_SECONDS;
}

export async function preCheckSubscribeLink(ctx: RequestContext, query: Query): Promise<Result> {
  const redirectUrl = safeRedirect(query.redirectUrl) ?? "";
  // The address is in `email`; mail platforms that fill merge fields put it in mEmail instead.
  const given = query.email || query.mEmail;
  if (emailError(given) !== null || !linkIsFresh(query.mTime, ctx.now)) {
    return { redirect: "home", email: "", redirectUrl };
  }
  const email = given.trim().toLowerCase();

  const [account] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  if (!account) return { redirect: "create", email, redirectUrl };
  const auth = await ctx.auth();
  if (auth?.customerId === account.id) return { redirect: "", email, redirectUrl };
  return { redirect: "login", email, redirectUrl };
}
