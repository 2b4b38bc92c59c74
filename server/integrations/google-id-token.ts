// Google sign-in: the browser receives an ID token (an RS256 JWT) from Google and hands it to us.
// We trust it only after checking its signature against Google's published keys (JWKS) and that it
// was issued by Google, for our client id, and is still current. node:crypto does the RSA work.
import { createPublicKey, type JsonWebKey, type KeyObject, verify } from "node:crypto";
import type { Config } from "../config";

export type GoogleIdTokenResult =
  | { ok: true; sub: string; email: string; emailVerified: boolean; givenName: string; familyName: string }
  | { ok: false; reason: string };

const ISSUERS = new Set(["accounts.google.com", "https://accounts.google.com"]);
/** Clock difference tolerated between Google and us. */
const SKEW_SECONDS = 60;
/** Key lifetime when Google's answer names none (it normally sends max-age of several hours). */
const DEFAULT_KEYS_TTL_MS = 3_600_000;
/** An unknown key id refetches the keys (Google rotated them), but at most this often. */
const UNKNOWN_KID_REFETCH_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;
const MAX_TOKEN_LENGTH = 8_000;

interface KeySet {
  keys: Map<string, KeyObject>;
  expiresAt: number;
}

interface KeyCache {
  set?: KeySet;
  lastFetchAt: number;
  inflight?: Promise<KeySet>;
}

/** Keys per JWKS address, shared by every request of the process. */
const keyCaches = new Map<string, KeyCache>();

async function fetchKeySet(url: string, nowMs: number): Promise<KeySet> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`JWKS answered HTTP ${res.status}`);
  const body = (await res.json()) as { keys?: unknown };
  if (!Array.isArray(body.keys)) throw new Error("JWKS has no keys");
  const keys = new Map<string, KeyObject>();
  for (const jwk of body.keys as (JsonWebKey & { kid?: unknown; use?: unknown })[]) {
    if (typeof jwk?.kid !== "string" || jwk.kty !== "RSA" || (jwk.use !== undefined && jwk.use !== "sig"))
      continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: "jwk" }));
    } catch {
      // One malformed key must not hide the others.
    }
  }
  const maxAge = res.headers.get("cache-control")?.match(/max-age=(\d+)/i)?.[1];
  const ttlMs = maxAge !== undefined ? Number(maxAge) * 1000 : DEFAULT_KEYS_TTL_MS;
  return { keys, expiresAt: nowMs + ttlMs };
}

/** Fetches (once for concurrent callers); on failure keeps the previous keys if there are any. */
async function refresh(url: string, cache: KeyCache, nowMs: number): Promise<KeySet | undefined> {
  cache.lastFetchAt = nowMs;
  cache.inflight ??= fetchKeySet(url, nowMs).finally(() => {
    cache.inflight = undefined;
  });
  try {
    cache.set = await cache.inflight;
  } catch {
    // Network trouble: stale keys are still Google's keys; without any the token cannot be checked.
  }
  return cache.set;
}

type KeyLookup = { key: KeyObject } | { reason: string };

async function signingKey(url: string, kid: string, nowMs: number): Promise<KeyLookup> {
  let cache = keyCaches.get(url);
  if (!cache) {
    cache = { lastFetchAt: Number.NEGATIVE_INFINITY };
    keyCaches.set(url, cache);
  }
  let set = cache.set;
  if (!set || set.expiresAt <= nowMs) set = await refresh(url, cache, nowMs);
  else if (!set.keys.has(kid) && nowMs - cache.lastFetchAt >= UNKNOWN_KID_REFETCH_MS)
    set = await refresh(url, cache, nowMs);
  if (!set) return { reason: "Google's signing keys are unavailable" };
  const key = set.keys.get(kid);
  return key ? { key } : { reason: "unknown signing key" };
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as unknown;
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Checks a Google ID token; never throws for a bad one. */
export async function verifyGoogleIdToken(
  config: Pick<Config, "GOOGLE_CLIENT_ID" | "GOOGLE_JWKS_URL">,
  idToken: string,
  now: Date,
): Promise<GoogleIdTokenResult> {
  const fail = (reason: string) => ({ ok: false as const, reason });
  if (!config.GOOGLE_CLIENT_ID) return fail("Google sign-in is not configured");
  if (typeof idToken !== "string" || idToken.length > MAX_TOKEN_LENGTH) return fail("malformed token");
  const parts = idToken.split(".");
  if (parts.length !== 3 || !parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p))) return fail("malformed token");
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = decodeJson(headerPart);
  const claims = decodeJson(payloadPart);
  if (!header || !claims) return fail("malformed token");
  // Only RS256: "none" or HS256 would let the token's author choose how it is checked.
  if (header.alg !== "RS256") return fail("unsupported algorithm");
  if (typeof header.kid !== "string" || !header.kid) return fail("missing key id");

  const nowMs = now.getTime();
  const found = await signingKey(config.GOOGLE_JWKS_URL, header.kid, nowMs);
  if ("reason" in found) return fail(found.reason);
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  let genuine = false;
  try {
    genuine = verify("RSA-SHA256", signed, found.key, Buffer.from(signaturePart, "base64url"));
  } catch {
    genuine = false;
  }
  if (!genuine) return fail("bad signature");

  const aud = claims.aud;
  const audOk = Array.isArray(aud) ? aud.includes(config.GOOGLE_CLIENT_ID) : aud === config.GOOGLE_CLIENT_ID;
  if (!audOk) return fail("wrong audience");
  if (typeof claims.iss !== "string" || !ISSUERS.has(claims.iss)) return fail("wrong issuer");
  const nowSeconds = nowMs / 1000;
  if (typeof claims.exp !== "number" || claims.exp + SKEW_SECONDS <= nowSeconds) return fail("expired");
  if (typeof claims.iat === "number" && claims.iat - SKEW_SECONDS > nowSeconds)
    return fail("issued in the future");
  if (typeof claims.sub !== "string" || !claims.sub) return fail("no subject");
  if (typeof claims.email !== "string" || !claims.email) return fail("no email");
  return {
    ok: true,
    sub: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
  };
}
