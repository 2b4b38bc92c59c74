import { Hono } from "hono";
import { coinHistory, coinNum, sendCoin } from "../../../contract/coin";
import type { Deps } from "../../http/context";
import { customerRoute } from "../../http/route";
import { readBalance, coinHistory as readHistory, sendCoins } from "./coin.service";

// The store coin, the shopper's calls (contract/coin.ts, decision 0047): signed-in customers only
// (401 otherwise), personal answers (no-store), every call rate-limited in
// server/http/write-rate-limits.ts. The operator's grant is mounted in fulfilment/admin.routes.ts.
export function coinRoutes(deps: Deps): Hono {
  const app = new Hono();
  customerRoute(app, deps, coinNum, (ctx, customerId) => readBalance(ctx.db, customerId, ctx.now));
  customerRoute(app, deps, sendCoin, (ctx, customerId, { body }) => sendCoins(ctx, customerId, body));
  customerRoute(app, deps, coinHistory, (ctx, customerId, { body }) =>
    readHistory(ctx, customerId, body.page),
  );
  return app;
}
