import { Hono } from "hono";
import { userOrderBehavior, userProductBehavior } from "../../../contract/statistics";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { recordOrderBehavior } from "./order-behavior.service";
import { recordProductBehavior } from "./statistics.service";

export function statisticsRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, userProductBehavior, (ctx, { body }) => recordProductBehavior(ctx, body));
  route(app, deps, userOrderBehavior, (ctx, { body }) => recordOrderBehavior(ctx, body));
  return app;
}
