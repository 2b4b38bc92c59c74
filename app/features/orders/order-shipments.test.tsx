import { describe, expect, it } from "vitest";
import type { ShipmentView } from "../../../contract/fulfilment";
import type { OrderDetail } from "../../../contract/order";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { OrderShipments } from "./order-shipments";

// The order page's Shipments (issue 17): where the parcels are, each with its tracking link, items
// and timeline, and Confirm receipt only for a delivered shipment not yet confirmed.

const order = (over: Partial<OrderDetail>): OrderDetail => ({
  order_id: 9,
  increment_id: "100000009",
  status: "pending_payment",
  status_label: "Pending Payment",
  status_note: "",
  created_at: "2025-06-02T03:30:00.000Z",
  grand_total: 69.31,
  items_qty: 1,
  payment_method: "card",
  fulfilment_status: "unshipped",
  fulfilment_label: "Not shipped yet",
  email: "ada@example.com",
  subtotal: 80,
  discount_amount: 0,
  plus_first_order_discount: 0,
  shipping_fee: 0,
  tax_amount: 4.31,
  product_contract_total: 0,
  points_used: 1_500,
  points_earned: 0,
  paylater_discount: 0,
  coupon_code: "",
  shipping_method: "standard",
  shipping_title: "Free Standard Shipping",
  delivery_estimate: "",
  shipping_address: { firstname: "Ada", lastname: "Shopper", street: "12 Main St", city: "Newark" },
  can_cancel: true,
  paid: false,
  shipments: [],
  items: [],
  ...over,
});

const shipment = (over: Partial<ShipmentView> = {}): ShipmentView => ({
  shipment_id: 4,
  increment_id: "100000009",
  carrier: "UPS",
  tracking_number: "1Z999AA10123456784",
  tracking_url: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
  status: "delivered",
  status_label: "Delivered",
  shipped_at: "2025-06-02T15:00:00.000Z",
  out_for_delivery_at: "2025-06-03T13:00:00.000Z",
  delivered_at: "2025-06-03T18:30:00.000Z",
  confirmed_at: null,
  can_confirm: true,
  items: [{ order_item_id: 31, name: "Harbor Sofa", sku: "SOFA-11", qty: 1, thumbnail: "/media/sofa.svg" }],
  events: [
    {
      status: "shipped",
      status_label: "Shipped",
      description: "Shipped with UPS.",
      location: "",
      at: "2025-06-02T15:00:00.000Z",
    },
    {
      status: "delivered",
      status_label: "Delivered",
      description: "Delivered.",
      location: "Front door",
      at: "2025-06-03T18:30:00.000Z",
    },
  ],
  ...over,
});

describe("the order page's shipments", () => {
  it("a paid order not shipped yet says so", async () => {
    const html = await renderInRouter(
      <OrderShipments
        order={order({
          status: "processing",
          status_label: "Processing",
          fulfilment_label: "Not shipped yet",
        })}
        confirmable
      />,
    );
    expect(html).toContain("Not shipped yet");
    expect(html).toContain("we will e-mail you the tracking number as soon as your order leaves");
  });

  it("an unpaid order shows no shipments section", async () => {
    expect(await renderInRouter(<OrderShipments order={order({})} confirmable />)).not.toContain("Shipments");
  });

  it("a delivered shipment: carrier link in a new tab, picture, timeline newest first, Confirm receipt", async () => {
    const html = await renderInRouter(
      <OrderShipments
        order={order({
          status: "complete",
          fulfilment_status: "delivered",
          fulfilment_label: "Delivered",
          shipments: [shipment()],
        })}
        confirmable
      />,
    );
    expect(html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('src="/media/sofa.svg"');
    expect(html.indexOf("Delivered.")).toBeLessThan(html.indexOf("Shipped with UPS."));
    expect(html).toContain("Front door");
    expect(html).toContain("Confirm receipt</button>");
  });

  it("confirmed, or on a page without the form: no button (a link to /shipments instead)", async () => {
    const confirmed = await renderInRouter(
      <OrderShipments
        order={order({
          status: "complete",
          shipments: [shipment({ can_confirm: false, confirmed_at: "2025-06-04T10:00:00.000Z" })],
        })}
        confirmable
      />,
    );
    expect(confirmed).toContain("Receipt confirmed");
    expect(confirmed).not.toContain("Confirm receipt");
    const elsewhere = await renderInRouter(
      <OrderShipments order={order({ status: "complete", shipments: [shipment()] })} confirmable={false} />,
    );
    expect(elsewhere).toContain('href="/shipments?tracking=1Z999AA10123456784"');
    expect(elsewhere).not.toContain("Confirm receipt</button>");
  });
});
