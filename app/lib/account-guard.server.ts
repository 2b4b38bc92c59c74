// The server side of route guard rules 5–8 (spec part 1 §4), as helpers for route loaders. Each
// asks the API in-process (context.api forwards the shopper's cookies) and either lets the page
// load or throws a redirect. A redirect carries the API's Set-Cookie headers along: a link that
// signs the shopper in, the reset-link cookie, or the clean-up of a dead session cookie would
// otherwise be lost with the response that set them.
import { type AppLoadContext, redirect } from "react-router";
import type { CallResult } from "../../contract/call";
import type { sessionState, subscribePreCheck, verifyLinkEmail } from "../../contract/customer";
import type { Envelope } from "../../contract/envelope";
import { safeRedirect } from "../../contract/safe-path";
import { flashWarningCookie } from "../features/session/flash-cookie";

export interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}

export type SessionState = CallResult<typeof sessionState>;
export type SessionCustomer = NonNullable<SessionState["customer"]>;

export const LOGIN_PATH = "/customer/account/login";
export const ACCOUNT_HOME_PATH = "/customer/account/home";
export const PASSWORD_PATH = "/customer/account/password";

export interface Answer<T> {
  body: Envelope<T>;
  cookies: string[];
}

/** An API call's envelope and the cookies it set (which a redirect or page answer must pass on). */
export async function ask<T>(context: AppLoadContext, path: string, init?: RequestInit): Promise<Answer<T>> {
  const res = await context.api(path, init);
  const cookies = res.headers.getSetCookie();
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("application/json")
    ? ((await res.json()) as Envelope<T>)
    : { code: res.status, message: "", result: null as T };
  return { body, cookies };
}

/** Set-Cookie headers for a loader's or action's answer. */
export function cookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export function redirectWith(to: string, cookies: readonly string[]): Response {
  return redirect(to, { headers: cookieHeaders(cookies) });
}

