// Fulfilment: shipment statuses, carriers and their tracking links, the customer paths and messages
// (docs/decisions/0029-fulfilment-and-operators.md). Schemas live in contract/fulfilment.ts and
// contract/admin.ts.

/** A shipment's life: shipped → out_for_delivery → delivered (the shopper may then confirm receipt). */
export const SHIPMENT_STATUSES = ["shipped", "out_for_delivery", "delivered"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  shipped: "Shipped",
  out_for_delivery: "Out for Delivery",
  delivered: "Delivered",
};

/**
 * An order's fulfilment, from its shipments: nothing shipped yet, part of it shipped, all shipped
 * (the least advanced parcel decides: shipped, out for delivery), part delivered, all delivered.
 */
export const FULFILMENT_STATUSES = [
  "unshipped",
  "partially_shipped",
  "shipped",
  "out_for_delivery",
  "partially_delivered",
  "delivered",
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const FULFILMENT_STATUS_LABELS: Record<FulfilmentStatus, string> = {
  unshipped: "Not shipped yet",
  partially_shipped: "Partially shipped",
  shipped: "Shipped",
  out_for_delivery: "Out for Delivery",
  partially_delivered: "Partially delivered",
  delivered: "Delivered",
};

/**
 * Carriers an operator may name, with the address of their tracking page ({n}: the number). The
 * store's own delivery fleet tracks on our /shipments page; the demo worker ships with it.
 */
export const CARRIERS = {
  UPS: "https://www.ups.com/track?tracknum={n}",
  FedEx: "https://www.fedex.com/fedextrack/?trknbr={n}",
  USPS: "https://tools.usps.com/go/TrackConfirmAction?tLabels={n}",
  DHL: "https://www.dhl.com/us-en/home/tracking.html?tracking-id={n}",
  "Nestora Delivery": "/shipments?tracking={n}",
} as const;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_NAMES = Object.keys(CARRIERS) as Carrier[];
/** The store's own fleet (tracked on /shipments): what the demo worker ships with. */
export const OWN_CARRIER: Carrier = "Nestora Delivery";

export const SHIPMENTS_PATH = "/shipments";

/** The carrier's tracking page for a number (ours for the store's own fleet). */
export function trackingUrl(carrier: string, trackingNumber: string): string {
  const pattern = (CARRIERS as Record<string, string>)[carrier];
  return pattern ? pattern.replace("{n}", encodeURIComponent(trackingNumber)) : "";
}

/** Tracking numbers as stored: upper case without spaces or dashes ("1z 999-aa1" → "1Z999AA1"). */
export function normalizeTrackingNumber(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{8,40}$/;

/** US ZIP as compared: the first five digits. */
export function zip5(text: unknown): string {
  return String(text ?? "")
    .trim()
    .slice(0, 5);
}

export const FULFILMENT_MESSAGES = {
  /** The same for a number that does not exist and for a wrong e-mail/ZIP: no enumeration. */
  trackNotFound:
    "We could not find a shipment with this tracking number and e-mail or ZIP code. Please check both and try again.",
  confirmNeedsEmail: "Please sign in, or enter the e-mail address of the order, to confirm receipt.",
  notDelivered: "This shipment has not been delivered yet. You can confirm receipt once it arrives.",
  confirmed: "Thank you: you confirmed receipt of this shipment.",
  orderNotShippable: (label: string) => `This order is ${label.toLowerCase()}: it cannot be shipped.`,
  noItems: "Name at least one item to ship.",
  unknownItem: (id: number) => `Order item ${id} is not part of this order.`,
  overShipped: (name: string, left: number, asked: number) =>
    left === 0
      ? `${name} has already been shipped in full.`
      : `${name}: only ${left} left to ship, not ${asked}.`,
  trackingTaken: (n: string) => `Tracking number ${n} is already used by another shipment.`,
  shipmentNotFound: "This shipment was not found.",
  alreadyDelivered: "This shipment has already been delivered.",
} as const;

/** Envelope codes of the fulfilment calls (HTTP 200 with the code, as the order calls do). */
export const FULFILMENT_CODES = {
  /** The request cannot be done as asked (over-shipping, order not shippable, not delivered yet). */
  refused: 409,
} as const;
