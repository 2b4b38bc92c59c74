// Refuses writes another site makes a browser send (CSRF). SameSite=Lax already keeps cookies off
// cross-site POSTs in current browsers; this check covers the rest (older browsers, same-site-but-
// cross-origin pages, top-level form posts) from headers browsers set themselves and pages cannot
// forge. It applies with or without cookies: a forged sign-in form needs none to sign the shopper
// in to someone else's account (login CSRF), and the answer would set the cookie. Requests with a
// bearer token (other clients) pass, as do in-process calls from page loaders: they carry neither
// Origin nor Sec-Fetch-Site.
import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../config";

export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin the client addressed: per the trusted proxy's X-Forwarded-Host/Proto, else the URL. */
export function requestOrigin(c: Context, config: Config): string {
  const url = new URL(c.req.url);
  if (!config.TRUST_PROXY) return url.origin;
  const first = (name: string) => c.req.header(name)?.split(",")[0]?.trim() || undefined;
  const proto = first("x-forwarded-proto") ?? url.protocol.replace(/:$/, "");
  const host = first("x-forwarded-host") ?? url.host;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

/** Origins our own pages are served from. */
function ownOrigins(c: Context, config: Config): Set<string> {
  const own = new Set([requestOrigin(c, config)]);
  if (config.PUBLIC_URL) own.add(new URL(config.PUBLIC_URL).origin);
  return own;
}

/** "https://a.com" for a well-formed Origin header; "null" and garbage never match ours. */
function parseOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

export function crossSiteGuard(config: Config): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.header("authorization")) return next();
    const origin = c.req.header("origin");
    const refused =
      origin !== undefined
        ? !ownOrigins(c, config).has(parseOrigin(origin) ?? "")
        : c.req.header("sec-fetch-site") === "cross-site";
    if (!refused) return next();
    return c.json({ code: 403, message: CROSS_SITE_MESSAGE, result: null }, 403);
  };
}
