import { Hono } from "hono";
import { categoryMenu } from "../../../contract/site";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { getCategoryMenu } from "./catalog.service";

export function catalogRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, categoryMenu, (ctx) => getCategoryMenu(ctx));
  return app;
}
