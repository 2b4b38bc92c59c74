import { Hono } from "hono";
import { webPushPublicKey, webPushSubscribe, webPushUnsubscribe } from "../../../contract/web-push";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { publicKey, subscribe, unsubscribe } from "./web-push.service";

// The shopper's Web Push calls (contract/web-push.ts); the operator's send mounts with the other
// /admin/api calls (fulfilment/admin.routes.ts).
export function webPushRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, webPushPublicKey, (ctx) => publicKey(ctx));
  route(app, deps, webPushSubscribe, (ctx, { body }) => subscribe(ctx, body));
  route(app, deps, webPushUnsubscribe, (ctx, { body }) => unsubscribe(ctx, body.endpoint));
  return app;
}
