// The cart's shipping methods (contract SHIPPING_METHODS): the list the page shows, sorted by
// numeric sort, and the fee of the chosen one.
import type { CartShippingMethod } from "../../../contract/cart";
import {
  DEFAULT_SHIPPING_METHOD,
  SHIPPING_METHODS,
  type ShippingMethodCode,
} from "../../../contract/cart-constants";
import { toDollars } from "../../lib/money";

/** The stored code when it is still offered, else the default (free standard). */
export function chosenMethod(stored: string): (typeof SHIPPING_METHODS)[number] {
  return (
    SHIPPING_METHODS.find((m) => m.code === stored) ??
    (SHIPPING_METHODS.find((m) => m.code === DEFAULT_SHIPPING_METHOD) as (typeof SHIPPING_METHODS)[number])
  );
}

export function shippingMethodList(selected: ShippingMethodCode): CartShippingMethod[] {
  return [...SHIPPING_METHODS]
    .sort((a, b) => a.sort - b.sort)
    .map((m) => ({
      code: m.code,
      title: m.title,
      delivery_time: m.delivery_time,
      price: toDollars(m.priceCents),
      sort: m.sort,
      selected: m.code === selected,
    }));
}
