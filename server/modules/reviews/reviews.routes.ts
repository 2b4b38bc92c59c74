import { Hono } from "hono";
import {
  myQuestions,
  myReviews,
  pendingReviews,
  productFaqAdd,
  productFaqList,
  productReviewAdd,
  productReviewImageList,
  productReviewList,
  reviewDetail,
  reviewHelpful,
  reviewPhotoUpload,
  writeReview,
} from "../../../contract/reviews";
import { PHOTO_MAX_BYTES, UPLOAD_MESSAGES } from "../../../contract/uploads-constants";
import type { Deps } from "../../http/context";
import { AppError } from "../../http/errors";
import { customerRoute, route } from "../../http/route";
import { listMyQuestions } from "./my-questions.service";
import {
  getMyReview,
  listMyReviews,
  listToReview,
  uploadReviewPhoto,
  writeReview as write,
} from "./my-reviews.service";
import { addQuestion, addReview } from "./review-add.service";
import { listFaqs, listReviewImages, listReviews, voteHelpful } from "./reviews.service";

export function reviewsRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, productReviewList, (ctx, { query }) => listReviews(ctx, query));
  route(app, deps, productReviewImageList, (ctx, { query }) => listReviewImages(ctx, query));
  route(app, deps, productFaqList, (ctx, { query }) => listFaqs(ctx, query));
  // The voter is the request's session (or its customer); a client-sent device id is not used.
  // Its answers carry a message (a Reply), which the route helper sends without Cache-Control.
  route(app, deps, reviewHelpful, (ctx, { body }, c) => {
    c.header("Cache-Control", "no-store");
    return voteHelpful(ctx, { review_id: body.review_id });
  });
  // Writing needs a signed-in customer; the answers are personal (no-store).
  customerRoute(app, deps, productReviewAdd, async (ctx, customerId, { body }) => {
    return addReview(ctx, customerId, body);
  });
  customerRoute(app, deps, productFaqAdd, async (ctx, customerId, { body }) => {
    return addQuestion(ctx, customerId, body);
  });
  customerRoute(app, deps, myQuestions, async (ctx, customerId, { query }) => {
    return listMyQuestions(ctx, customerId, query.page);
  });
  // My Review, "to review", a review's detail and Write a Review: personal answers (no-store).
  customerRoute(app, deps, myReviews, async (ctx, customerId, { query }) => {
    return listMyReviews(ctx, customerId, query.page);
  });
  customerRoute(app, deps, pendingReviews, async (ctx, customerId, { query }) => {
    return listToReview(ctx, customerId, query.order_item_id);
  });
  customerRoute(app, deps, reviewDetail, async (ctx, customerId, { params }) => {
    return getMyReview(ctx, customerId, params.id);
  });
  customerRoute(app, deps, writeReview, async (ctx, customerId, { body }) => {
    return write(ctx, customerId, body);
  });
  // A file, so not the JSON/form body route() reads: the one multipart field `photo`, read here.
  customerRoute(app, deps, reviewPhotoUpload, async (ctx, customerId, _input, c) => {
    return uploadReviewPhoto(ctx, customerId, await readPhoto(c.req.raw));
  });
  return app;
}

/** The bytes of the multipart field `photo`; a clear 4xx for anything else (support, return and warranty photos too). */
export async function readPhoto(req: Request): Promise<Uint8Array> {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().includes("multipart/form-data"))
    throw new AppError(415, 415, "Send the photo as multipart/form-data in the field photo.");
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError(400, 400, "The request body is not a valid form.");
  }
  const fields = [...form.keys()];
  const file = form.get("photo");
  if (fields.some((k) => k !== "photo") || form.getAll("photo").length > 1)
    throw new AppError(422, 422, "Send one photo in the field photo, and nothing else.");
  if (!(file instanceof File) || file.size === 0) throw new AppError(422, 422, UPLOAD_MESSAGES.missing);
  if (file.size > PHOTO_MAX_BYTES) throw new AppError(413, 413, UPLOAD_MESSAGES.tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}
