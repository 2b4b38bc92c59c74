import { z } from "zod";
import { defineCall } from "./call";
import {
  COUPON_APPLY_PATH,
  COUPON_STATUS,
  DETAIL_COUPONS_PATH,
  SIGN_IN_REQUIRED_CODE,
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
