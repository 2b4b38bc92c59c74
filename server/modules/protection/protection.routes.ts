import { Hono } from "hono";
import { getOfferList } from "../../../contract/protection";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { getOfferList as offerList } from "./protection.service";

export function protectionRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, getOfferList, (ctx, { body }) => offerList(ctx, body));
  return app;
}
