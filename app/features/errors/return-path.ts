/**
 * Where the "Try again" link of the rate-limit page goes: the page the shopper was on, but only
 * a path on this site (a crafted `redirect=https://evil.example` must not become a link out).
 * Candidates in order: the `redirect` query, then the Referer header; otherwise home.
 */
export function safeReturnPath(candidates: readonly (string | null | undefined)[], origin: string): string {
  for (const candidate of candidates) {
    const path = localPath(candidate, origin);
    if (path) return path;
  }
  return "/";
}

function localPath(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Going "back" to the oops page itself would loop.
  if (url.pathname === "/oops.html") return null;
  return path;
}
