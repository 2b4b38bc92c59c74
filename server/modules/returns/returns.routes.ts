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
import { requireCustomer } from "../../http/auth";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
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
  route(app, deps, requestReturn, async (ctx, { body }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return request(ctx, customerId, body);
  });
  route(app, deps, myReturns, async (ctx, { query }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return listMyReturns(ctx, customerId, query.order_id);
  });
  route(app, deps, returnDetail, async (ctx, { params }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return getMyReturn(ctx, customerId, params.rma);
  });
  route(app, deps, returnLabel, async (ctx, { query }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return getReturnLabel(ctx, customerId, query.rma);
  });
  route(app, deps, extendRefunds, async (ctx, { body }, c) => {
    await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return planRefundQuote(ctx, body);
  });
  route(app, deps, extendRefundsShipping, async (ctx, { body }, c) => {
    await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return shippingRefundQuote(ctx, body);
  });
  // A file, so not the JSON/form body route() reads: the one multipart field `photo`, read here.
  route(app, deps, returnPhotoUpload, async (ctx, _input, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return uploadReturnPhoto(ctx, customerId, await readPhoto(c.req.raw));
  });
  return app;
}
