// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { cartLineItem, itemsValue, orderLineItem, trackEcommerce } from "./ecommerce-events";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ecommerce events", () => {
  it("clear the previous ecommerce object, then push the event with USD, its value and items", () => {
    const win = {} as Window;
    vi.stubGlobal("window", win);
    const items = [
      cartLineItem({ product_id: 7, sub_sku: "SOFA-GRY", name: "Sofa", unit_price: 499.99, qty: 2 }),
      orderLineItem({ product_id: 9, sku: "LAMP-1", name: "Lamp", price: 0.1, qty: 3 }),
    ];
    trackEcommerce("begin_checkout", items, { coupon: "PATIO25" });
    expect(win.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: "begin_checkout",
        ecommerce: {
          currency: "USD",
          value: 1000.28,
          coupon: "PATIO25",
          items: [
            { item_id: "7", item_name: "Sofa", item_variant: "SOFA-GRY", price: 499.99, quantity: 2 },
            { item_id: "9", item_name: "Lamp", item_variant: "LAMP-1", price: 0.1, quantity: 3 },
          ],
        },
      },
    ]);
  });

  it("values items to the cent without floating-point drift", () => {
    expect(itemsValue([{ item_id: "1", item_name: "", item_variant: "", price: 0.1, quantity: 3 }])).toBe(
      0.3,
    );
    expect(itemsValue([])).toBe(0);
  });

  it("push nothing on the server", () => {
    expect(() => trackEcommerce("view_cart", [])).not.toThrow();
  });
});
