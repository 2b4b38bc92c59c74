// How an order reads to the shopper: dates in store time, method names instead of codes, the
// address as lines, the totals as labelled rows and what a cancel gives back. Browser-safe (no zod).

import {
  PICKUP_METHOD_CODE,
  PLUS_FIRST_ORDER_LABEL,
  SHIPPING_METHODS,
} from "../../../contract/cart-constants";
import { formatWhole } from "../../../contract/number-text";
import type { OrderDetail } from "../../../contract/order";
import { formatMoney } from "../../components/ui/format-money";

/**
 * Order dates in store time (the New Jersey warehouse), e.g. "Jun 2, 2025"; the same on server and
 * browser. Made on first use, not when the module loads: the browser's first use of Intl is costly
 * (contract/number-text.ts), and pages that load this module without showing a date (the payment
 * result's totals, the cancel page) need not pay for it.
 */
let orderDate: Intl.DateTimeFormat | undefined;

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  orderDate ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "America/New_York",
  });
  return orderDate.format(date);
}

const PAYMENT_LABELS: Record<string, string> = {
  card: "Credit or debit card",
  paylater: "Pay Later (4 interest-free payments)",
};

/** The payment method's name; an unknown code is shown as it is rather than hidden. */
export const paymentMethodLabel = (code: string) => PAYMENT_LABELS[code] ?? (code || "Not chosen");

/** The shipping method's title and delivery time from the store's list, else the code itself. */
export function shippingMethodLabel(code: string): string {
  if (code === PICKUP_METHOD_CODE) return "Store pickup";
  const method = SHIPPING_METHODS.find((m) => m.code === code);
  return method ? `${method.title} (${method.delivery_time})` : code;
}

/** A store-pickup order: it goes to the pickup store, whose address the order carries. */
export const isPickupOrder = (order: Pick<OrderDetail, "shipping_method">) =>
  order.shipping_method === PICKUP_METHOD_CODE;

export interface TotalRow {
  key: string;
  label: string;
  value: string;
}

/** Points are worth 100 to the dollar: their dollar value as the order took it. */
const pointsDollars = (points: number) => points / 100;

const isZero = (dollars: number) => dollars.toFixed(2) === "0.00" || dollars.toFixed(2) === "-0.00";

/** The order's totals as frozen when it was placed: reductions shown with a leading minus. */
export function orderTotalRows(order: OrderDetail): TotalRow[] {
  const rows: TotalRow[] = [{ key: "subtotal", label: "Subtotal", value: formatMoney(order.subtotal) }];
  if (!isZero(order.discount_amount)) {
    const label = order.coupon_code ? `Discount (${order.coupon_code})` : "Discount";
    rows.push({ key: "discount", label, value: formatMoney(-Math.abs(order.discount_amount)) });
  }
  if (!isZero(order.plus_first_order_discount)) {
    rows.push({
      key: "plus-first-order",
      label: PLUS_FIRST_ORDER_LABEL,
      value: formatMoney(-Math.abs(order.plus_first_order_discount)),
    });
  }
  if (order.points_used > 0) {
    rows.push({
      key: "points",
      label: `Points (${formatWhole(order.points_used)})`,
      value: formatMoney(-pointsDollars(order.points_used)),
    });
  }
  rows.push({
    key: "shipping",
    label: "Shipping",
    value: isZero(order.shipping_fee) ? "FREE" : formatMoney(order.shipping_fee),
  });
  rows.push({ key: "tax", label: "Tax", value: formatMoney(order.tax_amount) });
  if (!isZero(order.product_contract_total)) {
    rows.push({ key: "protection", label: "Protection", value: formatMoney(order.product_contract_total) });
  }
  if (!isZero(order.paylater_discount)) {
    rows.push({
      key: "paylater",
      label: "Pay Later Discount",
      value: formatMoney(-Math.abs(order.paylater_discount)),
    });
  }
  rows.push({ key: "total", label: "Grand Total", value: formatMoney(order.grand_total) });
  return rows;
}

/**
 * What canceling gives back (order-cancel.service.ts): a successful payment is refunded to the way
 * it was paid, points return to the balance, the coupon can be used again, the items go back on sale.
 */
export function cancelConsequences(order: OrderDetail): string[] {
  const out: string[] = [];
  if (order.paid) {
    out.push(
      `${formatMoney(order.grand_total)} will be refunded to your original payment method (${paymentMethodLabel(order.payment_method)}).`,
    );
  } else {
    out.push("Nothing has been charged for this order, so there is nothing to refund.");
  }
  if (order.points_used > 0) {
    out.push(`${formatWhole(order.points_used)} points will be returned to your account.`);
  }
  if (order.coupon_code) out.push(`The coupon ${order.coupon_code} can be used again.`);
  out.push("This cannot be undone.");
  return out;
}

/** Units in an order, as words. */
export const itemCountLabel = (qty: number) => `${qty} ${qty === 1 ? "item" : "items"}`;

/** The payment's state beside its method: a returned order's payment went back to the shopper. */
export function paymentState(order: Pick<OrderDetail, "status" | "paid">): string {
  if (order.status === "returned") return "Refunded";
  return order.paid ? "Paid" : "Not paid yet";
}
