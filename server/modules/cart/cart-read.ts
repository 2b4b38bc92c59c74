// The cart read (spec part 1 §3 "Cart", "Cart item", §4 display rules, §7 GET /api/carts and
// /api/v2/carts). Totals are worked out here in integer cents and answered in dollars; plan prices
// come from today's offer list; Plus+ members pay Plus+ prices; the coupon, points, sales tax and
// pay-later discount are checked again on every read. Order placement prices the cart with the same
// `priceCart` (cart-checkout.ts), so the order charges exactly what the cart shows.
import type { CartGiftCategory, CartResult } from "../../../contract/cart";
import {
  CART_MONEY_MESSAGES,
  CART_PICKUP_MESSAGES,
  DEFAULT_SHIPPING_METHOD,
  PICKUP_METHOD_CODE,
  shippingProtectionCents,
} from "../../../contract/cart-constants";
import { AC_SPECIAL_CATEGORY_IDS } from "../../../contract/constants";
import type { ProtectionPlan } from "../../../contract/protection-constants";
import { stateTaxRate } from "../../../contract/tax-constants";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { PICKUP_STORE } from "../logistics/pickup-store";
import { type PlusBenefits, plusBenefitsOf } from "../plus-benefits/plus-benefits";
import { getOfferList } from "../protection/protection.service";
import { type CartMerchandising, getCartMerchandising } from "../site/cart-banner.service";
import { type CouponOutcome, couponLineOf, evaluateCoupon, findCouponByCode } from "./cart-coupon";
import { type LineConfiguration, resolveConfiguration } from "./cart-customization";
import { type CheckoutFigures, encodeFigures, lineKey } from "./cart-fingerprint";
import { cartGift, giftOffered, NO_GIFT, NO_GIFT_OUTCOME } from "./cart-gift";
import { type PricedLine, priceLine } from "./cart-item-view";
import { largeOrder } from "./cart-large-order";
import {
  type CartRow,
  type Line,
  loadCartAndLinesOfTokens,
  loadCartOfTokens,
  loadCartRow,
  loadLines,
} from "./cart-lines";
import { cartMoney, type Money } from "./cart-money";
import { pickupAddress, pickupAllowed } from "./cart-pickup";
import { chosenMethod, shippingMethodList } from "./cart-shipping";
import { type CartAddress, type CartShopper, loadDestination, loadShopper } from "./cart-shopper";

/** The parts of a cart that do not depend on its lines (and an empty cart's whole answer). */
function emptyCart(
  quoteId: number | null,
  shippingCode: string,
  now: Date,
  merchandising: CartMerchandising,
): CartResult {
  const method = chosenMethod(shippingCode);
  return {
    quoteId,
    items_count: 0,
    items_qty: 0,
    subtotal: 0,
    grand_total: 0,
    discount_amount: 0,
    plus_first_order_discount: 0,
    tax_amount: 0,
    tax_failed: true,
    coupon_code: "",
    coupon_message: "",
    klarna_discount: 0,
    payment_method: "",
    shipping_fee: 0,
    shipping_protection: false,
    shipping_protection_amount: 0,
    is_pickup: false,
    pickup_allowed: false,
    pickup_store: null,
    product_contract_total: 0,
    points_data: { points_used: 0, points_cur_amount: 0, points_balance: 0, points_max: 0 },
    valid: false,
    isAirConditioner: false,
    is_plus_allow: false,
    plusTotal: 0,
    plusImg: null,
    checkout_fingerprint: "",
    ...NO_GIFT,
    shipping_method_list: shippingMethodList(method.code),
    address: {
      shipping: { shipping_method: method.code },
      customer_address_id: null,
      shipping_address: null,
      email: "",
    },
    ...largeOrder(0, now),
    cartBannerStatus: merchandising.banner ? 1 : 0,
    gtm: { emarsys_cart: [] },
    list: [],
  };
}

/** Today's offers for the lines that carry a plan (one offer-list lookup for the whole cart). */
async function loadOffers(ctx: RequestContext, lines: Line[]): Promise<Record<string, ProtectionPlan[]>> {
  const skus = lines.filter((l) => l.offerPlanId).map((l) => ({ referenceID: l.variant.sku }));
  return skus.length === 0 ? {} : getOfferList(ctx, { products: skus });
}

