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
import type { Deps } from "../../http/context";
import { customerRoute, route } from "../../http/route";
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
  // customerRoute: the signed-in customer's own calls, no-store on every answer (refusals too).
  customerRoute(app, deps, getStepInfo, (ctx, me) => stepInfo(ctx, me));
  customerRoute(app, deps, sendCode, (ctx, me, { body }) => sendPlusCode(ctx, me, body.phone));
  customerRoute(app, deps, verifyCode, (ctx, me, { body }) => verifyPlusCode(ctx, me, body));
  customerRoute(app, deps, paymenLink, (ctx, me, { body }) => createPaymentLink(ctx, me, body.vip_code));
  customerRoute(app, deps, plusPayment, (ctx, me, { params }) => plusPaymentInfo(ctx, me, params.order_sn));
  customerRoute(app, deps, plusPay, (ctx, me, { body }) => payPlusOrder(ctx, me, body));
  customerRoute(app, deps, orderMaybeSucc, (ctx, me, { query }) =>
    orderMaybeSucceeded(ctx, me, query.timestamp),
  );
  customerRoute(app, deps, isCompleted, (ctx, me, { body }) => isPlusOrderCompleted(ctx, me, body.order_sn));
  customerRoute(app, deps, plusOrderList, (ctx, me) => listPlusOrders(ctx, me));
  customerRoute(app, deps, plusOrderDetailCall, (ctx, me, { query }) =>
    plusOrderDetail(ctx, me, query.order_sn),
  );
  customerRoute(app, deps, inviteComplex, (ctx, me) => memberCentre(ctx, me));
  customerRoute(app, deps, inviteList, (ctx, me, { body }) => listInvites(ctx.db, me, body.page));
  customerRoute(app, deps, inviteMember, (ctx, me) => referralPopup(ctx, me));
  route(app, deps, cmsShowInfo, (ctx) => plusLandingInfo(ctx));
  route(app, deps, plusProducts, (ctx, { query }) => plusProductPage(ctx, query.page, query.page_size));
  return app;
}
