import { Hono } from "hono";
import {
  collectingPoints,
  follow,
  getPointsLists,
  phoneNumberVerify,
  pointsInfo,
  shareProduct,
  signPoints,
  taskList,
  watchLive,
} from "../../../contract/points";
import type { Deps } from "../../http/context";
import { customerRoute } from "../../http/route";
import {
  collect,
  followStore,
  listTasks,
  pointsHistory,
  pointsSummary,
  shareProduct as share,
  signIn,
  verifyPhone,
  watchLive as watch,
} from "./points.service";

// The points programme's calls (contract/points.ts, decision 0046): signed-in customers only (401),
// personal answers (no-store); the writes are rate-limited in server/http/write-rate-limits.ts.
export function pointsRoutes(deps: Deps): Hono {
  const app = new Hono();
  customerRoute(app, deps, pointsInfo, (ctx, customerId) => pointsSummary(ctx, customerId));
  customerRoute(app, deps, getPointsLists, (ctx, customerId, { body }) =>
    pointsHistory(ctx, customerId, body),
  );
  customerRoute(app, deps, taskList, (ctx, customerId) => listTasks(ctx, customerId));
  customerRoute(app, deps, signPoints, (ctx, customerId) => signIn(ctx, customerId));
  customerRoute(app, deps, phoneNumberVerify, (ctx, customerId, { body }) =>
    verifyPhone(ctx, customerId, body),
  );
  customerRoute(app, deps, follow, (ctx, customerId) => followStore(ctx, customerId));
  customerRoute(app, deps, watchLive, (ctx, customerId, { body }) => watch(ctx, customerId, body.live));
  customerRoute(app, deps, shareProduct, (ctx, customerId, { body }) =>
    share(ctx, customerId, body.product_id),
  );
  customerRoute(app, deps, collectingPoints, (ctx, customerId, { body }) =>
    collect(ctx, customerId, body.task_key),
  );
  return app;
}
