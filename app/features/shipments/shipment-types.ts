import type { ShipmentView } from "../../../contract/fulfilment";

// What the shipment forms post and get back (browser and server alike).

export const TRACK_INTENT = "track";
export const CONFIRM_INTENT = "confirm";

export interface TrackOutcome {
  ok: boolean;
  message: string;
  shipment: ShipmentView | null;
  /** What the shopper typed, to fill the form again. */
  tracking: string;
  contact: string;
}
