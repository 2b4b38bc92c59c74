// The Cache-Control of a server-rendered page (app/entry.server.tsx).

/**
 * The session cookies (server/http/session.ts: SESSION_COOKIE, GUEST_COOKIE), written out because
 * the web app never imports server code. Either one makes a page personal: a customer is greeted and
 * counted, a guest's cart is counted.
 */
const SESSION_COOKIES = new Set(["token", "GuestToken"]);

/** True when the request carries a session cookie: a signed-in customer's or a guest's. */
export function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return cookie.split(";").some((part) => SESSION_COOKIES.has(part.slice(0, part.indexOf("=")).trim()));
}

/**
 * A catalog page (home, category, product, search, CMS) for a shopper without a session: the same
 * for everyone, so a CDN may keep it for a minute and serve it a minute longer while it fetches a
 * new one (browsers revalidate: max-age=0). The server's own page cache keeps it
 * PAGE_CACHE_SECONDS (server/http/page-cache.ts); docs/decisions/0021-cacheable-pages.md.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";

/** A route's `headers`: a shareable catalog page, unless its loader asked for something else. */
export function catalogPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? SHARED_PAGE_CACHE_CONTROL };
}

/**
 * A page with a session cookie has personal data in it (the greeting, the cart count): no cache
 * may keep it, not even the browser's ("private, no-store"), and it is never marked public. Only a
 * complete page (200) may be public; others keep a route's own choice, else "no-cache". "no-store"
 * (e.g. the rate-limit page) is never weakened.
 */
export function documentCacheControl(request: Request, routeValue: string | null, status = 200): string {
  if (routeValue?.includes("no-store")) return routeValue;
  if (hasSessionCookie(request)) return "private, no-store";
  if (routeValue?.includes("public") && status !== 200) return "no-cache";
  return routeValue ?? "no-cache";
}
