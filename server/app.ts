import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { allCalls } from "../contract/calls";
import { normalizePageUrl } from "../contract/page-url";
import { RETURN_PHOTO_UPLOAD_PATH } from "../contract/returns-constants";
import { SUPPORT_PHOTO_UPLOAD_PATH } from "../contract/support-constants";
import { PHOTO_MAX_BYTES, REVIEW_PHOTO_UPLOAD_PATH } from "../contract/uploads-constants";
import { WARRANTY_PHOTO_UPLOAD_PATH } from "../contract/warranty-constants";
import { limitRequestBody } from "./http/body-limit";
import { requestIsHttps } from "./http/client-ip";
import { compressDocument } from "./http/compress-document";
import type { Deps } from "./http/context";
import { crossSiteGuard } from "./http/cross-site";
import { mapError } from "./http/errors";
import { buildOpenApi } from "./http/openapi";
import { keepPages, pageCache } from "./http/page-cache";
import { requestIdAndLog } from "./http/request-id";
import { inlineScriptHashes } from "./http/script-hashes";
import { contentSecurityPolicy, mayBeFramed, securityHeaders } from "./http/security";
import { writeRateLimits } from "./http/write-rate-limits";
import { paymentFieldRoutes } from "./integrations/payments/payment-field.routes";
import { addressRoutes } from "./modules/address/address.routes";
import { backInStockRoutes } from "./modules/back-in-stock/back-in-stock.routes";
import { buyNowRoutes } from "./modules/buy-now/buy-now.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { cartDiscountRoutes } from "./modules/cart/cart-discount.routes";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { cmsRoutes } from "./modules/cms/cms.routes";
import { coinRoutes } from "./modules/coin/coin.routes";
import { couponRoutes } from "./modules/coupons/coupons.routes";
import { accountRoutes } from "./modules/customer/account.routes";
import { customerRoutes } from "./modules/customer/customer.routes";
import { verificationRoutes } from "./modules/customer/verification.routes";
import { customizationRoutes } from "./modules/customization/customization.routes";
import { dealsRoutes } from "./modules/deals/deals.routes";
import { dropshipRoutes } from "./modules/dropship/dropship.routes";
import { adminRoutes } from "./modules/fulfilment/admin.routes";
import { shipmentRoutes } from "./modules/fulfilment/shipment.routes";
import { gameRoutes } from "./modules/game/game.routes";
import { logisticsRoutes } from "./modules/logistics/logistics.routes";
import { mailboxRoutes } from "./modules/mail/mailbox.routes";
import { marketingRoutes } from "./modules/marketing/marketing.routes";
import { createMediaRoutes } from "./modules/media/media.routes";
import { uploadedPhotoRoutes } from "./modules/media/uploads.routes";
import { notesRoutes } from "./modules/notes/notes.routes";
import { orderRoutes } from "./modules/order/order.routes";
import { paymentRoutes } from "./modules/payment/payment.routes";
import { plusRoutes } from "./modules/plus/plus.routes";
import { pointsRoutes } from "./modules/points/points.routes";
import { protectionRoutes } from "./modules/protection/protection.routes";
import { appQrRoutes, relatedRoutes } from "./modules/related/related.routes";
import { returnsRoutes } from "./modules/returns/returns.routes";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { sitemapRoutes } from "./modules/seo/sitemap.routes";
import { publicOrigin } from "./modules/seo/sitemap.service";
import { siteRoutes } from "./modules/site/site.routes";
import { statisticsRoutes } from "./modules/statistics/statistics.routes";
import { supportRoutes } from "./modules/support/support.routes";
import { warrantyRoutes } from "./modules/warranty/warranty.routes";
import { serviceWorkerRoutes } from "./modules/web-push/service-worker";
import { webPushRoutes } from "./modules/web-push/web-push.routes";
import { wishlistRoutes } from "./modules/wishlist/wishlist.routes";
import { isDraining } from "./shutdown";

/** What a page loader receives as its React Router load context. */
export interface PageContext {
  // React Router's AppLoadContext is an open record; the web app declares these same fields.
  [key: string]: unknown;
  requestId: string;
  buildVersion: string;
  storeName: string;
  /** Public origin (PUBLIC_URL, else the request's) for canonical and Open Graph URLs. */
  origin: string;
  /** Text of a built asset under /assets/ (cached); undefined without a client build. */
  assetText(href: string): string | undefined;
  /** Calls our own API in-process (no socket), forwarding the shopper's cookies. */
  api(path: string, init?: RequestInit): Promise<Response>;
}

export type SsrHandler = (request: Request, context: PageContext) => Promise<Response>;

