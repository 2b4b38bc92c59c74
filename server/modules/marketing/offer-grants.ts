// Coupons given by the marketing offers (issue 19; docs/decisions/0039-offer-grants.md): the
// newsletter's bundle, the baby and massage-chair coupons, the old-user verification coupon and
// the birthday coupon. Each grant is real coupon rows issued to one address (coupons.owner_email),
// so the cart's own rules (dates, minimum spend, uses) apply to them unchanged, and one
// offer_grants row that makes the offer once per address and once per customer, however often its
// form is sent. Callers grant only for a confirmed address (double opt-in, decision 0018).
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import type { Db } from "../../db/client";
import { coupons, offerGrants } from "../../db/schema/coupons";
import { couponRedemptions } from "../../db/schema/order";
import { dollarsText } from "../coupons/coupon-text";

type DbOrTx = Pick<Db, "select" | "insert" | "update">;

export type OfferKind = "subscribe" | "baby" | "massage_chair" | "old_user" | "birthday";

/** One coupon of an offer. */
export interface OfferCoupon {
  amountCents: number;
  /** The qualifying subtotal, cents; 0 for none. */
  minSpendCents: number;
  title: string;
  /** The line under the amount ("On orders of $100+"). */
  description: string;
  /** How many times it may be used (the result's multiplier). */
  validNum: number;
  /** Limits it to these categories (their subcategories too); empty: every product. */
  categoryIds?: number[];
}

/** A coupon as the offers' answers show it (spec part 2 §3 subscribe result's couponList). */
export interface OfferCouponView {
  discount: string;
  desc: string;
  /** Uses left: 0 shows greyed. */
  validNum: number;
}

export interface Grant {
  /** True when this call gave the coupons; false when the offer was given before (its coupons then). */
  granted: boolean;
  expiresAt: Date;
  couponList: OfferCouponView[];
  /** The issued codes, in the offer's order (for a mail). */
  codes: string[];
}

/** The code's start: where a coupon came from is readable in an order or a support chat. */
const CODE_PREFIX: Record<OfferKind, string> = {
  subscribe: "WELCOME",
  baby: "BABY",
  massage_chair: "CHAIR",
  old_user: "VERIFIED",
  birthday: "BIRTHDAY",
};

// No 0/O or 1/I: a code read aloud or typed from a mail stays unambiguous.
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export function offerCode(offer: OfferKind): string {
  const bytes = randomBytes(10);
  let tail = "";
  for (const b of bytes) tail += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return `${CODE_PREFIX[offer]}-${tail}`;
}

const normal = (email: string) => email.trim().toLowerCase();

/** The offer's grant for this address or customer (in `period`), or null. */
async function grantRow(
  db: Pick<Db, "select">,
  opts: { offer: OfferKind; email: string; customerId: number | null; period?: string },
) {
  const period = opts.period ?? "";
  const who =
    opts.customerId && opts.customerId > 0
      ? sql`(${offerGrants.email} = ${normal(opts.email)} or ${offerGrants.customerId} = ${opts.customerId})`
      : eq(offerGrants.email, normal(opts.email));
  const [row] = await db
    .select()
    .from(offerGrants)
    .where(and(eq(offerGrants.offer, opts.offer), eq(offerGrants.period, period), who))
    .limit(1);
  return row ?? null;
}

/** The coupons of a grant as the answers show them, uses left counted from the redemptions. */
async function viewOf(db: Pick<Db, "select">, couponIds: number[]) {
  if (couponIds.length === 0) return { couponList: [], codes: [] };
  const rows = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      amount: coupons.amount,
      description: coupons.description,
      limit: coupons.usageLimitTotal,
      // Written out: inside a subquery drizzle may render a bare "id", which would bind to the inner table.
      used: sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_id = "coupons"."id")`,
    })
    .from(coupons)
    .where(inArray(coupons.id, couponIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = couponIds.flatMap((id) => byId.get(id) ?? []);
  return {
    couponList: ordered.map((r) => ({
      discount: dollarsText(r.amount),
      desc: r.description,
      validNum: Math.max(0, (r.limit ?? 1) - r.used),
    })),
    codes: ordered.map((r) => r.code),
  };
}

/** The offer given before to this address or customer, with its coupons now; null when none. */
export async function findGrant(
  db: Pick<Db, "select">,
  opts: { offer: OfferKind; email: string; customerId: number | null; period?: string },
): Promise<Omit<Grant, "granted"> | null> {
  const row = await grantRow(db, opts);
  if (!row) return null;
  return { expiresAt: row.expiresAt, ...(await viewOf(db, row.couponIds)) };
}

/**
 * Gives the offer's coupons to a confirmed address, inside the caller's transaction: once per
 * (offer, address, period) and once per (offer, customer, period). A repeat (however it comes:
 * the same address again, another address of the same customer, two requests at once) gives
 * nothing and answers the earlier grant. The coupons are valid `validDays` from `now`.
 */
export async function grantOffer(
  tx: DbOrTx,
  now: Date,
  opts: {
    offer: OfferKind;
    email: string;
    customerId: number | null;
    period?: string;
    validDays: number;
    coupons: OfferCoupon[];
  },
): Promise<Grant> {
  const email = normal(opts.email);
  const period = opts.period ?? "";
  const customerId = opts.customerId ?? 0;
  const expiresAt = new Date(now.getTime() + opts.validDays * 86_400_000);
  // The grant row first: both unique indexes decide, so of two racing requests one inserts and
  // the other inserts nothing (it waits for the first's commit, then conflicts).
  const [grant] = await tx
    .insert(offerGrants)
    .values({ offer: opts.offer, email, customerId, period, couponIds: [], grantedAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ id: offerGrants.id });
  if (!grant) {
    const earlier = await findGrant(tx, { offer: opts.offer, email, customerId, period });
    if (earlier) return { granted: false, ...earlier };
    // Conflicted with a grant this statement cannot see yet (another transaction's, rolled back
    // since): nothing was given here; the shopper can ask again.
    return { granted: false, expiresAt, couponList: [], codes: [] };
  }
  const issued = await tx
    .insert(coupons)
    .values(
      opts.coupons.map((c) => ({
        code: offerCode(opts.offer),
        title: c.title,
        description: c.description,
        discountType: "fixed" as const,
        amount: c.amountCents,
        minSpendCents: c.minSpendCents,
        startsAt: now,
        endsAt: expiresAt,
        usageLimitTotal: c.validNum,
        usageLimitPerCustomer: c.validNum,
        // Claimable-type rows that need no claim: the owner check stands in for it (cart-coupon.ts).
        detailCouponType: DETAIL_COUPON_TYPE.claimable,
        appliesTo: c.categoryIds?.length ? ("categories" as const) : ("all" as const),
        categoryIds: c.categoryIds ?? [],
        ownerEmail: email,
      })),
    )
    .returning({ id: coupons.id, code: coupons.code });
  await tx
    .update(offerGrants)
    .set({ couponIds: issued.map((c) => c.id) })
    .where(eq(offerGrants.id, grant.id));
  return {
    granted: true,
    expiresAt,
    couponList: opts.coupons.map((c) => ({
      discount: dollarsText(c.amountCents),
      desc: c.description,
      validNum: c.validNum,
    })),
    codes: issued.map((c) => c.code),
  };
}
