import { z } from "zod";
import { defineCall } from "./call";
import { id, int, text } from "./fields";
import {
  EXTEND_REFUNDS_PATH,
  EXTEND_REFUNDS_SHIPPING_PATH,
  MY_RETURNS_PATH,
  REFUSE_REASON_MAX,
  RETURN_COMMENT_MAX,
  RETURN_LABEL_API_PATH,
  RETURN_MESSAGES,
  RETURN_PHOTO_UPLOAD_PATH,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_REQUEST_PATH,
  RETURN_STATUSES,
  RETURN_WINDOW_DAYS,
} from "./returns-constants";
import { UPLOAD_MESSAGES } from "./uploads-constants";

// Returns (issue 17, docs/decisions/0031-returns.md). The spec lists "order … return" among the
// account calls without a path, and POST /api/extend/refunds and /api/extend/refunds-shipping
// without shapes; chosen in the style of the order calls and recorded in docs/api.md:
//   POST /api/customer/order/return        ask to return delivered items of an own order (idempotent by request_key)
//   GET  /api/customer/returns             my returns, newest first (optionally of one order)
//   GET  /api/customer/return/:rma         one own return
//   GET  /api/customer/return-label        an approved return's label: RMA, address, Code 128 barcode (SVG)
//   POST /api/customer/upload/return-photo one photo for a return request (the review photos' checks)
//   POST /api/extend/refunds               what the protection plans of items returned refund
//   POST /api/extend/refunds-shipping      what the shipping protection refunds (whole order returned)
// Operator calls (approve, refuse, receive, refund) are in contract/admin.ts.

/** An RMA number: "R" + order number + "-" + the return's number on that order. */
export const RMA_PATTERN = /^R\d{1,12}-\d{1,3}$/;
export const rmaNumber = z
  .string({ error: "is required" })
  .trim()
  .toUpperCase()
  .regex(RMA_PATTERN, "must be a return number such as R100000012-1");

const orderNumber = z
  .string({ error: "is required" })
  .trim()
  .regex(/^\d{1,12}$/, "must be an order number");

const returnLine = z.object({ order_item_id: id, qty: int(1, 10_000) });

export const returnItemView = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  thumbnail: z.string().nullable(),
  qty: z.number().int(),
  unit_price: z.number().describe("Dollars paid per unit"),
  refund_amount: z
    .number()
    .describe("Dollars this line refunds (its share of coupon, points and tax counted)"),
  plan_title: z.string().nullable().describe("The protection plan refunded with it"),
  plan_refund_amount: z.number().describe("Dollars of that plan refunded"),
});

