// Review and FAQ constants the browser needs too. Kept apart from contract/reviews.ts so that page
// code importing them does not pull the zod schemas (and zod itself) into the client bundle.

/** Reviews shown per page on the product page (spec part 2 §9). */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_MAX_PAGE_SIZE = 20;
/** FAQ entries shown per page on the product page (spec part 2 §9). */
export const FAQ_PAGE_SIZE = 10;
export const FAQ_MAX_PAGE_SIZE = 50;
/** Deep pages are useless to a shopper and expensive to OFFSET into; this bounds the cost. */
export const REVIEW_MAX_PAGE = 1000;

export const REVIEW_SORTS = ["newest", "helpful", "rating_desc", "rating_asc"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_LIST_PATH = "/api/product-reviews";
export const REVIEW_IMAGE_LIST_PATH = "/api/customer/get_product_review_image_list";
export const REVIEW_HELPFUL_PATH = "/api/product-review-helpful";
export const FAQ_LIST_PATH = "/api/product-faqs";

/** Envelope code of a repeated helpful vote from the same device. */
export const ALREADY_VOTED_CODE = 409;
export const HELPFUL_MESSAGES = {
  thanks: "Thanks for your feedback!",
  already: "You have already marked this review as helpful.",
  noSession: "We could not recognise your session. Please allow cookies, reload the page and try again.",
} as const;

// ---- Writing a review and asking a question (signed-in customers; stored pending moderation) ----

export const REVIEW_ADD_PATH = "/api/customer/product_review_add";
export const FAQ_ADD_PATH = "/api/customer/faq_add";

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_DETAIL_MIN = 10;
export const REVIEW_DETAIL_MAX = 2000;
export const REVIEW_NICKNAME_MAX = 40;
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 500;
/** Unanswered questions one customer may have waiting on one product: enough to ask, too few to flood. */
export const PENDING_QUESTIONS_MAX = 5;

/** Envelope codes of the add calls other than 200 (answered with HTTP 200: expected outcomes). */
export const REVIEW_ADD_CODES = {
  /** The customer already reviewed the product (pending or published). */
  alreadyReviewed: 409,
  /** PENDING_QUESTIONS_MAX questions of the customer on the product await an answer. */
  tooManyQuestions: 429,
} as const;

export const REVIEW_ADD_MESSAGES = {
  reviewSubmitted: "Thank you! Your review has been submitted and will appear once approved.",
  questionSubmitted: "Thank you! We will answer your question soon.",
  alreadyReviewed: "You have already reviewed this product. Thank you for sharing your opinion!",
  tooManyQuestions:
    "You already have several questions about this product waiting for an answer. Please wait for our replies before asking more.",
  rating: "Please select a rating from 1 to 5 stars.",
  required: "This is a required field.",
  titleTooLong: `Please use at most ${REVIEW_TITLE_MAX} characters.`,
  detailLength: `Please write between ${REVIEW_DETAIL_MIN} and ${REVIEW_DETAIL_MAX} characters.`,
  nicknameTooLong: `Please use at most ${REVIEW_NICKNAME_MAX} characters.`,
  questionLength: `Please write between ${QUESTION_MIN} and ${QUESTION_MAX} characters.`,
} as const;

// Field rules shared by the forms (browser) and the contract (server): the message, or null when valid.
// Lengths count the trimmed text, as the server stores it.

export function reviewRatingError(rating: number | null | undefined): string | null {
  return typeof rating === "number" && Number.isInteger(rating) && rating >= 1 && rating <= 5
    ? null
    : REVIEW_ADD_MESSAGES.rating;
}

export function reviewTitleError(title: string): string | null {
  const v = title.trim();
  if (!v) return REVIEW_ADD_MESSAGES.required;
  return v.length > REVIEW_TITLE_MAX ? REVIEW_ADD_MESSAGES.titleTooLong : null;
}

export function reviewDetailError(detail: string): string | null {
  const v = detail.trim();
  if (!v) return REVIEW_ADD_MESSAGES.required;
  return v.length < REVIEW_DETAIL_MIN || v.length > REVIEW_DETAIL_MAX
    ? REVIEW_ADD_MESSAGES.detailLength
    : null;
}

/** The nickname may be left empty: the customer's first name is used then. */
export function reviewNicknameError(nickname: string): string | null {
  return nickname.trim().length > REVIEW_NICKNAME_MAX ? REVIEW_ADD_MESSAGES.nicknameTooLong : null;
}

export function questionError(question: string): string | null {
  const v = question.trim();
  if (!v) return REVIEW_ADD_MESSAGES.required;
  return v.length < QUESTION_MIN || v.length > QUESTION_MAX ? REVIEW_ADD_MESSAGES.questionLength : null;
}

/** My Questions (/customer/account/faq): the questions a customer asked on product pages. */
export const MY_QUESTIONS_PATH = "/api/customer/faq";
export const MY_QUESTIONS_PAGE_PATH = "/customer/account/faq";
export const MY_QUESTIONS_PAGE_SIZE = 10;

// ---- My Review (/customer/account/review) and Write a Review (/customer/account/write-review) ----

export const MY_REVIEWS_PATH = "/api/customer/reviews";
export const PENDING_REVIEWS_PATH = "/api/customer/reviews/pending";
export const REVIEW_DETAIL_PATH = "/api/customer/review/:id";
export const WRITE_REVIEW_PATH = "/api/customer/review";
export const MY_REVIEWS_PAGE_PATH = "/customer/account/review";
export const WRITE_REVIEW_PAGE_PATH = "/customer/account/write-review";
export const MY_REVIEWS_PAGE_SIZE = 10;
/** "To review" lists at most this many bought products (newest order first). */
export const PENDING_REVIEWS_MAX = 50;

export const WRITE_REVIEW_MESSAGES = {
  published: "Thank you! Your review is now on the product page.",
  notBought: "We could not find this item among your delivered orders.",
} as const;
