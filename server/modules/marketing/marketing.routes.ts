import { Hono } from "hono";
import { confirmNewsletter, subscribeNewsletter } from "../../../contract/newsletter";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { confirmSubscription, subscribe } from "./newsletter.service";

export function marketingRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, subscribeNewsletter, (ctx, { body }) => subscribe(ctx, body));
  route(app, deps, confirmNewsletter, (ctx, { query }) => confirmSubscription(ctx, query.token));
  return app;
}