const sum = (lines: PricedLine[], cents: (l: PricedLine) => number) =>
  lines.reduce((n, l) => n + cents(l), 0);

/** A cart priced now: the read's answer and the figures an order is made from. */
export interface PricedCart {
  result: CartResult;
  /** Lines counted in the totals (still sold and in stock), as priced. */
  buyable: PricedLine[];
  subtotalCents: number;
  /**
   * What the eligible lines (buyable, coupons and points apply) come to: the free gift's threshold
   * counts this (cart-gift.ts giftOffered), and so do the coupon and points limits (cartMoney).
   */
  eligibleCents: number;
  shippingCents: number;
  shippingMethod: string;
  /** Store pickup chosen: the address is the store's. */
  isPickup: boolean;
  /** Shipping protection counted in the totals (0 when off). */
  shippingProtectionCents: number;
  money: Money;
  coupon: CouponOutcome | null;
  shopper: CartShopper;
  /** The owner's Plus+ benefits now (read from the membership, never from the request). */
  plus: PlusBenefits;
  address: CartAddress | null;
  paymentMethod: string;
  /** The free gift the cart has chosen (taken or removed, over the threshold or not); null: none. */
  giftChoiceId: number | null;
  /** The shopper removed the chosen gift (gift-delete); a declined payment gives this back as well. */
  giftRemoved: boolean;
  /** The gifts offered while result.gift_choice is non-null (gift-options, gift-add); null otherwise. */
  giftOptions: CartGiftCategory[] | null;
  /** Why the cart cannot be ordered now; empty when it can. */
  problems: string[];
  /** The money as the read shows it (result.checkout_fingerprint encodes it). */
  figures: CheckoutFigures;
  /** Points the cart asks to spend (money.pointsUsed is that, capped now). */
  pointsAsked: number;
}

function checkoutProblems(p: {
  buyable: number;
  allCheckout: boolean;
  coupon: CouponOutcome | null;
  address: CartAddress | null;
  shopper: CartShopper;
  taxFailed: boolean;
  pickupRefused: boolean;
}): string[] {
  const out: string[] = [];
  if (p.pickupRefused) out.push(CART_PICKUP_MESSAGES.pickupNotAllowed);
  if (p.buyable === 0) out.push(CART_MONEY_MESSAGES.emptyCart);
  if (!p.allCheckout) out.push(CART_MONEY_MESSAGES.itemsBlock);
  if (p.coupon?.problem) out.push(p.coupon.problem);
  if (!p.address) out.push(CART_MONEY_MESSAGES.addressNeeded);
  else if (p.taxFailed) out.push(CART_MONEY_MESSAGES.taxFailed);
  if (!p.shopper.email) out.push(CART_MONEY_MESSAGES.emailNeeded);
  return out;
}

/**
 * The customized lines' configurations as the customization service answers them now (null: the
 * model is no longer a valid configuration), by model code; each model is resolved once per read.
 */
async function lineConfigurations(
  ctx: RequestContext,
  lines: Line[],
): Promise<Map<string, LineConfiguration | null>> {
  const out = new Map<string, LineConfiguration | null>();
  for (const l of lines) {
    if (l.customizationModel === null || out.has(l.customizationModel)) continue;
    out.set(l.customizationModel, await resolveConfiguration(ctx, l.product.id, l.customizationModel));
  }
  return out;
}

/**
 * One cart by id, priced now through `ctx.db`: the app's database, or a write's or the order's
 * transaction, whose context cart-write.ts `inTransaction` makes (it keeps the shared cache's
 * reads off loads outside the transaction). The owner's group, points and e-mail come from the
 * cart's owner, never from the request.
 */
export async function priceCart(ctx: RequestContext, cartId: number): Promise<PricedCart | null> {
  const cart = await loadCartRow(ctx.db, cartId);
  return cart ? priceCartRow(ctx, cart) : null;
}