export const returnView = z.object({
  return_id: z.number().int(),
  rma_number: z.string(),
  increment_id: z.string().describe("The order's number"),
  status: z.enum(RETURN_STATUSES),
  status_label: z.string(),
  reason: z.enum(RETURN_REASONS),
  reason_label: z.string(),
  comment: z.string(),
  refuse_reason: z.string().nullable(),
  items: z.array(returnItemView),
  photos: z.array(z.object({ url: z.string(), thumb_url: z.string() })),
  refund_amount: z.number().describe("Dollars refunded (or to be) to the original payment"),
  points_refunded: z.number().int().describe("Points spent on the order given back"),
  points_taken_back: z.number().int().describe("Points earned on the returned items taken back"),
  label_url: z.string().nullable().describe("The printable label page, once approved"),
  requested_at: z.string(),
  approved_at: z.string().nullable(),
  refused_at: z.string().nullable(),
  received_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type ReturnView = z.infer<typeof returnView>;

export const requestReturn = defineCall({
  method: "post",
  path: RETURN_REQUEST_PATH,
  tag: "order",
  summary: `Asks to return delivered items of an own order within ${RETURN_WINDOW_DAYS} days of their delivery: items and quantities, a reason from the fixed list, up to ${RETURN_PHOTOS_MAX} photos uploaded first (their keys) and a comment. One transaction: an item not delivered, more than delivered, a unit already in a requested, approved, received or refunded return, or a window that closed is refused with code 409 naming it, and nothing is written. The same request_key again answers the return it made (no second return). Another customer's order: 404.`,
  body: z.object({
    order_id: orderNumber.describe("The order's number (increment id)"),
    items: z.array(returnLine).min(1, RETURN_MESSAGES.noItems).max(200, "must list at most 200 items"),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
    comment: text(RETURN_COMMENT_MAX).default(""),
    photos: z
      .array(z.string().regex(/^[a-f0-9]{32}$/, UPLOAD_MESSAGES.unknownPhoto))
      .max(RETURN_PHOTOS_MAX, RETURN_MESSAGES.tooManyPhotos)
      .default([]),
    request_key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, "must be 16–64 letters, digits, - or _")
      .optional()
      .describe("Makes the call idempotent: a retry with the same key answers the same return"),
  }),
  result: returnView,
  errors: {
    404: "no such order of this customer, or a photo that is not theirs or already used",
    409: "not delivered, outside the window, more than delivered, or already in a return; nothing written",
    422: "no items, an unknown reason, a comment too long, more than 6 photos, unknown field",
  },
});

export const myReturns = defineCall({
  method: "get",
  path: MY_RETURNS_PATH,
  tag: "order",
  summary: "The signed-in customer's returns, newest first; `order_id` keeps those of one order.",
  query: z.object({ order_id: orderNumber.optional() }),
  result: z.array(returnView),
});

export const returnDetail = defineCall({
  method: "get",
  path: "/api/customer/return/:rma",
  tag: "order",
  summary:
    "One of the signed-in customer's returns by its RMA number; anyone else's answers the same 404 as a missing one.",
  params: z.object({ rma: rmaNumber }),
  result: returnView,
  errors: { 404: "no such return of this customer" },
});

export const returnLabel = defineCall({
  method: "get",
  path: RETURN_LABEL_API_PATH,
  tag: "order",
  summary:
    "The return label of an own approved (or received, refunded) return: RMA number, order, items, the address to send to and a Code 128 barcode of the RMA number drawn as SVG on the server.",
  query: z.object({ rma: rmaNumber }),
  result: z.object({
    rma_number: z.string(),
    increment_id: z.string(),
    status: z.enum(RETURN_STATUSES),
    status_label: z.string(),
    customer_name: z.string(),
    from_address: z.array(z.string()),
    to_address: z.array(z.string()),
    items: z.array(z.object({ name: z.string(), sku: z.string(), qty: z.number().int() })),
    approved_at: z.string(),
    barcode_svg: z.string().describe("Code 128 of rma_number, an SVG document"),
  }),
  errors: { 404: "no such return of this customer", 409: "not approved (yet), or refused" },
});
export type ReturnLabel = z.infer<typeof returnLabel.result>;

export const returnPhotoUpload = defineCall({
  method: "post",
  path: RETURN_PHOTO_UPLOAD_PATH,
  tag: "order",
  summary:
    "Uploads one photo for a return request as multipart/form-data, field `photo` (at most 10 MB), with the review photos' checks (JPEG, PNG, WebP or AVIF, 200 px to 50 megapixels; re-encoded to WebP). `key` names it in the return call.",
  result: z.object({
    key: z.string(),
    url: z.string(),
    thumb_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  errors: {
    413: "more than 10 MB",
    415: "not multipart",
    422: "not a usable photo",
    429: "too many uploads",
  },
});
export type ReturnPhotoUploadResult = z.infer<typeof returnPhotoUpload.result>;

const refundQuoteBody = z.object({
  order_id: orderNumber,
  items: z.array(returnLine).min(1, RETURN_MESSAGES.noItems).max(200, "must list at most 200 items"),
});

export const extendRefunds = defineCall({
  method: "post",
  path: EXTEND_REFUNDS_PATH,
  tag: "protection",
  summary:
    "The protection plans a return refunds: for each listed line of an own order (quantities to return), the plan attached to it, refunded in full for each unit returned. The same rule the refund applies.",
  body: refundQuoteBody,
  result: z.object({
    items: z.array(
      z.object({
        order_item_id: z.number().int(),
        plan_id: z.string(),
        plan_title: z.string(),
        term_months: z.number().int().nullable(),
        qty: z.number().int(),
        refund_amount: z.number().describe("Dollars"),
      }),
    ),
    total_amount: z.number().describe("Dollars"),
  }),
  errors: { 404: "no such order of this customer", 409: "an item that is not on the order" },
});

export const extendRefundsShipping = defineCall({
  method: "post",
  path: EXTEND_REFUNDS_SHIPPING_PATH,
  tag: "protection",
  summary:
    "Whether the order's shipping protection is refunded by returning these items: only when, with the items already returned, every unit of the order comes back; then its full price.",
  body: refundQuoteBody,
  result: z.object({
    has_shipping_protection: z.boolean(),
    whole_order: z.boolean(),
    refund_amount: z.number().describe("Dollars"),
  }),
  errors: { 404: "no such order of this customer", 409: "an item that is not on the order" },
});

// ---- Operator side (mounted under /admin/api; see contract/admin.ts) ----

export const adminReturnRef = z.object({ rma_number: rmaNumber });
export const adminRefuseBody = z.object({
  rma_number: rmaNumber,
  reason: z
    .string({ error: RETURN_MESSAGES.refuseReason })
    .trim()
    .min(1, RETURN_MESSAGES.refuseReason)
    .max(REFUSE_REASON_MAX, `must be at most ${REFUSE_REASON_MAX} characters`),
});
