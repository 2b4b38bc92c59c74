// The cart read (spec part 1 §3 "Cart", "Cart item", §4 display rules, §7 GET /api/carts and
// /api/v2/carts). Totals are worked out here in integer cents and answered in dollars; plan prices
// come from today's offer list; Plus+ members pay Plus+ prices.
import type { CartResult } from "../../../contract/cart";
import { DEFAULT_SHIPPING_METHOD } from "../../../contract/cart-constants";
import { AC_SPECIAL_CATEGORY_IDS } from "../../../contract/constants";
import type { ProtectionPlan } from "../../../contract/protection-constants";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { currentViewer } from "../customer/viewer";
import { getOfferList } from "../protection/protection.service";
import { findGift, giftOffered } from "./cart-gift";
import { type PricedLine, priceLine } from "./cart-item-view";
import { largeOrder } from "./cart-large-order";
import { type Line, loadCartRow, loadLines, loadRelations, loadTiers } from "./cart-lines";
import { cartOwner, findCartId } from "./cart-owner";
import { chosenMethod, shippingMethodList } from "./cart-shipping";

/** The parts of a cart that do not depend on its lines (and an empty cart's whole answer). */
function emptyCart(quoteId: number | null, shippingCode: string, now: Date): CartResult {
  const method = chosenMethod(shippingCode);
  return {
    quoteId,
    items_count: 0,
    items_qty: 0,
    subtotal: 0,
    grand_total: 0,
    discount_amount: 0,
    // Tax needs a shipping address, which carts do not carry yet: the page shows '--'.
    tax_amount: 0,
    tax_failed: true,
    coupon_code: "",
    klarna_discount: 0,
    payment_method: "",
    shipping_fee: 0,
    product_contract_total: 0,
    points_data: { points_used: 0, points_cur_amount: 0 },
    valid: false,
    isAirConditioner: false,
    is_plus_allow: false,
    plusTotal: 0,
    gift_product: null,
    shipping_method_list: shippingMethodList(method.code),
    address: { shipping: { shipping_method: method.code } },
    ...largeOrder(0, now),
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

/** One cart by id, priced now for the request's viewer. */
export async function readCart(ctx: RequestContext, cartId: number): Promise<CartResult> {
  const cart = await loadCartRow(ctx.db, cartId);
  const base = emptyCart(cartId, cart?.shippingMethod ?? DEFAULT_SHIPPING_METHOD, ctx.now);
  const lines = await loadLines(ctx.db, cartId);
  if (!cart || lines.length === 0) return base;

  const viewer = await currentViewer(ctx);
  const tiers = await loadTiers(
    ctx.db,
    lines.map((l) => l.variant.id),
  );
  const relations = await loadRelations(ctx.db, [...new Set(lines.map((l) => l.product.id))]);
  const offers = await loadOffers(ctx, lines);
  const priced = lines.map((l) =>
    priceLine(
      l,
      tiers.get(l.variant.id) ?? [],
      l.offerPlanId ? (offers[l.variant.sku] ?? []) : [],
      relations.get(l.product.id) ?? [],
      viewer.isPlusMember,
    ),
  );
  const buyable = priced.filter((p) => p.buyable);
  const subtotalCents = sum(buyable, (p) => p.rowCents);
  const planCents = sum(buyable, (p) => p.planCents);
  const plusSavingCents = sum(buyable, (p) => p.regularRowCents - p.memberRowCents);
  const shippingCents = buyable.length > 0 ? chosenMethod(cart.shippingMethod).priceCents : 0;
  const eligibleCents = sum(
    priced.filter((p) => p.eligible),
    (p) => p.rowCents,
  );
  const gift = giftOffered(eligibleCents) ? await findGift(ctx.db, !cart.giftRemoved) : null;
  return {
    ...base,
    items_count: priced.length,
    items_qty: sum(priced, (p) => p.item.qty),
    subtotal: toDollars(subtotalCents),
    grand_total: toDollars(subtotalCents + planCents + shippingCents),
    shipping_fee: toDollars(shippingCents),
    product_contract_total: toDollars(planCents),
    valid: priced.every((p) => p.item.can_checkout),
    isAirConditioner: priced.some((p) =>
      p.item.category_list.some((c) => AC_SPECIAL_CATEGORY_IDS.includes(c)),
    ),
    is_plus_allow: !viewer.isPlusMember && plusSavingCents > 0,
    plusTotal: toDollars(plusSavingCents),
    gift_product: gift,
    ...largeOrder(subtotalCents, ctx.now),
    list: priced.map((p) => p.item),
  };
}

/** The request's cart id, or null without a session or a cart (nothing is created). */
export async function cartIdOfRequest(ctx: RequestContext): Promise<number | null> {
  const owner = await cartOwner(ctx);
  return owner ? findCartId(ctx.db, owner) : null;
}

/** GET /api/carts: the request's cart; without a session or a cart, an empty one (nothing is created). */
export async function cartOfRequest(ctx: RequestContext): Promise<CartResult> {
  const cartId = await cartIdOfRequest(ctx);
  return cartId === null ? emptyCart(null, DEFAULT_SHIPPING_METHOD, ctx.now) : readCart(ctx, cartId);
}
