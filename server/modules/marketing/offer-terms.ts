// What each confirmed-address offer issues (spec part 1 §9 "Newsletter incentive: $200 off coupon
// bundle"; part 2 §9 "Subscribe coupons valid three months… Baby coupon $15 off valid 30 days").
// CONFIRMED_OFFERS: what the confirmation of an address grants (offer-requests.ts).
import { eq } from "drizzle-orm";
import {
  CHAIR_COUPON_DAYS,
  CHAIR_COUPON_DOLLARS,
  CHAIR_COUPON_MIN_SPEND_DOLLARS,
} from "../../../contract/marketing-offers-constants";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/catalog";
import type { OfferCoupon, OfferKind } from "./offer-grants";

/** An offer's terms: what a grant issues. */
export interface OfferTerms {
  validDays: number;
  /** The coupons (categoryIds resolved at grant time where they depend on the catalogue). */
  coupons: (db: Pick<Db, "select">) => Promise<OfferCoupon[]>;
}

/** Three months. */
export const SUBSCRIBE_VALID_DAYS = 90;

/**
 * The newsletter bundle: $200 in all ($10 twice, then $20, $30, $50 and $80), each with a minimum
 * spend so the larger ones go with larger orders. Five coupons: three in the pop-up's top row, two
 * in the second.
 */
export const SUBSCRIBE_BUNDLE = [
  { amountCents: 1_000, minSpendCents: 9_900, validNum: 2 },
  { amountCents: 2_000, minSpendCents: 19_900, validNum: 1 },
  { amountCents: 3_000, minSpendCents: 39_900, validNum: 1 },
  { amountCents: 5_000, minSpendCents: 69_900, validNum: 1 },
  { amountCents: 8_000, minSpendCents: 119_900, validNum: 1 },
].map((c) => ({
  ...c,
  title: "Subscriber Welcome Bundle",
  description: `On orders of $${c.minSpendCents / 100}+`,
}));

export const BABY_VALID_DAYS = 30;
export const BABY_COUPON = {
  amountCents: 1_500,
  minSpendCents: 0,
  validNum: 1,
  title: "Baby Welcome Coupon",
  description: "On any order",
};

/** The massage chair category's url key (the seed's Health & Beauty › Massage Chairs). */
export const MASSAGE_CHAIR_CATEGORY_KEY = "massage-chairs";

export const CHAIR_VALID_DAYS = CHAIR_COUPON_DAYS;
/**
 * The chair coupon (decision 0043): $200 off a massage chair of $1,000 or more (the chairs in the
 * cart must come to $1,000: the cart counts the minimum on the lines the coupon applies to), one use.
 */
export const CHAIR_COUPON = {
  amountCents: CHAIR_COUPON_DOLLARS * 100,
  minSpendCents: CHAIR_COUPON_MIN_SPEND_DOLLARS * 100,
  validNum: 1,
  title: "Massage Chair Coupon",
  description: "On a massage chair of $1,000+",
};

/** The massage chair category's id, or null when the catalogue has none. */
export async function massageChairCategoryId(db: Pick<Db, "select">): Promise<number | null> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.urlKey, MASSAGE_CHAIR_CATEGORY_KEY))
    .limit(1);
  return row?.id ?? null;
}

/** Offers a confirmation grants, by kind. An offer asked for before confirmation has its terms here. */
export const CONFIRMED_OFFERS: Partial<Record<OfferKind, OfferTerms>> = {
  subscribe: { validDays: SUBSCRIBE_VALID_DAYS, coupons: async () => SUBSCRIBE_BUNDLE },
  baby: { validDays: BABY_VALID_DAYS, coupons: async () => [BABY_COUPON] },
  massage_chair: {
    validDays: CHAIR_VALID_DAYS,
    // Limited to the massage chair category. A catalogue without one (an empty test database)
    // gives a coupon that applies to nothing rather than one good on every product.
    coupons: async (db) => [{ ...CHAIR_COUPON, categoryIds: [(await massageChairCategoryId(db)) ?? -1] }],
  },
};
