// The member centre (inviteComplex), the referral list (inviteList) and the referral pop-up
// (inviteMember), and the user info's plus_invite_list. A referral earns $20 (2,000 points) once
// the referred member's first store order is paid (the benefits module credits it); until then it
// is listed as pending at $0.00.
import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import {
  PLUS_EXTRA_WARRANTY_YEARS_SHOWN,
  PLUS_INVITE_LIST_PAGE_SIZE,
  PLUS_MESSAGES,
  PLUS_POINTS_MULTIPLIER,
  PLUS_REFERRAL_REWARD_CENTS,
  PLUS_REFERRAL_STATUS_LABELS,
  type PlusReferralStatus,
  plusInviteLink,
} from "../../../contract/plus-constants";
import type { Db } from "../../db/client";
import { productVariants } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { orderItems, orders } from "../../db/schema/order";
import { plusReferrals } from "../../db/schema/plus";
import type { RequestContext } from "../../http/context";
import { eligibility, isActive, loadCustomer, loadMembership } from "./plus-state";

/** Reads only: the user info passes a narrower handle than a transaction. */
type Reader = Pick<Db, "select">;

const DAY_MS = 86_400_000;
/** "$20.00" */
export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** j***@example.com: the first character of the name, the domain kept. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** Store orders that took the money (paid and not given back). */
const PAID_ORDER_STATUSES = ["processing", "shipped", "complete"];

/**
 * What the member saved on orders paid since the membership started: per unit, the variant's
 * regular price (special price when set) less what the line paid, never negative; gifts left out.
 * The lines keep what was paid; the regular price is today's (orders do not freeze it). The
 * first-order extra $40 (an order's own discount) is added.
 */
export async function memberSavingsCents(db: Reader, customerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(greatest(0, coalesce(${productVariants.specialPriceCents}, ${productVariants.priceCents}) - ${orderItems.priceCents}) * ${orderItems.qty}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.status, PAID_ORDER_STATUSES),
        gte(orders.createdAt, since),
        eq(orderItems.isGift, false),
      ),
    );
  // The first-order extra $40 (decision 0035) is an order's own discount, not a line's price.
  const [first] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.plusFirstOrderCents}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.status, PAID_ORDER_STATUSES),
        gte(orders.createdAt, since),
      ),
    );
  return Number(row?.cents ?? 0) + Number(first?.cents ?? 0);
}

async function referralTotals(db: Reader, customerId: number) {
  const [row] = await db
    .select({
      n: count(),
      credited: sql<number>`coalesce(sum(case when ${plusReferrals.status} = 'credited' then ${plusReferrals.amountCents} else 0 end), 0)::int`,
    })
    .from(plusReferrals)
    .where(eq(plusReferrals.referrerId, customerId));
  return { count: Number(row?.n ?? 0), creditedCents: Number(row?.credited ?? 0) };
}

export async function memberCentre(ctx: RequestContext, customerId: number) {
  const customer = await loadCustomer(ctx.db, customerId);
  const membership = await loadMembership(ctx.db, customerId);
  const active = isActive(membership, ctx.now);
  const e = eligibility(customer, membership, ctx.now, ctx.config.STORE_NAME);
  const totals = await referralTotals(ctx.db, customerId);
  const savings = membership ? await memberSavingsCents(ctx.db, customerId, membership.startedAt) : 0;
  const code = customer.plusInviteCode;
  return {
    status: active ? ("active" as const) : membership ? ("expired" as const) : ("none" as const),
    started_at: membership ? membership.startedAt.toISOString() : null,
    expires_at: membership ? membership.expiresAt.toISOString() : null,
    days_left:
      active && membership ? Math.ceil((membership.expiresAt.getTime() - ctx.now.getTime()) / DAY_MS) : 0,
    // The Renew button: a membership (running or lapsed) that may be bought again now.
    can_renew: membership !== null && e.canBuy,
    // Plain dollars as the contract says ("12.34"): the page formats them.
    savings: (savings / 100).toFixed(2),
    points_multiplier: PLUS_POINTS_MULTIPLIER,
    extra_warranty_years: PLUS_EXTRA_WARRANTY_YEARS_SHOWN,
    invite_code: code,
    invite_link: code ? plusInviteLink(ctx.origin, code) : null,
    invite_count: totals.count,
    invite_money: (totals.creditedCents / 100).toFixed(2),
  };
}

export interface InviteItem {
  email: string;
  money: string;
  status: PlusReferralStatus;
  status_label: string;
  created_at: string;
}

export async function listInvites(
  db: Reader,
  customerId: number,
  page = 1,
  pageSize = PLUS_INVITE_LIST_PAGE_SIZE,
): Promise<{ items: InviteItem[]; total: number }> {
  const rows = await db
    .select({
      email: customers.email,
      status: plusReferrals.status,
      amountCents: plusReferrals.amountCents,
      createdAt: plusReferrals.createdAt,
    })
    .from(plusReferrals)
    .innerJoin(customers, eq(customers.id, plusReferrals.referredId))
    .where(eq(plusReferrals.referrerId, customerId))
    .orderBy(desc(plusReferrals.createdAt), desc(plusReferrals.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const { count: total } = await referralTotals(db, customerId);
  return {
    items: rows.map((r) => {
      const status = r.status as PlusReferralStatus;
      return {
        email: maskEmail(r.email),
        money: money(status === "credited" ? r.amountCents : 0),
        status,
        status_label: PLUS_REFERRAL_STATUS_LABELS[status],
        created_at: r.createdAt.toISOString(),
      };
    }),
    total,
  };
}

export async function referralPopup(ctx: RequestContext, customerId: number) {
  const customer = await loadCustomer(ctx.db, customerId);
  const membership = await loadMembership(ctx.db, customerId);
  const member = isActive(membership, ctx.now);
  const code = member ? customer.plusInviteCode : null;
  return {
    is_member: member,
    invite_code: code,
    invite_link: code ? plusInviteLink(ctx.origin, code) : null,
    reward: money(PLUS_REFERRAL_REWARD_CENTS),
    message: code ? PLUS_MESSAGES.inviteMember : PLUS_MESSAGES.inviteJoin,
  };
}

/** The user info's plus_invite_list (spec part 2 §2: email, money): the first page. */
export async function userInfoInviteList(db: Reader, customerId: number) {
  const { items } = await listInvites(db, customerId);
  return items.map((i) => ({ email: i.email, money: i.money }));
}
