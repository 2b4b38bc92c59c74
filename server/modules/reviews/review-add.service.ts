import { and, count, eq, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { productFaqAdd, productReviewAdd } from "../../../contract/reviews";
import {
  PENDING_QUESTIONS_MAX,
  REVIEW_ADD_CODES,
  REVIEW_ADD_MESSAGES,
} from "../../../contract/reviews-constants";
import type { Db } from "../../db/client";
import { productFaqs, reviews } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { assertProduct } from "./reviews.service";

// What a signed-in customer writes on a product page: a review or a question. Both are stored as
// the plain text they wrote (the page renders it escaped) with status pending, so nothing a
// customer writes is listed before the store has looked at it.

type ReviewAddResult = CallResult<typeof productReviewAdd>;
type FaqAddResult = CallResult<typeof productFaqAdd>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Shown when a customer has no first name and leaves the nickname empty. */
export const DEFAULT_NICKNAME = "Customer";

export interface ReviewAddInput {
  product_id: number;
  rating: number;
  title: string;
  detail: string;
  nickname?: string;
}

/**
 * Serialises the writes of one customer on one product (no unique index guards "one review per
 * customer and product", and questions are counted): a transaction-scoped advisory lock, released
 * at commit, so a double-submitted form cannot slip a second row past the check.
 */
export async function lockCustomerProduct(tx: Tx, kind: string, customerId: number, productId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${customerId}:${productId}`}, 0))`,
  );
}

export async function addReview(
  ctx: RequestContext,
  customerId: number,
  input: ReviewAddInput,
): Promise<Reply<ReviewAddResult | null>> {
  await assertProduct(ctx, input.product_id);
  return runTransaction(ctx.db, async (tx) => {
    await lockCustomerProduct(tx, "review", customerId, input.product_id);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, input.product_id)));
    if (existing)
      return new Reply(REVIEW_ADD_CODES.alreadyReviewed, REVIEW_ADD_MESSAGES.alreadyReviewed, null);

    const nickname = input.nickname || (await firstName(tx, customerId)) || DEFAULT_NICKNAME;
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: input.product_id,
        customerId,
        nickname,
        title: input.title,
        detail: input.detail,
        rating: input.rating,
        status: "pending",
        createdAt: ctx.now,
      })
      .returning({ id: reviews.id });
    return new Reply(200, REVIEW_ADD_MESSAGES.reviewSubmitted, {
      review_id: row.id,
      status: "pending" as const,
      nickname,
    });
  });
}

export async function firstName(tx: Tx, customerId: number): Promise<string> {
  const [row] = await tx
    .select({ firstname: customers.firstname })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.firstname.trim() ?? "";
}

export async function addQuestion(
  ctx: RequestContext,
  customerId: number,
  input: { product_id: number; question: string },
): Promise<Reply<FaqAddResult | null>> {
  await assertProduct(ctx, input.product_id);
  return runTransaction(ctx.db, async (tx) => {
    await lockCustomerProduct(tx, "question", customerId, input.product_id);
    const [{ waiting }] = await tx
      .select({ waiting: count() })
      .from(productFaqs)
      .where(
        and(
          eq(productFaqs.customerId, customerId),
          eq(productFaqs.productId, input.product_id),
          eq(productFaqs.status, "pending"),
        ),
      );
    if (waiting >= PENDING_QUESTIONS_MAX)
      return new Reply(REVIEW_ADD_CODES.tooManyQuestions, REVIEW_ADD_MESSAGES.tooManyQuestions, null);
    const [row] = await tx
      .insert(productFaqs)
      .values({
        productId: input.product_id,
        customerId,
        question: input.question,
        answer: "",
        status: "pending",
        createdAt: ctx.now,
      })
      .returning({ id: productFaqs.id });
    return new Reply(200, REVIEW_ADD_MESSAGES.questionSubmitted, {
      faq_id: row.id,
      status: "pending" as const,
    });
  });
}
