import { Hono } from "hono";
import { subscribeProduct } from "../../../contract/back-in-stock";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { subscribeProductService } from "./back-in-stock.service";

export function backInStockRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, subscribeProduct, (ctx, { body }) => subscribeProductService(ctx, body));
  return app;
}
