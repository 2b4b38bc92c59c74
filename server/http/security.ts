import type { Context, MiddlewareHandler } from "hono";
import { KLARNA_SCRIPT_URL } from "../../contract/payment-constants";
import { newNonce } from "./nonce";

/** Third-party sign-in widgets the policy must admit, only when they are configured. */
export interface ThirdPartySources {
  /** Google sign-in (one-tap) is configured: its script, frame and calls. */
  googleSignIn?: boolean;
  /** reCAPTCHA is configured: its script and challenge frame. */
  recaptcha?: boolean;
  /** Klarna pay later is configured (KLARNA_*): its widget's script, frames and calls. */
  klarna?: boolean;
}

const GOOGLE_SIGN_IN = "https://accounts.google.com";
const RECAPTCHA = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
/** Klarna Payments' widget: its loader script, the frames it opens and the calls they make. */
const KLARNA = {
  script: new URL(KLARNA_SCRIPT_URL).origin,
  frames: ["https://*.klarna.com", "https://*.klarnacdn.net"],
  connect: ["https://*.klarna.com", "https://*.klarnaservices.com"],
};

/**
 * The only answers the store lets be framed, and only by itself (docs/decisions/0036): the Plus+
 * membership's payment page (shown in the join modal's frame) and the card fields (frames inside
 * the payment pages). Every other page refuses any framing (clickjacking).
 */
const FRAMEABLE_PREFIXES = ["/plus/pay/", "/payment-field/"];

export const mayBeFramed = (path: string) => FRAMEABLE_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Content-Security-Policy for pages: scripts only from us, or inline ones the page vouches for —
 * `scriptSources` is either this response's nonce (`'nonce-…'`, pages made per request: the mailbox,
 * the card field) or the hashes of the page's own inline scripts (`'sha256-…'`, the storefront's
 * pages: the same bytes for every shopper, so a shared cache may keep page and policy together;
 * docs/decisions/0021-cacheable-pages.md).
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[],
  third: ThirdPartySources = {},
  frameable = false,
): string {
  const scripts = [
    ...(third.googleSignIn ? [`${GOOGLE_SIGN_IN}/gsi/client`] : []),
    ...(third.recaptcha ? RECAPTCHA : []),
    ...(third.klarna ? [KLARNA.script] : []),
  ];
  const frames = [
    ...(third.googleSignIn ? [`${GOOGLE_SIGN_IN}/`] : []),
    ...(third.recaptcha ? [RECAPTCHA[0]] : []),
    ...(third.klarna ? KLARNA.frames : []),
  ];
  const connect = [
    ...(third.googleSignIn ? [`${GOOGLE_SIGN_IN}/gsi/`] : []),
    ...(third.klarna ? KLARNA.connect : []),
  ];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources, ...scripts].join(" "),
    ...(frames.length ? [["frame-src 'self'", ...frames].join(" ")] : []),
    // Inline style attributes (React `style`) and the toast library's injected <style> need this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(" "),
    frameable ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The request's CSP nonce, made on first use: only a page's scripts carry one, so an API call or a
 * file draws no random bytes for it. The page's renderer and the CSP (securityHeaders) share it.
 */
export function pageNonce(c: Context): string {
  const made = c.get("nonce");
  if (made) return made;
  const nonce = newNonce();
  c.set("nonce", nonce);
  return nonce;
}

/** Strict-Transport-Security: its max-age, and which requests came over HTTPS. */
export interface HstsOptions {
  maxAgeSeconds: number;
  isHttps: (c: Context) => boolean;
}

/** The CSP of a page that carries a per-response nonce (`pageNonce`). */
export const noncePolicy = (c: Context, third?: ThirdPartySources) =>
  contentSecurityPolicy([`'nonce-${pageNonce(c)}'`], third, mayBeFramed(c.req.path));

/**
 * Headers every answer carries; an HTML answer without a policy of its own (the storefront's pages
 * bring theirs: server/http/script-hashes.ts) gets the CSP with a per-response nonce (`pageNonce`). HSTS only
 * on a request that came over HTTPS: on plain http it would be ignored by browsers at best, and a
 * store reached over http on purpose (local, a test host) must not be told to go https-only.
 * No includeSubDomains: other hosts of the operator's domain are not ours to decide.
 */
export function securityHeaders(opts: {
  csp: boolean;
  third?: ThirdPartySources;
  hsts?: HstsOptions;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (opts.hsts?.isHttps(c)) h.set("Strict-Transport-Security", `max-age=${opts.hsts.maxAgeSeconds}`);
    h.set("X-Content-Type-Options", "nosniff");
    // A page may ask for a stricter policy (the password-reset page sends no-referrer).
    if (!h.has("Referrer-Policy")) h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // The older header says the same as the policy's frame-ancestors, for browsers that lack it.
    h.set("X-Frame-Options", mayBeFramed(c.req.path) ? "SAMEORIGIN" : "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    // The product page asks for location (store pickup); nothing else is allowed.
    h.set("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(self)");
    // A page with its own stricter policy (the payment card field) keeps it.
    if (
      opts.csp &&
      !h.has("Content-Security-Policy") &&
      (h.get("Content-Type") ?? "").includes("text/html")
    ) {
      h.set("Content-Security-Policy", noncePolicy(c, opts.third));
    }
  };
}
