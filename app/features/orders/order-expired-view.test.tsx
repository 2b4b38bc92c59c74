import { describe, expect, it } from "vitest";
import type { OrderDetail } from "../../../contract/order";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { OrderDetailView } from "./order-detail-view";

// Issue 15 §7: a shopper who comes back to an order that expired unpaid reads why on its page.

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

const NOTE =
  "This order was not paid in time, so it was canceled and nothing was charged. Its items are back in your cart.";

describe("the order page of an expired order", () => {
  it("shows the status and the note, and offers no cancel", async () => {
    const html = await renderInRouter(
      <OrderDetailView
        order={order({ status: "expired", status_label: "Expired", status_note: NOTE, can_cancel: false })}
        cancelHref="/sales/order/cancel/9"
        backHref="/sales/order/history"
        printHref={null}
      />,
    );
    expect(html).toContain(`<p role="status"`);
    expect(html).toContain(NOTE);
    expect(html).toContain("Expired");
    expect(html).not.toContain("Cancel Order");
  });

  it("a pending order shows no note", async () => {
    const html = await renderInRouter(
      <OrderDetailView
        order={order({})}
        cancelHref="/sales/order/cancel/9"
        backHref={null}
        printHref={null}
      />,
    );
    expect(html).not.toContain(`role="status"`);
    expect(html).toContain("Cancel Order");
  });
});
