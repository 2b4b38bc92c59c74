import type { PickupConfig } from "../../../contract/logistics";

/**
 * The one pickup location: the New Jersey warehouse. Decision: store data lives here as code (a
 * reviewed change) rather than in a table, as there is one store and no operator screen to edit
 * it; a `stores` table replaces this when there are several. Fields as in spec part 2 §3.
 */
export const PICKUP_STORE: PickupConfig = {
  title: "Nestora Warehouse Pickup – Edison, NJ",
  storeAddress: "<p>Nestora Warehouse<br>100 Talmadge Road<br>Edison, NJ 08817</p>",
  discountText: "Free pickup: no shipping fee and no wait for a carrier",
  mapUrl: "https://www.google.com/maps/search/?api=1&query=100%20Talmadge%20Road%2C%20Edison%2C%20NJ%2008817",
  street: "100 Talmadge Road",
  city: "Edison",
  region_short: "NJ",
  postcode: "08817",
  pickup_weekly: "Monday – Saturday",
  pickup_daly: "9:00 AM – 5:00 PM",
  details:
    "<p>We e-mail you when your order is ready, usually within 2 business days. Bring a photo ID and your order number.</p><p>Large items are loaded into your vehicle by our staff; please make sure it has room for the boxes.</p>",
};
