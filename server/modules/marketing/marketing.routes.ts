import { Hono } from "hono";
import {
  babySubscribe,
  chairProductCoupon,
  massagechairSubscribe,
  tagCouponRestriction,
} from "../../../contract/marketing-offers";
import { confirmNewsletter, subscribeNewsletter } from "../../../contract/newsletter";
import { oldUserSendEmail, tellBirthday } from "../../../contract/old-user-birthday";
import type { Deps } from "../../http/context";
import { customerRoute, route } from "../../http/route";
import { tellBirthday as storeBirthday } from "./birthday";
import { confirmSubscription, subscribe } from "./newsletter.service";
import * as offers from "./offers.service";
import { sendOldCustomerVerify } from "./old-user";

export function marketingRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, subscribeNewsletter, (ctx, { body }) => subscribe(ctx, body));
  route(app, deps, confirmNewsletter, (ctx, { query }) => confirmSubscription(ctx, query.token));
  // The signed-in customer's own calls: 401 for anyone else, never kept by a cache.
  customerRoute(app, deps, oldUserSendEmail, (ctx, me) => sendOldCustomerVerify(ctx, me));
  customerRoute(app, deps, tellBirthday, (ctx, me, { body }) => storeBirthday(ctx, me, body.births));
  route(app, deps, babySubscribe, (ctx, { body }) => offers.babySubscribe(ctx, body));
  route(app, deps, massagechairSubscribe, (ctx, { body }) => offers.massagechairSubscribe(ctx, body));
  route(app, deps, chairProductCoupon, (ctx) => offers.chairCouponFor(ctx));
  route(app, deps, tagCouponRestriction, async (ctx) => ({
    infomation: await offers.chairRestrictionText(ctx.db),
  }));
  return app;
}