/** The cart row read, priced now (see `priceCart`); `lines` when they were read with the row. */
async function priceCartRow(ctx: RequestContext, cart: CartRow, readLines?: Line[]): Promise<PricedCart> {
  const cartId = cart.id;
  const db = ctx.db;
  const lines = readLines ?? (await loadLines(db, cartId));
  const shopper = await loadShopper(db, cart.customerId, cart.guestEmail);
  const plus = await plusBenefitsOf(db, cart.customerId, ctx.now);
  const offers = await loadOffers(ctx, lines);
  const configurations = await lineConfigurations(ctx, lines);
  const priced = lines.map((l) =>
    priceLine(
      l,
      l.tiers,
      l.offerPlanId ? (offers[l.variant.sku] ?? []) : [],
      l.relation,
      shopper.isPlusMember,
      l.customizationModel === null ? undefined : (configurations.get(l.customizationModel) ?? null),
    ),
  );
  const buyable = priced.filter((p) => p.buyable);
  const eligible = priced.filter((p) => p.eligible);
  const subtotalCents = sum(buyable, (p) => p.rowCents);
  const planCents = sum(buyable, (p) => p.planCents);
  const plusSavingCents = sum(buyable, (p) => p.regularRowCents - p.memberRowCents);
  // Pickup: no carrier, so no shipping fee and no shipping protection; the store is the address.
  const canPickup = pickupAllowed(lines);
  const isPickup = cart.isPickup;
  const shippingCents = buyable.length > 0 && !isPickup ? chosenMethod(cart.shippingMethod).priceCents : 0;
  const protectionCents =
    cart.shippingProtection && !isPickup && buyable.length > 0 ? shippingProtectionCents(subtotalCents) : 0;
  const eligibleCents = sum(eligible, (p) => p.rowCents);

  const coupon = cart.couponCode
    ? await evaluateCoupon(
        db,
        await findCouponByCode(db, cart.couponCode),
        shopper,
        buyable.map(couponLineOf),
        ctx.now,
      )
    : null;
  const address = isPickup ? pickupAddress() : await loadDestination(db, cart);
  const money = cartMoney({
    subtotalCents,
    planCents,
    shippingCents,
    shippingProtectionCents: protectionCents,
    eligibleCents,
    couponCents: coupon?.discountCents ?? 0,
    pointsAsked: cart.pointsUsed,
    pointsBalance: shopper.pointsBalance,
    plusFirstOrderOpen: plus.firstOrderOpen,
    taxRate: address ? stateTaxRate(address.region_code) : null,
    paymentMethod: cart.paymentMethod,
  });
  // The gift is the shopping cart's: the buy-now checkout (/pay) neither shows nor offers it.
  const gift =
    cart.purpose === "cart" && giftOffered(eligibleCents)
      ? await cartGift(ctx, cart, {
          paidUnits: (variantId) => sum(buyable, (p) => (p.item.piid === variantId ? p.item.qty : 0)),
        })
      : NO_GIFT_OUTCOME;
  const figures: CheckoutFigures = {
    charge: buyable.length > 0 ? money.chargeCents : 0,
    discount: money.discountCents,
    points: money.pointsUsed,
    shipping: shippingCents,
    protection: protectionCents + planCents,
    tax: money.taxCents,
    payLater: money.payLaterDiscountCents,
    lines: buyable.map((p) => [lineKey(p.item), p.item.qty, p.rowCents]),
    plus: money.plusFirstOrderCents,
  };
  const merchandising = await getCartMerchandising(ctx);
  const base = emptyCart(cartId, cart.shippingMethod ?? DEFAULT_SHIPPING_METHOD, ctx.now, merchandising);
  const plusAllowed = !shopper.isPlusMember && plusSavingCents > 0;
  const result: CartResult = {
    ...base,
    items_count: priced.length,
    items_qty: sum(priced, (p) => p.item.qty),
    subtotal: toDollars(subtotalCents),
    grand_total: toDollars(buyable.length > 0 ? money.grandTotalCents : 0),
    discount_amount: toDollars(money.discountCents),
    plus_first_order_discount: toDollars(money.plusFirstOrderCents),
    tax_amount: toDollars(money.taxCents),
    tax_failed: money.taxFailed || buyable.length === 0,
    coupon_code: coupon?.coupon?.code ?? cart.couponCode ?? "",
    coupon_message: coupon?.problem ?? "",
    klarna_discount: toDollars(money.payLaterDiscountCents),
    payment_method: cart.paymentMethod,
    shipping_fee: toDollars(shippingCents),
    shipping_protection: protectionCents > 0,
    shipping_protection_amount: toDollars(protectionCents),
    is_pickup: isPickup,
    pickup_allowed: canPickup,
    pickup_store: canPickup || isPickup ? PICKUP_STORE : null,
    product_contract_total: toDollars(planCents),
    points_data: {
      points_used: money.pointsUsed,
      points_cur_amount: toDollars(money.pointsCents),
      points_balance: shopper.pointsBalance ?? 0,
      points_max: money.pointsMax,
    },
    valid: priced.length > 0 && priced.every((p) => p.item.can_checkout),
    isAirConditioner: priced.some((p) =>
      p.item.category_list.some((c) => AC_SPECIAL_CATEGORY_IDS.includes(c)),
    ),
    is_plus_allow: plusAllowed,
    plusTotal: toDollars(plusSavingCents),
    // The picture goes with the offer: only to a non-member whom Plus+ would save money.
    plusImg: plusAllowed ? merchandising.plusImage : null,
    checkout_fingerprint: encodeFigures(figures),
    ...gift.state,
    address: {
      ...base.address,
      customer_address_id: cart.customerAddressId,
      shipping_address: address,
      email: shopper.email ?? "",
    },
    ...largeOrder(subtotalCents, ctx.now),
    gtm: {
      emarsys_cart: priced.map((p) => ({
        item: p.item.sub_sku,
        price: p.item.row_total,
        quantity: p.item.qty,
      })),
    },
    list: priced.map((p) => p.item),
  };
  const problems = checkoutProblems({
    buyable: buyable.length,
    allCheckout: priced.every((p) => p.item.can_checkout),
    coupon,
    address,
    shopper,
    taxFailed: money.taxFailed,
    pickupRefused: isPickup && !canPickup,
  });
  return {
    result,
    buyable,
    subtotalCents,
    eligibleCents,
    shippingCents,
    shippingMethod: isPickup ? PICKUP_METHOD_CODE : chosenMethod(cart.shippingMethod).code,
    isPickup,
    shippingProtectionCents: protectionCents,
    money,
    coupon,
    shopper,
    plus,
    address,
    paymentMethod: cart.paymentMethod,
    giftChoiceId: cart.purpose === "cart" ? cart.giftVariantId : null,
    giftRemoved: cart.purpose === "cart" && cart.giftVariantId !== null && cart.giftRemoved,
    giftOptions: gift.options,
    problems,
    figures,
    pointsAsked: cart.pointsUsed,
  };
}

