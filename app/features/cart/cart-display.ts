import {
  CART_MESSAGES,
  minQtyMessage,
  PLUS_FIRST_ORDER_LABEL,
  shipNoLaterThanMessage,
} from "../../../contract/cart-constants";
import { CART_ITEM_PLAN_ATTACHED, CART_ITEM_UNAVAILABLE_STATUS } from "../../../contract/constants";
import { formatMoney } from "../../components/ui/format-money";
import type { CartLine, CartView, ShippingMethodView } from "./cart-view-types";

// The cart's display rules (spec part 1 §4 "Cart", §5 cart quantity, §8 cart messages) as plain
// functions: the page, the drawer and the tests share them.

export const CART_LINE_MESSAGES = {
  almostOut: CART_MESSAGES.lowStock,
  noDiscount: CART_MESSAGES.noDiscount,
  removeToCheckOut: CART_MESSAGES.removeToCheckout,
  unavailable: CART_MESSAGES.unavailable,
  outOfStock: "Out of Stock",
} as const;

export type LineState =
  | { kind: "unavailable" }
  | { kind: "out-of-stock" }
  | { kind: "buyable"; almostOut: boolean; preorderShip: string | null };

/** Which state a line is in: no longer sold (status 2), out of stock, or buyable. */
export function lineState(line: CartLine): LineState {
  if (line.status === CART_ITEM_UNAVAILABLE_STATUS) return { kind: "unavailable" };
  if (line.is_out_of_stock || !line.inventory.is_in_stock) return { kind: "out-of-stock" };
  return {
    kind: "buyable",
    almostOut: line.is_low_stock,
    preorderShip: line.ship_no_later_than ? shipNoLaterThanMessage(line.ship_no_later_than) : null,
  };
}

/**
 * The messages under a line, in order: the ones the cart answer carries (spec part 1 §8: almost
 * out of stock, no discount, remove to check out, no longer available, expected ship date, min qty).
 */
export function lineMessages(line: CartLine): string[] {
  return line.messages.filter((m) => m.length > 0);
}

/** Quantity choices 1…usable_qty; the line's own quantity stays listed even when above it. */
export function qtyChoices(line: CartLine): number[] {
  const top = Math.max(line.inventory.usable_qty, line.qty, 1);
  return Array.from({ length: top }, (_, i) => i + 1);
}

/** 'Min qty is {n}' when `qty` is below the item's min_sale_qty, else null (spec part 1 §5). */
export function qtyError(line: CartLine, qty: number): string | null {
  return qty < line.inventory.min_sale_qty ? minQtyMessage(line.inventory.min_sale_qty) : null;
}

/** The line's prices: what it costs now, and the regular total struck through when higher. */
export function linePrices(line: CartLine): { now: string; was: string | null } {
  return {
    now: formatMoney(line.row_total),
    was: line.old_row_total > line.row_total ? formatMoney(line.old_row_total) : null,
  };
}

/**
 * An attached protection plan as shown: term in years, price per unit in dollars (cents / 100) and
 * the plan's total on the line (one plan per unit), which the cart's totals include, so every
 * place that lists lines shows it and the lines add up to the total.
 */
export function planView(
  line: CartLine,
): { title: string; years: string; price: string; qty: number; total: string } | null {
  if (line.has_contract !== CART_ITEM_PLAN_ATTACHED || !line.extend) return null;
  const years = line.extend.term;
  return {
    title: line.extend.title,
    years: `${Number.isInteger(years) ? years : years.toFixed(1)} ${years === 1 ? "year" : "years"}`,
    price: formatMoney(line.extend.price / 100),
    qty: line.extend.qty,
    total: formatMoney((line.extend.price * line.extend.qty) / 100),
  };
}

export interface SummaryRow {
  key:
    | "subtotal"
    | "shipping"
    | "tax"
    | "protection"
    | "shipping-protection"
    | "discount"
    | "plus-first-order"
    | "points"
    | "paylater"
    | "total";
  label: string;
  value: string;
}

/**
 * The summary rows: tax shows '--' when tax_failed; the product-protection row is hidden when its
 * total is 0.00; the discount row only when there is one; the grand total is shown minus
 * klarna_discount when that is positive.
 */
export function summaryRows(cart: CartView): SummaryRow[] {
  const rows: SummaryRow[] = [
    { key: "subtotal", label: "Subtotal", value: formatMoney(cart.subtotal) },
    cart.is_pickup
      ? { key: "shipping", label: "Store Pickup", value: "FREE" }
      : {
          key: "shipping",
          label: "Shipping",
          value: cart.shipping_fee > 0 ? formatMoney(cart.shipping_fee) : "FREE",
        },
    { key: "tax", label: "Estimated Tax", value: cart.tax_failed ? "--" : formatMoney(cart.tax_amount) },
  ];
  if (cart.product_contract_total.toFixed(2) !== "0.00") {
    rows.push({
      key: "protection",
      label: "Product Protection",
      value: formatMoney(cart.product_contract_total),
    });
  }
  if (cart.shipping_protection) {
    rows.push({
      key: "shipping-protection",
      label: "Shipping Protection",
      value: formatMoney(cart.shipping_protection_amount),
    });
  }
  if (cart.discount_amount.toFixed(2) !== "0.00") {
    const label = cart.coupon_code ? `Discount (${cart.coupon_code})` : "Discount";
    rows.push({ key: "discount", label, value: formatMoney(-Math.abs(cart.discount_amount)) });
  }
  if (cart.plus_first_order_discount > 0) {
    rows.push({
      key: "plus-first-order",
      label: PLUS_FIRST_ORDER_LABEL,
      value: formatMoney(-cart.plus_first_order_discount),
    });
  }
  if (cart.points_data.points_cur_amount > 0) {
    rows.push({
      key: "points",
      label: `Points (${cart.points_data.points_used})`,
      value: formatMoney(-cart.points_data.points_cur_amount),
    });
  }
  if (cart.klarna_discount > 0) {
    rows.push({ key: "paylater", label: "Pay Later Discount", value: formatMoney(-cart.klarna_discount) });
  }
  rows.push({ key: "total", label: "Grand Total", value: formatMoney(shownGrandTotal(cart)) });
  return rows;
}

/** The grand total as shown: minus klarna_discount when that is positive. */
export function shownGrandTotal(cart: Pick<CartView, "grand_total" | "klarna_discount">): number {
  return cart.klarna_discount > 0 ? cart.grand_total - cart.klarna_discount : cart.grand_total;
}

/** What Plus+ would save a shopper who is not a member (is_plus_allow), formatted; else null. */
export function plusSavings(cart: CartView, isPlusMember: boolean): string | null {
  if (isPlusMember || !cart.is_plus_allow || cart.plusTotal <= 0) return null;
  return formatMoney(cart.plusTotal);
}

/** Checkout is allowed only while the cart is valid. */
export const canCheckOut = (cart: Pick<CartView, "valid">) => cart.valid;

/** Shipping methods in numeric sort order when there is more than one. */
export function sortedShippingMethods(list: readonly ShippingMethodView[]): ShippingMethodView[] {
  const methods = [...list];
  if (methods.length > 1) methods.sort((a, b) => Number(a.sort) - Number(b.sort));
  return methods;
}

/** The checkout link from the cart (spec part 1 §2: source=Cart). */
export const CHECKOUT_FROM_CART = "/checkout/shipping-address?source=Cart";
export const CART_PAGE_PATH = "/checkout/cart";
