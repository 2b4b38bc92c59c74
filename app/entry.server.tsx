import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import stylesheet from "./app.css?url";
import { loadDeferredParts } from "./components/deferred/deferred-part";
import { documentCacheControl } from "./features/session/document-cache-control";
import { InlineCssContext } from "./lib/inline-stylesheet";
import { holdScriptsUntilPainted } from "./lib/scripts-after-paint.server";

export const streamTimeout = 10_000;

/**
 * Renders the whole document, then sends it in one piece (compressed by the server). Its inline
 * scripts carry no nonce: the server's policy names them by hash, so the page is the same bytes for
 * every shopper without a session and may be kept (docs/decisions/0021-cacheable-pages.md).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Parts whose code the browser loads late are rendered in full here (deferred-part.tsx).
  await loadDeferredParts();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <InlineCssContext.Provider value={loadContext.assetText(stylesheet)}>
        <ServerRouter context={routerContext} url={request.url} />
      </InlineCssContext.Provider>,
      {
        // React 19 moves a finished Suspense boundary out of place (a hidden copy that an inline
        // script swaps in) once the document passes this many bytes (12,800 by default): the page
        // kinds' boundary then reached the browser hidden, empty without JavaScript and shown
        // only when that script ran. The document goes out in one piece, so never outline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole document at once: our loaders resolve all data before rendering (nothing is
        // deferred), so waiting costs no time — while a Suspense boundary still pending at the first
        // flush would arrive later in the stream and shift the layout.
        onAllReady() {
          shellRendered = true;
          // Collected into one buffer: the whole document is ready, so it goes out in one write
          // (and is compressed in one call, server/http/compress-document.ts) instead of as a
          // stream of small chunks through several stream adapters.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              // The render is over: its abort timer and the chunks would otherwise keep the whole
              // document in memory until the timer fires.
              clearTimeout(abortTimer);
              const html = Buffer.concat(chunks).toString("utf8");
              chunks.length = 0;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set(
                "Cache-Control",
                documentCacheControl(request, responseHeaders.get("Cache-Control"), responseStatusCode),
              );
              // Who is asking (their cookies) and how (compression) change the page a cache may give.
              responseHeaders.set("Vary", "Cookie, Accept-Encoding");
              resolve(
                new Response(
                  // Development keeps the scripts as they are: its refresh preamble must run before
                  // the entry, an order live copies inserted later would not keep.
                  import.meta.env.DEV ? html : holdScriptsUntilPainted(html),
                  {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  },
                ),
              );
              done();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
