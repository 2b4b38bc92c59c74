// The one upload step every picture a customer sends goes through (review, return, warranty and
// customer-service photos): the cap on pictures uploaded and not used yet, the check and
// re-encoding (image-upload.ts), and the row that keeps it. Each feature says what "not used yet"
// means for its pictures (no review, no return request, no registration or claim, no message)
// and how many a customer may hold; this file makes the cap hold even for parallel uploads.
import { randomBytes } from "node:crypto";
import { and, count, eq, gt, type SQL, sql } from "drizzle-orm";
import { UPLOADS_MEDIA_PREFIX } from "../../../contract/uploads-constants";
import { uploadedImages } from "../../db/schema/uploads";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import type { DbOrTx } from "../cart/cart-owner";
import { processPhoto } from "./image-upload";

export const photoUrl = (key: string) => `${UPLOADS_MEDIA_PREFIX}${key}.webp`;
export const thumbUrl = (key: string) => `${UPLOADS_MEDIA_PREFIX}${key}-thumb.webp`;

export interface StoredUpload {
  key: string;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
}

/** What one kind of picture may pile up before it is used. */
export interface UploadCap {
  /** uploaded_images.purpose of this kind. */
  purpose: string;
  /** True for a picture of this kind that nothing uses yet (its own tables say). */
  unused: SQL;
  /** How many unused pictures, uploaded within `windowMs`, a customer may hold. */
  max: number;
  windowMs: number;
  /** The refusal (HTTP 429): tells the shopper to send what they are writing first. */
  message: string;
}

async function unusedCount(db: DbOrTx, customerId: number, cap: UploadCap, now: Date) {
  const since = new Date(now.getTime() - cap.windowMs);
  const [{ unused }] = await db
    .select({ unused: count() })
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.customerId, customerId),
        eq(uploadedImages.purpose, cap.purpose),
        gt(uploadedImages.createdAt, since),
        cap.unused,
      ),
    );
  return unused;
}

/**
 * Checks, re-encodes and keeps one picture for the customer. A full cap answers 429 before any
 * decoding; a refused picture is an expected answer (envelope code 422, HTTP 200) whose message
 * the page shows. The count is taken again under a per-customer lock in the transaction that
 * inserts, so parallel uploads cannot pass the cap together.
 */
export async function storeUpload(
  ctx: RequestContext,
  customerId: number,
  cap: UploadCap,
  bytes: Uint8Array,
): Promise<StoredUpload | Reply<null>> {
  if ((await unusedCount(ctx.db, customerId, cap, ctx.now)) >= cap.max)
    throw new AppError(429, 429, cap.message);
  const outcome = await processPhoto(bytes);
  if (!outcome.ok) return new Reply(422, outcome.message, null);
  const { photo } = outcome;
  const key = randomBytes(16).toString("hex");
  await runTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${cap.purpose}:${customerId}`}))`);
    if ((await unusedCount(tx, customerId, cap, ctx.now)) >= cap.max)
      throw new AppError(429, 429, cap.message);
    await tx.insert(uploadedImages).values({
      key,
      customerId,
      purpose: cap.purpose,
      full: photo.full,
      thumb: photo.thumb,
      width: photo.width,
      height: photo.height,
      createdAt: ctx.now,
    });
  });
  return {
    key,
    url: photoUrl(key),
    thumb_url: thumbUrl(key),
    width: photo.width,
    height: photo.height,
  };
}
