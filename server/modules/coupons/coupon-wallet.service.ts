// My Coupons (POST /api/CouponList, issue 17): the coupons a signed-in customer holds, in three
// tabs. Held: claimed with Get Now, the Plus+ coupons of a member, the subscriber coupons of a
// confirmed newsletter address, and every coupon the customer has used. The state of each comes
// from the same facts the cart's rules read (dates, switched off, uses over everyone and the
// customer's own, once per address for a subscriber coupon), without a cart.
import { eq, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import { PLUS_CUSTOMER_GROUP } from "../../../contract/constants";
import type { couponWallet as couponWalletCall } from "../../../contract/coupons";
import {
  DETAIL_COUPON_TYPE,
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
import { perShopperLimit } from "../cart/cart-coupon";
import { isConfirmedSubscriber } from "../marketing/newsletter.service";
import { dateText, discountText, isDetailCouponType, storeDate } from "./coupon-text";

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
  const email = customer?.email.toLowerCase() ?? "";
  const isPlus = customer?.group === PLUS_CUSTOMER_GROUP;
  const subscriber = email !== "" && (await isConfirmedSubscriber(ctx.db, email));
  const recentEnd = new Date(ctx.now.getTime() - WALLET_EXPIRED_DAYS * 86_400_000);

  // Written out: inside the subqueries a bare "id" would bind to the inner table.
  const couponId = sql.raw(`"coupons"."id"`);
  const mine = sql`(r.customer_id = ${customerId} or lower(r.email) = ${email})`;
  const rows = await ctx.db
    .select({
      coupon: coupons,
      usesTotal: sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_id = ${couponId})`,
      usesMine: sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_id = ${couponId} and ${mine})`,
      lastUsedAt: sql<Date | null>`(select max(r.created_at) from ${couponRedemptions} r where r.coupon_id = ${couponId} and ${mine})`,
    })
    .from(coupons)
    .where(
      sql`exists (select 1 from ${customerCoupons} cc where cc.coupon_id = ${couponId} and cc.customer_id = ${customerId})
        or exists (select 1 from ${couponRedemptions} r where r.coupon_id = ${couponId} and ${mine})
        or (${coupons.detailCouponType} = ${DETAIL_COUPON_TYPE.plus} and ${isPlus}
            and (${coupons.endsAt} is null or ${coupons.endsAt} > ${recentEnd}))
        or (${coupons.detailCouponType} = ${DETAIL_COUPON_TYPE.subscribe} and ${subscriber}
            and (${coupons.endsAt} is null or ${coupons.endsAt} > ${recentEnd}))`,
    );

  const counts: Record<WalletTab, number> = { usable: 0, used: 0, expired: 0 };
  const shown: { item: WalletCoupon; sortKey: number }[] = [];
  for (const row of rows) {
    // pg answers max() of a timestamp as text through a raw sql fragment.
    const held: HeldRow = { ...row, lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt) : null };
    const c = held.coupon;
    if (!isDetailCouponType(c.detailCouponType)) continue;
    const { state, dateText: when } = walletState(held, ctx.now);
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
        detailCouponType: c.detailCouponType,
        state,
        canApply: state === "usable" && c.startsAt <= ctx.now,
      },
      sortKey: sortKeyOf(state, held),
    });
  }
  shown.sort((a, b) => a.sortKey - b.sortKey || a.item.couponCode.localeCompare(b.item.couponCode));
  return { tab, counts, list: shown.slice(0, TAB_LIMIT).map((s) => s.item) };
}

/** Usable: soonest ending first (no end last); used: last used first; expired: last ended first. */
function sortKeyOf(state: WalletTab, row: HeldRow): number {
  const end = row.coupon.endsAt?.getTime();
  if (state === "usable") return end ?? Number.MAX_SAFE_INTEGER;
  if (state === "used") return -(row.lastUsedAt?.getTime() ?? 0);
  return -(end ?? 0);
}
