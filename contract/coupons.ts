import { z } from "zod";
import { defineCall } from "./call";
import {
  COUPON_APPLY_PATH,
  COUPON_STATUS,
  COUPON_WALLET_PATH,
  DETAIL_COUPONS_PATH,
  SIGN_IN_REQUIRED_CODE,
  WALLET_EXPIRED_DAYS,
  WALLET_TABS,
} from "./coupons-constants";
import { queryId } from "./fields";

// Product coupons (spec part 2 §3 "Product coupons", §7 productsCoupons / productsGetCoupons, §8
// "Get coupon"; part 1 §7 paths). The drawer on the product page lists the coupons that apply to
// the product; Get Now claims a claimable one for the signed-in customer.

export const couponItemSchema = z.object({
  discountText: z.string().describe('"$10 OFF" or "5% OFF"'),
  couponCode: z.string(),
  title: z.string(),
  description: z
    .string()
    .describe("The coupon's terms; when status is 0, the reason it cannot be used instead"),
  dateText: z.string().describe('e.g. "Valid until Mar 31, 2027" (store time, America/New_York)'),
  isReceived: z.boolean().describe("The signed-in customer already claimed it; always false for guests"),
  url: z.string().nullable().describe("Link coupons (type 3): the store path that uses it"),
  status: z
    .union([z.literal(COUPON_STATUS.usable), z.literal(COUPON_STATUS.disabled)])
    .describe("1 usable, 0 disabled"),
  detailCouponType: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .describe("1 Plus+, 2 subscribe, 3 link, 4 claimable"),
});

export const detailCouponsSchema = z.object({
  blockId: z.string().describe("Identifies the block for tracking: `detail-coupons-{productId}`"),
  rank: z
    .number()
    .int()
    .nullable()
    .describe(
      "The product's best-seller position in its category (by sales); null for a product no longer sold",
    ),
  rankCategory: z.string().nullable().describe("The category that rank is in"),
  plusImg: z.string().nullable().describe("Plus+ banner image; null: the drawer draws its own banner"),
  productList: z.array(
    z.object({
      productId: z.number().int(),
      showDetailCoupon: z.boolean().describe("There is at least one coupon to show"),
      showPlusBanner: z.boolean().describe("A Plus+ coupon applies and the shopper is not a Plus+ member"),
      descriptionList: z.array(z.string()).describe("Terms shown under the coupons"),
      couponList: z
        .array(z.object({ title: z.string(), list: z.array(couponItemSchema) }))
        .describe("Groups in the order Plus+, subscribe, link, claimable; empty groups are left out"),
    }),
  ),
});

export const productsCoupons = defineCall({
  method: "get",
  path: DETAIL_COUPONS_PATH,
  tag: "coupons",
  summary:
    "The coupons that apply to a product (every product, its category or an ancestor, or the product itself), active and within their dates, grouped by how they are obtained.",
  query: z.object({ productId: queryId }),
  result: detailCouponsSchema,
  errors: { 404: "no such product", 422: "bad productId" },
});

export const productsGetCoupons = defineCall({
  method: "post",
  path: COUPON_APPLY_PATH,
  tag: "coupons",
  summary: `Get Now: claims a claimable coupon (detailCouponType 4) for the signed-in customer. The code is checked first; a valid code from a visitor who is not signed in answers envelope code ${SIGN_IN_REQUIRED_CODE} (HTTP 200, not 401: a 401 makes the browser sign out and reload) with a message asking to sign in.`,
  body: z.object({
    couponCode: z.string().trim().min(1, "is required").max(64, "is too long"),
  }),
  result: z.object({ couponCode: z.string() }).nullable(),
  errors: {
    [SIGN_IN_REQUIRED_CODE]: "the visitor is not signed in (result null)",
    422: "bad couponCode; unknown, inactive, expired, not yet started, sold-out or not claimable code",
  },
});

const walletCoupon = z.object({
  couponCode: z.string(),
  title: z.string(),
  description: z.string().describe('Its conditions, e.g. "On orders of $100+ in Furniture"'),
  discountText: z.string().describe('"$10 OFF" or "5% OFF"'),
  dateText: z
    .string()
    .describe(
      '"Valid until Mar 31, 2027", "No expiration date", "Starts …", "Used Nov 2, 2026", "Expired …"',
    ),
  minSpend: z.number().describe("Dollars the qualifying items must reach; 0 for none"),
  detailCouponType: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .describe("1 Plus+, 2 subscriber, 3 sale code, 4 claimed (Get Now)"),
  state: z.enum(WALLET_TABS),
  canApply: z.boolean().describe("Usable now: the page offers Apply to cart"),
});

export const couponWallet = defineCall({
  method: "post",
  path: COUPON_WALLET_PATH,
  tag: "coupons",
  summary: `My Coupons: the signed-in customer's coupons in three tabs. Held: the coupons claimed with Get Now, the Plus+ coupons of a member, the subscriber coupons of a confirmed newsletter address, and every coupon the customer has used. usable: live and not used up by the customer (one not started yet shows, without Apply); used: the customer's uses reached its limit (once for a subscriber coupon); expired: ended, switched off or used up by everyone (Plus+ and subscriber coupons for ${WALLET_EXPIRED_DAYS} days after their end). Usable ones soonest ending first; used ones last used first; expired ones last ended first.`,
  body: z.object({ type: z.enum(WALLET_TABS).default("usable") }),
  result: z.object({
    tab: z.enum(WALLET_TABS),
    counts: z.object({ usable: z.number().int(), used: z.number().int(), expired: z.number().int() }),
    list: z.array(walletCoupon),
  }),
  errors: { 401: "not signed in", 422: "type is not usable, used or expired" },
});
