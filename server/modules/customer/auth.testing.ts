// Helpers for the sign-in tests: requests with cookies or a bearer token, and reading Set-Cookie.
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { callJson } from "../../../tests/helpers/call-json";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema/customer";

export interface SetCookie {
  value: string;
  /** Lower-cased attributes: httponly, samesite=lax, secure, max-age=0 … */
  attrs: string[];
}

/** The cookies a response sets, by name (the last one wins, as in a browser). */
export function setCookies(headers: Headers): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const line of headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    out.set(pair.slice(0, eq), {
      value: decodeURIComponent(pair.slice(eq + 1)),
      attrs: attrs.map((a) => a.toLowerCase()),
    });
  }
  return out;
}

export interface Who {
  /** Authorization: Bearer … */
  bearer?: string;
  /** Cookie header pairs. */
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

function headersOf(who: Who = {}, json = false): Record<string, string> {
  const h: Record<string, string> = { ...who.headers };
  if (json) h["content-type"] = "application/json";
  if (who.bearer) h.authorization = `Bearer ${who.bearer}`;
  if (who.cookies)
    h.cookie = Object.entries(who.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
  return h;
}

export const postJson = <T = unknown>(app: Hono, path: string, body: unknown, who?: Who) =>
  callJson<T>(app, path, { method: "POST", headers: headersOf(who, true), body: JSON.stringify(body) });

export const getJson = <T = unknown>(app: Hono, path: string, who?: Who) =>
  callJson<T>(app, path, { headers: headersOf(who) });

export interface SignIn {
  token: string;
  verify_status: boolean;
  entity_id: number;
}

/**
 * Registers an account through the API (test mode skips the captcha via auto_test), named Test
 * Shopper unless `extra` names it otherwise.
 */
export async function registerAccount(app: Hono, email: string, password = "walnut42lamp", extra = {}) {
  const res = await postJson<SignIn>(app, "/api/customer/register", {
    email,
    password,
    password_confirm: password,
    firstname: "Test",
    lastname: "Shopper",
    auto_test: 1,
    ...extra,
  });
  if (res.body.code !== 200) throw new Error(`register ${email}: ${res.body.code} ${res.body.message}`);
  return res.body.result;
}

/** Marks an address verified, as the code or link flow would. */
export async function markVerified(db: Db, email: string, at = new Date()) {
  await db.update(customers).set({ emailVerifiedAt: at }).where(eq(customers.email, email));
}

/** The customer row for an address. */
export async function customerByEmail(db: Db, email: string) {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

/** True when a call with this bearer token counts as signed in (the session call). */
export async function isSignedIn(app: Hono, who: Who): Promise<boolean> {
  const res = await getJson<{ is_login: boolean }>(app, "/api/customer/session", who);
  return res.body.result.is_login;
}
