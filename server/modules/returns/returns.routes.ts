import { Hono } from "hono";
import {
  extendRefunds,
  extendRefundsShipping,
  myReturns,
  requestReturn,
  returnDetail,
  returnLabel,
  returnPhotoUpload,
} from "../../../contract/returns";
import type { Deps } from "../../http/context";
import { customerRoute } from "../../http/route";
import { readPhoto } from "../reviews/reviews.routes";
import {
  getMyReturn,
  getReturnLabel,
  listMyReturns,
  planRefundQuote,
  requestReturn as request,
  shippingRefundQuote,
  uploadReturnPhoto,
} from "./returns.service";

// The customer's return calls (contract/returns.ts): every one needs a signed-in customer and
// answers only their own orders and returns; the answers are personal (no-store).
export function returnsRoutes(deps: Deps): Hono {
  const app = new Hono();
  customerRoute(app, deps, requestReturn, async (ctx, customerId, { body }) => {
    return request(ctx, customerId, body);
  });
  customerRoute(app, deps, myReturns, async (ctx, customerId, { query }) => {
    return listMyReturns(ctx, customerId, query.order_id);
  });
  customerRoute(app, deps, returnDetail, async (ctx, customerId, { params }) => {
    return getMyReturn(ctx, customerId, params.rma);
  });
  customerRoute(app, deps, returnLabel, async (ctx, customerId, { query }) => {
    return getReturnLabel(ctx, customerId, query.rma);
  });
  // The quotes read the order through ctx.auth() (lockOwnOrder): the id is not passed on.
  customerRoute(app, deps, extendRefunds, async (ctx, _customerId, { body }) => {
    return planRefundQuote(ctx, body);
  });
  customerRoute(app, deps, extendRefundsShipping, async (ctx, _customerId, { body }) => {
    return shippingRefundQuote(ctx, body);
  });
  // A file, so not the JSON/form body route() reads: the one multipart field `photo`, read here.
  customerRoute(app, deps, returnPhotoUpload, async (ctx, customerId, _input, c) => {
    return uploadReturnPhoto(ctx, customerId, await readPhoto(c.req.raw));
  });
  return app;
}