/** Login, coming back to this request's page afterwards (rule 8's target). */
export function loginRedirectFor(request: Request): string {
  const url = new URL(request.url);
  return url.pathname === ACCOUNT_HOME_PATH
    ? `${LOGIN_PATH}${url.search}`
    : `${LOGIN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

const isHttps = (request: Request) =>
  new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

/** The header's view of the session, as the root loader and the guards read it. */
async function readSession(context: AppLoadContext): Promise<Answer<SessionState>> {
  const answer = await ask<SessionState>(context, "/api/customer/session");
  // The call never answers 401; anything else but 200 means the store itself is failing, and
  // sending the shopper to sign in again would not help.
  if (answer.body.code !== 200) throw new Response("The store is unavailable.", { status: 503 });
  return answer;
}

/**
 * Rule 8: the page needs a signed-in customer. Guests go to Login with `redirect` holding the
 * path and query they asked for; the account home itself sends its own query string to Login.
 */
export async function requireSignedIn({ request, context }: GuardArgs): Promise<SessionCustomer> {
  const { body, cookies } = await readSession(context);
  if (body.result.is_login && body.result.customer) return body.result.customer;
  throw redirectWith(loginRedirectFor(request), cookies);
}

/**
 * An account page's one read (rule 8): signed in, then the call; a session that ended meanwhile
 * (401) goes to Login coming back here, any other refusal is a 503. Answers the result and the
 * headers (the session's cookies) for the loader's `data(...)`.
 */
export async function readForAccountPage<T>(
  args: GuardArgs,
  path: string,
  init?: RequestInit,
): Promise<{ result: T; headers: Headers }> {
  await requireSignedIn(args);
  const { body, cookies } = await ask<T>(args.context, path, init);
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code !== 200) throw new Response(body.message, { status: 503 });
  return { result: body.result, headers: cookieHeaders(cookies) };
}

/** Rule 5: Login while signed in goes to the account home. */
export async function redirectIfSignedIn({ context }: GuardArgs): Promise<void> {
  const { body, cookies } = await readSession(context);
  if (body.result.is_login) throw redirectWith(ACCOUNT_HOME_PATH, cookies);
}

type RpTokenPage = "Password" | "Accountinfo";

/**
 * Rule 6: Accountinfo or Password opened from an e-mailed link with `rp_token`. Nothing happens
 * without the query. Otherwise the link is checked (email, rp_token, operation — by default
 * forget_password on Password, register on Accountinfo) and the navigation always ends here:
 * - success without a message: the same page without rp_token and operation. On Accountinfo the
 *   API has signed the customer in (its cookies ride along); Password never signs in here, it
 *   only keeps the reset link in its cookie for the reset.
 * - success with a message (e.g. "already verified"): the message is shown as a warning on the
 *   next page (a one-time cookie, see flash-cookie.ts); with a session token the shopper is
 *   signed in and goes Home, with an empty one to Login.
 * - any failure: Login.
 */
export async function verifyRpToken({ request, context }: GuardArgs, page: RpTokenPage): Promise<void> {
  const url = new URL(request.url);
  const rpToken = url.searchParams.get("rp_token");
  if (rpToken === null) return;
  const operation =
    url.searchParams.get("operation") || (page === "Password" ? "forget_password" : "register");
  const { body, cookies } = await ask<CallResult<typeof verifyLinkEmail>>(
    context,
    "/api/customer/verify_link_email",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: url.searchParams.get("email") ?? "", rp_token: rpToken, operation }),
    },
  );
  if (body.code !== 200) throw redirectWith(LOGIN_PATH, cookies);
  if (!body.message) {
    // "Log the user in (except on Password)": a session cookie never comes from the Password page.
    const kept = page === "Password" ? cookies.filter((c) => !/^token=/i.test(c)) : cookies;
    url.searchParams.delete("rp_token");
    url.searchParams.delete("operation");
    throw redirectWith(url.pathname + url.search, kept);
  }
  const warning = flashWarningCookie(body.message, isHttps(request));
  // The old-user link (decision 0044): the shopper lands where the $30 coupon is.
  if (operation === "old_user" && body.result?.token)
    throw redirectWith("/customer/account/coupon", [...cookies, warning]);
  throw redirectWith(body.result?.token ? "/" : LOGIN_PATH, [...cookies, warning]);
}

/**
 * Rule 7: Accountinfo or Password opened from a newsletter mail with `source`. The pre-check
 * (email, mEmail, mTime, redirectUrl) says where the shopper goes: home (the root, or the link's
 * redirectUrl), login (with redirect when given), create (the Password page in create mode with
 * the e-mail), or "" — carry on, with the e-mail to fill in. Null without `source`.
 */
export async function preCheckSubscribe({ request, context }: GuardArgs): Promise<{ email: string } | null> {
  const url = new URL(request.url);
  if (!url.searchParams.has("source")) return null;
  const query = new URLSearchParams();
  for (const key of ["email", "mEmail", "mTime", "redirectUrl"])
    query.set(key, url.searchParams.get(key) ?? "");
  const { body, cookies } = await ask<CallResult<typeof subscribePreCheck>>(
    context,
    `/api/customer/subscribe_pre_check?${query}`,
  );
  // A link the API cannot read (malformed values) is treated like one it rejects: home.
  if (body.code !== 200) throw redirectWith("/", cookies);
  const { redirect: where, email } = body.result;
  // The API keeps only same-site paths; checked again here, as this is where the redirect happens.
  const back = safeRedirect(body.result.redirectUrl);
  if (where === "home") throw redirectWith(back ?? "/", cookies);
  if (where === "login") {
    throw redirectWith(back ? `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}` : LOGIN_PATH, cookies);
  }
  if (where === "create") {
    const to = new URLSearchParams({ type: "create", email });
    if (back) to.set("redirect", back);
    throw redirectWith(`${PASSWORD_PATH}?${to}`, cookies);
  }
  return { email };
}
