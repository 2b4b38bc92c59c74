import { Hono } from "hono";
import { dealsList } from "../../../contract/deals";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { listDeals } from "./deals.service";

// Deals (contract/deals.ts): public, cached like the catalogue's reads.
export function dealsRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, dealsList, (ctx, { query }) => listDeals(ctx, query));
  return app;
}
