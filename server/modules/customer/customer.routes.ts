// Guest identity, registration, sign-in, sign-out, Google sign-in and the header's session view.
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  googleLogin,
  guestLogin,
  login,
  logout,
  register,
  registerStatus,
  sessionState,
} from "../../../contract/customer";
import type { Deps } from "../../http/context";
import { Reply, route } from "../../http/route";
import { clearSessionCookie, GUEST_COOKIE, SESSION_COOKIE, setSessionCookie } from "../../http/session";
import {
  accountStatus,
  registerCustomer,
  signInWithGoogle,
  signInWithPassword,
  signOut,
  startGuestSession,
} from "./auth.service";
import { readSessionState } from "./session-state.service";
import { setSignedInCookies } from "./sign-in";

export function customerRoutes(deps: Deps): Hono {
  const app = new Hono();

  route(app, deps, guestLogin, async (ctx, { query }, c) => {
    const out = await startGuestSession(ctx, query.device_id);
    setSessionCookie(c, ctx.config, GUEST_COOKIE, out.token);
    return out;
  });

  route(app, deps, registerStatus, (ctx, { query }) => accountStatus(ctx, query.email));

  route(app, deps, register, async (ctx, { body }, c) => {
    const out = await registerCustomer(ctx, body);
    if (!(out instanceof Reply)) setSignedInCookies(c, ctx, out.token);
    return out;
  });

  route(app, deps, login, async (ctx, { body }, c) => {
    const out = await signInWithPassword(ctx, body);
    if (!(out instanceof Reply) && out.token) setSignedInCookies(c, ctx, out.token);
    return out;
  });

  route(app, deps, logout, async (ctx, _input, c) => {
    const out = await signOut(ctx);
    clearSessionCookie(c, ctx.config, SESSION_COOKIE);
    setSessionCookie(c, ctx.config, GUEST_COOKIE, out.token);
    return out;
  });

  route(app, deps, googleLogin, async (ctx, { query }, c) => {
    const out = await signInWithGoogle(ctx, query.id_token);
    if (!(out instanceof Reply)) setSignedInCookies(c, ctx, out.token);
    return out;
  });

  route(app, deps, sessionState, async (ctx, _input, c) => {
    const { state, staleCustomerCookie } = await readSessionState(ctx, {
      customerToken: getCookie(c, SESSION_COOKIE),
      guestToken: getCookie(c, GUEST_COOKIE),
    });
    if (staleCustomerCookie) clearSessionCookie(c, ctx.config, SESSION_COOKIE);
    return state;
  });

  return app;
}
