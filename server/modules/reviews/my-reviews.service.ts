import { and, count, desc, eq, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { CallResult } from "../../../contract/call";
import { PAID_STATUSES } from "../../../contract/order-constants";
import type { myReviews, pendingReviews, reviewDetail, reviewPhotoUpload } from "../../../contract/reviews";
import {
  MY_REVIEWS_PAGE_SIZE,
  PENDING_REVIEWS_MAX,
  REVIEW_ADD_CODES,
  REVIEW_ADD_MESSAGES,
  WRITE_REVIEW_MESSAGES,
} from "../../../contract/reviews-constants";
import { UPLOAD_MESSAGES, UPLOADS_MEDIA_PREFIX } from "../../../contract/uploads-constants";
import { products, reviews } from "../../db/schema/catalog";
import { orderItems, orders } from "../../db/schema/order";
import { returnPhotos } from "../../db/schema/returns";
import { supportAttachments } from "../../db/schema/support";
import { uploadedImages } from "../../db/schema/uploads";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { firstProductImageUrl, firstVariantImageUrl } from "../catalog/variant-image";
import { lineDelivered } from "../fulfilment/line-delivery";
import { photoUrl, storeUpload, thumbUrl, type UploadCap } from "../media/stored-upload";
import { DEFAULT_NICKNAME, firstName, lockCustomerProduct } from "./review-add.service";

type MyReviews = CallResult<typeof myReviews>;
type MyReview = CallResult<typeof reviewDetail>;
type Pending = CallResult<typeof pendingReviews>;
type Upload = CallResult<typeof reviewPhotoUpload>;

/** Uploads not used in a review within this long are deleted (sweepUnusedUploads). */
export const UNUSED_UPLOAD_HOURS = 24;
/** Photos one customer may have uploaded and not used yet: room for a few reviews, not a photo store. */
export const UNUSED_UPLOADS_MAX = 30;

/** An uploaded photo's thumbnail (uploads keep one beside the photo); any other picture is its own. */
function thumbOf(url: string): string {
  const key =
    url.startsWith(UPLOADS_MEDIA_PREFIX) && url.endsWith(".webp")
      ? url.slice(UPLOADS_MEDIA_PREFIX.length, -5)
      : null;
  return key ? thumbUrl(key) : url;
}

const productImage = firstProductImageUrl(products.id);

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  detail: reviews.detail,
  nickname: reviews.nickname,
  images: reviews.images,
  status: reviews.status,
  orderItemId: reviews.orderItemId,
  createdAt: reviews.createdAt,
  productId: products.id,
  name: products.name,
  urlPath: products.urlPath,
  image: productImage,
};

/** One row of reviewColumns, typed by Drizzle from the columns themselves. */
type ReviewRow = SelectResultFields<typeof reviewColumns>;

function toMyReview(r: ReviewRow): MyReview {
  return {
    review_id: r.id,
    rating: r.rating,
    title: r.title,
    detail: r.detail,
    nickname: r.nickname,
    images: r.images.map((img) => ({ ...img, thumb_url: thumbOf(img.url) })),
    status: r.status,
    verified_purchase: r.orderItemId !== null,
    created_at: r.createdAt.toISOString(),
    product: { product_id: r.productId, name: r.name, url_path: `/${r.urlPath}`, image: r.image },
  };
}

/** The customer's delivered order lines (not gifts) of paid orders, whose product they have not reviewed. */
function toReviewWhere(customerId: number) {
  return and(
    eq(orders.customerId, customerId),
    inArray(orders.status, [...PAID_STATUSES]),
    eq(orderItems.isGift, false),
    lineDelivered,
    notExists(
      sql`(select 1 from ${reviews} where ${reviews.customerId} = ${customerId} and ${reviews.productId} = ${orderItems.productId})`,
    ),
  );
}

