import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import type {
  productFaqList,
  productReviewImageList,
  productReviewList,
  reviewHelpful,
} from "../../../contract/reviews";
import { ALREADY_VOTED_CODE, HELPFUL_MESSAGES, type ReviewSort } from "../../../contract/reviews-constants";
import { productFaqs, products, reviews } from "../../db/schema/catalog";
import { reviewHelpfulVotes } from "../../db/schema/reviews";
import type { RequestContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { Reply } from "../../http/route";

type QueryOf<C extends { query?: unknown }> = z.output<NonNullable<C["query"]> & z.ZodType>;
type ReviewListInput = QueryOf<typeof productReviewList>;
type FaqListInput = QueryOf<typeof productFaqList>;
type ReviewListResult = CallResult<typeof productReviewList>;
type HelpfulResult = CallResult<typeof reviewHelpful>;

export const PRODUCT_NOT_FOUND = "This product was not found.";
export const REVIEW_NOT_FOUND = "This review was not found.";

export async function assertProduct(ctx: RequestContext, productId: number): Promise<void> {
  const [row] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
}

const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
  rating_desc: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  rating_asc: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** Average stars rounded to the nearest half star (4.24 → 4, 4.25 → 4.5), 0 without reviews. */
export function halfStarAverage(average: number): number {
  if (!(average > 0)) return 0;
  return Math.round(Math.min(average, 5) * 2) / 2;
}

/**
 * A product's listed reviews: published only. A customer's review waits as pending until the store
 * approves it, and never shows (nor counts in the summary, nor takes votes) before that.
 */
const publishedReviewsOf = (productId: number) =>
  and(eq(reviews.productId, productId), eq(reviews.status, "published"));

/** The review summary of spec part 2 §3, computed from every published review of the product. */
async function productRate(
  ctx: RequestContext,
  productId: number,
): Promise<ReviewListResult["product_rate"]> {
  const [row] = await ctx.db
    .select({
      n: count(),
      total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      s5: sql<number>`count(*) filter (where ${reviews.rating} = 5)::int`,
      s4: sql<number>`count(*) filter (where ${reviews.rating} = 4)::int`,
      s3: sql<number>`count(*) filter (where ${reviews.rating} = 3)::int`,
      s2: sql<number>`count(*) filter (where ${reviews.rating} = 2)::int`,
      s1: sql<number>`count(*) filter (where ${reviews.rating} = 1)::int`,
    })
    .from(reviews)
    .where(publishedReviewsOf(productId));
  const average = row.n > 0 ? row.total / row.n : 0;
  return {
    rating_summary: Math.round(average * 20),
    reviewStar: halfStarAverage(average),
    reviews_count: row.n,
    star_counts: { 5: row.s5, 4: row.s4, 3: row.s3, 2: row.s2, 1: row.s1 },
  };
}

export async function listReviews(ctx: RequestContext, input: ReviewListInput): Promise<ReviewListResult> {
  await assertProduct(ctx, input.product_id);
  const where = input.with_images
    ? and(publishedReviewsOf(input.product_id), sql`jsonb_array_length(${reviews.images}) > 0`)
    : publishedReviewsOf(input.product_id);
  const [rate, [{ total }], rows] = await Promise.all([
    productRate(ctx, input.product_id),
    ctx.db.select({ total: count() }).from(reviews).where(where),
    ctx.db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...REVIEW_ORDER[input.sort])
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
  ]);
  return {
    product_rate: rate,
    list: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      title: r.title,
      detail: r.detail,
      rating: r.rating,
      created_at: r.createdAt.toISOString(),
      helpful_count: r.helpfulCount,
      images: r.images.map(({ url, width, height }) => ({ url, width, height })),
    })),
    total,
    page: input.page,
    page_size: input.page_size,
  };
}

export async function listReviewImages(
  ctx: RequestContext,
  input: { product_id: number },
): Promise<CallResult<typeof productReviewImageList>> {
  await assertProduct(ctx, input.product_id);
  const rows = await ctx.db
    .select({ id: reviews.id, images: reviews.images })
    .from(reviews)
    .where(and(publishedReviewsOf(input.product_id), sql`jsonb_array_length(${reviews.images}) > 0`))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const list = rows.flatMap((r) =>
    r.images.map(({ url, width, height }) => ({ review_id: r.id, url, width, height })),
  );
  return { list, total: list.length };
}

/**
 * Counts one helpful vote per review and shopper: the signed-in customer, else the request's guest
 * session (every browser gets one on its first page). Who votes is what the server knows, never a
 * client-sent id. The vote row and the counter change in one statement, so a vote is never counted
 * without its row (or the other way round), and the unique indexes turn a repeated or concurrent
 * vote by the same shopper into a no-op.
 */
export async function voteHelpful(
  ctx: RequestContext,
  input: { review_id: number },
): Promise<HelpfulResult | Reply<HelpfulResult>> {
  const auth = await ctx.auth();
  if (!auth) throw badRequest(HELPFUL_MESSAGES.noSession);
  const [review] = await ctx.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, input.review_id), eq(reviews.status, "published")));
  if (!review) throw notFound(REVIEW_NOT_FOUND);

  const voter =
    auth.customerId !== null
      ? sql`${auth.customerId}::integer, null::bigint`
      : sql`null::integer, ${auth.sessionId}::bigint`;
  const counted = await ctx.db.execute<{ helpful_count: number }>(sql`
    with vote as (
      insert into ${reviewHelpfulVotes} (review_id, customer_id, session_id) values (${review.id}, ${voter})
      on conflict do nothing
      returning review_id
    )
    update ${reviews} set helpful_count = helpful_count + 1
    where id in (select review_id from vote)
    returning helpful_count`);
  // Both drivers (node-postgres, PGlite) answer raw statements with `{ rows }`.
  const { rows } = counted as unknown as { rows: { helpful_count: number }[] };
  if (rows.length > 0)
    return new Reply(200, HELPFUL_MESSAGES.thanks, {
      review_id: review.id,
      helpful_count: rows[0].helpful_count,
    });

  const [current] = await ctx.db
    .select({ helpfulCount: reviews.helpfulCount })
    .from(reviews)
    .where(eq(reviews.id, review.id));
  if (!current) throw notFound(REVIEW_NOT_FOUND);
  return new Reply(
    ALREADY_VOTED_CODE,
    HELPFUL_MESSAGES.already,
    { review_id: review.id, helpful_count: current.helpfulCount },
    409,
  );
}

export async function listFaqs(
  ctx: RequestContext,
  input: FaqListInput,
): Promise<CallResult<typeof productFaqList>> {
  await assertProduct(ctx, input.product_id);
  // Customers' questions wait as pending until the store answers and publishes them.
  const where = and(eq(productFaqs.productId, input.product_id), eq(productFaqs.status, "published"));
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(productFaqs).where(where),
    ctx.db
      .select()
      .from(productFaqs)
      .where(where)
      .orderBy(asc(productFaqs.createdAt), asc(productFaqs.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
  ]);
  return {
    list: rows.map((f) => ({
      id: f.id,
      question: f.question,
      answer: f.answer,
      created_at: f.createdAt.toISOString(),
    })),
    total,
    page: input.page,
    page_size: input.page_size,
  };
}
