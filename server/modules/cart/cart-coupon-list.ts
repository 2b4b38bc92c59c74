// POST /v4/coupons/list and GET /api/cart/input_coupons (issue #5): the coupons a shopper could
// apply to their cart — the ones a customer claimed and the live codes open to everyone who
// qualifies (Plus+, subscriber and sale codes) — each checked against the cart as it is now.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { CartCoupon } from "../../../contract/cart";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { dateText, discountText } from "../coupons/coupon-text";
import { type CouponOutcome, couponLineOf, evaluateCoupon } from "./cart-coupon";
import { type PricedCart, pricedCartOfRequest } from "./cart-read";
import { loadShopper } from "./cart-shopper";

/** Live coupons open without a claim, plus the ones this customer claimed. */
async function candidates(ctx: RequestContext, customerId: number | null, email: string | null) {
  const live = sql`${coupons.isActive} and ${coupons.startsAt} <= ${ctx.now} and (${coupons.endsAt} is null or ${coupons.endsAt} > ${ctx.now})`;
  const open = await ctx.db
    .select()
    .from(coupons)
    .where(
      or(
        and(
          live,
          isNull(coupons.ownerEmail),
          inArray(coupons.detailCouponType, [
            DETAIL_COUPON_TYPE.plus,
            DETAIL_COUPON_TYPE.subscribe,
            DETAIL_COUPON_TYPE.link,
          ]),
        ),
        // Issued to this shopper's address by a marketing offer (a guest's checkout e-mail too).
        email ? and(live, eq(coupons.ownerEmail, email.toLowerCase())) : sql`false`,
      ),
    );
  if (customerId === null) return open;
  const claimed = await ctx.db
    .select({ coupon: coupons })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(and(eq(customerCoupons.customerId, customerId), live));
  const seen = new Set(open.map((c) => c.id));
  return [...open, ...claimed.map((r) => r.coupon).filter((c) => !seen.has(c.id))];
}

/** One of the shopper's coupons, checked against the cart: as the list shows it, and the rules' outcome. */
export interface EvaluatedCoupon {
  view: CartCoupon;
  outcome: CouponOutcome;
}

/**
 * Every coupon open to the shopper, each evaluated once against the cart as priced (`priced`, or
 * no lines without a cart): usable first, then by minimum spend. The coupon list, the cart's
 * discount data and buy-now's discount data all read this one evaluation.
 */
export async function evaluatedCoupons(
  ctx: RequestContext,
  priced: PricedCart | null,
): Promise<EvaluatedCoupon[]> {
  // A priced cart knows its shopper; only without one is the session looked up.
  const shopper =
    priced?.shopper ?? (await loadShopper(ctx.db, (await ctx.auth())?.customerId ?? null, null));
  const lines = (priced?.buyable ?? []).map(couponLineOf);
  const applied = priced?.result.coupon_code.toUpperCase() ?? "";
  const list: EvaluatedCoupon[] = [];
  for (const coupon of await candidates(ctx, shopper.customerId, shopper.email)) {
    const outcome = await evaluateCoupon(ctx.db, coupon, shopper, lines, ctx.now);
    list.push({
      outcome,
      view: {
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
      },
    });
  }
  return list.sort(
    ({ view: a }, { view: b }) =>
      b.status - a.status || a.minSpend - b.minSpend || a.couponCode.localeCompare(b.couponCode),
  );
}

/** POST /v4/coupons/list: the request's cart's coupons. */
export async function cartCouponList(ctx: RequestContext): Promise<{ list: CartCoupon[] }> {
  const priced = await pricedCartOfRequest(ctx);
  return { list: (await evaluatedCoupons(ctx, priced)).map((c) => c.view) };
}

/** GET /api/cart/input_coupons: the code on the cart and, when it does not discount, why. */
export async function inputCoupons(ctx: RequestContext): Promise<{ coupon_code: string; message: string }> {
  const priced = await pricedCartOfRequest(ctx);
  return { coupon_code: priced?.result.coupon_code ?? "", message: priced?.result.coupon_message ?? "" };
}
