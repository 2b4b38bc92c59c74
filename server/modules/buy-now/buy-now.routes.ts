import { Hono } from "hono";
import {
  buyNowAddressDetail,
  buyNowAddressList,
  buyNowCheckCashback,
  buyNowCouponApply,
  buyNowCouponConfirm,
  buyNowDiscountData,
  buyNowEditAddress,
  buyNowGeneration,
  buyNowOperate,
  buyNowOrderAddress,
  buyNowPlaceOrder,
  buyNowPollingData,
} from "../../../contract/buy-now";
import { requireCustomer } from "../../http/auth";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { guestCookieSetter as guestCookie } from "../../http/session";
import { addAddress, editAddress, findAddress, listAddresses } from "../address/address.service";
import { applyCoupon, setCartAddress } from "../cart/cart-money.service";
import { placeOrder } from "../order/order-place.service";
import {
  buyNowCashback,
  buyNowContext,
  confirmBuyNowCoupon,
  buyNowDiscountData as discountData,
  generateBuyNow,
  orderPaymentState,
  startBuyNow,
} from "./buy-now.service";

/** The buy-now flow's calls (contract/buy-now.ts), mounted on the API app. */
export function buyNowRoutes(deps: Deps): Hono {
  const app = new Hono();
  // A shopper without a session gets a guest session; its token rides in the GuestToken cookie.
  route(app, deps, buyNowOperate, (ctx, { body }, c) =>
    startBuyNow(ctx, body.product, guestCookie(c, ctx.config)),
  );
  route(app, deps, buyNowGeneration, (ctx, { body }, c) =>
    generateBuyNow(ctx, body, guestCookie(c, ctx.config)),
  );
  route(app, deps, buyNowDiscountData, (ctx) => discountData(ctx));
  route(app, deps, buyNowCouponConfirm, (ctx, { body }) => confirmBuyNowCoupon(ctx, body.coupon_code));
  route(app, deps, buyNowCouponApply, (ctx, { body }) =>
    applyCoupon(buyNowContext(ctx), body.coupon_code, Boolean(body.remove)),
  );
  route(app, deps, buyNowAddressList, async (ctx) =>
    listAddresses(ctx.db, (await requireCustomer(ctx)).customerId),
  );
  route(app, deps, buyNowAddressDetail, async (ctx, { query }) =>
    findAddress(ctx.db, (await requireCustomer(ctx)).customerId, query.address_id),
  );
  route(app, deps, buyNowEditAddress, async (ctx, { body }) => {
    const { customerId } = await requireCustomer(ctx);
    if ("address_id" in body) {
      const { address_id, ...changes } = body;
      return editAddress(ctx, customerId, address_id, changes);
    }
    return addAddress(ctx, customerId, body);
  });
  route(app, deps, buyNowOrderAddress, (ctx, { body }, c) =>
    setCartAddress(buyNowContext(ctx), body, guestCookie(c, ctx.config)),
  );
  route(app, deps, buyNowCheckCashback, (ctx) => buyNowCashback(ctx));
  route(app, deps, buyNowPlaceOrder, (ctx, { body }) =>
    placeOrder(buyNowContext(ctx), body.order_token, body.cart_fingerprint),
  );
  route(app, deps, buyNowPollingData, (ctx, { body }) => orderPaymentState(ctx, body.order_id));
  return app;
}
