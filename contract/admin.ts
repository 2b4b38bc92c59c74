import { z } from "zod";
import { adminProductStock } from "./back-in-stock";
import { type CallDef, defineCall } from "./call";
import { adminCoinGrant } from "./coin";
import { adminDropshipApplications, adminDropshipApprove, adminDropshipRefuse } from "./dropship";
import { id, int, text } from "./fields";
import { shipmentView, trackingNumber } from "./fulfilment";
import { CARRIER_NAMES, FULFILMENT_STATUSES, SHIPMENT_STATUSES } from "./fulfilment-constants";
import { adminGameGiftDeliver, adminGameGiftReceive, adminGameGiftShip, adminGameGifts } from "./game";
import { notesBroadcast } from "./notes-broadcast";
import { ORDER_STATUSES } from "./order-constants";
import { adminPlusExpireNow, adminPlusMembers } from "./plus";
import { adminCustomerGroup, adminPlusSetExpiry } from "./plus-operator";
import { adminRefuseBody, adminReturnRef, returnView } from "./returns";
import { RETURN_STATUSES } from "./returns-constants";
import { adminSupportClose, adminSupportReply, adminSupportRequests } from "./support";
import { webPushSend } from "./web-push";

// Operator calls (issue 17, docs/decisions/0029-fulfilment-and-operators.md): under /admin/api, with
// an operator's bearer token only (a shopper's session never reaches them), each action written to
// operator_actions with the operator's name. `npm run ops` (scripts/ops.ts) drives them.
//   GET  /admin/api/orders                       orders to act on, by status
//   POST /admin/api/order/ship                   a shipment: items and quantities, carrier, tracking number
//   POST /admin/api/shipment/out-for-delivery    a shipment is out for delivery
//   POST /admin/api/shipment/deliver             a shipment is delivered
//   GET  /admin/api/support/requests             customer-service requests (contract/support.ts)
//   POST /admin/api/support/reply                a reply to a request (mail and note to the customer)
//   POST /admin/api/support/close                closes a request
//   POST /admin/api/notes/broadcast              a system note for everyone, a group or a customer (contract/notes-broadcast.ts)
//   POST /admin/api/web-push/send                a Web Push notification to a customer or every subscriber (contract/web-push.ts)
//   GET  /admin/api/returns                      returns to act on, by status (docs/decisions/0031-returns.md)
//   POST /admin/api/return/approve               a requested return is approved: label, note and mail
//   POST /admin/api/return/refuse                a requested return is refused, with the reason
//   POST /admin/api/return/receive               an approved return's parcel arrived
//   POST /admin/api/return/refund                the refund: money, points, stock (and receipt), exactly once
//   POST /admin/api/product/stock                a variant's stock; back in stock mails its waiting shoppers (contract/back-in-stock.ts)

export const ADMIN_API_PREFIX = "/admin/api/";

export const ADMIN_MESSAGES = {
  shipmentRef: "Give either shipment_id or tracking_number.",
  noCredentials: "Operator credentials required: send Authorization: Bearer <operator token>.",
  unknownToken: "This operator token is not valid.",
  shopperToken: "A shopper's session cannot call operator calls: use an operator token.",
} as const;

const adminOrderLine = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  qty: z.number().int(),
  qty_shipped: z.number().int(),
});

export const adminOrder = z.object({
  order_id: z.number().int(),
  increment_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment_status: z.enum(FULFILMENT_STATUSES),
  email: z.string(),
  created_at: z.string(),
  items: z.array(adminOrderLine),
  shipments: z.array(
    z.object({
      shipment_id: z.number().int(),
      carrier: z.string(),
      tracking_number: z.string(),
      status: z.enum(SHIPMENT_STATUSES),
    }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrders = defineCall({
  method: "get",
  path: "/admin/api/orders",
  tag: "admin",
  summary:
    "Orders to act on, oldest first: by order status (default processing: paid, nothing shipped yet; shipped: part or all on its way) or by order number, each with its lines (how many shipped) and shipments.",
  query: z.object({
    status: z.enum(ORDER_STATUSES).default("processing"),
    increment_id: z
      .string()
      .regex(/^\d{1,12}$/, "must be an order number")
      .optional(),
    limit: int(1, 200).default(50),
  }),
  result: z.array(adminOrder),
  errors: { 401: "no operator token, or an unknown one", 403: "a shopper's session token" },
});

export const adminShip = defineCall({
  method: "post",
  path: "/admin/api/order/ship",
  tag: "admin",
  summary:
    "Marks items of a paid order shipped as one shipment with its carrier and a tracking number no other shipment has, in one transaction, logged with the operator. Without items, everything not yet shipped goes. More than is left to ship (twice the same items included) is refused with code 409 and changes nothing. The first shipment moves the order to shipped.",
  body: z.object({
    increment_id: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, "must be an order number"),
    carrier: z.enum(CARRIER_NAMES as [string, ...string[]], {
      error: `must be one of ${CARRIER_NAMES.join(", ")}`,
    }),
    tracking_number: trackingNumber,
    items: z
      .array(z.object({ order_item_id: id, qty: int(1, 10_000) }))
      .max(200, "must list at most 200 items")
      .optional(),
  }),
  result: shipmentView,
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no such order",
    409: "the order cannot ship (not paid, canceled), an item is not the order's, more than is left to ship, or the tracking number is taken; nothing changed",
  },
});

const stepBody = z.object({
  shipment_id: id.optional(),
  tracking_number: trackingNumber.optional(),
  location: text(120).optional(),
  description: text(300).optional(),
});

export const adminOutForDelivery = defineCall({
  method: "post",
  path: "/admin/api/shipment/out-for-delivery",
  tag: "admin",
  summary:
    "A shipment (by shipment_id or tracking_number) is out for delivery: one timeline event, logged with the operator. Again, or once delivered, changes nothing and answers the shipment as it is.",
  body: stepBody,
  result: shipmentView,
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no such shipment",
  },
});

export const adminDeliver = defineCall({
  method: "post",
  path: "/admin/api/shipment/deliver",
  tag: "admin",
  summary:
    "A shipment (by shipment_id or tracking_number) is delivered: one timeline event, logged with the operator; when every item of the order has been delivered the order is complete. Delivered twice changes nothing and answers the shipment as it is.",
  body: stepBody,
  result: shipmentView,
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no such shipment",
  },
});

