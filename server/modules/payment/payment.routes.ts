import { Hono } from "hono";
import {
  braintreeClientToken,
  braintreeCreditCard,
  braintreeUnderRiskified,
  klarnaClientToken,
  klarnaInfo,
  klarnaPayment,
} from "../../../contract/payment";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { buyNowContext } from "../buy-now/buy-now.service";
import { payByCard, payLater } from "./order-payment.service";
import { cardClientToken, fraudVerdict, payLaterClientToken, payLaterInfo } from "./payment-info.service";

/** Card and pay-later calls (spec part 1 §7), mounted on the API app. */
export function paymentRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, braintreeClientToken, (ctx) => cardClientToken(ctx));
  route(app, deps, braintreeCreditCard, (ctx, { body }) => payByCard(ctx, body.order_id, body.nonce));
  route(app, deps, braintreeUnderRiskified, (ctx, { query }) => fraudVerdict(ctx, query.order_id));
  route(app, deps, klarnaClientToken, (ctx, { query }) =>
    payLaterClientToken(query.checkout === "buy_now" ? buyNowContext(ctx) : ctx, query.order_id),
  );
  route(app, deps, klarnaPayment, (ctx, { body }) => payLater(ctx, body.order_id, body.authorization_token));
  route(app, deps, klarnaInfo, (ctx, { query }) =>
    payLaterInfo(query.checkout === "buy_now" ? buyNowContext(ctx) : ctx, query.order_id),
  );
  return app;
}
