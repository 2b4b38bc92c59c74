import { Hono } from "hono";
import {
  accountInformation,
  accountInit,
  changePassword,
  editAccountInformation,
  newsletterSettings,
  newsletterSubscriberEdit,
  subscribePreCheck,
} from "../../../contract/customer";
import { requireCustomer } from "../../http/auth";
import type { Deps } from "../../http/context";
import { Reply, route } from "../../http/route";
import { SESSION_COOKIE, setSessionCookie } from "../../http/session";
import { editProfile, getAccountInit, getUserInfo } from "./account.service";
import { editNewsletterSettings, readNewsletterSettings } from "./newsletter-settings.service";
import { changeOwnPassword } from "./password-reset.service";
import { preCheckSubscribeLink } from "./subscribe-pre-check";

export function accountRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, accountInit, async (ctx) => {
    const { customerId } = await requireCustomer(ctx);
    return getAccountInit(ctx, customerId);
  });
  route(app, deps, accountInformation, async (ctx) => {
    const { customerId } = await requireCustomer(ctx);
    return getUserInfo(ctx.db, customerId);
  });
  route(app, deps, editAccountInformation, async (ctx, { body }) => {
    const { customerId } = await requireCustomer(ctx);
    return editProfile(ctx, customerId, body);
  });
  route(app, deps, changePassword, async (ctx, { body }, c) => {
    const { customerId } = await requireCustomer(ctx);
    const out = await changeOwnPassword(ctx, customerId, body);
    if (!(out instanceof Reply)) setSessionCookie(c, ctx.config, SESSION_COOKIE, out.token);
    return out;
  });
  route(app, deps, newsletterSettings, async (ctx, _input, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return readNewsletterSettings(ctx, customerId);
  });
  route(app, deps, newsletterSubscriberEdit, async (ctx, { body }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return editNewsletterSettings(ctx, customerId, body);
  });
  route(app, deps, subscribePreCheck, (ctx, { query }) => preCheckSubscribeLink(ctx, query));
  return app;
}
