import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { acceptsEncoding, COMPRESS_FROM_BYTES } from "./route";

/**
 * Brotli at quality 4: a 180 KB search page compresses in about 1.4 ms to 27 KB, where gzip's
 * default level takes 2 ms for 29 KB (zlib was a sixth of a page's CPU). Every current browser
 * takes br; gzip remains for the others.
 */
const BROTLI_QUALITY = 4;

export type PageEncoding = "br" | "gzip";

/** The encoding a page goes out in for this Accept-Encoding: brotli, else gzip, else none. */
export const pageEncoding = (acceptEncoding: string | undefined): PageEncoding | null =>
  acceptsEncoding(acceptEncoding, "br") ? "br" : acceptsEncoding(acceptEncoding, "gzip") ? "gzip" : null;

export const compressPage = (html: Buffer, encoding: PageEncoding): Buffer<ArrayBuffer> =>
  encoding === "br"
    ? brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
    : gzipSync(html);

/**
 * Compresses a rendered page in one synchronous call (brotli, else gzip). entry.server.tsx hands over the whole
 * document as one buffer (it waits for all of it anyway), so there is nothing to stream; hono's
 * compress middleware would pipe it through a CompressionStream chunk by chunk at several times
 * the CPU (README "Performance"). Other answers (data requests, redirects) are left to that
 * middleware, which skips a response that already carries a Content-Encoding.
 */
export function compressDocument(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      !res.body ||
      res.headers.has("Content-Encoding") ||
      !res.headers.get("Content-Type")?.startsWith("text/html")
    )
      return;
    // A page differs by Accept-Encoding whichever way it goes out, so a shared cache keeps both
    // (a kept page, server/http/page-cache.ts, already says so).
    if (!/accept-encoding/i.test(res.headers.get("Vary") ?? ""))
      res.headers.append("Vary", "Accept-Encoding");
    const encoding = pageEncoding(c.req.header("accept-encoding"));
    if (encoding === null) return;
    const html = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const compressed = html.length >= COMPRESS_FROM_BYTES;
    if (compressed) headers.set("Content-Encoding", encoding);
    const body = compressed ? compressPage(html, encoding) : html;
    headers.set("Content-Length", String(body.length));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
