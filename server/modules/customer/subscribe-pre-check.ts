// Route guard rule 7 (spec part 1 §4): a shopper arrives from a newsletter mail with an e-mail in
// the link; decide where they go — home, login, create — or "" to carry on with the e-mail filled
// in. The link's redirectUrl is only ever kept as a same-site path (no open redirect).
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import type { subscribePreCheck } from "../../../contract/customer";
import { emailError } from "../../../contract/validation";
import { customers } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";

type Query = z.output<NonNullable<(typeof subscribePreCheck)["query"]>>;
type Result = CallResult<typeof subscribePreCheck>;

/** A newsletter link stays good this long after the mail was sent (mTime). */
export const SUBSCRIBE_LINK_MAX_AGE_SECONDS = 30 * 86_400;
/** Clock difference tolerated between the mail platform and us before a link counts as "from the future". */
const CLOCK_SKEW_SECONDS = 300;

const SAME_SITE_BASE = "http://same-site.invalid";

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A path that stays on this site: starts with one "/", no backslash (browsers read it as "/"),
 * no control character (browsers drop tabs and newlines, turning "/\t/evil.com" into
 * "//evil.com"), and resolving it against any origin keeps that origin.
 */
function staysOnSite(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (value.includes("\\") || hasControlCharacter(value)) return false;
  try {
    return new URL(value, SAME_SITE_BASE).origin === SAME_SITE_BASE;
  } catch {
    return false;
  }
}

/**
 * `value` when it is a same-site relative path (safe to redirect to), else null. The
 * percent-decoded form must be safe too, so "/%2F%2Fevil.com" or "/%09/evil.com" cannot become
 * an off-site address after a later decode.
 */
export function safeRelativePath(value: string): string | null {
  if (!staysOnSite(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  return staysOnSite(decoded) ? value : null;
}

/** mTime: unix seconds when the mail was sent; empty when the link has none. */
function linkIsFresh(mTime: string, now: Date): boolean {
  if (mTime === "") return true;
  if (!/^\d{1,12}$/.test(mTime)) return false;
  const age = now.getTime() / 1000 - Number(mTime);
  return age >= -CLOCK_SKEW_SECONDS && age <= SUBSCRIBE_LINK_MAX_AGE_SECONDS;
}

export async function preCheckSubscribeLink(ctx: RequestContext, query: Query): Promise<Result> {
  const redirectUrl = safeRelativePath(query.redirectUrl) ?? "";
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
