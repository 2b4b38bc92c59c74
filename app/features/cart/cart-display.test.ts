import { describe, expect, it } from "vitest";
import {
  CHECKOUT_FROM_CART,
  canCheckOut,
  lineMessages,
  linePrices,
  lineState,
  planView,
  plusSavings,
  qtyChoices,
  qtyError,
  shownGrandTotal,
  sortedShippingMethods,
  summaryRows,
} from "./cart-display";
import { cartOf, lineOf } from "./cart-fixtures.testing";

// The cart's display rules (spec part 1 §4 "Cart", §5, §8) on known cart answers.

const row = (cart: ReturnType<typeof cartOf>, key: string) => summaryRows(cart).find((r) => r.key === key);

describe("line state", () => {
  it("status 2 is unavailable, out of stock replaces the quantity, else buyable", () => {
    expect(lineState(lineOf({ status: 2 })).kind).toBe("unavailable");
    expect(lineState(lineOf({ is_out_of_stock: true })).kind).toBe("out-of-stock");
    expect(
      lineState(
        lineOf({ inventory: { is_in_stock: false, usable_qty: 0, min_sale_qty: 1, qty: 0, product_id: 1 } }),
      ).kind,
    ).toBe("out-of-stock");
    expect(lineState(lineOf())).toEqual({ kind: "buyable", almostOut: false, preorderShip: null });
  });

  it("almost out of stock and the pre-order ship date", () => {
    expect(lineState(lineOf({ is_low_stock: true }))).toMatchObject({ almostOut: true });
    expect(lineState(lineOf({ ship_no_later_than: "Jun 30, 2025" }))).toMatchObject({
      preorderShip: "Expected To Ship No Later Than Jun 30, 2025",
    });
  });

  it("shows the line's messages in order, dropping empty ones", () => {
    expect(lineMessages(lineOf({ messages: ["a", "", "b"] }))).toEqual(["a", "b"]);
  });
});

describe("quantity", () => {
  it("offers 1…usable_qty (and keeps the line's own quantity listed)", () => {
    expect(qtyChoices(lineOf())).toEqual([1, 2, 3, 4, 5]);
    expect(qtyChoices(lineOf({ qty: 7 }))).toHaveLength(7);
  });

  it("refuses a choice below min_sale_qty with 'Min qty is {n}'", () => {
    const line = lineOf({
      inventory: { is_in_stock: true, usable_qty: 9, min_sale_qty: 3, qty: 20, product_id: 1 },
    });
    expect(qtyError(line, 2)).toBe("Min qty is 3");
    expect(qtyError(line, 3)).toBeNull();
  });
});

describe("prices and plans", () => {
  it("strikes the regular total through only when it is higher", () => {
    expect(linePrices(lineOf())).toEqual({ now: "$198.00", was: "$240.00" });
    expect(linePrices(lineOf({ old_row_total: 198 }))).toEqual({ now: "$198.00", was: null });
  });

  it("shows an attached plan's term in years and its price in dollars (cents / 100)", () => {
    const extend = { planId: "P", offerPlanId: "O", term: 2, price: 4599, title: "Furniture", qty: 2 };
    expect(planView(lineOf({ has_contract: 2, extend }))).toEqual({
      title: "Furniture",
      years: "2 years",
      price: "$45.99",
      qty: 2,
      total: "$91.98",
    });
    expect(planView(lineOf({ has_contract: 2, extend: { ...extend, term: 1.5 } }))?.years).toBe("1.5 years");
    expect(planView(lineOf({ has_contract: 0, extend }))).toBeNull();
  });
});

describe("summary", () => {
  it("tax shows '--' when tax_failed, else the amount", () => {
    expect(row(cartOf({ tax_failed: true, tax_amount: 0 }), "tax")?.value).toBe("--");
    expect(row(cartOf({ tax_failed: false, tax_amount: 12.5 }), "tax")?.value).toBe("$12.50");
  });

  it("hides the product-protection row at 0.00 and shows it otherwise", () => {
    expect(row(cartOf({ product_contract_total: 0 }), "protection")).toBeUndefined();
    expect(row(cartOf({ product_contract_total: 0.001 }), "protection")).toBeUndefined();
    expect(row(cartOf({ product_contract_total: 91.98 }), "protection")?.value).toBe("$91.98");
  });

  it("shows the grand total minus klarna_discount only when that is positive", () => {
    expect(shownGrandTotal({ grand_total: 500, klarna_discount: 25 })).toBe(475);
    expect(shownGrandTotal({ grand_total: 500, klarna_discount: 0 })).toBe(500);
    expect(shownGrandTotal({ grand_total: 500, klarna_discount: -5 })).toBe(500);
    expect(row(cartOf({ grand_total: 1234.5, klarna_discount: 34.5 }), "total")?.value).toBe("$1,200.00");
  });

  it("shows a discount as a negative amount, and shipping as FREE at 0", () => {
    expect(row(cartOf({ discount_amount: 10 }), "discount")?.value).toBe("-$10.00");
    expect(row(cartOf(), "discount")).toBeUndefined();
    expect(row(cartOf(), "shipping")?.value).toBe("FREE");
    expect(row(cartOf({ shipping_fee: 49.99 }), "shipping")?.value).toBe("$49.99");
  });

  it("offers Plus+ savings to non-members only", () => {
    const cart = cartOf({ is_plus_allow: true, plusTotal: 29.7 });
    expect(plusSavings(cart, false)).toBe("$29.70");
    expect(plusSavings(cart, true)).toBeNull();
    expect(plusSavings(cartOf({ is_plus_allow: false, plusTotal: 29.7 }), false)).toBeNull();
  });

  it("checks out only while the cart is valid, to the shipping address with source=Cart", () => {
    expect(canCheckOut({ valid: true })).toBe(true);
    expect(canCheckOut({ valid: false })).toBe(false);
    expect(CHECKOUT_FROM_CART).toBe("/checkout/shipping-address?source=Cart");
  });

  it("sorts shipping methods by numeric sort when there is more than one", () => {
    const m = (code: "standard" | "expedited" | "white_glove", sort: number) => ({
      code,
      title: code,
      delivery_time: "",
      price: 0,
      sort,
      selected: false,
    });
    expect(
      sortedShippingMethods([m("white_glove", 30), m("standard", 10), m("expedited", 20)]).map((x) => x.code),
    ).toEqual(["standard", "expedited", "white_glove"]);
  });
});
