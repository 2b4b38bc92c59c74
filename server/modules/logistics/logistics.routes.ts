import { Hono } from "hono";
import { productLogistic, productPickupConfig } from "../../../contract/logistics";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { productLogisticEstimate, productPickupConfigFor } from "./logistics.service";

export function logisticsRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, productLogistic, (ctx, { body }) => productLogisticEstimate(ctx, body));
  route(app, deps, productPickupConfig, (ctx, { query }) => productPickupConfigFor(ctx, query.product_id));
  return app;
}
