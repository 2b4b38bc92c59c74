import { Hono } from "hono";
import { cartBanner } from "../../../contract/cart-banner";
import {
  fraudSiteId,
  homeData,
  hotKeywords,
  pathLookup,
  popularKeywords,
  redirectList,
  serverTime,
  versionFile,
} from "../../../contract/site";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { getCartBanner } from "./cart-banner.service";
import { lookupPath } from "./path-lookup.service";
import {
  getHomeData,
  getHotKeywords,
  getPopularKeywords,
  getRedirectList,
  getServerTime,
} from "./site.service";

export function siteRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, pathLookup, (ctx, { query }) => lookupPath(ctx, query.path));
  route(app, deps, homeData, (ctx) => getHomeData(ctx));
  route(app, deps, popularKeywords, (ctx) => getPopularKeywords(ctx));
  route(app, deps, hotKeywords, (ctx) => getHotKeywords(ctx));
  route(app, deps, serverTime, (ctx) => getServerTime(ctx));
  route(app, deps, redirectList, (ctx) => getRedirectList(ctx));
  route(app, deps, cartBanner, (ctx) => getCartBanner(ctx));
  route(app, deps, fraudSiteId, () =>
    deps.config.FORTER_SITE_ID
      ? { is_active: 1 as const, site_id: deps.config.FORTER_SITE_ID }
      : { is_active: 0 as const, site_id: "" },
  );
  // Not an envelope: the route guard reads data.version. Never cached, so a deploy is seen at once.
  app.get(versionFile.path, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: { version: deps.buildVersion } });
  });
  return app;
}
