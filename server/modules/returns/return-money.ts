// What a returned line pays back (docs/decisions/0031-returns.md): the units' price, less their
// share of what the order took off (the coupon, the points spent, the pay-later discount: each in
// proportion to the line's goods in the order's subtotal), plus their share of the tax (in
// proportion to the taxable amount, plans included), plus the protection plan attached to the line
// for each unit returned. The points share is given back as points, not money. Shipping and the
// shipping protection are paid back only when the whole order comes back (then the return pays
// everything the payment has left, as a cancel does).

export interface OrderMoney {
  subtotalCents: number;
  discountCents: number;
  pointsUsed: number;
  taxCents: number;
  payLaterDiscountCents: number;
  /** Every line's plan price × quantity. */
  planCents: number;
}

export interface LineMoney {
  priceCents: number;
  planPriceCents: number | null;
}

export interface LineShare {
  /** Money for the goods: price − coupon − points − pay-later share + tax share. */
  refundCents: number;
  /** The plan for the units returned. */
  planRefundCents: number;
  /** Points spent on the order that come back with these units. */
  pointsRefunded: number;
}

const share = (whole: number, part: number, of: number) => (of > 0 ? Math.round((whole * part) / of) : 0);

/** The share of `qty` units of a line. */
export function lineShare(order: OrderMoney, line: LineMoney, qty: number): LineShare {
  const goods = line.priceCents * qty;
  const plan = (line.planPriceCents ?? 0) * qty;
  const coupon = share(order.discountCents, goods, order.subtotalCents);
  const points = share(order.pointsUsed, goods, order.subtotalCents);
  const payLater = share(order.payLaterDiscountCents, goods, order.subtotalCents);
  const taxableOrder = order.subtotalCents - order.discountCents - order.pointsUsed + order.planCents;
  const tax = share(order.taxCents, goods - coupon - points + plan, taxableOrder);
  return {
    refundCents: Math.max(0, goods - coupon - points - payLater + tax),
    planRefundCents: plan,
    pointsRefunded: points,
  };
}

/** Cents as dollars in an answer (2 decimals). */
export const dollars = (cents: number) => Math.round(cents) / 100;
