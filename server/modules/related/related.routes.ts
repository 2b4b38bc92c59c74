import { Hono } from "hono";
import { relateProducts } from "../../../contract/related";
import { APP_QR_PATH, APP_RECOMMEND_PATH } from "../../../contract/related-constants";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { etagOf } from "../media/svg";
import { publicOrigin } from "../seo/sitemap.service";
import { renderQrSvg } from "./app-qr";
import { relatedProducts } from "./related.service";

/** GET /api/relate-products (mounted with the API). */
export function relatedRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, relateProducts, (ctx, { query }) => relatedProducts(ctx, query));
  return app;
}

/**
 * GET /media/qr/app-recommend.svg: the QR code of `{origin}/app-recommend` (the app download page),
 * generated here so no QR library reaches the browser. The origin is PUBLIC_URL, else the request's,
 * so the picture is cached for a day (not immutable: a new PUBLIC_URL changes it) with an ETag.
 */
export function appQrRoutes(deps: Deps): Hono {
  const app = new Hono();
  const rendered = new Map<string, { body: string; etag: string }>();
  app.get(APP_QR_PATH, (c) => {
    const target = `${publicOrigin(deps.config, c.req.url)}${APP_RECOMMEND_PATH}`;
    let hit = rendered.get(target);
    if (!hit) {
      const body = renderQrSvg(target, `QR code linking to ${target}`);
      hit = { body, etag: etagOf(body) };
      // Only a handful of hosts ever serve the site; keep the map from growing on spoofed Host headers.
      if (rendered.size >= 16) rendered.clear();
      rendered.set(target, hit);
    }
    c.header("Cache-Control", "public, max-age=86400");
    c.header("ETag", hit.etag);
    if (
      c.req
        .header("If-None-Match")
        ?.split(",")
        .some((t) => t.trim() === hit.etag)
    )
      return c.body(null, 304);
    c.header("Content-Type", "image/svg+xml");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(hit.body, 200);
  });
  return app;
}
