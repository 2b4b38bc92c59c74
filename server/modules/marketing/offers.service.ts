// The baby and massage-chair offers (issue 19; docs/decisions/0043-baby-and-massage-chair-offers.md).
// Each form stores what it was told (the baby sign-up's age range, the chair lead), asks for its
// offer and subscribes the address, in one transaction: the coupon is issued when the address is
// confirmed (double opt-in, decision 0018), once per address and once per customer (decision 0039).
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import type {
  babySubscribe as babyCall,
  massagechairSubscribe as chairCall,
  chairProductCoupon,
} from "../../../contract/marketing-offers";
import {
  BABY_COUPON_DAYS,
  BABY_COUPON_DOLLARS,
  CHAIR_COUPON_DAYS,
  CHAIR_COUPON_DOLLARS,
  CHAIR_COUPON_MIN_SPEND_DOLLARS,
  MASSAGE_CHAIR_GUIDE_PATH,
} from "../../../contract/marketing-offers-constants";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/catalog";
import { offerRequests } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { babySignups, massageChairLeads } from "../../db/schema/marketing";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { dollarsText } from "../coupons/coupon-text";
import { sessionCustomer, subscribeAddress } from "./newsletter.service";
import { findGrant, type OfferKind } from "./offer-grants";
import { requestOffer } from "./offer-requests";
import { CHAIR_COUPON, MASSAGE_CHAIR_CATEGORY_KEY } from "./offer-terms";

type BabyInput = z.output<NonNullable<(typeof babyCall)["body"]>>;
type ChairInput = z.output<NonNullable<(typeof chairCall)["body"]>>;
type OfferResult = CallResult<typeof babyCall>;
type DbOrTx = Pick<Db, "select" | "insert" | "update">;

export const BABY_MESSAGES = {
  pending: `Almost done! We sent a confirmation link to your inbox. Confirm your subscription to get your $${BABY_COUPON_DOLLARS} baby coupon.`,
  granted: `Thanks for signing up! Your $${BABY_COUPON_DOLLARS} baby coupon is ready: use it with this email address within ${BABY_COUPON_DAYS} days.`,
  already: "This email address has already received the baby coupon.",
} as const;

export const CHAIR_MESSAGES = {
  pending: `Almost done! We sent a confirmation link to your inbox. Confirm your subscription to get your $${CHAIR_COUPON_DOLLARS} massage chair coupon.`,
  granted: `Thanks! Your $${CHAIR_COUPON_DOLLARS} massage chair coupon is ready: use it with this email address within ${CHAIR_COUPON_DAYS} days.`,
  already: "This email address has already received the massage chair coupon.",
} as const;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The shared steps of an offer form: the form's own row (`store`), the offer request and the
 * newsletter sign-up in one transaction, then what the address holds now. An offer given before
 * (to this address or this customer) answers 400 with that grant.
 */
async function offerForm(
  ctx: RequestContext,
  opts: {
    offer: OfferKind;
    email: string;
    source: string;
    messages: { pending: string; granted: string; already: string };
    store: (tx: DbOrTx, customerId: number | null) => Promise<void>;
  },
): Promise<Reply<OfferResult>> {
  const { customerId, proven } = await sessionCustomer(ctx, opts.email);
  const who = { offer: opts.offer, email: opts.email, customerId };
  const before = await findGrant(ctx.db, who);
  await ctx.db.transaction(async (tx) => {
    await opts.store(tx, customerId);
    if (!before) await requestOffer(tx, ctx.now, who);
    await subscribeAddress(ctx, tx, { email: opts.email, source: opts.source, customerId, proven });
  });
  const base = { customerId: customerId ?? 0 };
  if (before) {
    return new Reply(400, opts.messages.already, {
      ...base,
      status: "granted",
      couponList: before.couponList,
      couponExpireAt: seconds(before.expiresAt),
    });
  }
  const grant = await findGrant(ctx.db, who);
  ctx.logger.info("offer form", { offer: opts.offer, outcome: grant ? "granted" : "pending" });
  if (!grant) {
    return new Reply(200, opts.messages.pending, {
      ...base,
      status: "pending",
      couponList: [],
      couponExpireAt: 0,
    });
  }
  return new Reply(200, opts.messages.granted, {
    ...base,
    status: "granted",
    couponList: grant.couponList,
    couponExpireAt: seconds(grant.expiresAt),
  });
}

