import { describe, expect, it } from "vitest";
import { formatShopDate, isPurchasable, stockStatus } from "./stock-status";

const product = { status: 1, product_tag: null, presale_end_date: null };
const variant = (
  inventory: Partial<{ is_in_stock: boolean; qty: number; usable_qty: number; min_sale_qty: number }>,
  fill: string | null = null,
) => ({
  inventory: { is_in_stock: true, qty: 50, usable_qty: 10, min_sale_qty: 1, ...inventory },
  product_fill_time: fill,
});

describe("stock line of the selected variant", () => {
  it("is in stock with 10 or more on hand", () => {
    expect(stockStatus(product, variant({ qty: 10 }))).toEqual({ kind: "in-stock" });
  });

  it("is almost out of stock under 10 on hand (spec part 1 §4)", () => {
    expect(stockStatus(product, variant({ qty: 9 }))).toEqual({ kind: "low-stock", qty: 9 });
    expect(stockStatus(product, variant({ qty: 1 }))).toEqual({ kind: "low-stock", qty: 1 });
  });

  it("is out of stock once none is left, even while still flagged in stock (never 'Only 0 left')", () => {
    expect(stockStatus(product, variant({ is_in_stock: true, qty: 0, usable_qty: 0 }))).toEqual({
      kind: "out-of-stock",
      fillTime: null,
    });
    expect(stockStatus(product, variant({ qty: 1 }))).toEqual({ kind: "low-stock", qty: 1 });
  });

  it("is out of stock with the expected refill date", () => {
    expect(stockStatus(product, variant({ is_in_stock: false, qty: 0 }, "2026-12-01T00:00:00.000Z"))).toEqual(
      {
        kind: "out-of-stock",
        fillTime: "2026-12-01T00:00:00.000Z",
      },
    );
  });

  it("shows pre-order with the presale end instead of low stock", () => {
    const preorder = { status: 1, product_tag: "Pre-order", presale_end_date: "2026-11-20T00:00:00.000Z" };
    expect(stockStatus(preorder, variant({ qty: 3 }))).toEqual({
      kind: "pre-order",
      tag: "Pre-order",
      presaleEnd: "2026-11-20T00:00:00.000Z",
    });
    expect(stockStatus({ ...preorder, product_tag: "Super Early Bird" }, variant({})).kind).toBe("pre-order");
    // A sold-out pre-order is out of stock.
    expect(stockStatus(preorder, variant({ is_in_stock: false })).kind).toBe("out-of-stock");
  });

  it("says a product with status 2 is no longer available, whatever its stock", () => {
    expect(stockStatus({ ...product, status: 2 }, variant({}))).toEqual({ kind: "unavailable" });
  });

  it("is purchasable only when available, in stock and the usable quantity reaches the minimum", () => {
    expect(isPurchasable({ kind: "in-stock" }, variant({ usable_qty: 5, min_sale_qty: 2 }))).toBe(true);
    expect(isPurchasable({ kind: "low-stock", qty: 1 }, variant({ usable_qty: 1, min_sale_qty: 2 }))).toBe(
      false,
    );
    expect(isPurchasable({ kind: "out-of-stock", fillTime: null }, variant({}))).toBe(false);
    expect(isPurchasable({ kind: "unavailable" }, variant({}))).toBe(false);
  });

  it("formats dates in UTC so server and browser agree", () => {
    expect(formatShopDate("2026-12-01T00:00:00.000Z")).toBe("December 1, 2026");
    expect(formatShopDate("not a date")).toBe("");
  });
});
