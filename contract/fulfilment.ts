import { z } from "zod";
import { defineCall } from "./call";
import { email, text } from "./fields";
import {
  FULFILMENT_STATUSES,
  normalizeTrackingNumber,
  SHIPMENT_STATUSES,
  TRACKING_NUMBER_PATTERN,
} from "./fulfilment-constants";

// The shopper's side of fulfilment (spec part 1 §7 "order … item, shipment, … track", whose paths the
// spec does not show; chosen in the style of the order calls and recorded in docs/api.md):
//   GET  /api/order/:increment_id/items      an own order's lines with thumbnails and how many shipped/delivered
//   GET  /api/order/:increment_id/shipments  an own order's shipments with their items and timeline
//   POST /api/shipment/track                 one shipment by tracking number: its owner, or anyone with the order's e-mail or ZIP
//   POST /api/shipment/confirm               the shopper confirms receipt of a delivered shipment

/** A tracking number as typed: spaces and dashes dropped, upper-cased, 8–40 letters and digits. */
export const trackingNumber = z
  .string({ error: "is required" })
  .trim()
  .max(80, "is too long")
  .transform(normalizeTrackingNumber)
  .refine((v) => TRACKING_NUMBER_PATTERN.test(v), "must be a tracking number (8–40 letters and digits)");

export const shipmentEvent = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  status_label: z.string(),
  description: z.string(),
  location: z.string(),
  at: z.string(),
});

export const shipmentItem = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  qty: z.number().int(),
  thumbnail: z.string().nullable(),
});

export const shipmentView = z.object({
  shipment_id: z.number().int(),
  increment_id: z.string().describe("The order's number"),
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z
    .string()
    .describe("The carrier's tracking page; /shipments?tracking=… for the store's own fleet"),
  status: z.enum(SHIPMENT_STATUSES),
  status_label: z.string(),
  shipped_at: z.string(),
  out_for_delivery_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  confirmed_at: z.string().nullable().describe("When the shopper confirmed receipt"),
  can_confirm: z.boolean().describe("Delivered and not yet confirmed"),
  items: z.array(shipmentItem),
  events: z.array(shipmentEvent).describe("The timeline, oldest first"),
});
export type ShipmentView = z.infer<typeof shipmentView>;

export const fulfilmentFields = {
  fulfilment_status: z.enum(FULFILMENT_STATUSES),
  fulfilment_label: z.string(),
};

export const orderItemView = z.object({
  order_item_id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  qty: z.number().int(),
  qty_shipped: z.number().int(),
  qty_delivered: z.number().int(),
  thumbnail: z.string().nullable(),
  is_gift: z.boolean(),
});
export type OrderItemView = z.infer<typeof orderItemView>;

const incrementParam = z.object({
  increment_id: z.string().regex(/^\d{1,12}$/, "must be an order number"),
});

export const orderItemsRead = defineCall({
  method: "get",
  path: "/api/order/:increment_id/items",
  tag: "order",
  summary:
    "The lines of an own order (the signed-in customer's, or the guest session's that placed it) with a thumbnail each and how many units have shipped and been delivered. Anyone else's order answers 404.",
  params: incrementParam,
  result: z.object({ increment_id: z.string(), ...fulfilmentFields, items: z.array(orderItemView) }),
  errors: { 404: "no such order of this shopper" },
});

export const orderShipmentsRead = defineCall({
  method: "get",
  path: "/api/order/:increment_id/shipments",
  tag: "order",
  summary:
    "The shipments of an own order, first shipped first: carrier, tracking number and link, status, items with thumbnails and the tracking timeline. Anyone else's order answers 404.",
  params: incrementParam,
  result: z.object({ increment_id: z.string(), ...fulfilmentFields, shipments: z.array(shipmentView) }),
  errors: { 404: "no such order of this shopper" },
});

export const trackShipment = defineCall({
  method: "post",
  path: "/api/shipment/track",
  tag: "order",
  summary:
    "One shipment by its tracking number, for the signed-in owner of its order, or for anyone who also gives the order's e-mail or its shipping ZIP code (guests). A number that does not exist and a wrong e-mail or ZIP answer the same 404 message, so numbers cannot be probed. Rate-limited per address and session.",
  body: z.object({
    tracking_number: trackingNumber,
    email: z.union([z.literal(""), email]).optional(),
    zip: text(10).optional(),
  }),
  result: shipmentView,
  errors: { 404: "no such shipment, or the e-mail/ZIP does not match its order" },
});

export const confirmShipment = defineCall({
  method: "post",
  path: "/api/shipment/confirm",
  tag: "order",
  summary:
    "The shopper confirms receipt of a delivered shipment: the signed-in owner of its order, or a guest with the order's e-mail (a ZIP code is not enough to act). Confirming again changes nothing and answers the same shipment. Not yet delivered: code 409, nothing changes.",
  body: z.object({
    tracking_number: trackingNumber,
    email: z.union([z.literal(""), email]).optional(),
  }),
  result: shipmentView,
  errors: {
    404: "no such shipment of this shopper, or the e-mail does not match its order",
    409: "the shipment has not been delivered yet; nothing changed",
  },
});
