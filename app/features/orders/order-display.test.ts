import { describe, expect, it } from "vitest";
import { addressLines, pickupStoreLines } from "../../../contract/address-lines";
import type { OrderDetail } from "../../../contract/order";
import {
  cancelConsequences,
  formatOrderDate,
  isPickupOrder,
  orderTotalRows,
  paymentState,
  shippingMethodLabel,
} from "./order-display";

const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  order_id: 1,
  increment_id: "100000001",
  status: "processing",
  status_label: "Processing",
  status_note: "",
  created_at: "2025-06-02T03:30:00.000Z",
  grand_total: 1_229.33,
  items_qty: 1,
  payment_method: "card",
  fulfilment_status: "unshipped",
  fulfilment_label: "Not shipped yet",
  email: "a@b.co",
  subtotal: 1_234.5,
  discount_amount: 12,
  plus_first_order_discount: 0,
  shipping_fee: 49.99,
  tax_amount: 0,
  product_contract_total: 0,
  points_used: 4_317,
  points_earned: 0,
  paylater_discount: 0,
  coupon_code: "SAVE12",
  shipping_method: "expedited",
  shipping_title: "Expedited Shipping",
  delivery_estimate: "Arrives Tue, Dec 2 – Wed, Dec 3",
  shipping_address: {},
  can_cancel: true,
  paid: true,
  shipments: [],
  items: [],
  ...over,
});

describe("order display", () => {
  it("totals: thousands separators, reductions with a leading minus, free shipping, protection only when charged", () => {
    const rows = Object.fromEntries(orderTotalRows(order()).map((r) => [r.label, r.value]));
    expect(rows).toEqual({
      Subtotal: "$1,234.50",
      "Discount (SAVE12)": "-$12.00",
      "Points (4,317)": "-$43.17",
      Shipping: "$49.99",
      Tax: "$0.00",
      "Grand Total": "$1,229.33",
    });
    const plain = orderTotalRows(
      order({ discount_amount: 0, points_used: 0, shipping_fee: 0, product_contract_total: 89.99 }),
    ).map((r) => [r.label, r.value]);
    expect(plain).toContainEqual(["Shipping", "FREE"]);
    expect(plain).toContainEqual(["Protection", "$89.99"]);
    expect(plain.map(([l]) => l)).not.toContain("Discount");
    expect(plain.map(([l]) => l)).not.toContain("Pay Later Discount");
  });

  it("shows the Plus+ first-order discount frozen on the order as its own row", () => {
    const rows = orderTotalRows(order({ plus_first_order_discount: 40 })).map((r) => [r.label, r.value]);
    expect(rows).toContainEqual(["Plus+ first order", "-$40.00"]);
  });

  it("a pay-later order shows the promotion it was charged less by", () => {
    const rows = orderTotalRows(order({ paylater_discount: 10, payment_method: "paylater" }));
    expect(rows.map((r) => [r.label, r.value])).toContainEqual(["Pay Later Discount", "-$10.00"]);
  });

  it("dates in store time (New York)", () => {
    // 03:30 UTC on June 2 is still June 1 in New Jersey.
    expect(formatOrderDate("2025-06-02T03:30:00.000Z")).toBe("Jun 1, 2025");
    expect(formatOrderDate("nonsense")).toBe("");
  });

  it("address lines: name, street, unit, city/state/zip, phone; blanks left out", () => {
    expect(
      addressLines({
        firstname: "Ada",
        lastname: "Shopper",
        street: "12 Main St",
        apartment_unit_suite: "",
        city: "Newark",
        region: "New Jersey",
        region_code: "NJ",
        postcode: "07102",
        telephone: "9735550100",
      }),
    ).toEqual(["Ada Shopper", "12 Main St", "Newark, NJ 07102", "9735550100"]);
  });

  it("store pickup: recognised by its method, the store shown without the placeholder name", () => {
    const store = {
      firstname: "Store",
      lastname: "Pickup",
      company: "Warehouse Pickup",
      street: "100 Talmadge Road",
      city: "Edison",
      region_code: "NJ",
      postcode: "08817",
      telephone: "",
      is_pickup: true,
    };
    expect(isPickupOrder(order({ shipping_method: "pickup" }))).toBe(true);
    expect(isPickupOrder(order())).toBe(false);
    expect(pickupStoreLines(store)).toEqual(["Warehouse Pickup", "100 Talmadge Road", "Edison, NJ 08817"]);
    expect(shippingMethodLabel("pickup")).toBe("Store pickup");
  });

  it("cancel consequences follow what the order took", () => {
    expect(cancelConsequences(order())).toEqual([
      "$1,229.33 will be refunded to your original payment method (Credit or debit card).",
      "4,317 points will be returned to your account.",
      "The coupon SAVE12 can be used again.",
      "This cannot be undone.",
    ]);
    expect(cancelConsequences(order({ paid: false, points_used: 0, coupon_code: "" }))).toEqual([
      "Nothing has been charged for this order, so there is nothing to refund.",
      "This cannot be undone.",
    ]);
  });
});

describe("the payment's state beside its method", () => {
  it("is Paid, Not paid yet, or Refunded once the order came back (never 'Not paid yet' after a refund)", () => {
    expect(paymentState(order({ status: "processing", paid: true }))).toBe("Paid");
    expect(paymentState(order({ status: "pending_payment", paid: false }))).toBe("Not paid yet");
    expect(paymentState(order({ status: "returned", paid: false }))).toBe("Refunded");
  });
});
