import { SUCCESS_CODE } from "../../../../contract/constants";
import type { FaqAddResult, ReviewAddResult } from "../../../../contract/reviews";
import {
  FAQ_ADD_PATH,
  questionError,
  REVIEW_ADD_PATH,
  reviewDetailError,
  reviewNicknameError,
  reviewRatingError,
  reviewTitleError,
} from "../../../../contract/reviews-constants";
import type { ApiClient } from "../../../lib/api";

// The "Write a Review" and "Ask a Question" forms' rules and submissions, apart from React so they
// are tested through the real request layer against the real API. The rules and messages are the
// contract's own (contract/reviews-constants.ts), the same the server applies.

export interface ReviewValues {
  rating: number | null;
  title: string;
  detail: string;
  nickname: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function reviewErrors(v: ReviewValues): FieldErrors<keyof ReviewValues> {
  const errors: FieldErrors<keyof ReviewValues> = {};
  const rating = reviewRatingError(v.rating);
  const title = reviewTitleError(v.title);
  const detail = reviewDetailError(v.detail);
  const nickname = reviewNicknameError(v.nickname);
  if (rating) errors.rating = rating;
  if (title) errors.title = title;
  if (detail) errors.detail = detail;
  if (nickname) errors.nickname = nickname;
  return errors;
}

export function questionErrors(question: string): FieldErrors<"question"> {
  const error = questionError(question);
  return error ? { question: error } : {};
}

/** A submission's outcome: the message to show, and whether it went in. */
export interface Submitted {
  ok: boolean;
  message: string;
}

/**
 * The request layer handles 401 (reload), 429 (oops page) and 500 (shows the message) itself and
 * resolves a cancellation as code 0: the form adds nothing then.
 */
const HANDLED_BY_REQUEST_LAYER = [0, 401, 429, 500];
const outcome = (answer: { code: number; message: string }): Submitted => ({
  ok: answer.code === SUCCESS_CODE,
  message: HANDLED_BY_REQUEST_LAYER.includes(answer.code) ? "" : answer.message,
});

export async function submitReview(
  client: Pick<ApiClient, "post">,
  productId: number,
  v: ReviewValues,
): Promise<Submitted> {
  const nickname = v.nickname.trim();
  const answer = await client.post<ReviewAddResult | null>(REVIEW_ADD_PATH, {
    product_id: productId,
    rating: v.rating,
    title: v.title.trim(),
    detail: v.detail.trim(),
    ...(nickname ? { nickname } : {}),
  });
  return outcome(answer);
}

export async function submitQuestion(
  client: Pick<ApiClient, "post">,
  productId: number,
  question: string,
): Promise<Submitted> {
  const answer = await client.post<FaqAddResult | null>(FAQ_ADD_PATH, {
    product_id: productId,
    question: question.trim(),
  });
  return outcome(answer);
}
