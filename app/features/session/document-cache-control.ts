// The Cache-Control of a server-rendered page (app/entry.server.tsx).

/** True when the request carries a customer session cookie (`token`; server/http/session.ts). */
export function hasCustomerCookie(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return cookie.split(";").some((part) => part.trim().startsWith("token="));
}

/**
 * A signed-in customer's page greets them by name and counts their cart: no shared cache (CDN,
 * proxy) may keep it ("private"); the browser revalidates it each time. Other pages keep a route's
 * own choice, else "no-cache". "no-store" (e.g. the rate-limit page) is never weakened.
 */
export function documentCacheControl(request: Request, routeValue: string | null): string {
  if (routeValue?.includes("no-store")) return routeValue;
  if (hasCustomerCookie(request)) return "private, no-cache";
  return routeValue ?? "no-cache";
}
