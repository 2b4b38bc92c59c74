// Where a caller-supplied target may send the shopper — the sign-in pages' `redirect` query, a
// newsletter link's `redirectUrl` (route guard rule 7, checked by the server): only a path on this
// site. Anything that a browser could read as another origin —
// "//evil.com", "/\evil.com", "/\t/evil.com" (browsers drop tabs and newlines), "https:…", or
// the same tricks percent-encoded ("/%2F%2Fevil.com", "/%5Cevil.com") for a server or script that
// decodes once more — is refused, so the sign-in pages can never be used as an open redirect.

const BASE = "http://same-site.invalid";
/** Longer targets are not addresses a shopper followed; refusing them keeps URLs bounded. */
const MAX_LENGTH = 2000;
/** Percent-decoding is repeated at most this often ("%252F" is "%2F" is "/"). */
const MAX_DECODES = 3;

/** Control characters, any whitespace, and backslashes (which browsers read as "/"). */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return /[\s\\]/u.test(value);
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
  if (decoded === null || looksOffSite(decoded)) return null;
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
