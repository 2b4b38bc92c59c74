import { safeRedirect, safeRedirectFromUrl } from "../../../contract/safe-path";

/**
 * Where the "Try again" link of the rate-limit page goes: the page the shopper was on, but only
 * a path on this site, by the one safe-path rule (contract/safe-path.ts): a crafted
 * `redirect=/..//evil.example` must not become a link out. Candidates: the `redirect` query (a
 * path), then the Referer header (a full URL, only when on `origin`); otherwise home.
 */
export function safeReturnPath(
  redirect: string | null | undefined,
  referer: string | null | undefined,
  origin: string,
): string {
  for (const path of [safeRedirect(redirect), safeRedirectFromUrl(referer, origin)]) {
    // Going "back" to the oops page itself would loop.
    if (path && new URL(path, origin).pathname !== "/oops.html") return path;
  }
  return "/";
}
