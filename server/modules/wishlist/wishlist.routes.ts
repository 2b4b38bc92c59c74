import { Hono } from "hono";
import { wishlistAdd, wishlistDelete, wishlistProductState, wishlistRead } from "../../../contract/wishlist";
import { requireCustomer } from "../../http/auth";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { addToWishlist, productWishState, readWishlist, removeFromWishlist } from "./wishlist.service";

/** The wishlist calls: signed-in customers only, personal answers (never cached). */
export function wishlistRoutes(deps: Deps): Hono {
  const app = new Hono();
  // Answers with a message are Replies, which the route helper sends without Cache-Control.
  route(app, deps, wishlistAdd, async (ctx, { body }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return addToWishlist(ctx, customerId, body);
  });
  route(app, deps, wishlistRead, async (ctx) => {
    const { customerId } = await requireCustomer(ctx);
    return readWishlist(ctx, customerId);
  });
  route(app, deps, wishlistDelete, async (ctx, { body }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return removeFromWishlist(ctx, customerId, body.item_id);
  });
  route(app, deps, wishlistProductState, async (ctx, { query }) => {
    const { customerId } = await requireCustomer(ctx);
    return productWishState(ctx, customerId, query.product_id);
  });
  return app;
}
