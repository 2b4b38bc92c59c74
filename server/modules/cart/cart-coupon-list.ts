// POST /v4/coupons/list and GET /api/cart/input_coupons (issue #5): the coupons a shopper could
// apply to their cart — the ones a customer claimed and the live codes open to everyone who
// qualifies (Plus+, subscriber and sale codes) — each checked against the cart as it is now.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { CartCoupon } from "../../../contract/cart";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { dateText, discountText } from "../coupons/coupon-text";
import { evaluateCoupon } from "./cart-coupon";
import { cartIdOfRequest, type PricedCart, priceCart } from "./cart-read";
import { loadShopper } from "./cart-shopper";

/** Live coupons open without a claim, plus the ones this customer claimed. */
async function candidates(ctx: RequestContext, customerId: number | null) {
  const live = sql`${coupons.isActive} and ${coupons.startsAt} <= ${ctx.now} and (${coupons.endsAt} is null or ${coupons.endsAt} > ${ctx.now})`;
  const open = await ctx.db
    .select()
    .from(coupons)
    .where(
      and(
        live,
        inArray(coupons.detailCouponType, [
          DETAIL_COUPON_TYPE.plus,
          DETAIL_COUPON_TYPE.subscribe,
          DETAIL_COUPON_TYPE.link,
        ]),
      ),
    );
  if (customerId === null) return open;
  const claimed = await ctx.db
    .select({ coupon: coupons })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(and(eq(customerCoupons.customerId, customerId), live));
  return [...open, ...claimed.map((r) => r.coupon)];
}

export async function cartCouponList(ctx: RequestContext): Promise<{ list: CartCoupon[] }> {
  const auth = await ctx.auth();
  const cartId = await cartIdOfRequest(ctx);
  const priced: PricedCart | null = cartId === null ? null : await priceCart(ctx, ctx.db, cartId);
  const shopper = priced?.shopper ?? (await loadShopper(ctx.db, auth?.customerId ?? null, null));
  const lines = (priced?.buyable ?? []).map((p) => ({
    productId: p.item.product_id,
    categoryIds: p.item.category_list,
    rowCents: p.rowCents,
    eligible: p.eligible,
  }));
  const applied = priced?.result.coupon_code.toUpperCase() ?? "";
  const list: CartCoupon[] = [];
  for (const coupon of await candidates(ctx, shopper.customerId)) {
    const outcome = await evaluateCoupon(ctx.db, coupon, shopper, lines, ctx.now);
    list.push({
      couponCode: coupon.code,
      title: coupon.title,
      description: coupon.description,
      discountText: discountText(coupon.discountType, coupon.amount),
      dateText: dateText(coupon.endsAt),
      minSpend: toDollars(coupon.minSpendCents),
      detailCouponType: coupon.detailCouponType,
      status: outcome.problem ? 0 : 1,
      reason: outcome.problem ?? "",
      isApplied: coupon.code.toUpperCase() === applied,
    });
  }
  list.sort(
    (a, b) => b.status - a.status || a.minSpend - b.minSpend || a.couponCode.localeCompare(b.couponCode),
  );
  return { list };
}

/** GET /api/cart/input_coupons: the code on the cart and, when it does not discount, why. */
export async function inputCoupons(ctx: RequestContext): Promise<{ coupon_code: string; message: string }> {
  const cartId = await cartIdOfRequest(ctx);
  const priced = cartId === null ? null : await priceCart(ctx, ctx.db, cartId);
  return { coupon_code: priced?.result.coupon_code ?? "", message: priced?.result.coupon_message ?? "" };
}
