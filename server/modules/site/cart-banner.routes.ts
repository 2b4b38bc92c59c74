import { Hono } from "hono";
import { cartBanner } from "../../../contract/cart-banner";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { getCartBanner } from "./cart-banner.service";

/** GET /api/cart/banner: the operator's cart-page banner (spec part 1 §7 "Site"). */
export function cartBannerRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, cartBanner, (ctx) => getCartBanner(ctx));
  return app;
}
