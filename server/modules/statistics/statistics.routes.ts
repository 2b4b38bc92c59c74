import { Hono } from "hono";
import { userProductBehavior } from "../../../contract/statistics";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { recordProductBehavior } from "./statistics.service";

export function statisticsRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, userProductBehavior, (ctx, { body }) => recordProductBehavior(ctx, body));
  return app;
}
