import { describe, expect, it } from "vitest";
import { pickupAddress } from "../cart/cart-pickup";
import { PICKUP_STORE } from "../logistics/pickup-store";
import { orderConfirmationMail } from "./order-mail";
import type { OrderRow } from "./order-ownership";

const order = (over: Partial<OrderRow>): OrderRow =>
  ({
    incrementId: "100000042",
    subtotalCents: 30_000,
    protectionCents: 0,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 1_988,
    grandTotalCents: 31_988,
    isPickup: 0,
    shippingAddress: {},
    ...over,
  }) as OrderRow;

const mail = (o: OrderRow) =>
  orderConfirmationMail({ storeName: "Nestora", orderUrl: "https://shop.test/o/1", order: o, items: [] });

describe("order confirmation mail: where the order goes", () => {
  it("a delivery order lists the shipping address under 'Shipping to'", () => {
    const m = mail(
      order({
        shippingAddress: {
          firstname: "Ada",
          lastname: "Shopper",
          street: "12 Main St",
          apartment_unit_suite: "Apt 4",
          city: "Newark",
          region_code: "NJ",
          postcode: "07102",
          telephone: "9735550100",
        },
      }),
    );
    expect(m.text).toContain("Shipping to:\nAda Shopper\n12 Main St\nApt 4\nNewark, NJ 07102\n9735550100");
    expect(m.html).toContain("<b>Shipping to</b><br>Ada Shopper<br>12 Main St");
  });

  it("a store-pickup order names the store and its street under 'Pick up at', with no placeholder person", () => {
    const m = mail(order({ isPickup: 1, shippingAddress: pickupAddress() }));
    const store = `${PICKUP_STORE.title}\n${PICKUP_STORE.street}\n${PICKUP_STORE.city}, NJ ${PICKUP_STORE.postcode}`;
    expect(m.text).toContain(`Pick up at:\n${store}`);
    expect(m.text).not.toContain("Shipping to");
    expect(m.text).not.toContain("Store Pickup");
    expect(m.text).toContain("ready to pick up");
    expect(m.html).toContain(`<b>Pick up at</b><br>${PICKUP_STORE.title}`);
  });
});

describe("order confirmation mail: totals", () => {
  it("a Plus+ member's first order lists its $40.00 off as its own row", () => {
    const m = mail(
      order({ subtotalCents: 46_999, plusFirstOrderCents: 4_000, taxCents: 2_849, grandTotalCents: 45_848 }),
    );
    expect(m.text).toContain(
      "Subtotal: $469.99\nPlus+ first order: -$40.00\nShipping: $0.00\nTax: $28.49\nGrand total: $458.48",
    );
    expect(mail(order({})).text).not.toContain("Plus+ first order");
  });
});
