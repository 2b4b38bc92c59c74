import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { acceptsGzip, COMPRESS_FROM_BYTES } from "./route";

/**
 * Compresses a rendered page in one synchronous zlib call. entry.server.tsx hands over the whole
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
    // A page differs by Accept-Encoding whichever way it goes out, so a shared cache keeps both.
    res.headers.append("Vary", "Accept-Encoding");
    if (!acceptsGzip(c.req.header("accept-encoding"))) return;
    const html = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (html.length < COMPRESS_FROM_BYTES) {
      headers.set("Content-Length", String(html.length));
      c.res = new Response(html, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const gzipped = gzipSync(html);
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(gzipped.length));
    c.res = new Response(gzipped, { status: res.status, statusText: res.statusText, headers });
  };
}