/** One cart by id, priced now for its owner. */
export async function readCart(ctx: RequestContext, cartId: number): Promise<CartResult> {
  const priced = await priceCart(ctx, cartId);
  return (
    priced?.result ?? emptyCart(cartId, DEFAULT_SHIPPING_METHOD, ctx.now, await getCartMerchandising(ctx))
  );
}

/** The request's cart id, or null without a session or a cart (nothing is created). */
export async function cartIdOfRequest(ctx: RequestContext): Promise<number | null> {
  return (await loadCartOfTokens(ctx.db, ctx.tokens, ctx.cartPurpose ?? "cart", ctx.now))?.id ?? null;
}

/**
 * The request's cart priced now, or null without a session or a cart (nothing is created). The
 * session, its owner's cart row and the cart's lines come in one statement: these reads are the
 * hottest calls, and a round trip is the larger share of one.
 */
export async function pricedCartOfRequest(ctx: RequestContext): Promise<PricedCart | null> {
  const read = await loadCartAndLinesOfTokens(ctx.db, ctx.tokens, ctx.cartPurpose ?? "cart", ctx.now);
  return read === null ? null : priceCartRow(ctx, read.cart, read.lines);
}

/** GET /api/carts: the request's cart; without a session or a cart, an empty one (nothing is created). */
export async function cartOfRequest(ctx: RequestContext): Promise<CartResult> {
  const priced = await pricedCartOfRequest(ctx);
  return priced?.result ?? emptyCart(null, DEFAULT_SHIPPING_METHOD, ctx.now, await getCartMerchandising(ctx));
}