export interface AppOptions {
  deps: Deps;
  /** The React Router request handler; without it only the API and static files are served. */
  ssr?: SsrHandler;
  /** build/client: hashed assets and public files. */
  clientDir?: string;
}

const API_PREFIXES = ["/api/", "/v3/", "/v4/", "/mobile/", "/goapi/", "/searchApi/", "/admin/api/"];
/** One photo (PHOTO_MAX_BYTES) and room for its multipart framing. */
const UPLOAD_BODY_LIMIT = PHOTO_MAX_BYTES + 64 * 1024;

const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p)) || path === "/version.json";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
    nonce: string;
  }
}

export function createApp({ deps, ssr, clientDir }: AppOptions): Hono {
  const { config, logger } = deps;
  const app = new Hono();
  const onError = (err: Error, c: Context) => {
    const { status, body } = mapError(err, logger);
    return c.json(body, status as 500);
  };

  app.use(requestIdAndLog(logger));
  const csp = config.NODE_ENV !== "development";
  const third = {
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
    recaptcha: Boolean(config.RECAPTCHA_SITE_KEY),
    klarna: Boolean(config.KLARNA_API_URL),
  };
  app.use(
    securityHeaders({
      csp,
      third,
      hsts: { maxAgeSeconds: config.HSTS_MAX_AGE, isHttps: (c) => requestIsHttps(c, config) },
    }),
  );
  // Every body, whoever reads it (API calls, page form actions, the card field, anything added
  // later), counted as it streams: past BODY_LIMIT the request is answered 413 unread.
  const tooLarge = (limit: number) => (c: Context) => {
    const message = `The request body is larger than ${limit} bytes.`;
    return isApiPath(c.req.path) ? c.json({ code: 413, message, result: null }, 413) : c.text(message, 413);
  };
  const bodyLimit = limitRequestBody(config.BODY_LIMIT, tooLarge(config.BODY_LIMIT));
  // A photo upload carries one picture of up to 10 MB (and its multipart framing); nothing else may.
  const photoLimit = limitRequestBody(UPLOAD_BODY_LIMIT, tooLarge(UPLOAD_BODY_LIMIT));
  const photoPaths = new Set([
    REVIEW_PHOTO_UPLOAD_PATH,
    WARRANTY_PHOTO_UPLOAD_PATH,
    SUPPORT_PHOTO_UPLOAD_PATH,
    RETURN_PHOTO_UPLOAD_PATH,
  ]);
  app.use((c, next) => (photoPaths.has(c.req.path) ? photoLimit(c, next) : bodyLimit(c, next)));
  // Before anything acts on a cookie-carrying write from another site (API calls and page posts).
  app.use(crossSiteGuard(config));
  // Per-address and per-session limits on every call that writes: the routes outside the API here,
  // the API's calls in its sub-app (below).
  const writeLimits = writeRateLimits(deps);
  app.use((c, next) => (isApiPath(c.req.path) ? next() : writeLimits(c, next)));
  app.onError(onError);

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    // From the stop signal on: the load balancer sends no new work while the drain runs.
    if (isDraining()) return c.json({ status: "shutting down" }, 503);
    const ok = await deps.pingDatabase();
    return ok ? c.json({ status: "ready" }) : c.json({ status: "database unavailable" }, 503);
  });

  // ---- API -------------------------------------------------------------------------------
  const api = new Hono();
  api.onError(onError);
  api.use(compress());
  api.use(writeLimits);
  api.route("/", siteRoutes(deps));
  api.route("/", searchRoutes(deps));
  api.route("/", catalogRoutes(deps));
  api.route("/", cmsRoutes(deps));
  api.route("/", marketingRoutes(deps));
  api.route("/", backInStockRoutes(deps));
  api.route("/", webPushRoutes(deps));
  api.route("/", reviewsRoutes(deps));
  api.route("/", warrantyRoutes(deps));
  api.route("/", logisticsRoutes(deps));
  api.route("/", relatedRoutes(deps));
  api.route("/", statisticsRoutes(deps));
  api.route("/", protectionRoutes(deps));
  api.route("/", customizationRoutes(deps));
  api.route("/", couponRoutes(deps));
  api.route("/", customerRoutes(deps));
  api.route("/", verificationRoutes(deps));
  api.route("/", accountRoutes(deps));
  api.route("/", notesRoutes(deps));
  api.route("/", supportRoutes(deps));
  api.route("/", cartRoutes(deps));
  api.route("/", cartDiscountRoutes(deps));
  api.route("/", addressRoutes(deps));
  api.route("/", wishlistRoutes(deps));
  api.route("/", orderRoutes(deps));
  api.route("/", shipmentRoutes(deps));
  api.route("/", returnsRoutes(deps));
  api.route("/", gameRoutes(deps));
  api.route("/", coinRoutes(deps));
  api.route("/", dropshipRoutes(deps));
  api.route("/", pointsRoutes(deps));
  api.route("/", plusRoutes(deps));
  api.route("/", dealsRoutes(deps));
  // Operator calls: an operator's bearer token only (fulfilment/operator-auth.ts).
  api.route("/", adminRoutes(deps));
  api.route("/", paymentRoutes(deps));
  api.route("/", buyNowRoutes(deps));
  const openApi = buildOpenApi(allCalls, {
    title: `${config.STORE_NAME} storefront API`,
    version: deps.buildVersion,
  });
  api.get("/api/openapi.json", (c) => c.json(openApi));
  api.all("*", (c) =>
    c.json({ code: 404, message: `No API call ${c.req.method} ${c.req.path}.`, result: null }, 404),
  );
  app.use("*", async (c, next) => (isApiPath(c.req.path) ? api.fetch(c.req.raw, c.env) : next()));

  // ---- Static files ---------------------------------------------------------------------
  app.route("/", createMediaRoutes());
  app.route("/", uploadedPhotoRoutes(deps.db));
  app.route("/", appQrRoutes(deps));
  app.route("/", sitemapRoutes(deps));
  app.route("/", mailboxRoutes(deps));
  // The Web Push service worker (decision 0041).
  app.route("/", serviceWorkerRoutes(config));
  // The built-in test payment provider's isolated card field (not part of our API).
  app.route("/", paymentFieldRoutes(deps));
  if (clientDir) {
    app.use(
      "/assets/*",
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
      serveStatic({ root: clientDir, precompressed: true }),
    );
    app.get("/assets/*", (c) => c.text("Not found", 404));
    // The public files beside /assets/ (favicon …), known at start: a page request then costs no
    // file-system lookup for a file that is not there.
    const publicFiles = topLevelFiles(clientDir);
    const servePublic = serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    });
    app.use("*", (c, next) => (publicFiles.has(c.req.path.slice(1)) ? servePublic(c, next) : next()));
  }

  // ---- Pages ------------------------------------------------------------------------------
  app.use("*", async (c, next) => {
    const url = new URL(c.req.url);
    const normalized = normalizePageUrl(url.pathname + url.search);
    if (normalized) return c.redirect(normalized, 301);
    await next();
  });
  const assetText = clientDir ? builtAssetReader(clientDir) : () => undefined;
  if (ssr) {
    app.use("*", compress());
    app.use("*", compressDocument());
    // Catalog pages for shoppers without a session, kept in process (docs/decisions/0021-cacheable-pages.md).
    app.use(
      "*",
      keepPages(pageCache(config), (url) => `${publicOrigin(config, url.href)}${url.pathname}${url.search}`),
    );
    app.all("*", async (c) => {
      const cookie = c.req.header("cookie");
      const context: PageContext = {
        requestId: c.get("requestId"),
        buildVersion: deps.buildVersion,
        storeName: config.STORE_NAME,
        origin: publicOrigin(config, c.req.url),
        assetText,
        api: (path, init = {}) => {
          const headers = new Headers(init.headers);
          if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
          headers.set("x-request-id", c.get("requestId"));
          headers.set("x-internal-call", "1");
          // The page request's env rides along, so the API sees the shopper's address (rate limits).
          return Promise.resolve(app.request(path, { ...init, headers }, c.env));
        },
      };
      const res = await ssr(c.req.raw, context);
      if (!csp || !(res.headers.get("Content-Type") ?? "").startsWith("text/html") || !res.body) return res;
      // The policy names the page's own inline scripts by hash (no per-response nonce), so page and
      // policy are the same bytes for every shopper and a cache may keep them together.
      const html = await res.text();
      const headers = new Headers(res.headers);
      headers.set(
        "Content-Security-Policy",
        contentSecurityPolicy(inlineScriptHashes(html), third, mayBeFramed(c.req.path)),
      );
      return new Response(html, { status: res.status, statusText: res.statusText, headers });
    });
  }
  return app;
}

/** The names of the files directly in `dir` (not its folders); none when it cannot be read. */
function topLevelFiles(dir: string): Set<string> {
  try {
    return new Set(
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    );
  } catch {
    return new Set();
  }
}

/** Reads built assets once (they never change while the process runs); only /assets/ paths. */
function builtAssetReader(clientDir: string): (href: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (href) => {
    if (!/^\/assets\/[\w.-]+$/.test(href)) return undefined;
    if (!cache.has(href)) {
      try {
        cache.set(href, readFileSync(join(clientDir, href), "utf8"));
      } catch {
        cache.set(href, undefined);
      }
    }
    return cache.get(href);
  };
}
