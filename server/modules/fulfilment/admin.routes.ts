import { type Context, Hono } from "hono";
import {
  ADMIN_MESSAGES,
  adminApproveReturn,
  adminDeliver,
  adminOrders,
  adminOutForDelivery,
  adminReceiveReturn,
  adminRefundReturn,
  adminRefuseReturn,
  adminReturns,
  adminShip,
} from "../../../contract/admin";
import { adminProductStock } from "../../../contract/back-in-stock";
import { adminCoinGrant } from "../../../contract/coin";
import {
  adminDropshipApplications,
  adminDropshipApprove,
  adminDropshipRefuse,
} from "../../../contract/dropship";
import {
  adminGameGiftDeliver,
  adminGameGiftReceive,
  adminGameGiftShip,
  adminGameGifts,
} from "../../../contract/game";
import { notesBroadcast } from "../../../contract/notes-broadcast";
import { adminPlusExpireNow, adminPlusMembers } from "../../../contract/plus";
import { adminCustomerGroup, adminPlusSetExpiry } from "../../../contract/plus-operator";
import { adminSupportClose, adminSupportReply, adminSupportRequests } from "../../../contract/support";
import { webPushSend } from "../../../contract/web-push";
import type { Deps } from "../../http/context";
import { AppError } from "../../http/errors";
import { route } from "../../http/route";
import { setVariantStock } from "../back-in-stock/stock-admin.service";
import { grantCoins } from "../coin/coin.service";
import { decideApplication, listApplications } from "../dropship/dropship.service";
import { deliverGift, listGifts, receiveGift, shipGift } from "../game/game-admin.service";
import { broadcastNote } from "../notes/notes-broadcast.service";
import { listMemberships, operatorExpireNow } from "../plus/plus-admin.service";
import { operatorSetExpiry, operatorSetGroup } from "../plus/plus-operator.service";
import {
  approveReturn,
  listReturnsToAct,
  receiveReturn,
  refundReturn,
  refuseReturn,
} from "../returns/return-admin.service";
import { closeRequest, listSupportRequests, replyToRequest } from "../support/support-admin.service";
import { sendPush } from "../web-push/web-push.service";
import { listOrdersToAct, markDelivered, markOutForDelivery, shipOrderItems } from "./fulfilment.service";
import { bearerOf, requireOperator } from "./operator-auth";

// Operator calls under /admin/api (contract/admin.ts): the operator's token first, then the service;
// every action the service takes is logged in operator_actions with the operator's name.
// Return approval, refusal, receipt and refund (server/modules/returns/return-admin.service.ts) mount
// here; note broadcast (issue 17, built by others) mounts the same way:
// `const who = operator(c)` and then their service, which logs with `who`.

declare module "hono" {
  interface ContextVariableMap {
    /** The operator an /admin/api request is from (operator-auth.ts). */
    operator: string;
  }
}

const operator = (c: Context) => c.get("operator");

/** Exactly one of shipment_id and tracking_number names the shipment. */
function shipmentRef(body: { shipment_id?: number; tracking_number?: string }) {
  if ((body.shipment_id === undefined) === (body.tracking_number === undefined))
    throw new AppError(422, 422, ADMIN_MESSAGES.shipmentRef);
  return { shipmentId: body.shipment_id, trackingNumber: body.tracking_number };
}

