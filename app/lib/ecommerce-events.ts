// GA4-style ecommerce events on the data layer (issue #5 "Analytics"): add_to_cart,
// remove_from_cart, view_cart, begin_checkout, add_shipping_info, add_payment_info and purchase,
// each with its item array. As GA4 asks, the previous ecommerce object is cleared before each push
// so one event's items never leak into the next. Prices are the server's figures in dollars.
import { useEffect, useRef } from "react";
import { pushDataLayer } from "./tracking";

export type EcommerceEventName =
  | "add_to_cart"
  | "remove_from_cart"
  | "view_cart"
  | "begin_checkout"
  | "add_shipping_info"
  | "add_payment_info"
  | "purchase";

export interface EcommerceItem {
  /** The product's id. */
  item_id: string;
  item_name: string;
  /** The variant's SKU. */
  item_variant: string;
  /** Unit price in dollars. */
  price: number;
  quantity: number;
}

/** A cart line as an event item: what one unit costs on the line. */
export function cartLineItem(line: {
  product_id: number;
  sub_sku: string;
  name: string;
  unit_price: number;
  qty: number;
}): EcommerceItem {
  return {
    item_id: String(line.product_id),
    item_name: line.name,
    item_variant: line.sub_sku,
    price: line.unit_price,
    quantity: line.qty,
  };
}

/** An order line (its variant SKU and unit price) as an event item. */
export function orderLineItem(line: {
  product_id: number;
  sku: string;
  name: string;
  price: number;
  qty: number;
}): EcommerceItem {
  return {
    item_id: String(line.product_id),
    item_name: line.name,
    item_variant: line.sku,
    price: line.price,
    quantity: line.qty,
  };
}

/** The value of a list of items: price × quantity, to the cent. */
export const itemsValue = (items: readonly EcommerceItem[]) =>
  Math.round(items.reduce((n, i) => n + i.price * 100 * i.quantity, 0)) / 100;

export function trackEcommerce(
  event: EcommerceEventName,
  items: EcommerceItem[],
  extra: Record<string, unknown> = {},
): void {
  pushDataLayer({ ecommerce: null });
  pushDataLayer({ event, ecommerce: { currency: "USD", value: itemsValue(items), items, ...extra } });
}

/**
 * Pushes `event` once per `key` while the component lives (a page view): re-renders and
 * revalidations of the same cart do not repeat it; null waits for a key.
 */
export function useTrackOnce(
  event: EcommerceEventName,
  key: string | null,
  items: () => EcommerceItem[],
  extra: Record<string, unknown> = {},
): void {
  const sent = useRef<string | null>(null);
  const latest = useRef({ items, extra });
  latest.current = { items, extra };
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    trackEcommerce(event, latest.current.items(), latest.current.extra);
  }, [event, key]);
}
