import { z } from "zod";
import { defineCall } from "./call";
import { id } from "./fields";
import { fulfilmentFields, shipmentView } from "./fulfilment";
import { ORDER_STATUSES } from "./order-constants";

// Orders (spec part 1 §7 "POST /api/order (reads result, gtm)", "GET /api/order-token"; the
// account's order list, detail and cancel, whose paths the spec does not show):
//   GET  /api/order-token              a fresh random order token (the idempotency key of one placing)
//   POST /api/order                    place the request's cart as an order (one transaction)
//   GET  /api/customer/orders          the signed-in customer's orders
//   GET  /api/order/:increment_id      one own order (customer, or the guest session that placed it)
//   POST /api/customer/order/cancel    cancel an own order that has not shipped
// Prices and totals come only from the server's cart snapshot: the body carries nothing else.

/** An order token: url-safe random text from GET /api/order-token. */
export const orderToken = z
  .string({ error: "is required" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "must be an order token from GET /api/order-token");

/** An order named by its id or by its increment id (the number shoppers see). */
export const orderRef = z.union([
  id,
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, "must be an order number"),
]);

export const orderTokenCall = defineCall({
  method: "get",
  path: "/api/order-token",
  tag: "order",
  summary: "A fresh random order token. Placing an order twice with one token makes one order.",
  result: z.object({ order_token: z.string() }),
});

export const purchaseItem = z.object({
  item_id: z.string().describe("The product SKU"),
  item_name: z.string(),
  item_variant: z.string().describe("The variant SKU"),
  price: z.number().describe("Unit price, dollars"),
  quantity: z.number().int(),
});

/**
 * What the shopper saw: the checkout_fingerprint of the cart read (or check-info) the page showed.
 * Optional, so the spec's payload ({order_token}) still places; with it, an order that would charge
 * otherwise is refused (code 412) instead of placed.
 */
export const cartFingerprint = z
  .string()
  .trim()
  .max(20_000, "is too long")
  .regex(/^(v[0-9]+\.[A-Za-z0-9_-]+)?$/, "must be the checkout_fingerprint of a cart read")
  .optional()
  .describe(
    "The checkout_fingerprint of the cart read the shopper was shown; the order is refused (412) when it would charge otherwise",
  );

