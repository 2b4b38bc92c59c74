import { Hono } from "hono";
import { productsCoupons, productsGetCoupons } from "../../../contract/coupons";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { claimCoupon, detailCoupons } from "./coupons.service";

// Sign-in (issue #4) passes the session's customer as the viewer; until then everyone is a guest.
export function couponRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, productsCoupons, (ctx, { query }) => detailCoupons(ctx, query.productId));
  route(app, deps, productsGetCoupons, (ctx, { body }) => claimCoupon(ctx, body.couponCode));
  return app;
}
