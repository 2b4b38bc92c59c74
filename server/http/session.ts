// Sessions: random opaque tokens (32 bytes) of which only the SHA-256 is stored, for guests and
// customers alike. Browsers carry them in httpOnly cookies (`token` for a customer, `GuestToken`
// for a guest); other clients send `Authorization: Bearer`. Revoking a session kills its token.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Config } from "../config";
import { type Db, prepared } from "../db/client";
import { sessions } from "../db/schema/customer";

export const SESSION_COOKIE = "token";
export const GUEST_COOKIE = "GuestToken";

/** Who a request is: a live session, a guest's (customerId null) or a customer's. */
export interface Auth {
  sessionId: number;
  customerId: number | null;
}

/** Any database handle: the app's or a transaction's. */
type DbOrTx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export const newToken = () => randomBytes(32).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session and answers its token (shown once; only the hash is kept). */
export async function createSession(
  db: DbOrTx,
  opts: { customerId: number | null; deviceId?: string | null; now: Date; days: number },
): Promise<{ id: number; token: string }> {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      customerId: opts.customerId,
      deviceId: opts.deviceId ?? null,
      createdAt: opts.now,
      lastSeenAt: opts.now,
      expiresAt: new Date(opts.now.getTime() + opts.days * 86_400_000),
    })
    .returning({ id: sessions.id });
  return { id: row.id, token };
}

/** The session row is live at `now` (a placeholder, or a value written into the statement): not revoked, not expired. */
export const sessionIsLive = (now: SQL | Placeholder) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/**
 * The live session whose token hashes to the statement's `hash` placeholder, at its `now`
 * placeholder: the session lookup, the cart reads and the one-statement add select by it.
 */
export const liveSessionByTokenHash = () =>
  and(eq(sessions.tokenHash, sql.placeholder("hash")), sessionIsLive(sql.placeholder("now")));

// Every API request that carries a token looks its session up: a prepared statement (db/client.ts).
const sessionByToken = prepared("session_by_token", (db: DbOrTx, name) =>
  db
    .select({ sessionId: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .where(liveSessionByTokenHash())
    .limit(1)
    .prepare(name),
);

/** Longer than any token we issue: such a value is not looked up at all. */
const MAX_TOKEN_LENGTH = 200;

const lookedUp = (token: string) => token.length > 0 && token.length <= MAX_TOKEN_LENGTH;

/**
 * The hashes to look the request's tokens up by, in the order `resolveAuth` tries them (most
 * specific first), without the ones no session can have.
 */
export const tokenHashes = (tokens: readonly string[]): string[] => tokens.filter(lookedUp).map(hashToken);

/** The live session a token names, or null (unknown, revoked or expired). */
export async function findSession(db: DbOrTx, token: string, now: Date): Promise<Auth | null> {
  if (!token || !lookedUp(token)) return null;
  const [row] = await sessionByToken(db).execute({ hash: hashToken(token), now: now.toISOString() });
  return row ?? null;
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a customer (password reset or change), except `keep` when given. */
export async function revokeCustomerSessions(
  db: DbOrTx,
  customerId: number,
  now: Date,
  keep?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        keep === undefined ? sql`true` : ne(sessions.id, keep),
      ),
    );
}

// ---- HTTP side ---------------------------------------------------------------------------------

/** The tokens a request carries, most specific first: a bearer token, the customer's, the guest's. */
export function presentedTokens(c: Context): string[] {
  const out: string[] = [];
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) out.push(bearer);
  const customer = getCookie(c, SESSION_COOKIE);
  if (customer) out.push(customer);
  const guest = getCookie(c, GUEST_COOKIE);
  if (guest) out.push(guest);
  return out;
}

/** Resolves the first live session among the presented tokens. */
export async function resolveAuth(db: DbOrTx, tokens: readonly string[], now: Date): Promise<Auth | null> {
  for (const token of tokens) {
    const found = await findSession(db, token, now);
    if (found) return found;
  }
  return null;
}

/** True when the request reached us over HTTPS (directly, or per a trusted proxy). */
export function isSecureRequest(c: Context, config: Config): boolean {
  if (config.PUBLIC_URL?.startsWith("https:")) return true;
  if (config.TRUST_PROXY && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

/** Sets a session cookie: httpOnly (script never reads it), SameSite=Lax, Secure behind HTTPS. */
export function setSessionCookie(c: Context, config: Config, name: string, token: string): void {
  setCookie(c, name, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecureRequest(c, config),
    maxAge: config.SESSION_DAYS * 86_400,
  });
}

/**
 * What a service calls when it starts a guest session for a shopper who had none: the token rides
 * in the GuestToken cookie of this response.
 */
export const guestCookieSetter =
  (c: Context, config: Config) =>
  (token: string): void =>
    setSessionCookie(c, config, GUEST_COOKIE, token);

export function clearSessionCookie(c: Context, config: Config, name: string): void {
  deleteCookie(c, name, { path: "/", secure: isSecureRequest(c, config), sameSite: "Lax", httpOnly: true });
}