export async function listMyReviews(
  ctx: RequestContext,
  customerId: number,
  page: number,
): Promise<MyReviews> {
  const mine = eq(reviews.customerId, customerId);
  const [[{ total }], rows, [{ waiting }]] = await Promise.all([
    ctx.db.select({ total: count() }).from(reviews).where(mine),
    ctx.db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(mine)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(MY_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * MY_REVIEWS_PAGE_SIZE),
    ctx.db
      .select({ waiting: sql<number>`count(distinct ${orderItems.productId})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(toReviewWhere(customerId)),
  ]);
  return {
    list: rows.map(toMyReview),
    total,
    page,
    page_size: MY_REVIEWS_PAGE_SIZE,
    to_review: waiting,
  };
}

export async function getMyReview(
  ctx: RequestContext,
  customerId: number,
  reviewId: number,
): Promise<MyReview> {
  const [row] = await ctx.db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.customerId, customerId)));
  if (!row) throw new AppError(404, 404, "We could not find this review.");
  return toMyReview(row);
}

/** "To review": one line per bought, unreviewed product, with the newest order line that bought it. */
export async function listToReview(
  ctx: RequestContext,
  customerId: number,
  orderItemId?: number,
): Promise<Pending> {
  const where = toReviewWhere(customerId);
  const rows = await ctx.db
    .selectDistinctOn([orderItems.productId], {
      orderItemId: orderItems.id,
      incrementId: orders.incrementId,
      orderedAt: orders.createdAt,
      productId: products.id,
      name: products.name,
      urlPath: products.urlPath,
      image: sql<string>`coalesce(${firstVariantImageUrl(orderItems.variantId)}, ${firstProductImageUrl(products.id)})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(orderItemId === undefined ? where : and(where, eq(orderItems.id, orderItemId)))
    .orderBy(orderItems.productId, desc(orders.createdAt), desc(orderItems.id));
  if (orderItemId !== undefined && rows.length === 0)
    throw new AppError(404, 404, WRITE_REVIEW_MESSAGES.notBought);
  rows.sort((a, b) => b.orderedAt.getTime() - a.orderedAt.getTime() || b.orderItemId - a.orderItemId);
  return {
    list: rows.slice(0, PENDING_REVIEWS_MAX).map((r) => ({
      order_item_id: r.orderItemId,
      order_increment_id: r.incrementId,
      ordered_at: r.orderedAt.toISOString(),
      product: { product_id: r.productId, name: r.name, url_path: `/${r.urlPath}`, image: r.image },
    })),
  };
}

/** Review photos not in a review yet. */
const REVIEW_UPLOADS: UploadCap = {
  purpose: "review",
  unused: isNull(uploadedImages.reviewId),
  max: UNUSED_UPLOADS_MAX,
  windowMs: UNUSED_UPLOAD_HOURS * 3_600_000,
  message: "You have uploaded many photos you have not used yet. Please write your review first.",
};

/** Checks, re-encodes and keeps one photo for the customer's next review. */
export async function uploadReviewPhoto(
  ctx: RequestContext,
  customerId: number,
  bytes: Uint8Array,
): Promise<Upload | Reply<null>> {
  return storeUpload(ctx, customerId, REVIEW_UPLOADS, bytes);
}

export interface WriteReviewInput {
  order_item_id: number;
  rating: number;
  title: string;
  detail: string;
  nickname?: string;
  photos: string[];
}

export async function writeReview(
  ctx: RequestContext,
  customerId: number,
  input: WriteReviewInput,
): Promise<Reply<{ review_id: number; status: "published" } | null>> {
  return runTransaction(ctx.db, async (tx) => {
    const [item] = await tx
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.id, input.order_item_id),
          eq(orders.customerId, customerId),
          inArray(orders.status, [...PAID_STATUSES]),
          eq(orderItems.isGift, false),
          lineDelivered,
        ),
      );
    if (!item) throw new AppError(404, 404, WRITE_REVIEW_MESSAGES.notBought);
    // The product page's review form takes the same lock: one review per customer and product.
    await lockCustomerProduct(tx, "review", customerId, item.productId);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, item.productId)));
    if (existing)
      return new Reply(REVIEW_ADD_CODES.alreadyReviewed, REVIEW_ADD_MESSAGES.alreadyReviewed, null);

    const keys = [...new Set(input.photos)];
    const photos =
      keys.length === 0
        ? []
        : await tx
            .select({
              id: uploadedImages.id,
              key: uploadedImages.key,
              width: uploadedImages.width,
              height: uploadedImages.height,
            })
            .from(uploadedImages)
            .where(
              and(
                inArray(uploadedImages.key, keys),
                eq(uploadedImages.customerId, customerId),
                eq(uploadedImages.purpose, "review"),
                isNull(uploadedImages.reviewId),
              ),
            )
            .for("update");
    if (photos.length !== keys.length) throw new AppError(404, 404, UPLOAD_MESSAGES.unknownPhoto);
    const byKey = new Map(photos.map((p) => [p.key, p]));

    const nickname = input.nickname || (await firstName(tx, customerId)) || DEFAULT_NICKNAME;
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: item.productId,
        customerId,
        nickname,
        title: input.title,
        detail: input.detail,
        rating: input.rating,
        status: "published",
        orderItemId: input.order_item_id,
        // In the order the customer chose them.
        images: keys.map((k) => {
          const p = byKey.get(k) as (typeof photos)[number];
          return { url: photoUrl(k), width: p.width, height: p.height };
        }),
        createdAt: ctx.now,
      })
      .returning({ id: reviews.id });
    if (photos.length > 0)
      await tx
        .update(uploadedImages)
        .set({ reviewId: row.id })
        .where(
          inArray(
            uploadedImages.id,
            photos.map((p) => p.id),
          ),
        );
    return new Reply(200, WRITE_REVIEW_MESSAGES.published, {
      review_id: row.id,
      status: "published" as const,
    });
  });
}

/**
 * Deletes the review, return and customer-service photos nobody used within UNUSED_UPLOAD_HOURS:
 * not in a review, not attached to a message (support_attachments); answers how many.
 */
export async function sweepUnusedUploads(db: RequestContext["db"], now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_HOURS * 3_600_000);
  const gone = await db
    .delete(uploadedImages)
    .where(
      and(
        lt(uploadedImages.createdAt, before),
        // Each purpose's own "used": a review photo in a review, a support picture attached to a
        // message, a return photo in a return. Warranty photos have their own sweep (warranty.service.ts).
        or(
          and(eq(uploadedImages.purpose, "review"), isNull(uploadedImages.reviewId)),
          and(
            eq(uploadedImages.purpose, "support"),
            notExists(
              db.select().from(supportAttachments).where(eq(supportAttachments.imageId, uploadedImages.id)),
            ),
          ),
          and(
            eq(uploadedImages.purpose, "return"),
            notExists(db.select().from(returnPhotos).where(eq(returnPhotos.imageId, uploadedImages.id))),
          ),
        ),
      ),
    )
    .returning({ id: uploadedImages.id });
  return gone.length;
}
