// Whether a coupon may discount a cart now, and by how much (issue #5 "coupons": fixed and percent,
// minimum spend, dates, usage limits per coupon and per customer, never on no-discount items). Run
// on every cart read and at order time, so a coupon that stopped being valid stops discounting and
// the read says why. The discount never exceeds the amount of the lines it applies to.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { CART_MONEY_MESSAGES, couponMinSpendMessage } from "../../../contract/cart-constants";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { couponRedemptions } from "../../db/schema/order";
import type { PricedLine } from "./cart-item-view";
import type { DbOrTx } from "./cart-owner";

export type CouponRow = typeof coupons.$inferSelect;

/** Who the cart belongs to, as the coupon rules need it. */
export interface CouponShopper {
  customerId: number | null;
  /** The customer's e-mail, or the guest's checkout e-mail; null while unknown. */
  email: string | null;
  isPlusMember: boolean;
}

/** A cart line as the coupon rules see it. */
export interface CouponLine {
  productId: number;
  categoryIds: number[];
  rowCents: number;
  /** Buyable and not a no-discount item: coupons and points may apply. */
  eligible: boolean;
}

/** A priced cart line as the coupon rules see it. */
export const couponLineOf = (p: Pick<PricedLine, "item" | "rowCents" | "eligible">): CouponLine => ({
  productId: p.item.product_id,
  categoryIds: p.item.category_list,
  rowCents: p.rowCents,
  eligible: p.eligible,
});

export interface CouponOutcome {
  coupon: CouponRow | null;
  /** Cents off (0 when refused). */
  discountCents: number;
  /** Why the coupon does not discount; null when it does. */
  problem: string | null;
}

export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code.trim()})`)
    .limit(1);
  return row ?? null;
}

/** The lines a coupon may discount: eligible ones within what it applies to. */
export function couponLines(coupon: CouponRow, lines: CouponLine[]): CouponLine[] {
  return lines.filter(
    (l) =>
      l.eligible &&
      (coupon.appliesTo === "all" ||
        (coupon.appliesTo === "products" && coupon.productIds.includes(l.productId)) ||
        (coupon.appliesTo === "categories" && l.categoryIds.some((c) => coupon.categoryIds.includes(c)))),
  );
}

/** Cents off an amount: a fixed coupon up to the amount, a percent one rounded half up. */
export function couponDiscountCents(coupon: Pick<CouponRow, "discountType" | "amount">, cents: number) {
  const off = coupon.discountType === "percent" ? Math.round((cents * coupon.amount) / 100) : coupon.amount;
  // Never more than the amount, and nothing off an amount of zero or less.
  return Math.max(0, Math.min(off, cents));
}

/**
 * The coupon uses of one shopper: by customer id, or by e-mail in any case. One condition for every
 * kind of shopper: a missing id or e-mail is a NULL parameter, and a comparison with NULL matches
 * no row (a guest matches by e-mail only, a customer with no e-mail yet by id only). The cart and
 * the order's re-check under the coupon lock (order-reservations.ts) both count with it.
 */
export function usedBy(customerId: number | null, email: string | null) {
  return sql`(${couponRedemptions.customerId} = ${customerId} or lower(${couponRedemptions.email}) = ${email?.toLowerCase() ?? null})`;
}

/** Uses one shopper may make of a coupon: the row's limit, but a subscriber incentive only once. */
export function perShopperLimit(
  coupon: Pick<CouponRow, "detailCouponType" | "usageLimitPerCustomer">,
): number {
  return coupon.detailCouponType === DETAIL_COUPON_TYPE.subscribe
    ? Math.min(1, coupon.usageLimitPerCustomer)
    : coupon.usageLimitPerCustomer;
}

async function usesSoFar(db: DbOrTx, coupon: CouponRow, shopper: CouponShopper) {
  const mine = usedBy(shopper.customerId, shopper.email);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${mine})::int`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, coupon.id));
  return row;
}

/** Who may use the coupon by how it is obtained (claimable, Plus+, subscribers); null when this shopper may. */
async function audienceProblem(db: DbOrTx, coupon: CouponRow, shopper: CouponShopper) {
  // A coupon a marketing offer issued to one address (offer-grants.ts): that shopper's alone, and
  // needs no claim (it is theirs from the moment it was issued).
  if (coupon.ownerEmail !== null) {
    return shopper.email?.toLowerCase() === coupon.ownerEmail ? null : CART_MONEY_MESSAGES.couponNotYours;
  }
  if (coupon.detailCouponType === DETAIL_COUPON_TYPE.claimable) {
    if (shopper.customerId === null) return CART_MONEY_MESSAGES.couponSignIn;
    const claims = await db.$count(
      customerCoupons,
      and(eq(customerCoupons.customerId, shopper.customerId), eq(customerCoupons.couponId, coupon.id)),
    );
    return claims > 0 ? null : CART_MONEY_MESSAGES.couponNotClaimed;
  }
  if (coupon.detailCouponType === DETAIL_COUPON_TYPE.plus) {
    return shopper.isPlusMember ? null : CART_MONEY_MESSAGES.couponPlusOnly;
  }
  if (coupon.detailCouponType === DETAIL_COUPON_TYPE.subscribe) {
    if (!shopper.email) return CART_MONEY_MESSAGES.couponSubscribersOnly;
    // Only a confirmed (double opt-in) subscription: a pending sign-up proves no mailbox, and
    // made-up addresses would each earn the incentive (docs/decisions/0018).
    const confirmed = await db.$count(
      newsletterSubscribers,
      and(
        eq(newsletterSubscribers.email, shopper.email.toLowerCase()),
        isNotNull(newsletterSubscribers.confirmedAt),
      ),
    );
    return confirmed > 0 ? null : CART_MONEY_MESSAGES.couponSubscribersOnly;
  }
  return null;
}

/** The coupon checked against the cart as it is now: the discount, or why there is none. */
export async function evaluateCoupon(
  db: DbOrTx,
  coupon: CouponRow | null,
  shopper: CouponShopper,
  lines: CouponLine[],
  now: Date,
): Promise<CouponOutcome> {
  const refused = (problem: string): CouponOutcome => ({ coupon, discountCents: 0, problem });
  if (!coupon?.isActive) return refused(CART_MONEY_MESSAGES.couponUnknown);
  if (coupon.startsAt > now) return refused(CART_MONEY_MESSAGES.couponNotStarted);
  if (coupon.endsAt && coupon.endsAt <= now) return refused(CART_MONEY_MESSAGES.couponExpired);
  const audience = await audienceProblem(db, coupon, shopper);
  if (audience) return refused(audience);

  const uses = await usesSoFar(db, coupon, shopper);
  if (coupon.usageLimitTotal !== null && uses.total >= coupon.usageLimitTotal)
    return refused(CART_MONEY_MESSAGES.couponUsedUp);
  if (uses.mine >= perShopperLimit(coupon)) return refused(CART_MONEY_MESSAGES.couponUsedByYou);

  const applicable = couponLines(coupon, lines);
  if (applicable.length === 0) return refused(CART_MONEY_MESSAGES.couponNotApplicable);
  const applicableCents = applicable.reduce((n, l) => n + l.rowCents, 0);
  if (applicableCents < coupon.minSpendCents)
    return refused(couponMinSpendMessage(coupon.minSpendCents - applicableCents));
  return { coupon, discountCents: couponDiscountCents(coupon, applicableCents), problem: null };
}
