import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** Content-Security-Policy for pages: scripts only from us or carrying this response's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes (React `style`) and the toast library's injected <style> need this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers every answer carries; pages also get a per-request CSP nonce (c.get("nonce")). */
export function securityHeaders(opts: { csp: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "SAMEORIGIN");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    // The product page asks for location (store pickup); nothing else is allowed.
    h.set("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(self)");
    if (opts.csp && (h.get("Content-Type") ?? "").includes("text/html")) {
      h.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    }
  };
}
