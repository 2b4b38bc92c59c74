import { Hono } from "hono";
import { customizeProduct, customizeSubscribe } from "../../../contract/customization";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import * as service from "./customization.service";

/** GET /api/customize/subscribe and GET /api/customize/product (mounted with the API). */
export function customizationRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, customizeSubscribe, (ctx, { query }) => service.customizeSubscribe(ctx, query));
  route(app, deps, customizeProduct, (ctx, { query }) => service.customizeProduct(ctx, query));
  return app;
}
