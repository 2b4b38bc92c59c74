import { type Context, Hono } from "hono";
import { parseBannerImageFile, renderBannerImage } from "./banner-image";
import { parseProductImageFile, renderProductImage } from "./product-image";
import { etagOf } from "./svg";

interface Rendered {
  body: string;
  etag: string;
}

const CACHE_LIMIT = 2000;
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Generated catalog pictures. Every input is in the (strictly validated) file name, so an
 * answer never changes: it is cached for a year as immutable and carries a strong ETag.
 *
 * - GET /media/catalog/product/{kind}-{rrggbb}-{view}-{size}x{size}.svg
 * - GET /media/banner/{pattern}-{kind}-{rrggbb}-{width}x{height}.svg
 */
export function createMediaRoutes(): Hono {
  const app = new Hono();
  // Rendering is cheap, but popular pictures are asked for on every page view.
  const cache = new Map<string, Rendered>();

  const serve = (c: Context, key: string, render: () => string | null) => {
    let hit = cache.get(key);
    if (!hit) {
      const body = render();
      if (body === null) return c.text("Not Found", 404);
      hit = { body, etag: etagOf(body) };
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, hit);
    }
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", hit.etag);
    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch?.split(",").some((tag) => tag.trim() === hit.etag || tag.trim() === "*")) {
      return c.body(null, 304);
    }
    c.header("Content-Type", "image/svg+xml");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(hit.body, 200);
  };

  app.get("/media/catalog/product/:file", (c) => {
    const file = c.req.param("file");
    return serve(c, `p/${file}`, () => {
      const params = parseProductImageFile(file);
      return params ? renderProductImage(params) : null;
    });
  });

  app.get("/media/banner/:file", (c) => {
    const file = c.req.param("file");
    return serve(c, `b/${file}`, () => {
      const params = parseBannerImageFile(file);
      return params ? renderBannerImage(params) : null;
    });
  });

  return app;
}
