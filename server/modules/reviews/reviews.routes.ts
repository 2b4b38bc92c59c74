import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  productFaqList,
  productReviewImageList,
  productReviewList,
  reviewHelpful,
} from "../../../contract/reviews";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { listFaqs, listReviewImages, listReviews, voteHelpful } from "./reviews.service";

export function reviewsRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, productReviewList, (ctx, { query }) => listReviews(ctx, query));
  route(app, deps, productReviewImageList, (ctx, { query }) => listReviewImages(ctx, query));
  route(app, deps, productFaqList, (ctx, { query }) => listFaqs(ctx, query));
  // The request layer sends the device id as a header; a browser also carries it as a cookie.
  // Its answers carry a message (a Reply), which the route helper sends without Cache-Control.
  route(app, deps, reviewHelpful, (ctx, { body }, c) => {
    c.header("Cache-Control", "no-store");
    return voteHelpful(ctx, {
      review_id: body.review_id,
      device_id: c.req.header("device-id") || getCookie(c, "device_id"),
    });
  });
  return app;
}
