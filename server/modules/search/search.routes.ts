import { Hono } from "hono";
import { searchProducts, searchSuggest, userSearchBehavior } from "../../../contract/search";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { recordSearchBehavior, searchProductsService, suggest } from "./search.service";

export function searchRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, searchSuggest, (ctx, { query }) => suggest(ctx, query.q));
  route(app, deps, searchProducts, (ctx, { query }) => searchProductsService(ctx, query));
  route(app, deps, userSearchBehavior, (ctx, { body }) => recordSearchBehavior(ctx, body));
  return app;
}
