import { Hono } from "hono";
import { searchProducts, searchSuggest, userSearchBehavior } from "../../../contract/search";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import {
  countSearchForPopular,
  POPULAR_TERM,
  type PopularSearch,
  recordSearchBehavior,
  searchProductsService,
  suggest,
} from "./search.service";

export function searchRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, searchSuggest, (ctx, { query }) => suggest(ctx, query.q));
  // Each search that found products counts for the popular searches, also when its answer comes
  // from the answer cache: the term is kept with the answer and counted per request.
  route(app, deps, searchProducts, (ctx, { query }) => searchProductsService(ctx, query), {
    afterAnswer: {
      summarize: (result) => (result as { [POPULAR_TERM]?: PopularSearch | null })[POPULAR_TERM] ?? undefined,
      run: (ctx, summary) => countSearchForPopular(ctx, summary as PopularSearch),
    },
  });
  // Client-sent statistics are stored for analysis only: they never feed what other shoppers see.
  route(app, deps, userSearchBehavior, (ctx, { body }) => recordSearchBehavior(ctx, body));
  return app;
}
