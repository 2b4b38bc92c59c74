// Browser storage helpers: cookies, localStorage/sessionStorage (which throw in some private modes),
// the device id, the session token accessor and the logout clean-up of spec part 1 §4.
// Every function reads `document`/`window` at call time, so importing this module is SSR-safe; on
// the server reads return null and writes do nothing.
import { COOKIE_DEFAULT_DAYS, VISITOR_COOKIE_DAYS } from "../../contract/constants";

/** Names of everything the storefront keeps in the browser, so features agree on them. */
export const STORAGE_KEYS = {
  /** Cookies */
  deviceId: "device_id",
  indent: "indent",
  token: "token",
  guestToken: "GuestToken",
  /** localStorage */
  userInfo: "userInfo",
  wishlist: "wishlist",
  shippingAddress: "shippingAddress",
  userEmail: "userEmail",
  oldUser: "is_old_user",
  /** The birthday icon was opened or closed: the e-mail of the account it was for (decision 0044). */
  birthdayWishes: "play_birthday_wishes",
  /** The shopper's last searches on this device (app/features/search/recent-searches.ts). */
  recentSearches: "recentSearches",
  /** sessionStorage */
  requestPath: "requestPath",
  payLogin: "is_pay_login",
} as const;

const DAY_SECONDS = 86_400;

// ---- Cookies ---------------------------------------------------------------------------------

function cookieDocument(): { cookie: string } | null {
  return typeof document === "undefined" ? null : document;
}

export function readCookie(name: string): string | null {
  const doc = cookieDocument();
  if (!doc) return null;
  for (const part of doc.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function isHttps(): boolean {
  return typeof location !== "undefined" && location.protocol === "https:";
}

/** Writes a cookie for the whole site; lifetime in days (spec default 120). */
export function writeCookie(name: string, value: string, days: number = COOKIE_DEFAULT_DAYS): void {
  const doc = cookieDocument();
  if (!doc) return;
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.round(days * DAY_SECONDS)}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (isHttps()) parts.push("Secure");
  doc.cookie = parts.join("; ");
}

export function removeCookie(name: string): void {
  const doc = cookieDocument();
  if (!doc) return;
  doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

// ---- Web storage -----------------------------------------------------------------------------

type Area = "localStorage" | "sessionStorage";

// Safari private mode and blocked storage throw on access or on write: treat them as "nothing kept".
function area(which: Area): Storage | null {
  try {
    return typeof window === "undefined" ? null : (window[which] ?? null);
  } catch {
    return null;
  }
}

function get(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota exceeded or private mode: the value is simply not kept.
  }
}

function remove(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

export const localGet = (key: string) => get("localStorage", key);
export const localSet = (key: string, value: string) => set("localStorage", key, value);
export const localRemove = (key: string) => remove("localStorage", key);
export const sessionGet = (key: string) => get("sessionStorage", key);
export const sessionSet = (key: string, value: string) => set("sessionStorage", key, value);
export const sessionRemove = (key: string) => remove("sessionStorage", key);

/** Reads a JSON value from localStorage; a missing or corrupt entry is null. */
export function localGetJson<T>(key: string): T | null {
  const raw = localGet(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function localSetJson(key: string, value: unknown): void {
  localSet(key, JSON.stringify(value));
}

// ---- Device id --------------------------------------------------------------------------------

function newUuid(): string {
  const c = globalThis.crypto;
  // randomUUID exists only in secure contexts (https, localhost); plain-http hosts fall back.
  if (typeof c.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The visitor's device id (a UUID), created on first use and kept in a 365-day visitor cookie.
 * The guest token is obtained from it. Returns "" on the server.
 */
export function getDeviceId(): string {
  if (!cookieDocument()) return "";
  const existing = readCookie(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const id = newUuid();
  writeCookie(STORAGE_KEYS.deviceId, id, VISITOR_COOKIE_DAYS);
  return id;
}

// ---- Session token ---------------------------------------------------------------------------

/*
 * Decision: the session and guest tokens live in httpOnly cookies (`token`, `GuestToken`) that the
 * server sets; the browser sends them with every same-origin call and script can never read them,
 * so an injected script cannot steal a session. The Authorization header is therefore only sent
 * when the page itself holds a token: one handed to it for this page's life (`setAuthToken`, kept
 * in memory only, never written where script could read it back later), or a cookie of the same
 * name that a deployment chose to make readable. With the standard httpOnly cookies this returns
 * null and the cookie carries the identity.
 */
let pageToken: string | null = null;

export function setAuthToken(token: string | null): void {
  pageToken = token || null;
}

export function getAuthToken(): string | null {
  return pageToken ?? readCookie(STORAGE_KEYS.token) ?? readCookie(STORAGE_KEYS.guestToken);
}

// ---- Cart indent and pay-login flag ------------------------------------------------------------

/** The cart indent returned by add-to-cart; a cookie so server-rendered pages see it too. */
export function getIndent(): string | null {
  return readCookie(STORAGE_KEYS.indent);
}

export function setIndent(indent: string | null): void {
  if (indent) writeCookie(STORAGE_KEYS.indent, indent);
  else removeCookie(STORAGE_KEYS.indent);
}

/** Set when the shopper signed in on the shipping or payment page (kept for this tab). */
export function isPayLogin(): boolean {
  return sessionGet(STORAGE_KEYS.payLogin) === "1";
}

export function setPayLogin(on: boolean): void {
  if (on) sessionSet(STORAGE_KEYS.payLogin, "1");
  else sessionRemove(STORAGE_KEYS.payLogin);
}

// ---- Logout / 401 clean-up -------------------------------------------------------------------

/**
 * Forgets the signed-in shopper on this device (spec part 1 §4 logout list): tokens, user info,
 * wishlist, stored shipping address, indent, session request path, user email and old-user data,
 * plus the pay-login flag. httpOnly cookies are beyond script's reach: the server expires them.
 */
export function clearUserInfo(): void {
  setAuthToken(null);
  removeCookie(STORAGE_KEYS.token);
  removeCookie(STORAGE_KEYS.guestToken);
  removeCookie(STORAGE_KEYS.indent);
  localRemove(STORAGE_KEYS.userInfo);
  localRemove(STORAGE_KEYS.wishlist);
  localRemove(STORAGE_KEYS.shippingAddress);
  localRemove(STORAGE_KEYS.userEmail);
  localRemove(STORAGE_KEYS.oldUser);
  sessionRemove(STORAGE_KEYS.requestPath);
  sessionRemove(STORAGE_KEYS.payLogin);
}