export const placeOrderResult = z.object({
  order_id: z.number().int(),
  increment_id: z.string(),
  grand_total: z.number().describe("Dollars"),
  payment_method: z.string(),
  gtm: z.object({
    event: z.literal("purchase"),
    ecommerce: z.object({
      transaction_id: z.string(),
      currency: z.literal("USD"),
      value: z.number(),
      tax: z.number(),
      shipping: z.number(),
      coupon: z.string(),
      items: z.array(purchaseItem),
    }),
  }),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResult>;

export const placeOrder = defineCall({
  method: "post",
  path: "/api/order",
  tag: "order",
  summary:
    "Places the request's cart as an order in one transaction: re-prices it, reserves stock, redeems the coupon and the points, creates the order (pending payment) and empties the cart. The same order_token again answers the same order. With cart_fingerprint (the checkout_fingerprint of the cart read the shopper was shown) an order that would charge otherwise is refused with code 412, whose message names each change (price, quantity, coupon discount, Plus+ first-order discount, points, shipping, protection, tax, pay-later discount) and the new total; without it, points the balance no longer covers are refused the same way. A refusal creates and charges nothing; read the cart again. An order not paid within PENDING_ORDER_MINUTES expires: its stock, coupon use and points are given back and its lines return to the cart.",
  body: z.object({ order_token: orderToken, cart_fingerprint: cartFingerprint }),
  result: placeOrderResult,
  errors: {
    400: "the cart cannot be checked out (result.problems lists why); nothing was created",
    409: "an item ran out of stock meanwhile; nothing was created",
    410: "the coupon is used up or the points balance is too low; nothing was created",
    412: "the order would charge other than what the shopper saw (cart_fingerprint differs: a price, quantity, coupon discount, Plus+ first-order discount, points, shipping, protection, tax or pay-later change), or the points the cart asks for are no longer covered by the balance: the message names each change and the new total, result.changes lists them; nothing was created or charged, read the cart again (points the balance no longer covers come down on the cart to what it covers)",
    401: "no session",
  },
});

export const orderLine = z.object({
  order_item_id: z.number().int().describe("The line's id (shipments name their lines by it)"),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  qty: z.number().int(),
  price: z.number(),
  row_total: z.number(),
  plan: z
    .object({ plan_id: z.string(), title: z.string(), term_months: z.number().int(), price: z.number() })
    .nullable(),
  is_gift: z
    .boolean()
    .describe("The free gift with purchase: one unit at no charge, sent within 7 days of order completion"),
  thumbnail: z.string().nullable().describe("The variant's first picture"),
  qty_shipped: z.number().int().describe("Units of this line in shipments so far"),
  extra_warranty_months: z
    .number()
    .int()
    .describe(
      "Months of Plus+ extra warranty recorded with this line because an active Plus+ member bought it (12), after the maker's warranty; 0 when none",
    ),
});

export const orderSummary = z.object({
  order_id: z.number().int(),
  increment_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  status_note: z
    .string()
    .describe(
      'What the shopper should know about the status; "" when nothing: an expired order (not paid within PENDING_ORDER_MINUTES) says it was canceled, nothing was charged and its items are back in the cart',
    ),
  created_at: z.string(),
  grand_total: z.number(),
  items_qty: z.number().int(),
  payment_method: z.string(),
  ...fulfilmentFields,
});

export const orderDetail = orderSummary.extend({
  email: z.string(),
  subtotal: z.number(),
  discount_amount: z.number(),
  plus_first_order_discount: z
    .number()
    .describe(
      "Dollars of the Plus+ first-order extra discount frozen on the order ('Plus+ first order'); 0 when none",
    ),
  shipping_fee: z.number(),
  tax_amount: z.number(),
  product_contract_total: z.number(),
  points_used: z.number().int(),
  points_earned: z.number().int().describe("Points credited when the order was paid (taken back on cancel)"),
  paylater_discount: z.number().describe("Dollars taken off the charge by the pay-later promotion"),
  coupon_code: z.string(),
  shipping_method: z.string(),
  shipping_title: z
    .string()
    .describe('The shipping method as shown, e.g. "Free Standard Shipping"; "Store Pickup" for pickup'),
  delivery_estimate: z
    .string()
    .describe(
      'When a shipped order should arrive, from its shipping method\'s business days counted from the order date (weekends and carrier holidays skipped), e.g. "Arrives Wed, Dec 2 – Mon, Dec 7"; "" for store pickup and canceled orders',
    ),
  shipping_address: z.record(z.string(), z.unknown()),
  can_cancel: z.boolean(),
  paid: z.boolean(),
  items: z.array(orderLine),
  shipments: z.array(shipmentView).describe("The order's shipments, first shipped first"),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const customerOrders = defineCall({
  method: "get",
  path: "/api/customer/orders",
  tag: "order",
  summary: "The signed-in customer's orders, newest first.",
  result: z.array(orderSummary),
  errors: { 401: "not signed in" },
});

export const orderRead = defineCall({
  method: "get",
  path: "/api/order/:increment_id",
  tag: "order",
  summary:
    "One order of the request's own: the signed-in customer's, or the guest session's that placed it (a guest's orders become the customer's when that session signs in or signs up). Anyone else's answers 404. An expired order (status expired) says why in status_note.",
  params: z.object({ increment_id: z.string().regex(/^\d{1,12}$/, "must be an order number") }),
  result: orderDetail,
  errors: { 404: "no such order of this shopper" },
});

export const cancelOrder = defineCall({
  method: "post",
  path: "/api/customer/order/cancel",
  tag: "order",
  summary:
    "Cancels an own order that has not shipped (pending payment or processing): stock and points return, the coupon use is released, a captured payment is refunded through the provider.",
  body: z.object({ order_id: orderRef }),
  result: orderDetail,
  errors: { 404: "no such order of this shopper", 409: "the order can no longer be canceled" },
});
