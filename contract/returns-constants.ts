// Returns (issue 17, docs/decisions/0031-returns.md): paths, the policy, statuses, reasons and the
// messages the browser shows. Kept free of zod for page code; schemas live in contract/returns.ts.
import { RETURN_WINDOW_DAYS } from "./constants";

export const RETURN_REQUEST_PATH = "/api/customer/order/return";
export const MY_RETURNS_PATH = "/api/customer/returns";
/** GET /api/customer/return/:rma — one own return. */
export const returnDetailPath = (rma: string) => `/api/customer/return/${encodeURIComponent(rma)}`;
export const RETURN_LABEL_API_PATH = "/api/customer/return-label";
export const RETURN_PHOTO_UPLOAD_PATH = "/api/customer/upload/return-photo";
export const EXTEND_REFUNDS_PATH = "/api/extend/refunds";
export const EXTEND_REFUNDS_SHIPPING_PATH = "/api/extend/refunds-shipping";

/** Pages. */
export const RETURNS_PAGE_PATH = "/customer/account/returns";
export const RETURN_REQUEST_PAGE_PATH = "/customer/account/order/return";
export const returnRequestPagePath = (incrementId: string) =>
  `${RETURN_REQUEST_PAGE_PATH}?order_id=${encodeURIComponent(incrementId)}`;
/** The printable return label (spec part 1 §2 spells it "return_lable"). */
export const RETURN_LABEL_PAGE_PATH = "/sales/order/return_lable";
export const returnLabelPagePath = (rma: string) =>
  `${RETURN_LABEL_PAGE_PATH}?rma=${encodeURIComponent(rma)}`;

/** The store's policy (spec part 2 §9): returns within 30 days of delivery. */
export { RETURN_WINDOW_DAYS };
export const RETURN_PHOTOS_MAX = 6;
export const RETURN_COMMENT_MAX = 1000;
export const REFUSE_REASON_MAX = 500;

/** requested → approved | refused → received → refunded. */
export const RETURN_STATUSES = ["requested", "approved", "refused", "received", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  refused: "Refused",
  received: "Received",
  refunded: "Refunded",
};
/** A unit in a return of these statuses cannot be asked for again (a refused return frees its units). */
export const RETURN_HOLDING_STATUSES: readonly ReturnStatus[] = [
  "requested",
  "approved",
  "received",
  "refunded",
];
/** The label exists from the approval on. */
export const RETURN_LABEL_STATUSES: readonly ReturnStatus[] = ["approved", "received", "refunded"];

/** The fixed list of reasons the form offers. */
export const RETURN_REASONS = [
  "damaged",
  "defective",
  "wrong_item",
  "not_as_described",
  "missing_parts",
  "no_longer_needed",
  "changed_mind",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: "Arrived damaged",
  defective: "Defective or does not work",
  wrong_item: "Wrong item was sent",
  not_as_described: "Not as described",
  missing_parts: "Missing parts or accessories",
  no_longer_needed: "No longer needed",
  changed_mind: "Changed my mind",
};

/** Where returned parcels go (printed on the label). */
export const RETURN_ADDRESS = [
  "Nestora Returns Center",
  "1200 Harbor Way, Dock 4",
  "Newark, NJ 07114",
] as const;

export const RETURN_MESSAGES = {
  notDelivered: "This order has not been delivered yet, so nothing on it can be returned.",
  itemNotDelivered: (name: string) => `${name} has not been delivered yet, so it cannot be returned.`,
  windowClosed: (name: string, closedOn: string) =>
    `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery: the return window for ${name} closed on ${closedOn}.`,
  moreThanDelivered: (name: string, delivered: number, asked: number) =>
    `Only ${delivered} of ${name} ${delivered === 1 ? "was" : "were"} delivered: you asked to return ${asked}.`,
  alreadyReturned: (name: string, held: number, rma: string, left: number) =>
    `${held} of ${name} ${held === 1 ? "is" : "are"} already in return ${rma}; ${left === 0 ? "none is left to return" : `you can return ${left} more`}.`,
  unknownItem: "One of the items is not on this order.",
  noItems: "Choose at least one item to return.",
  reason: "Choose a reason for the return.",
  notFound: "This return was not found.",
  requested: "Your return request was sent. We will e-mail you when it is reviewed.",
  noLabelYet: "This return has not been approved yet: the return label comes with the approval.",
  refusedNoLabel: "This return was refused, so it has no return label.",
  notRequested: (status: string) =>
    `Only a requested return can be approved or refused; this one is ${status}.`,
  notApproved: (status: string) => `Only an approved return can be received; this one is ${status}.`,
  notRefundable: (status: string) =>
    `Only an approved or received return can be refunded; this one is ${status}.`,
  refuseReason: "Give the reason the return is refused.",
  refundFailed:
    "The refund could not be paid back through the payment provider right now; nothing changed. Please try again later.",
  tooManyPhotos: `You can add up to ${RETURN_PHOTOS_MAX} photos.`,
} as const;

/** Order statuses a return may be asked from (delivered in part or in full). */
export const RETURNABLE_ORDER_STATUSES = ["shipped", "complete"] as const;
