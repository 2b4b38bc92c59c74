import { Hono } from "hono";
import {
  cmsShowInfo,
  getStepInfo,
  inviteComplex,
  inviteList,
  inviteMember,
  isCompleted,
  orderMaybeSucc,
  paymenLink,
  plusOrderDetail as plusOrderDetailCall,
  plusOrderList,
  plusPay,
  plusPayment,
  plusProducts,
  sendCode,
  verifyCode,
} from "../../../contract/plus";
import { requireCustomer } from "../../http/auth";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { sendPlusCode, verifyPlusCode } from "./plus-codes.service";
import { listInvites, memberCentre, referralPopup } from "./plus-invite.service";
import { plusLandingInfo, plusProductPage } from "./plus-landing.service";
import {
  isPlusOrderCompleted,
  listPlusOrders,
  orderMaybeSucceeded,
  plusOrderDetail,
  stepInfo,
} from "./plus-orders.service";
import { createPaymentLink, payPlusOrder, plusPaymentInfo } from "./plus-payment.service";

// Plus+ membership (contract/plus.ts, decision 0034). The join and member calls are the signed-in
// customer's own (401 otherwise) and personal (no-store: the route answers them so, having no
// public cache time); the landing's two reads are public and cached. Rate limits:
// server/http/write-rate-limits.ts.
export function plusRoutes(deps: Deps): Hono {
  const app = new Hono();
  // Answers with a message (a Reply: sendCode, pay) carry no Cache-Control of their own; personal
  // answers are never kept. The public cms-show-info sets its own and keeps it.
  app.use("/api/plus/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  const me = async (ctx: Parameters<Parameters<typeof route>[3]>[0]) =>
    (await requireCustomer(ctx)).customerId;
  route(app, deps, getStepInfo, async (ctx) => stepInfo(ctx, await me(ctx)));
  route(app, deps, sendCode, async (ctx, { body }) => sendPlusCode(ctx, await me(ctx), body.phone));
  route(app, deps, verifyCode, async (ctx, { body }) => verifyPlusCode(ctx, await me(ctx), body));
  route(app, deps, paymenLink, async (ctx, { body }) => createPaymentLink(ctx, await me(ctx), body.vip_code));
  route(app, deps, plusPayment, async (ctx, { params }) =>
    plusPaymentInfo(ctx, await me(ctx), params.order_sn),
  );
  route(app, deps, plusPay, async (ctx, { body }) => payPlusOrder(ctx, await me(ctx), body));
  route(app, deps, orderMaybeSucc, async (ctx, { query }) =>
    orderMaybeSucceeded(ctx, await me(ctx), query.timestamp),
  );
  route(app, deps, isCompleted, async (ctx, { body }) =>
    isPlusOrderCompleted(ctx, await me(ctx), body.order_sn),
  );
  route(app, deps, plusOrderList, async (ctx) => listPlusOrders(ctx, await me(ctx)));
  route(app, deps, plusOrderDetailCall, async (ctx, { query }) =>
    plusOrderDetail(ctx, await me(ctx), query.order_sn),
  );
  route(app, deps, inviteComplex, async (ctx) => memberCentre(ctx, await me(ctx)));
  route(app, deps, inviteList, async (ctx, { body }) => listInvites(ctx.db, await me(ctx), body.page));
  route(app, deps, inviteMember, async (ctx) => referralPopup(ctx, await me(ctx)));
  route(app, deps, cmsShowInfo, (ctx) => plusLandingInfo(ctx));
  route(app, deps, plusProducts, (ctx, { query }) => plusProductPage(ctx, query.page, query.page_size));
  return app;
}
