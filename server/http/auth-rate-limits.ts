// Per-address limits on the calls that guess secrets (passwords, codes, links), create things
// (accounts, sessions) or send mail. They bound what one address can do; the per-account lockout
// after repeated wrong passwords lives in the login service.
import type { MiddlewareHandler } from "hono";
import type { CallDef } from "../../contract/call";
import {
  forgotPassword,
  googleLogin,
  guestLogin,
  login,
  register,
  registerStatus,
  resetPassword,
  sendOwnVerifyEmail,
  sendVerifyEmail,
  verifyEmailCode,
  verifyLinkEmail,
} from "../../contract/customer";
import type { Deps } from "./context";
import { type RateLimitOptions, rateLimit } from "./rate-limit";

type Limit = Omit<RateLimitOptions, "key">;

const MINUTE = 60;

/** One row per limited call. Calls sharing a `name` share one counter. */
export const AUTH_RATE_LIMITS: ReadonlyArray<{ call: CallDef; limit: Limit }> = [
  // A household or office behind one address may mistype a few times each; 20 in 10 minutes still
  // stops password guessing across many accounts (the lockout covers one account).
  { call: login, limit: { name: "login", limit: 20, windowSeconds: 10 * MINUTE } },
  // Account creation is rare for a real person; 10 an hour stops scripted sign-up floods.
  { call: register, limit: { name: "register", limit: 10, windowSeconds: 60 * MINUTE } },
  // Asked while the e-mail field is filled in, so looser; still stops enumerating addresses.
  { call: registerStatus, limit: { name: "register-status", limit: 60, windowSeconds: 10 * MINUTE } },
  // Each one sends mail to any address typed: tight, so we are never used to spam a mailbox.
  { call: forgotPassword, limit: { name: "forgot-password", limit: 5, windowSeconds: 15 * MINUTE } },
  // Sending and resending a code (to an address typed in, or the customer's own) share one counter:
  // both send mail, and the service already allows one code a minute per address.
  { call: sendVerifyEmail, limit: { name: "send-code", limit: 10, windowSeconds: 15 * MINUTE } },
  { call: sendOwnVerifyEmail, limit: { name: "send-code", limit: 10, windowSeconds: 15 * MINUTE } },
  // Six-character codes: 20 tries in 10 minutes leaves guessing hopeless while allowing typos.
  { call: verifyEmailCode, limit: { name: "verify-code", limit: 20, windowSeconds: 10 * MINUTE } },
  // Link tokens are long random values; the limit mostly bounds wasted work on forged links.
  { call: verifyLinkEmail, limit: { name: "verify-link", limit: 20, windowSeconds: 10 * MINUTE } },
  // A reset needs a valid link token; a few attempts cover password-rule mistakes.
  { call: resetPassword, limit: { name: "reset-password", limit: 10, windowSeconds: 15 * MINUTE } },
  // Each attempt may fetch Google's keys and verify a signature; real users sign in once.
  { call: googleLogin, limit: { name: "google-login", limit: 30, windowSeconds: 10 * MINUTE } },
  // Every first visit without a guest cookie starts a session (a row each): generous for addresses
  // many shoppers share (offices, mobile carriers), yet a script cannot fill the sessions table fast.
  { call: guestLogin, limit: { name: "guest-login", limit: 300, windowSeconds: 10 * MINUTE } },
];

/** Mount on the API sub-app before the routes: counts the limited calls, passes everything else. */
export function authRateLimits(deps: Deps): MiddlewareHandler {
  const byRoute = new Map<string, MiddlewareHandler>();
  for (const { call, limit } of AUTH_RATE_LIMITS) {
    byRoute.set(`${call.method.toUpperCase()} ${call.path}`, rateLimit(deps, limit));
  }
  return (c, next) => {
    // Hono answers HEAD with the GET handler, so HEAD counts as GET.
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    const limiter = byRoute.get(`${method} ${c.req.path}`);
    return limiter ? limiter(c, next) : next();
  };
}