/** POST babySubscribe: the age range and category, the newsletter, the $15 baby coupon. */
export function babySubscribe(ctx: RequestContext, input: BabyInput) {
  return offerForm(ctx, {
    offer: "baby",
    email: input.email,
    source: "baby",
    messages: BABY_MESSAGES,
    store: async (tx, customerId) => {
      await tx
        .insert(babySignups)
        .values({
          email: input.email,
          ageGroup: input.age_group,
          categoryName: input.category_name,
          customerId: customerId ?? 0,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .onConflictDoUpdate({
          target: [babySignups.email, babySignups.ageGroup],
          set: {
            categoryName: input.category_name,
            updatedAt: ctx.now,
            // A visitor's repeat does not take the row from the customer who sent it signed in.
            customerId: sql`greatest(${babySignups.customerId}, ${customerId ?? 0})`,
          },
        });
    },
  });
}

/** POST massagechairSubscribe: the lead, the newsletter, the $200 chair coupon. */
export function massagechairSubscribe(ctx: RequestContext, input: ChairInput) {
  return offerForm(ctx, {
    offer: "massage_chair",
    email: input.email,
    source: "massage-chair",
    messages: CHAIR_MESSAGES,
    store: async (tx, customerId) => {
      await tx
        .insert(massageChairLeads)
        .values({
          email: input.email,
          name: input.name,
          shippingAddress: input.shippingAddress,
          telPhone: input.telPhone,
          customerId: customerId ?? 0,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .onConflictDoUpdate({
          target: massageChairLeads.email,
          set: {
            name: input.name,
            // An optional field left empty keeps what an earlier form said.
            shippingAddress: input.shippingAddress
              ? input.shippingAddress
              : sql`${massageChairLeads.shippingAddress}`,
            telPhone: input.telPhone ? input.telPhone : sql`${massageChairLeads.telPhone}`,
            customerId: sql`greatest(${massageChairLeads.customerId}, ${customerId ?? 0})`,
            updatedAt: ctx.now,
          },
        });
    },
  });
}

const chairOffer = {
  discount: dollarsText(CHAIR_COUPON.amountCents),
  min_spend: `$${CHAIR_COUPON_MIN_SPEND_DOLLARS.toLocaleString("en-US")}`,
  valid_days: CHAIR_COUPON_DAYS,
  desc: CHAIR_COUPON.description,
  guide_url: MASSAGE_CHAIR_GUIDE_PATH,
};

async function chairCategory(db: Pick<Db, "select">) {
  const [row] = await db
    .select({ name: categories.name, urlPath: categories.urlPath })
    .from(categories)
    .where(eq(categories.urlKey, MASSAGE_CHAIR_CATEGORY_KEY))
    .limit(1);
  return row ?? null;
}

/** GET get_chair_product_coupon: the terms; a signed-in customer's own coupon or request. */
export async function chairCouponFor(ctx: RequestContext): Promise<CallResult<typeof chairProductCoupon>> {
  const category = await chairCategory(ctx.db);
  const offer = { ...chairOffer, category_url: category ? `/${category.urlPath}` : "/" };
  const customerId = (await ctx.auth())?.customerId ?? null;
  if (customerId === null) return { offer, status: "none", coupon: null };
  const [customer] = await ctx.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) return { offer, status: "none", coupon: null };
  const grant = await findGrant(ctx.db, { offer: "massage_chair", email: customer.email, customerId });
  if (grant && grant.codes.length > 0) {
    const [view] = grant.couponList;
    return {
      offer,
      status: "granted",
      coupon: {
        couponCode: grant.codes[0],
        discount: view.discount,
        desc: view.desc,
        validNum: view.validNum,
        expireAt: seconds(grant.expiresAt),
      },
    };
  }
  const [waiting] = await ctx.db
    .select({ id: offerRequests.id })
    .from(offerRequests)
    .where(
      and(
        eq(offerRequests.offer, "massage_chair"),
        isNull(offerRequests.grantedAt),
        or(eq(offerRequests.email, customer.email.toLowerCase()), eq(offerRequests.customerId, customerId)),
      ),
    )
    .limit(1);
  return { offer, status: waiting ? "pending" : "none", coupon: null };
}

/** The chair coupon's restriction text (GET tag-coupon-restriction, the guide page). */
export async function chairRestrictionText(db: Pick<Db, "select">): Promise<string> {
  const category = await chairCategory(db);
  const where = category ? `the ${category.name} category` : "massage chairs";
  return [
    `$${CHAIR_COUPON_DOLLARS} off one massage chair from ${where}: the massage chairs in your cart must come to $${CHAIR_COUPON_MIN_SPEND_DOLLARS.toLocaleString("en-US")} or more.`,
    `One use, valid ${CHAIR_COUPON_DAYS} days from the day it is issued.`,
    "Issued once per email address and once per account, after you confirm your newsletter subscription, and usable only with that email address.",
    "Cannot be combined with other coupons (one coupon per order) and not valid on other products.",
  ].join(" ");
}
