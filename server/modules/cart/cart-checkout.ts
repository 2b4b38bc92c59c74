// What order placement takes from a cart (issue #5 "Order placement"): the cart priced by the same
// code as the cart read (`priceCart`), inside the order's transaction, so the order charges exactly
// what the cart showed; and emptying the cart once the order exists.
import { eq } from "drizzle-orm";
import { cartItems, carts } from "../../db/schema/cart";
import type { RequestContext } from "../../http/context";
import { PLUS_EXTRA_WARRANTY_MONTHS } from "../plus-benefits/plus-benefits";
import { type CheckoutFigures, lineKey } from "./cart-fingerprint";
import type { Tx } from "./cart-owner";
import { priceCart } from "./cart-read";
import { inTransaction } from "./cart-write";

export interface CheckoutLine {
  itemId: number;
  productId: number;
  variantId: number;
  name: string;
  sku: string;
  qty: number;
  unitPriceCents: number;
  rowTotalCents: number;
  planId: string | null;
  offerPlanId: string | null;
  planTitle: string | null;
  planTermMonths: number | null;
  /** Per unit, cents (one plan per unit). */
  planPriceCents: number | null;
  /** The configuration of a customized line (its model code); null for the plain variant. */
  customizationModel: string | null;
  /** Plus+ extra warranty months recorded with the line (an active member buys it), else 0. */
  extraWarrantyMonths: number;
}

/** The free gift the cart shows as taken (gift_product with is_add): it goes with the order at no charge. */
export interface CheckoutGift {
  productId: number;
  variantId: number;
  name: string;
}

export interface CheckoutSnapshot {
  cartId: number;
  lines: CheckoutLine[];
  /** The chosen free gift, when the cart is over the threshold and the shopper kept it; null otherwise. */
  gift: CheckoutGift | null;
  /** The gift the cart had chosen (taken or removed); null: none. A declined payment gives it back. */
  giftChoiceId: number | null;
  /** The shopper had removed that gift (gift-delete): a declined payment gives it back removed. */
  giftRemoved: boolean;
  subtotalCents: number;
  /** The coupon's discount. */
  discountCents: number;
  /** The Plus+ first-order extra discount (0: none). */
  plusFirstOrderCents: number;
  /** Placed by an active Plus+ member (the points multiplier and the extra warranty follow). */
  plusMember: boolean;
  shippingCents: number;
  taxCents: number;
  /** Shipping protection when the cart has it on (POST /api/extend-shipping); 0 otherwise. */
  protectionCents: number;
  /** Store pickup: the address is the store's, no shipping fee. */
  isPickup: boolean;
  /** Protection plans of the lines (price × qty). */
  planCents: number;
  pointsUsed: number;
  pointsCents: number;
  payLaterDiscountCents: number;
  /** What the order charges: the read's grand_total − the pay-later discount. */
  grandTotalCents: number;
  couponId: number | null;
  couponCode: string | null;
  shippingMethod: string;
  shippingAddress: Record<string, unknown> | null;
  email: string | null;
  paymentMethod: string;
  /** Why the cart cannot be ordered now (empty = it can): out of stock, no address, tax failed, coupon no longer valid … */
  problems: string[];
  /** The money as a cart read would show it now (compared with what the shopper saw). */
  figures: CheckoutFigures;
  /** Points the cart asks to spend; pointsUsed is that, capped by the balance and the eligible amount. */
  pointsAsked: number;
  /** The customer's points balance as read in the transaction; null for a guest. */
  pointsBalance: number | null;
  /** Every cart line's name by lineKey (bought or not), for naming what changed. */
  names: Map<string, string>;
}

/**
 * The owner's cart priced now through `tx`. Lines are those counted in the totals (still sold and
 * in stock); a line that blocks checkout shows up in `problems`. The owner's points, group and
 * e-mail are read in `tx` as well.
 */
export async function checkoutSnapshot(
  ctx: RequestContext,
  tx: Tx,
  owner: { cartId: number; customerId: number | null },
): Promise<CheckoutSnapshot> {
  const priced = await priceCart(inTransaction(ctx, tx), owner.cartId);
  if (!priced) throw new Error(`Cart ${owner.cartId} does not exist.`);
  if (priced.shopper.customerId !== owner.customerId)
    throw new Error(`Cart ${owner.cartId} has another owner.`);
  const lines: CheckoutLine[] = priced.buyable.map((p) => ({
    itemId: p.item.item_id,
    productId: p.item.product_id,
    variantId: p.item.piid,
    name: p.item.name,
    sku: p.item.sub_sku,
    qty: p.item.qty,
    unitPriceCents: p.rowCents / p.item.qty,
    rowTotalCents: p.rowCents,
    planId: p.item.extend?.planId ?? null,
    offerPlanId: p.item.extend?.offerPlanId ?? null,
    planTitle: p.item.extend?.title ?? null,
    planTermMonths: p.item.extend ? Math.round(p.item.extend.term * 12) : null,
    planPriceCents: p.item.extend?.price ?? null,
    customizationModel: p.item.customization?.model ?? null,
    extraWarrantyMonths: priced.plus.active ? PLUS_EXTRA_WARRANTY_MONTHS : 0,
  }));
  const m = priced.money;
  const gift = priced.result.gift_product;
  const couponOk = priced.coupon && !priced.coupon.problem ? priced.coupon.coupon : null;
  return {
    cartId: owner.cartId,
    lines,
    gift: gift?.is_add ? { productId: gift.product_id, variantId: gift.piid, name: gift.name } : null,
    giftChoiceId: priced.giftChoiceId,
    giftRemoved: priced.giftRemoved,
    subtotalCents: priced.subtotalCents,
    discountCents: m.discountCents,
    plusFirstOrderCents: m.plusFirstOrderCents,
    plusMember: priced.plus.active,
    shippingCents: priced.shippingCents,
    taxCents: m.taxCents,
    protectionCents: priced.shippingProtectionCents,
    isPickup: priced.isPickup,
    planCents: lines.reduce((n, l) => n + (l.planPriceCents ?? 0) * l.qty, 0),
    pointsUsed: m.pointsUsed,
    pointsCents: m.pointsCents,
    payLaterDiscountCents: m.payLaterDiscountCents,
    grandTotalCents: m.chargeCents,
    couponId: couponOk?.id ?? null,
    couponCode: couponOk?.code ?? null,
    shippingMethod: priced.shippingMethod,
    shippingAddress: priced.address,
    email: priced.shopper.email,
    paymentMethod: priced.paymentMethod,
    problems: priced.problems,
    figures: priced.figures,
    pointsAsked: priced.pointsAsked,
    pointsBalance: priced.shopper.pointsBalance,
    names: new Map(priced.result.list.map((i) => [lineKey(i), i.name])),
  };
}

/**
 * After the order: the cart's lines, coupon, points and gift choice go; save-for-later, address and the shipping
 * method stay. Pickup and shipping protection were chosen for that order's items: the next cart
 * starts with delivery and without protection (a pickup left on would block a cart of other items).
 */
export async function emptyCartAfterOrder(tx: Tx, cartId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx
    .update(carts)
    .set({
      couponCode: null,
      pointsUsed: 0,
      // The next cart chooses its gift again (spec part 2 §9: one gift per order).
      giftRemoved: false,
      giftVariantId: null,
      isPickup: false,
      shippingProtection: false,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cartId));
}
