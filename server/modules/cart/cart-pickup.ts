// Store pickup for a cart (issue #5 "Store pickup checkout"; spec part 2 §3 pickup config): which
// carts may be picked up, and the address a pickup order carries (the store's).
import { PICKUP_STORE } from "../logistics/pickup-store";
import type { Line } from "./cart-lines";
import type { CartAddress } from "./cart-shopper";

/**
 * Every line's product has a pickup config: it is marked for pickup and still sold, the same
 * test as GET /api/product-pickup-config. An empty cart cannot be picked up.
 */
export function pickupAllowed(lines: Pick<Line, "product">[]): boolean {
  return lines.length > 0 && lines.every((l) => l.product.isPickup && l.product.status === 1);
}

/** The pickup store as the order's address: its state (NJ) sets the sales tax. */
export function pickupAddress(): CartAddress {
  return {
    firstname: "Store",
    lastname: "Pickup",
    company: PICKUP_STORE.title,
    street: PICKUP_STORE.street,
    city: PICKUP_STORE.city,
    region: "New Jersey",
    region_code: PICKUP_STORE.region_short,
    postcode: PICKUP_STORE.postcode,
    country_id: "US",
    telephone: "",
    is_pickup: true,
  };
}
