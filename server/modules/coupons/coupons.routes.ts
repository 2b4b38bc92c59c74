import { Hono } from "hono";
import { couponWallet, productsCoupons, productsGetCoupons } from "../../../contract/coupons";
import { requireCustomer } from "../../http/auth";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { currentViewer } from "../customer/viewer";
import { couponWallet as walletOf } from "./coupon-wallet.service";
import { claimCoupon, detailCoupons } from "./coupons.service";

// The viewer comes from the session: a guest sees "received" as false and is asked to sign in.
export function couponRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, productsCoupons, async (ctx, { query }) =>
    detailCoupons(ctx, query.productId, await currentViewer(ctx)),
  );
  route(app, deps, productsGetCoupons, async (ctx, { body }) =>
    claimCoupon(ctx, body.couponCode, await currentViewer(ctx)),
  );
  route(app, deps, couponWallet, async (ctx, { body }) => {
    const { customerId } = await requireCustomer(ctx);
    return walletOf(ctx, customerId, body.type);
  });
  return app;
}