const operatorErrors = { 401: "no operator token, or an unknown one", 403: "a shopper's session token" };

export const adminReturns = defineCall({
  method: "get",
  path: "/admin/api/returns",
  tag: "admin",
  summary:
    "Returns to act on, oldest first: by status (default requested) or every return of one order, each with its items, photos and amounts.",
  query: z.object({
    status: z.enum(RETURN_STATUSES).default("requested"),
    increment_id: z
      .string()
      .regex(/^\d{1,12}$/, "must be an order number")
      .optional(),
    limit: int(1, 200).default(50),
  }),
  result: z.array(returnView),
  errors: operatorErrors,
});

export const adminApproveReturn = defineCall({
  method: "post",
  path: "/admin/api/return/approve",
  tag: "admin",
  summary:
    "Approves a requested return: its label exists from now, the customer gets a note (return approved) and a mail with the label's link; logged with the operator. Approved again changes nothing.",
  body: adminReturnRef,
  result: returnView,
  errors: {
    ...operatorErrors,
    404: "no such return",
    409: "the return is not requested (refused, received, refunded)",
  },
});

export const adminRefuseReturn = defineCall({
  method: "post",
  path: "/admin/api/return/refuse",
  tag: "admin",
  summary:
    "Refuses a requested return with a reason the customer reads (note and mail); its units may be asked for again. Logged with the operator. Refused again changes nothing.",
  body: adminRefuseBody,
  result: returnView,
  errors: { ...operatorErrors, 404: "no such return", 409: "the return is not requested", 422: "no reason" },
});

export const adminReceiveReturn = defineCall({
  method: "post",
  path: "/admin/api/return/receive",
  tag: "admin",
  summary:
    "Records that an approved return's parcel arrived; logged with the operator. Again changes nothing.",
  body: adminReturnRef,
  result: returnView,
  errors: { ...operatorErrors, 404: "no such return", 409: "the return is not approved" },
});

export const adminRefundReturn = defineCall({
  method: "post",
  path: "/admin/api/return/refund",
  tag: "admin",
  summary:
    "Refunds an approved or received return in one transaction (recording its receipt if not yet): the money through the provider that took the payment, the points spent on those items back, the points they earned taken back, their units back in stock, the protection plans attached to them; the whole order returned does what a cancel does (all that is left of the payment, shipping and shipping protection included, every point, the coupon released; the order becomes returned). A note (refund issued) and a mail; logged with the operator. Refunded again changes nothing and pays nothing.",
  body: adminReturnRef,
  result: returnView,
  errors: {
    ...operatorErrors,
    404: "no such return",
    409: "the return is not approved or received",
    502: "the payment provider refused the refund; nothing changed",
  },
});

/** Every operator call, for the API reference (not part of the shoppers' OpenAPI document). */
export const adminCalls: CallDef[] = [
  adminOrders,
  adminShip,
  adminOutForDelivery,
  adminDeliver,
  adminSupportRequests,
  adminSupportReply,
  adminSupportClose,
  notesBroadcast,
  adminReturns,
  adminApproveReturn,
  adminRefuseReturn,
  adminReceiveReturn,
  adminRefundReturn,
  adminPlusMembers,
  adminPlusExpireNow,
  adminPlusSetExpiry,
  adminCustomerGroup,
  adminProductStock,
  webPushSend,
  adminGameGifts,
  adminGameGiftShip,
  adminGameGiftDeliver,
  adminGameGiftReceive,
  adminCoinGrant,
  adminDropshipApplications,
  adminDropshipApprove,
  adminDropshipRefuse,
];
