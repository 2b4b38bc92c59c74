// The buy-now flow (spec part 1 §7, page /pay): a second cart of the same owner (carts.purpose
// "buy_now") holding one product, worked on by the cart's own services through a request context
// whose cartPurpose is "buy_now". Pricing, coupon and points rules, address rules, order placement
// and payment are therefore exactly the cart's; the shopping cart is never touched.
import { eq } from "drizzle-orm";
import type { buyNowCouponConfirm, buyNowDiscountData as discountDataCall } from "../../../contract/buy-now";
import { BUY_NOW_CODES, BUY_NOW_MESSAGES } from "../../../contract/buy-now-constants";
import type { CallResult } from "../../../contract/call";
import type { CartResult } from "../../../contract/cart";
import {
  type PaymentMethodCode,
  pointsToCents,
  type ShippingMethodCode,
} from "../../../contract/cart-constants";
import type { OrderStatus } from "../../../contract/order-constants";
import { cartItems } from "../../db/schema/cart";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { toDollars } from "../../lib/money";
import { type AddToCartInput, addToCart } from "../cart/cart.service";
import { couponLineOf, evaluateCoupon, findCouponByCode } from "../cart/cart-coupon";
import { evaluatedCoupons } from "../cart/cart-coupon-list";
import { applyPoints, setCartPayment } from "../cart/cart-money.service";
import { cartIdOfRequest, cartOfRequest, pricedCartOfRequest, readCart } from "../cart/cart-read";
import { setShippingMethod } from "../cart/cart-settings.service";
import { findOwnOrder } from "../order/order-ownership";
import { earnedPoints } from "../order/order-points";
import { hasSuccessfulPayment } from "../payment/order-payment.service";

/** The request, pointed at the owner's buy-now checkout instead of their shopping cart. */
export const buyNowContext = (ctx: RequestContext): RequestContext => ({ ...ctx, cartPurpose: "buy_now" });

const nothingToBuy = () => new Reply(BUY_NOW_CODES.empty, BUY_NOW_MESSAGES.empty, null);

/** The buy-now checkout's id when it holds a line; null otherwise. */
async function filledBuyNowId(bn: RequestContext): Promise<number | null> {
  const cartId = await cartIdOfRequest(bn);
  if (cartId === null) return null;
  // One indexed probe, not a pricing: the calls that need the priced checkout price it themselves.
  const [line] = await bn.db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .limit(1);
  return line ? cartId : null;
}

/** POST /mobile/products/carts-operate: the product becomes the checkout's only line. */
export async function startBuyNow(
  ctx: RequestContext,
  product: AddToCartInput,
  onGuestStarted: (token: string) => void,
): Promise<CartResult | Reply> {
  const bn = buyNowContext(ctx);
  const added = await addToCart(bn, product, onGuestStarted, { replace: true });
  if (added instanceof Reply) return added;
  return readCart(bn, added.quoteId);
}

export interface BuyNowChoices {
  shipping_method?: ShippingMethodCode;
  payment_method?: PaymentMethodCode;
  points?: number;
}

/**
 * POST /mobile/orders/generation: saves the choices sent (each by the cart's rules), then the
 * checkout: the last saving step's answer (priced after every choice), or a fresh read without any.
 */
export async function generateBuyNow(
  ctx: RequestContext,
  choices: BuyNowChoices,
  onGuestStarted: (token: string) => void,
): Promise<CartResult | Reply> {
  const bn = buyNowContext(ctx);
  if ((await filledBuyNowId(bn)) === null) return nothingToBuy();
  const steps: (() => Promise<CartResult | Reply>)[] = [];
  const { shipping_method: shipping, payment_method: payment, points } = choices;
  if (shipping !== undefined) steps.push(() => setShippingMethod(bn, shipping, onGuestStarted));
  if (payment !== undefined) steps.push(() => setCartPayment(bn, payment, onGuestStarted));
  if (points !== undefined) steps.push(() => applyPoints(bn, points));
  let answer: CartResult | Reply | null = null;
  for (const step of steps) {
    answer = await step();
    if (answer instanceof Reply) return answer;
  }
  return answer ?? cartOfRequest(bn);
}

/** GET /mobile/orders/discount-data: the coupons open to the shopper, checked against the checkout. */
export async function buyNowDiscountData(ctx: RequestContext): Promise<CallResult<typeof discountDataCall>> {
  const bn = buyNowContext(ctx);
  const priced = await pricedCartOfRequest(bn);
  const coupons = await evaluatedCoupons(bn, priced);
  return { coupons: coupons.map((c) => c.view) };
}

/**
 * POST /mobile/coupons/confirm: the code checked against the checkout as it is priced now, by the
 * coupon rules the cart read and apply use (the lines a coupon sees do not depend on the coupon
 * applied), so the answer is apply's without writing anything.
 */
export async function confirmBuyNowCoupon(
  ctx: RequestContext,
  code: string,
): Promise<CallResult<typeof buyNowCouponConfirm> | Reply> {
  const bn = buyNowContext(ctx);
  const priced = await pricedCartOfRequest(bn);
  if (!priced || priced.result.items_count === 0) return nothingToBuy();
  const outcome = await evaluateCoupon(
    bn.db,
    await findCouponByCode(bn.db, code),
    priced.shopper,
    priced.buyable.map(couponLineOf),
    bn.now,
  );
  return {
    coupon_code: code.toUpperCase(),
    usable: outcome.problem ? 0 : 1,
    discount_amount: outcome.problem ? 0 : toDollars(outcome.discountCents),
    message: outcome.problem ?? "",
  };
}

/** POST /mobile/orders/check-cashback: the points the order earns once paid (the order's own rule). */
export async function buyNowCashback(ctx: RequestContext) {
  const bn = buyNowContext(ctx);
  const auth = await bn.auth();
  const priced = await pricedCartOfRequest(bn);
  const lines = (priced?.buyable ?? []).map((p) => ({
    productId: p.item.product_id,
    qty: p.item.qty,
    priceCents: Math.round(p.rowCents / p.item.qty),
  }));
  // An active member's order earns 3X (the membership read by priceCart, never the request).
  const points = await earnedPoints(bn.db, lines, priced?.plus.active ?? false);
  return { points, amount: toDollars(pointsToCents(points)), credited: auth?.customerId != null };
}

/** POST /mobile/orders/polling-data: an own order's payment state (another shopper's order: 404). */
export async function orderPaymentState(ctx: RequestContext, ref: number | string) {
  const order = await findOwnOrder(ctx.db, await ctx.auth(), ref);
  const paid = await hasSuccessfulPayment(ctx.db, order.id);
  return {
    order_id: order.id,
    increment_id: order.incrementId,
    status: order.status as OrderStatus,
    paid: paid ? (1 as const) : (0 as const),
  };
}
