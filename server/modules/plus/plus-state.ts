// Who may join or renew Plus+, and the period a payment now would buy (issue 18, decision 0034).
// The rules live here once; every join call and the payment re-apply them on the server, whatever
// the client sends (spec part 2 §4: enterprise and dropship customers may not join; renewal only
// within 60 days of expiry, extending from the expiry date).
import { eq } from "drizzle-orm";
import {
  PLUS_CUSTOMER_GROUP,
  PLUS_DROPSHIP_MARKER,
  PLUS_ENTERPRISE_GROUP,
  PLUS_MEMBERSHIP_MONTHS,
  PLUS_MESSAGES,
  PLUS_RENEWAL_WINDOW_DAYS,
  type PlusOrderKind,
} from "../../../contract/plus-constants";
import { customers } from "../../db/schema/customer";
import { plusMemberships } from "../../db/schema/plus";
import type { DbOrTx } from "../cart/cart-owner";

export type CustomerRow = typeof customers.$inferSelect;
export type MembershipRow = typeof plusMemberships.$inferSelect;

const DAY_MS = 86_400_000;

export interface Eligibility {
  /** Business group or a dropship customer: never allowed. */
  isQiye: boolean;
  /** The membership is running (expires_at > now). */
  isMember: boolean;
  canBuy: boolean;
  /** What a purchase now would be; null when it may not buy. */
  kind: PlusOrderKind | null;
  /** Why not, as the spec words it (null when it may buy). */
  refusal: string | null;
  expiresAt: Date | null;
  /** Where a renewal would start (the current expiry while active). */
  renewFrom: Date | null;
}

/** Business (enterprise) and dropship customers, whatever group name the dropship one carries. */
export function isEnterprise(customer: Pick<CustomerRow, "customerGroup" | "isDropship">): boolean {
  return (
    customer.customerGroup === PLUS_ENTERPRISE_GROUP ||
    customer.customerGroup.includes(PLUS_DROPSHIP_MARKER) ||
    customer.isDropship
  );
}

/** The spec's two sentences for an enterprise member, as one message. */
export const enterpriseMessage = (group: string, storeName: string) =>
  `${PLUS_MESSAGES.enterpriseGroup(group)}, ${PLUS_MESSAGES.enterpriseNotAvailable(storeName)}`;

export const isActive = (m: Pick<MembershipRow, "expiresAt"> | null | undefined, now: Date) =>
  Boolean(m && m.expiresAt.getTime() > now.getTime());

/** The window: a renewal is open from 60 days before expiry. */
export const inRenewalWindow = (expiresAt: Date, now: Date) =>
  expiresAt.getTime() - now.getTime() <= PLUS_RENEWAL_WINDOW_DAYS * DAY_MS;

export function eligibility(
  customer: Pick<CustomerRow, "customerGroup" | "isDropship">,
  membership: MembershipRow | null,
  now: Date,
  storeName: string,
): Eligibility {
  const active = isActive(membership, now);
  const base = {
    isMember: active || customer.customerGroup === PLUS_CUSTOMER_GROUP,
    expiresAt: membership?.expiresAt ?? null,
    renewFrom: active && membership ? membership.expiresAt : null,
  };
  if (isEnterprise(customer))
    return {
      ...base,
      isQiye: true,
      canBuy: false,
      kind: null,
      refusal: enterpriseMessage(customer.customerGroup, storeName),
    };
  // In the PLUS+ group without a membership record (set by hand): a member with no date to renew from.
  const outsideWindow = active
    ? !inRenewalWindow(membership!.expiresAt, now)
    : customer.customerGroup === PLUS_CUSTOMER_GROUP;
  if (outsideWindow)
    return { ...base, isQiye: false, canBuy: false, kind: null, refusal: PLUS_MESSAGES.renewable };
  return { ...base, isQiye: false, canBuy: true, kind: membership ? "renew" : "join", refusal: null };
}

/** `date` plus whole calendar months (UTC), the day clamped to the month's last (Jan 31 → Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The period a payment at `now` buys: from the running membership's expiry, else from now. */
export function periodFrom(membership: MembershipRow | null, now: Date): { start: Date; end: Date } {
  const start = membership && isActive(membership, now) ? membership.expiresAt : now;
  return { start, end: addMonths(start, PLUS_MEMBERSHIP_MONTHS) };
}

export async function loadCustomer(db: DbOrTx, customerId: number, lock = false): Promise<CustomerRow> {
  const q = db.select().from(customers).where(eq(customers.id, customerId));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw new Error(`customer ${customerId} not found`);
  return row;
}

export async function loadMembership(
  db: DbOrTx,
  customerId: number,
  lock = false,
): Promise<MembershipRow | null> {
  const q = db.select().from(plusMemberships).where(eq(plusMemberships.customerId, customerId));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}
