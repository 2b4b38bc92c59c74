import { createHash } from "node:crypto";

// The storefront's pages vouch for their inline scripts by hash instead of a per-response nonce
// (docs/decisions/0021-cacheable-pages.md): a hash depends only on the page's bytes, so a page and
// its Content-Security-Policy can be kept and handed to any shopper together, by this process's page
// cache (server/http/page-cache.ts) or a CDN. A nonce would have to be new per response, which is
// exactly what no cache can give.

/** Every <script> element without a src: its attributes and its text. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi;
const HAS_SRC = /\ssrc\s*=/i;
/** Data blocks the browser never runs: no policy applies to them, so they need no hash. */
const DATA_TYPE = /\stype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in `html`, each once, in document order.
 * The hash is over the script's text exactly as written: the browser hashes the same characters
 * (UTF-8), also for a copy a script inserts later with the same text (app/components/
 * scripts-after-paint.tsx re-inserts the held module script that way).
 */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const [, attrs = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attrs) || DATA_TYPE.test(attrs)) continue;
    out.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...out];
}
