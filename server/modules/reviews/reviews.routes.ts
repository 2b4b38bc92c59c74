import { Hono } from "hono";
import {
  myQuestions,
  productFaqAdd,
  productFaqList,
  productReviewAdd,
  productReviewImageList,
  productReviewList,
  reviewHelpful,
} from "../../../contract/reviews";
import { requireCustomer } from "../../http/auth";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { listMyQuestions } from "./my-questions.service";
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
  route(app, deps, productReviewAdd, async (ctx, { body }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return addReview(ctx, customerId, body);
  });
  route(app, deps, productFaqAdd, async (ctx, { body }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return addQuestion(ctx, customerId, body);
  });
  route(app, deps, myQuestions, async (ctx, { query }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return listMyQuestions(ctx, customerId, query.page);
  });
  return app;
}
