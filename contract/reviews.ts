import { z } from "zod";
import { defineCall } from "./call";
import { flag, id, int, queryId } from "./fields";
import {
  FAQ_ADD_PATH,
  FAQ_LIST_PATH,
  FAQ_MAX_PAGE_SIZE,
  FAQ_PAGE_SIZE,
  MY_QUESTIONS_PAGE_SIZE,
  MY_QUESTIONS_PATH,
  MY_REVIEWS_PAGE_SIZE,
  MY_REVIEWS_PATH,
  PENDING_QUESTIONS_MAX,
  PENDING_REVIEWS_MAX,
  PENDING_REVIEWS_PATH,
  questionError,
  REVIEW_ADD_CODES,
  REVIEW_ADD_MESSAGES,
  REVIEW_ADD_PATH,
  REVIEW_DETAIL_PATH,
  REVIEW_HELPFUL_PATH,
  REVIEW_IMAGE_LIST_PATH,
  REVIEW_LIST_PATH,
  REVIEW_MAX_PAGE,
  REVIEW_MAX_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_SORTS,
  reviewDetailError,
  reviewNicknameError,
  reviewTitleError,
  WRITE_REVIEW_MESSAGES,
  WRITE_REVIEW_PATH,
} from "./reviews-constants";
import { REVIEW_PHOTO_UPLOAD_PATH, REVIEW_PHOTOS_MAX, UPLOAD_MESSAGES } from "./uploads-constants";

// Product reviews and product Q&A (spec part 1 §7 "product review list, add, helpful; FAQ add and
// list"; part 2 §3 review summary, §7 getProductReviewList / getProductFaqList). The spec shows no
// paths for these; they follow the catalog's style (the add calls the customer calls' style).
// Adding a review or a question needs a signed-in customer; what they write is stored as plain text
// with status pending and is listed only once the store publishes it.

const isoDate = z.string().describe("ISO 8601 date-time");

export const reviewImageSchema = z.object({
  url: z.string(),
  width: z.number().int().describe("Intrinsic width in pixels"),
  height: z.number().int().describe("Intrinsic height in pixels"),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  title: z.string(),
  detail: z.string().describe("Plain text as the shopper wrote it; render it escaped"),
  rating: z.number().int().describe("1–5 stars"),
  created_at: isoDate,
  helpful_count: z.number().int(),
  images: z.array(reviewImageSchema),
});

export const productRateSchema = z.object({
  rating_summary: z.number().int().describe("Average rating as a percent of five stars, 0–100"),
  reviewStar: z.number().describe("Average rating in stars (0–5), rounded to the nearest half star"),
  reviews_count: z.number().int(),
  star_counts: z
    .object({
      5: z.number().int(),
      4: z.number().int(),
      3: z.number().int(),
      2: z.number().int(),
      1: z.number().int(),
    })
    .describe("Reviews with each star rating"),
});

export const productReviewList = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: REVIEW_LIST_PATH,
  tag: "reviews",
  summary:
    "The spec's getProductReviewList: one page of a product's reviews with the rating summary of all of them (`product_rate`). Sorts: newest (default), helpful, rating_desc, rating_asc. `with_images=1` lists only reviews with photos (`total` counts those; `product_rate` always counts every review). A page past the end answers an empty `list` with the real `total`.",
  query: z.object({
    product_id: queryId,
    page: int(1, REVIEW_MAX_PAGE).default(1),
    page_size: int(1, REVIEW_MAX_PAGE_SIZE).default(REVIEW_PAGE_SIZE),
    sort: z.enum(REVIEW_SORTS, { error: `must be one of ${REVIEW_SORTS.join(", ")}` }).default("newest"),
    with_images: flag.default(false),
  }),
  result: z.object({
    product_rate: productRateSchema,
    list: z.array(reviewSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: { 404: "no such product", 422: "bad product_id, page, page_size, sort or with_images" },
});

export const productReviewImageList = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: REVIEW_IMAGE_LIST_PATH,
  tag: "reviews",
  summary: "Every photo shoppers attached to a product's reviews, newest review first, with the review's id.",
  query: z.object({ product_id: queryId }),
  result: z.object({
    list: z.array(reviewImageSchema.extend({ review_id: z.number().int() })),
    total: z.number().int(),
  }),
  errors: { 404: "no such product", 422: "bad product_id" },
});

