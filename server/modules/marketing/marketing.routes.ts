import { Hono } from "hono";
import { subscribeNewsletter } from "../../../contract/newsletter";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { subscribe } from "./newsletter.service";

export function marketingRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, subscribeNewsletter, (ctx, { body }) => subscribe(ctx, body));
  return app;
}
