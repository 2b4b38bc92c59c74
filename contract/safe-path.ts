// The one rule for where a caller-supplied target may send the shopper — the sign-in pages'
// `redirect` query, a newsletter link's `redirectUrl` (route guard rule 7, checked by the server),
// the rate-limit page's "Try again" link (`redirect` query or Referer): only a path on this site.
// Anything that a browser could read as another origin —
// "//evil.com", "/\evil.com", "/\t/evil.com" (browsers drop tabs and newlines), "https:…", or
// the same tricks percent-encoded ("/%2F%2Fevil.com", "/%5Cevil.com") or hidden behind dot
// segments ("/..//evil.com", "/%2e%2e%2f%2fevil.com") or Unicode lookalikes ("/．．//evil.com",
// which NFKC folds to "/..//evil.com") for a server, proxy or script that decodes or folds once
// more — is refused, so no page can be used as an open redirect. Every place that turns a query
// value into a link or a redirect goes through safeRedirect (app and server share this file).

const BASE = "http://same-site.invalid";
/** Longer targets are not addresses a shopper followed; refusing them keeps URLs bounded. */
const MAX_LENGTH = 2000;
/** Percent-decoding is repeated at most this often ("%252F" is "%2F" is "/"). */
const MAX_DECODES = 3;
/**
 * Characters that look like or fold into a slash, backslash or dot (fraction slash, division
 * slash, fullwidth and small forms, ideographic full stop, which IDNA maps to "."): a site path
 * never needs them, and some decoder on the way could read them as the real thing.
 */
const LOOKALIKES = /[\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c\u3002\uff0e\uff61\ufe52\u2024]/u;

/** Control characters, any whitespace, invisible format characters, backslashes, lookalikes. */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return /[\s\\\p{Cf}]/u.test(value) || LOOKALIKES.test(value);
}

function looksOffSite(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || hasUnsafeCharacter(path);
}

/** The path part (before "?" or "#"), fully percent-decoded; null when the encoding is broken. */
function decodedPath(value: string): string | null {
  let path = value.split(/[?#]/, 1)[0];
  for (let i = 0; i < MAX_DECODES; i++) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (next === path) break;
    path = next;
  }
  return path;
}

/** `path` with its dot segments resolved as a URL parser would ("/a/..//x" is "//x"). */
function resolvedPath(path: string): string | null {
  try {
    return new URL(path, BASE).pathname;
  } catch {
    return null;
  }
}

/** A decoded path is off-site when it, its NFKC folding, or either once dot segments resolve is. */
function decodedLooksOffSite(decoded: string): boolean {
  for (const form of new Set([decoded, decoded.normalize("NFKC")])) {
    if (looksOffSite(form)) return true;
    const resolved = resolvedPath(form);
    if (resolved === null || looksOffSite(resolved)) return true;
  }
  return false;
}

/**
 * `value` as a same-site path + query + hash (normalised: "/a/../b" is "/b"), or null when it is
 * missing or could lead off the site.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH) return null;
  if (looksOffSite(value)) return null;
  // Checked in its decoded form too: the path must still be one path on this site. (The query
  // and hash may hold encoded anything: they never change where the browser goes.)
  const decoded = decodedPath(value);
  if (decoded === null || decodedLooksOffSite(decoded)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const out = url.pathname + url.search + url.hash;
  // Normalising can itself produce "//" ("/..//evil.com" resolves to the path "//evil.com").
  return looksOffSite(out) ? null : out;
}

/**
 * A same-site path from a full URL (a Referer header) when it is on `origin`, through the same
 * rule; null otherwise.
 */
export function safeRedirectFromUrl(value: string | null | undefined, origin: string): string | null {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return safeRedirect(url.pathname + url.search + url.hash);
}