export const reviewHelpful = defineCall({
  method: "post",
  path: REVIEW_HELPFUL_PATH,
  tag: "reviews",
  summary:
    "Marks a review as helpful. One vote per shopper: the signed-in customer, else the guest session (GuestToken); without a live session code 400. A client-sent device id is not used. A repeated vote changes nothing and answers code 409 with the current count.",
  body: z.object({ review_id: id }),
  result: z.object({ review_id: z.number().int(), helpful_count: z.number().int() }),
  errors: {
    400: "no live session in the request",
    404: "no such review",
    409: "this shopper already voted for the review (result still present)",
    422: "bad review_id",
  },
});

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string().describe("Plain text; render it escaped"),
  answer: z.string().describe("Plain text; render it escaped"),
  created_at: isoDate,
});

export const productFaqList = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: FAQ_LIST_PATH,
  tag: "reviews",
  summary:
    "The spec's getProductFaqList: one page of a product's questions and answers, oldest first (the merchandised order). A page past the end answers an empty `list` with the real `total`.",
  query: z.object({
    product_id: queryId,
    page: int(1, REVIEW_MAX_PAGE).default(1),
    page_size: int(1, FAQ_MAX_PAGE_SIZE).default(FAQ_PAGE_SIZE),
  }),
  result: z.object({
    list: z.array(faqSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: { 404: "no such product", 422: "bad product_id, page or page_size" },
});

/** Trimmed text checked by a rule of reviews-constants.ts (the forms use the same rule and message). */
const ruled = (rule: (v: string) => string | null) =>
  z
    .string({ error: REVIEW_ADD_MESSAGES.required })
    .trim()
    .superRefine((value, ctx) => {
      const error = rule(value);
      if (error) ctx.addIssue({ code: "custom", message: error });
    });

export const productReviewAdd = defineCall({
  method: "post",
  path: REVIEW_ADD_PATH,
  tag: "reviews",
  summary: `The spec's product review add, for a signed-in customer: one review per customer and product. The review is stored as written (plain text, shown escaped) with status pending and is not listed until the store approves it; the answer's message is "${REVIEW_ADD_MESSAGES.reviewSubmitted}". Without a nickname the customer's first name is shown.`,
  body: z.object({
    product_id: id,
    rating: int(1, 5).describe("1–5 stars"),
    title: ruled(reviewTitleError),
    detail: ruled(reviewDetailError),
    nickname: ruled(reviewNicknameError).optional().describe("Shown with the review; default the first name"),
  }),
  result: z.object({
    review_id: z.number().int(),
    status: z.literal("pending"),
    nickname: z.string(),
  }),
  errors: {
    401: "not signed in",
    404: "no such product",
    [REVIEW_ADD_CODES.alreadyReviewed]: `"${REVIEW_ADD_MESSAGES.alreadyReviewed}" (HTTP 200)`,
    422: "rating not 1–5, title, detail or nickname empty or too long, unknown field",
  },
});

export const productFaqAdd = defineCall({
  method: "post",
  path: FAQ_ADD_PATH,
  tag: "reviews",
  summary: `The spec's FAQ add: a signed-in customer asks a question about a product. It is stored as written (plain text, shown escaped) with status pending, listed once the store answers it; the answer's message is "${REVIEW_ADD_MESSAGES.questionSubmitted}". At most ${PENDING_QUESTIONS_MAX} of a customer's questions on one product may wait for an answer.`,
  body: z.object({ product_id: id, question: ruled(questionError) }),
  result: z.object({ faq_id: z.number().int(), status: z.literal("pending") }),
  errors: {
    401: "not signed in",
    404: "no such product",
    [REVIEW_ADD_CODES.tooManyQuestions]: `"${REVIEW_ADD_MESSAGES.tooManyQuestions}" (HTTP 200)`,
    422: "question empty, shorter than 10 or longer than 500 characters, unknown field",
  },
});

export type ReviewAddResult = z.infer<typeof productReviewAdd.result>;
export type FaqAddResult = z.infer<typeof productFaqAdd.result>;
export type ReviewListResult = z.infer<typeof productReviewList.result>;
export type ReviewImageListResult = z.infer<typeof productReviewImageList.result>;
export type ReviewHelpfulResult = z.infer<typeof reviewHelpful.result>;
export type FaqListResult = z.infer<typeof productFaqList.result>;
export type Review = z.infer<typeof reviewSchema>;
export type ProductRate = z.infer<typeof productRateSchema>;
export type Faq = z.infer<typeof faqSchema>;

export const myQuestion = z.object({
  faq_id: z.number().int(),
  question: z.string(),
  answer: z.string().describe('The store\'s answer; "" while it waits for one'),
  status: z
    .enum(["answered", "waiting"])
    .describe("waiting: not answered yet (not listed on the product page)"),
  created_at: z.string().describe("When it was asked (ISO 8601)"),
  product: z.object({
    product_id: z.number().int(),
    name: z.string(),
    url_path: z.string().describe("The product page, with a leading slash"),
  }),
});

export const myQuestions = defineCall({
  method: "get",
  path: MY_QUESTIONS_PATH,
  tag: "reviews",
  summary: `My Questions: one page (${MY_QUESTIONS_PAGE_SIZE} a page) of the questions the signed-in customer asked on product pages, newest first, with the store's answer or "waiting", and the product each is about. A page past the end answers an empty list with the real total.`,
  query: z.object({ page: int(1, REVIEW_MAX_PAGE).default(1) }),
  result: z.object({
    list: z.array(myQuestion),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: { 401: "not signed in", 422: "bad page" },
});

export type MyQuestionsResult = z.infer<typeof myQuestions.result>;
export type MyQuestion = z.infer<typeof myQuestion>;

// ---- My Review, "to review" and Write a Review (issue 17) ----

const reviewedProduct = z.object({
  product_id: z.number().int(),
  name: z.string(),
  url_path: z.string().describe("The product page, with a leading slash"),
  image: z.string().describe("The product's picture"),
});

export const myReviewImage = reviewImageSchema.extend({
  thumb_url: z.string().describe("A small copy for lists (the photo itself where the store keeps none)"),
});

export const myReview = z.object({
  review_id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  detail: z.string().describe("Plain text as written; render it escaped"),
  nickname: z.string(),
  images: z.array(myReviewImage),
  status: z
    .enum(["published", "pending"])
    .describe(
      "published: on the product page; pending: waiting for the store (reviews written without a bought item)",
    ),
  verified_purchase: z.boolean().describe("Written from a bought item"),
  created_at: isoDate,
  product: reviewedProduct,
});

export const myReviews = defineCall({
  method: "get",
  path: MY_REVIEWS_PATH,
  tag: "reviews",
  summary: `My Review: one page (${MY_REVIEWS_PAGE_SIZE} a page) of the reviews the signed-in customer wrote, newest first, each with its state and photos, and how many bought products still wait for a review (\`to_review\`).`,
  query: z.object({ page: int(1, REVIEW_MAX_PAGE).default(1) }),
  result: z.object({
    list: z.array(myReview),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    to_review: z
      .number()
      .int()
      .describe("Bought products not reviewed yet (the pending reviews call lists them)"),
  }),
  errors: { 401: "not signed in", 422: "bad page" },
});

export const pendingReview = z.object({
  order_item_id: z.number().int().describe("Names the bought item for the review call"),
  order_increment_id: z.string(),
  ordered_at: isoDate,
  product: reviewedProduct,
});

export const pendingReviews = defineCall({
  method: "get",
  path: PENDING_REVIEWS_PATH,
  tag: "reviews",
  summary: `The spec's pending reviews ("to review"): the products delivered to the signed-in customer (a delivered shipment carried the line; newest order first) that they have not reviewed yet, one line per product with the newest order line that bought it; at most ${PENDING_REVIEWS_MAX}. With \`order_item_id\` it answers that one line (or 404), for the Write a Review page.`,
  query: z.object({ order_item_id: queryId.optional() }),
  result: z.object({ list: z.array(pendingReview) }),
  errors: { 401: "not signed in", 404: `"${WRITE_REVIEW_MESSAGES.notBought}" or already reviewed` },
});

export const reviewDetail = defineCall({
  method: "get",
  path: REVIEW_DETAIL_PATH,
  tag: "reviews",
  summary:
    "The spec's review detail: one review of the signed-in customer. Another customer's review, or none, answers 404.",
  params: z.object({ id }),
  result: myReview,
  errors: { 401: "not signed in", 404: "no such review of this customer" },
});

export const writeReview = defineCall({
  method: "post",
  path: WRITE_REVIEW_PATH,
  tag: "reviews",
  summary: `Write a Review from a bought item: rating, title, text, an optional nickname and up to ${REVIEW_PHOTOS_MAX} photos uploaded first (their \`key\`s). A review of a bought item is a verified purchase and is published at once ("${WRITE_REVIEW_MESSAGES.published}"); one review per customer and product.`,
  body: z.object({
    order_item_id: id,
    rating: z.number().int().min(1, REVIEW_ADD_MESSAGES.rating).max(5, REVIEW_ADD_MESSAGES.rating),
    title: ruled(reviewTitleError),
    detail: ruled(reviewDetailError),
    nickname: ruled(reviewNicknameError).optional(),
    photos: z
      .array(z.string().regex(/^[a-f0-9]{32}$/, UPLOAD_MESSAGES.unknownPhoto))
      .max(REVIEW_PHOTOS_MAX, UPLOAD_MESSAGES.tooMany)
      .default([]),
  }),
  result: z.object({ review_id: z.number().int(), status: z.literal("published") }),
  errors: {
    401: "not signed in",
    404: `"${WRITE_REVIEW_MESSAGES.notBought}" (not a delivered line of this customer), or a photo that is not theirs or already used`,
    [REVIEW_ADD_CODES.alreadyReviewed]: `"${REVIEW_ADD_MESSAGES.alreadyReviewed}" (HTTP 200)`,
    422: "rating not 1–5, title, detail or nickname empty or too long, more than 6 photos, unknown field",
  },
});

export const reviewPhotoUpload = defineCall({
  method: "post",
  path: REVIEW_PHOTO_UPLOAD_PATH,
  tag: "reviews",
  summary:
    "Uploads one review photo as multipart/form-data, field `photo` (at most 10 MB). The bytes must be a JPEG, PNG, WebP or AVIF picture of at least 200 × 200 and at most 50 megapixels; SVG, HTML, PDF, corrupt files and decompression bombs are refused with a message. The store keeps only a re-encoded WebP copy (EXIF and any hidden bytes dropped) at `url` and a thumbnail at `thumb_url`; `key` names it in the review call. Unused uploads are deleted after a day.",
  result: z.object({
    key: z.string(),
    url: z.string(),
    thumb_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  errors: {
    401: "not signed in",
    413: "the body is larger than 10 MB",
    422: "no file or another field (HTTP 422); not an accepted image, too small or too many pixels (HTTP 200, the message says which)",
    429: "too many uploads",
  },
});

export type MyReviewsResult = z.infer<typeof myReviews.result>;
export type MyReview = z.infer<typeof myReview>;
export type PendingReview = z.infer<typeof pendingReview>;
export type ReviewPhotoUploadResult = z.infer<typeof reviewPhotoUpload.result>;
