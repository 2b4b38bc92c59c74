import { Hono } from "hono";
import {
  addToCart,
  applyCoupon,
  applyPoints,
  cartCheckInfo,
  cartCouponList,
  cartInputCoupons,
  cartRead,
  cartReadV2,
  deleteCartItem,
  editCartItem,
  giftAdd,
  giftDelete,
  giftOptionsRead,
  laterCartMove,
  laterCartRead,
  reorder,
  setCartAddress,
  setCartPayment,
  setShippingMethod,
  shippingProtectionOffer,
  shippingProtectionSet,
} from "../../../contract/cart";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { guestCookieSetter } from "../../http/session";
import { addToCart as addLine } from "./cart.service";
import { cartCouponList as couponList, inputCoupons } from "./cart-coupon-list";
import { deleteCartItem as deleteLine, editCartItem as editLine } from "./cart-edit.service";
import { addGift, giftOptionsOfRequest, removeGift } from "./cart-gift.service";
import { laterCartOfRequest, moveLaterToCart } from "./cart-later.service";
import {
  applyCoupon as applyCouponCode,
  checkInfo,
  setCartAddress as chooseAddress,
  setCartPayment as choosePayment,
  applyPoints as spendPoints,
} from "./cart-money.service";
import { shippingProtectionOffer as protectionOffer, setShippingProtection } from "./cart-protection.service";
import { cartOfRequest } from "./cart-read";
import { reorderToCart } from "./cart-reorder.service";
import { setShippingMethod as chooseShipping } from "./cart-settings.service";

export function cartRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, addToCart, (ctx, { body }, c) =>
    // A shopper without a session gets a guest session here; its token rides in the GuestToken cookie.
    addLine(ctx, body.product, guestCookieSetter(c, ctx.config), {
      laterItemId: body.later_item_id,
    }),
  );
  route(app, deps, cartRead, (ctx) => cartOfRequest(ctx));
  route(app, deps, cartReadV2, (ctx) => cartOfRequest(ctx));
  // The spec's client calls PUT /api/cart/ (trailing slash); other clients may leave it off.
  for (const path of [editCartItem.path, editCartItem.path.replace(/\/$/, "")]) {
    route(app, deps, { ...editCartItem, path }, (ctx, { body }) => editLine(ctx, body));
  }
  route(app, deps, deleteCartItem, (ctx, { body }) => deleteLine(ctx, body));
  route(app, deps, laterCartRead, (ctx) => laterCartOfRequest(ctx));
  route(app, deps, laterCartMove, (ctx, { body }) => moveLaterToCart(ctx, body.later_item_id));
  route(app, deps, setShippingMethod, (ctx, { body }, c) =>
    chooseShipping(ctx, body.shipping_method, guestCookieSetter(c, ctx.config)),
  );
  route(app, deps, giftDelete, (ctx) => removeGift(ctx));
  route(app, deps, giftAdd, (ctx, { body }) => addGift(ctx, body.piid));
  route(app, deps, giftOptionsRead, (ctx) => giftOptionsOfRequest(ctx));
  route(app, deps, applyCoupon, (ctx, { body }) =>
    applyCouponCode(ctx, body.coupon_code, body.remove ?? false),
  );
  route(app, deps, cartCouponList, (ctx) => couponList(ctx));
  route(app, deps, cartInputCoupons, (ctx) => inputCoupons(ctx));
  route(app, deps, applyPoints, (ctx, { body }) => spendPoints(ctx, body.points));
  route(app, deps, setCartAddress, (ctx, { body }, c) =>
    chooseAddress(ctx, body, guestCookieSetter(c, ctx.config)),
  );
  route(app, deps, setCartPayment, (ctx, { body }, c) =>
    choosePayment(ctx, body.payment_method, guestCookieSetter(c, ctx.config)),
  );
  route(app, deps, cartCheckInfo, (ctx) => checkInfo(ctx));
  route(app, deps, reorder, (ctx, { body }, c) =>
    reorderToCart(ctx, body.order_id, guestCookieSetter(c, ctx.config)),
  );
  route(app, deps, shippingProtectionOffer, (ctx) => protectionOffer(ctx));
  route(app, deps, shippingProtectionSet, (ctx, { body }) => setShippingProtection(ctx, body.enable));
  return app;
}
