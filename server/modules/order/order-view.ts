// Orders as the API answers them: frozen cents from the order row, in dollars.
import { and, asc, eq, inArray } from "drizzle-orm";
import { PICKUP_METHOD_CODE, SHIPPING_METHODS } from "../../../contract/cart-constants";
import { STANDARD_SHIPPING_DAYS } from "../../../contract/constants";
import { FULFILMENT_STATUS_LABELS, type FulfilmentStatus } from "../../../contract/fulfilment-constants";
import type { OrderDetail, PlaceOrderResult } from "../../../contract/order";
import {
  CANCELABLE_STATUSES,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from "../../../contract/order-constants";
import { orderItems, payments } from "../../db/schema/order";
import { toDollars } from "../../lib/money";
import type { DbOrTx } from "../cart/cart-owner";
import {
  type FulfilmentCounts,
  fulfilmentByOrder,
  fulfilmentStatus,
  orderLineThumbnail,
  orderShipmentViews,
  shippedByItem,
} from "../fulfilment/shipment-view";
import { addBusinessDays, calendarDate, parseBusinessDays, shortDate } from "../logistics/business-days";
import type { OrderRow } from "./order-ownership";

/** An order with no lines and no shipments. */
export const NO_COUNTS: FulfilmentCounts = { ordered: 0, shipped: 0, delivered: 0, inTransit: 0 };

export type OrderItemRow = typeof orderItems.$inferSelect;

/** Orders that will not ship: no arrival date. */
const NOT_ARRIVING: readonly string[] = ["canceled", "expired", "payment_failed"] satisfies OrderStatus[];

/** The shipping method's name as the checkout showed it. */
export function shippingTitle(code: string): string {
  if (code === PICKUP_METHOD_CODE) return "Store Pickup";
  return SHIPPING_METHODS.find((m) => m.code === code)?.title ?? code;
}

/**
 * "Arrives Wed, Dec 2 – Mon, Dec 7": the method's business days ("2-5 business days") counted from
 * the day the order was placed in the warehouse's time zone (business-days.ts skips weekends and
 * carrier holidays). "" for pickup (the store e-mails when it is ready) and for an order that will
 * not ship.
 */
export function deliveryEstimate(code: string, status: string, placedAt: Date): string {
  if (NOT_ARRIVING.includes(status)) return "";
  const method = SHIPPING_METHODS.find((m) => m.code === code);
  if (!method) return "";
  const days = parseBusinessDays(/^\s*[\d\s\-–]+/.exec(method.delivery_time)?.[0], STANDARD_SHIPPING_DAYS);
  const start = calendarDate(placedAt);
  const from = shortDate(addBusinessDays(start, days.min));
  const to = shortDate(addBusinessDays(start, days.max));
  return from === to ? `Arrives ${from}` : `Arrives ${from} – ${to}`;
}

export async function loadOrderItems(db: DbOrTx, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** Units bought per order, for lists (the free gift is not counted, as the cart did not count it). */
export async function itemsQtyByOrder(db: DbOrTx, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, qty: orderItems.qty })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.isGift, false)));
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.orderId, (out.get(r.orderId) ?? 0) + r.qty);
  return out;
}

/** POST /api/order's answer, the same for the first placing and every repeat with its token. */
export function placeResult(order: OrderRow, items: OrderItemRow[]): PlaceOrderResult {
  return {
    order_id: order.id,
    increment_id: order.incrementId,
    grand_total: toDollars(order.grandTotalCents),
    payment_method: order.paymentMethod,
    gtm: {
      event: "purchase",
      ecommerce: {
        transaction_id: order.incrementId,
        currency: "USD",
        value: toDollars(order.grandTotalCents),
        tax: toDollars(order.taxCents),
        shipping: toDollars(order.shippingCents),
        coupon: order.couponCode ?? "",
        // The items the cart's events named: the free gift is revenue-free and was not one of them.
        items: items
          .filter((i) => !i.isGift)
          .map((i) => ({
            item_id: i.sku,
            item_name: i.name,
            item_variant: i.sku,
            price: toDollars(i.priceCents),
            quantity: i.qty,
          })),
      },
    },
  };
}

export function orderSummary(order: OrderRow, itemsQty: number, fulfilment: FulfilmentStatus) {
  const status = order.status as OrderStatus;
  return {
    order_id: order.id,
    increment_id: order.incrementId,
    status,
    status_label: ORDER_STATUS_LABELS[status] ?? order.status,
    status_note: status === "expired" ? ORDER_MESSAGES.expired : "",
    created_at: order.createdAt.toISOString(),
    grand_total: toDollars(order.grandTotalCents),
    items_qty: itemsQty,
    payment_method: order.paymentMethod,
    fulfilment_status: fulfilment,
    fulfilment_label: FULFILMENT_STATUS_LABELS[fulfilment],
  };
}

export async function orderDetail(db: DbOrTx, order: OrderRow): Promise<OrderDetail> {
  const items = await db
    .select({ line: orderItems, thumbnail: orderLineThumbnail() })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const shipped = await shippedByItem(db, order.id);
  const parcels = await orderShipmentViews(db, order.id);
  const counts = (await fulfilmentByOrder(db, [order.id])).get(order.id) ?? NO_COUNTS;
  const success = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  return {
    ...orderSummary(
      order,
      items.reduce((n, { line }) => n + (line.isGift ? 0 : line.qty), 0),
      fulfilmentStatus(counts),
    ),
    email: order.email,
    subtotal: toDollars(order.subtotalCents),
    discount_amount: toDollars(order.discountCents),
    plus_first_order_discount: toDollars(order.plusFirstOrderCents),
    shipping_fee: toDollars(order.shippingCents),
    tax_amount: toDollars(order.taxCents),
    product_contract_total: toDollars(order.protectionCents),
    points_used: order.pointsUsed,
    points_earned: order.pointsEarned,
    paylater_discount: toDollars(order.payLaterDiscountCents),
    coupon_code: order.couponCode ?? "",
    shipping_method: order.shippingMethod,
    shipping_title: shippingTitle(order.shippingMethod),
    delivery_estimate: deliveryEstimate(order.shippingMethod, order.status, order.createdAt),
    shipping_address: order.shippingAddress,
    can_cancel: CANCELABLE_STATUSES.includes(order.status as OrderStatus),
    paid: success.some((p) => p.status === "captured" || p.status === "authorized"),
    items: items.map(({ line: i, thumbnail }) => ({
      order_item_id: i.id,
      product_id: i.productId,
      variant_id: i.variantId,
      name: i.name,
      sku: i.sku,
      qty: i.qty,
      price: toDollars(i.priceCents),
      row_total: toDollars(i.rowTotalCents),
      plan:
        i.planId !== null
          ? {
              plan_id: i.planId,
              title: i.planTitle ?? "",
              term_months: i.planTermMonths ?? 0,
              price: toDollars(i.planPriceCents ?? 0),
            }
          : null,
      is_gift: i.isGift,
      thumbnail,
      qty_shipped: shipped.get(i.id)?.shipped ?? 0,
      extra_warranty_months: i.extraWarrantyMonths,
    })),
    shipments: parcels,
  };
}