export function adminRoutes(deps: Deps): Hono {
  const app = new Hono();
  // Before anything reads the request: no operator, no further work (not even input validation).
  app.use("/admin/api/*", async (c, next) => {
    c.set("operator", await requireOperator(deps.db, deps.config, bearerOf(c), new Date()));
    await next();
  });
  route(app, deps, adminOrders, async (ctx, { query }) => {
    return listOrdersToAct(ctx.db, {
      status: query.status,
      incrementId: query.increment_id,
      limit: query.limit,
    });
  });
  route(app, deps, adminShip, async (ctx, { body }, c) =>
    shipOrderItems(ctx, operator(c), {
      incrementId: body.increment_id,
      carrier: body.carrier,
      trackingNumber: body.tracking_number,
      items: body.items,
    }),
  );
  route(app, deps, adminOutForDelivery, async (ctx, { body }, c) =>
    markOutForDelivery(ctx, operator(c), shipmentRef(body), body),
  );
  route(app, deps, adminDeliver, async (ctx, { body }, c) =>
    markDelivered(ctx, operator(c), shipmentRef(body), body),
  );
  // Customer service (server/modules/support) and the note broadcast (notes/notes-broadcast.service.ts).
  route(app, deps, adminSupportRequests, async (ctx, { query }) => listSupportRequests(ctx, query));
  route(app, deps, adminSupportReply, async (ctx, { body }, c) => replyToRequest(ctx, operator(c), body));
  route(app, deps, adminSupportClose, async (ctx, { body }, c) => closeRequest(ctx, operator(c), body));
  route(app, deps, notesBroadcast, async (ctx, { body }, c) => broadcastNote(ctx, operator(c), body));
  // Returns (docs/decisions/0031-returns.md).
  route(app, deps, adminReturns, (ctx, { query }) =>
    listReturnsToAct(ctx, { status: query.status, incrementId: query.increment_id, limit: query.limit }),
  );
  route(app, deps, adminApproveReturn, (ctx, { body }, c) =>
    approveReturn(ctx, operator(c), body.rma_number),
  );
  route(app, deps, adminRefuseReturn, (ctx, { body }, c) =>
    refuseReturn(ctx, operator(c), body.rma_number, body.reason),
  );
  route(app, deps, adminReceiveReturn, (ctx, { body }, c) =>
    receiveReturn(ctx, operator(c), body.rma_number),
  );
  route(app, deps, adminRefundReturn, (ctx, { body }, c) => refundReturn(ctx, operator(c), body.rma_number));
  // Plus+ memberships (server/modules/plus/plus-admin.service.ts, decision 0034).
  route(app, deps, adminPlusMembers, (ctx, { query }) => listMemberships(ctx, query));
  route(app, deps, adminPlusExpireNow, (ctx, { body }, c) =>
    operatorExpireNow(ctx, operator(c), body.customer_id),
  );
  // The join flow's journeys: renewal window and Business customers (plus-operator.service.ts, decision 0036).
  route(app, deps, adminPlusSetExpiry, (ctx, { body }, c) =>
    operatorSetExpiry(ctx, operator(c), body.customer_id, new Date(body.expires_at)),
  );
  route(app, deps, adminCustomerGroup, (ctx, { body }, c) =>
    operatorSetGroup(ctx, operator(c), body.customer_id, body.customer_group),
  );
  // Stock (back-in-stock mails when it comes back: back-in-stock/stock-admin.service.ts, decision 0040).
  route(app, deps, adminProductStock, (ctx, { body }, c) => setVariantStock(ctx, operator(c), body));
  // Web Push to one customer or every subscriber (web-push/web-push.service.ts, decision 0041).
  route(app, deps, webPushSend, (ctx, { body }, c) => sendPush(ctx, operator(c), body));
  // The free-gift game's gifts (game/game-admin.service.ts, decision 0045).
  route(app, deps, adminGameGifts, (ctx, { query }) => listGifts(ctx, query.state));
  route(app, deps, adminGameGiftShip, (ctx, { params, body }, c) =>
    shipGift(ctx, operator(c), params.turn_id, body.tracking_number),
  );
  route(app, deps, adminGameGiftDeliver, (ctx, { params }, c) =>
    deliverGift(ctx, operator(c), params.turn_id),
  );
  route(app, deps, adminGameGiftReceive, (ctx, { params }, c) =>
    receiveGift(ctx, operator(c), params.turn_id),
  );
  // The store coin's grants (coin/coin.service.ts, decision 0047).
  route(app, deps, adminCoinGrant, (ctx, { body }, c) => grantCoins(ctx, operator(c), body));
  // Dropship applications (dropship/dropship.service.ts, decision 0048).
  route(app, deps, adminDropshipApplications, (ctx, { query }) =>
    listApplications(ctx, query.status, query.limit),
  );
  route(app, deps, adminDropshipApprove, (ctx, { body }, c) =>
    decideApplication(ctx, operator(c), body.id, "approved", null),
  );
  route(app, deps, adminDropshipRefuse, (ctx, { body }, c) =>
    decideApplication(ctx, operator(c), body.id, "refused", body.reason),
  );
  return app;
}
