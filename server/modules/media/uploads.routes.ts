import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { uploadedImages } from "../../db/schema/uploads";

/** {32 hex}.webp or {32 hex}-thumb.webp: the key is random, so an address never names two pictures. */
const FILE = /^([a-f0-9]{32})(-thumb)?\.webp$/;

/**
 * GET /media/uploads/{key}.webp and {key}-thumb.webp: the re-encoded photos shoppers uploaded
 * (server/modules/media/image-upload.ts), from the database. A key's bytes never change, so the
 * answer is cached for a year as immutable (a CDN keeps it); it is always WebP and never sniffed.
 */
export function uploadedPhotoRoutes(db: Db): Hono {
  const app = new Hono();
  app.get("/media/uploads/:file", async (c) => {
    const m = FILE.exec(c.req.param("file"));
    if (!m) return c.text("Not Found", 404);
    const thumb = m[2] !== undefined;
    const [row] = await db
      .select({ bytes: thumb ? uploadedImages.thumb : uploadedImages.full })
      .from(uploadedImages)
      .where(eq(uploadedImages.key, m[1]));
    if (!row) return c.text("Not Found", 404);
    const etag = `"${m[1]}${thumb ? "t" : ""}"`;
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("ETag", etag);
    if (
      c.req
        .header("If-None-Match")
        ?.split(",")
        .some((t) => t.trim() === etag)
    )
      return c.body(null, 304);
    c.header("Content-Type", "image/webp");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; sandbox");
    return c.body(new Uint8Array(row.bytes), 200);
  });
  return app;
}
