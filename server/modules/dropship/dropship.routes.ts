import { Hono } from "hono";
import {
  addDropshipProgram,
  dropshipStatus,
  editDropshipProgram,
  getDropshipProgram,
} from "../../../contract/dropship";
import type { Deps } from "../../http/context";
import { customerRoute } from "../../http/route";
import { addApplication, applicationStatus, editApplication, getApplication } from "./dropship.service";

// The dropship programme, the shopper's calls (contract/dropship.ts, decision 0048): signed-in
// customers only (401 otherwise), personal answers (no-store), rate-limited in
// server/http/write-rate-limits.ts. The operator's calls are mounted in fulfilment/admin.routes.ts.
export function dropshipRoutes(deps: Deps): Hono {
  const app = new Hono();
  customerRoute(app, deps, addDropshipProgram, (ctx, customerId, { body }) =>
    addApplication(ctx, customerId, body),
  );
  customerRoute(app, deps, getDropshipProgram, (ctx, customerId, { query }) =>
    getApplication(ctx, customerId, query.id),
  );
  customerRoute(app, deps, dropshipStatus, (ctx, customerId) => applicationStatus(ctx, customerId));
  customerRoute(app, deps, editDropshipProgram, (ctx, customerId, { body }) =>
    editApplication(ctx, customerId, body),
  );
  return app;
}
