import { Hono } from "hono";
import { cmsPage } from "../../../contract/cms";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { getCmsPage } from "./cms.service";

export function cmsRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, cmsPage, (ctx, { params }) => getCmsPage(ctx, params.id));
  return app;
}
