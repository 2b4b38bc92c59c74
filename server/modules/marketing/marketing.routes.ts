import { Hono } from "hono";
import {
  babySubscribe,
  chairProductCoupon,
  massagechairSubscribe,
  tagCouponRestriction,
} from "../../../contract/marketing-offers";
import { confirmNewsletter, subscribeNewsletter } from "../../../contract/newsletter";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { confirmSubscription, subscribe } from "./newsletter.service";
import * as offers from "./offers.service";

export function marketingRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, subscribeNewsletter, (ctx, { body }) => subscribe(ctx, body));
  route(app, deps, confirmNewsletter, (ctx, { query }) => confirmSubscription(ctx, query.token));
  route(app, deps, babySubscribe, (ctx, { body }) => offers.babySubscribe(ctx, body));
  route(app, deps, massagechairSubscribe, (ctx, { body }) => offers.massagechairSubscribe(ctx, body));
  route(app, deps, chairProductCoupon, (ctx) => offers.chairCouponFor(ctx));
  route(app, deps, tagCouponRestriction, async (ctx) => ({
    infomation: await offers.chairRestrictionText(ctx.db),
  }));
  return app;
}
