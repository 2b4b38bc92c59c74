import { Hono } from "hono";
import { cartDiscountData } from "../../../contract/cart-discount";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { cartDiscountDataOfRequest } from "./cart-discount-data.service";

/** GET /api/v2/carts-discount-data: the cart's discount part, loaded after its lines. */
export function cartDiscountRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, cartDiscountData, (ctx) => cartDiscountDataOfRequest(ctx));
  return app;
}
