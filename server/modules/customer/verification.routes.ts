import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  forgotPassword,
  resetPassword,
  sendOwnVerifyEmail,
  sendVerifyEmail,
  verifyEmailCode,
  verifyLinkEmail,
  verifyStatus,
} from "../../../contract/customer";
import type { Config } from "../../config";
import { requireCustomer } from "../../http/auth";
import type { Deps, RequestContext } from "../../http/context";
import { Reply, route } from "../../http/route";
import { isSecureRequest } from "../../http/session";
import { requestPasswordReset, resetForgottenPassword } from "./password-reset.service";
import { setSignedInCookies } from "./sign-in";
import {
  confirmVerificationCode,
  getVerifyStatus,
  requestVerificationCode,
  resendOwnVerificationCode,
  verifyEmailLink,
} from "./verification.service";

/**
 * The reset link's token, kept by the Password page in an httpOnly cookie so it leaves the URL
 * (and the history, and Referer headers) at once. Strict: only our own pages send it back.
 */
export const RP_TOKEN_COOKIE = "rp_token";
export const RP_TOKEN_COOKIE_SECONDS = 1800;

const rpCookieOptions = (c: Context, config: Config) =>
  ({ path: "/", httpOnly: true, sameSite: "Strict", secure: isSecureRequest(c, config) }) as const;

/**
 * Sets the customer cookies when a call's answer carries a new session token (a successful answer
 * with a message, as the old-user link's, carries it in its result).
 */
function signedIn<T extends { token: string }>(c: Context, ctx: RequestContext, out: T | Reply) {
  const token =
    out instanceof Reply ? (out.code === 200 ? (out.result as { token?: unknown })?.token : "") : out.token;
  if (typeof token === "string" && token) setSignedInCookies(c, ctx, token);
  return out;
}

export function verificationRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, sendVerifyEmail, (ctx, { body }) => requestVerificationCode(ctx, body));
  route(app, deps, verifyEmailCode, async (ctx, { body }, c) =>
    signedIn(c, ctx, await confirmVerificationCode(ctx, body)),
  );
  route(app, deps, sendOwnVerifyEmail, async (ctx) => {
    const { customerId } = await requireCustomer(ctx);
    return resendOwnVerificationCode(ctx, customerId);
  });
  route(app, deps, verifyStatus, async (ctx) => {
    const { customerId } = await requireCustomer(ctx);
    return getVerifyStatus(ctx, customerId);
  });
  route(app, deps, forgotPassword, (ctx, { body }) => requestPasswordReset(ctx, body.email));
  route(app, deps, verifyLinkEmail, async (ctx, { body }, c) => {
    const out = signedIn(c, ctx, await verifyEmailLink(ctx, body));
    if (!(out instanceof Reply) && body.operation === "forget_password") {
      setCookie(c, RP_TOKEN_COOKIE, body.rp_token, {
        ...rpCookieOptions(c, ctx.config),
        maxAge: RP_TOKEN_COOKIE_SECONDS,
      });
    }
    return out;
  });
  route(app, deps, resetPassword, async (ctx, { body }, c) => {
    const out = signedIn(c, ctx, await resetForgottenPassword(ctx, body, getCookie(c, RP_TOKEN_COOKIE)));
    if (!(out instanceof Reply)) deleteCookie(c, RP_TOKEN_COOKIE, rpCookieOptions(c, ctx.config));
    return out;
  });
  return app;
}
