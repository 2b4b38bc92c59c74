import { Hono } from "hono";
import { cancelOrder, customerOrders, orderRead, orderTokenCall, placeOrder } from "../../../contract/order";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { cancelOwnOrder } from "./order-cancel.service";
import { newOrderToken, placeOrder as place } from "./order-place.service";
import { listCustomerOrders, readOwnOrder } from "./order-read.service";

/** Order token, placing, and the shopper's own orders (list, detail, cancel), mounted on the API app. */
export function orderRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, orderTokenCall, () => ({ order_token: newOrderToken() }));
  route(app, deps, placeOrder, (ctx, { body }) => place(ctx, body.order_token, body.cart_fingerprint));
  route(app, deps, customerOrders, (ctx) => listCustomerOrders(ctx));
  route(app, deps, orderRead, (ctx, { params }) => readOwnOrder(ctx, params.increment_id));
  route(app, deps, cancelOrder, (ctx, { body }) => cancelOwnOrder(ctx, body.order_id));
  return app;
}
