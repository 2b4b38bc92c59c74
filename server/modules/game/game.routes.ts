import { Hono } from "hono";
import { gameConfirmOrder, gameReport, gameTurn, gameTurnList } from "../../../contract/game";
import type { Deps } from "../../http/context";
import { customerRoute } from "../../http/route";
import { confirmTurn, listTurns, playTurn, reportIssue } from "./game.service";

// The free-gift game "Play to Win", the shopper's calls (contract/game.ts, decision 0045): signed-in
// customers only (401 otherwise), personal answers (no-store); the writes are rate-limited in
// server/http/write-rate-limits.ts. The operator's calls are mounted in fulfilment/admin.routes.ts.
export function gameRoutes(deps: Deps): Hono {
  const app = new Hono();
  customerRoute(app, deps, gameTurnList, (ctx, customerId) => listTurns(ctx, customerId));
  customerRoute(app, deps, gameTurn, (ctx, customerId, { body }) => playTurn(ctx, customerId, body));
  customerRoute(app, deps, gameConfirmOrder, (ctx, customerId, { body }) =>
    confirmTurn(ctx, customerId, body.turn_id),
  );
  customerRoute(app, deps, gameReport, (ctx, customerId, { body }) => reportIssue(ctx, customerId, body));
  return app;
}
