// My Coupons (POST /api/CouponList, issue 17): the coupons a signed-in customer holds, in three
// tabs. Held: claimed with Get Now, the Plus+ coupons of a member, the subscriber coupons of a
// confirmed newsletter address, and every coupon the customer has used. The state of each comes
// from the same facts the cart's rules read (dates, switched off, uses over everyone and the
// customer's own, once per address for a subscriber coupon), without a cart.
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import { PLUS_CUSTOMER_GROUP } from "../../../contract/constants";
import type { couponWallet as couponWalletCall } from "../../../contract/coupons";
import {
  DETAIL_COUPON_TYPE,
  type DetailCouponType,
  WALLET_EXPIRED_DAYS,
  WALLET_MESSAGES,
  type WalletCoupon,
  type WalletTab,
} from "../../../contract/coupons-constants";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { couponRedemptions } from "../../db/schema/order";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { perShopperLimit, usedBy } from "../cart/cart-coupon";
import { isConfirmedSubscriber } from "../marketing/newsletter.service";
import { dateText, discountText, storeDate } from "./coupon-text";

type Wallet = CallResult<typeof couponWalletCall>;

/** At most this many coupons in a tab (a wallet holds a handful; the bound keeps a read cheap). */
const TAB_LIMIT = 100;

interface HeldRow {
  coupon: typeof coupons.$inferSelect;
  usesTotal: number;
  usesMine: number;
  lastUsedAt: Date | null;
}

/** Which tab a held coupon belongs in at `now`, and what its date line says there. */
export function walletState(row: HeldRow, now: Date): { state: WalletTab; dateText: string } {
  const c = row.coupon;
  // The cart's own limit (a subscriber incentive only once, whatever the row says).
  if (row.usesMine >= perShopperLimit(c))
    return { state: "used", dateText: row.lastUsedAt ? `Used ${storeDate(row.lastUsedAt)}` : "Used" };
  if (c.endsAt && c.endsAt <= now) return { state: "expired", dateText: `Expired ${storeDate(c.endsAt)}` };
  if (!c.isActive) return { state: "expired", dateText: WALLET_MESSAGES.switchedOff };
  if (c.usageLimitTotal !== null && row.usesTotal >= c.usageLimitTotal)
    return { state: "expired", dateText: WALLET_MESSAGES.usedUpByAll };
  if (c.startsAt > now) return { state: "usable", dateText: `Starts ${storeDate(c.startsAt)}` };
  return { state: "usable", dateText: dateText(c.endsAt) };
}

export async function couponWallet(ctx: RequestContext, customerId: number, tab: WalletTab): Promise<Wallet> {
  const [customer] = await ctx.db
    .select({ email: customers.email, group: customers.customerGroup })
    .from(customers)
    .where(eq(customers.id, customerId));
  // The session's customer (a session goes with its customer: the foreign key cascades). Account
  // addresses are stored lower-cased, as the subscriber and coupon-use rows are.
  const email = customer.email;
  const isPlus = customer.group === PLUS_CUSTOMER_GROUP;
  const subscriber = await isConfirmedSubscriber(ctx.db, email);
  const recentEnd = new Date(ctx.now.getTime() - WALLET_EXPIRED_DAYS * 86_400_000);

  const mine = usedBy(customerId, email);
  const held = await ctx.db
    .select()
    .from(coupons)
    .where(
      or(
        inArray(
          coupons.id,
          ctx.db
            .select({ id: customerCoupons.couponId })
            .from(customerCoupons)
            .where(eq(customerCoupons.customerId, customerId)),
        ),
        inArray(
          coupons.id,
          ctx.db.select({ id: couponRedemptions.couponId }).from(couponRedemptions).where(mine),
        ),
        // Issued to the account's address by a marketing offer (offer-grants.ts).
        eq(coupons.ownerEmail, email),
        and(
          eq(coupons.detailCouponType, DETAIL_COUPON_TYPE.plus),
          sql`${isPlus}`,
          or(isNull(coupons.endsAt), gt(coupons.endsAt, recentEnd)),
        ),
        and(
          eq(coupons.detailCouponType, DETAIL_COUPON_TYPE.subscribe),
          sql`${subscriber}`,
          or(isNull(coupons.endsAt), gt(coupons.endsAt, recentEnd)),
        ),
      ),
    );
  // Their uses in one pass: over everyone, and this customer's (the cart's own condition).
  const uses = new Map<number, { total: number; mine: number; lastMine: Date | null }>();
  {
    const counted = await ctx.db
      .select({
        couponId: couponRedemptions.couponId,
        total: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) filter (where ${mine}))::int`,
        lastMine: sql<string | null>`max(${couponRedemptions.createdAt}) filter (where ${mine})`,
      })
      .from(couponRedemptions)
      .where(
        inArray(
          couponRedemptions.couponId,
          held.map((c) => c.id),
        ),
      )
      .groupBy(couponRedemptions.couponId);
    for (const u of counted)
      uses.set(u.couponId, {
        total: u.total,
        mine: u.mine,
        lastMine: u.lastMine ? new Date(u.lastMine) : null,
      });
  }
  const rows: HeldRow[] = held.map((coupon) => {
    const u = uses.get(coupon.id);
    return { coupon, usesTotal: u?.total ?? 0, usesMine: u?.mine ?? 0, lastUsedAt: u?.lastMine ?? null };
  });

  const counts: Record<WalletTab, number> = { usable: 0, used: 0, expired: 0 };
  const shown: { item: WalletCoupon; sortKey: number }[] = [];
  for (const row of rows) {
    const c = row.coupon;
    const { state, dateText: when } = walletState(row, ctx.now);
    counts[state]++;
    if (state !== tab) continue;
    shown.push({
      item: {
        couponCode: c.code,
        title: c.title,
        description: c.description,
        discountText: discountText(c.discountType, c.amount),
        dateText: when,
        minSpend: toDollars(c.minSpendCents),
        // The table allows only the four kinds (check constraint coupons_detail_type_ck).
        detailCouponType: c.detailCouponType as DetailCouponType,
        state,
        canApply: canApply(state, c, ctx.now),
      },
      sortKey: sortKeyOf(state, row),
    });
  }
  shown.sort((a, b) => a.sortKey - b.sortKey || a.item.couponCode.localeCompare(b.item.couponCode));
  return { tab, counts, list: shown.slice(0, TAB_LIMIT).map((s) => s.item) };
}

/** Apply to cart is offered for a usable coupon that has started. */
export const canApply = (state: WalletTab, c: Pick<HeldRow["coupon"], "startsAt">, now: Date) =>
  state === "usable" && c.startsAt <= now;

/** Usable: soonest ending first (no end last); used: last used first; expired: last ended first. */
export function sortKeyOf(state: WalletTab, row: HeldRow): number {
  const end = row.coupon.endsAt?.getTime();
  if (state === "usable") return end ?? Number.MAX_SAFE_INTEGER;
  if (state === "used") return -(row.lastUsedAt?.getTime() ?? 0);
  return -(end ?? 0);
}
