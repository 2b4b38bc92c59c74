// The baby and massage-chair offers (spec part 2 §3 Forms, §7 babySubscribe, massagechairSubscribe,
// GET /api/get_chair_product_coupon, GET /api/tag-coupon-restriction; issue 19;
// docs/decisions/0043-baby-and-massage-chair-offers.md). Both forms sign the address up to the
// newsletter (double opt-in, decision 0018) and ask for their offer, which the confirmation grants
// once per address and customer (decision 0039).
import { z } from "zod";
import { defineCall } from "./call";
import { email, int, text } from "./fields";
import { AGE_RANGE_MESSAGE, MARKETING_OFFER_PATHS } from "./marketing-offers-constants";
import { MESSAGES } from "./validation";

const couponViewSchema = z.object({
  discount: z.string().describe('The amount off, e.g. "$15"'),
  desc: z.string().describe("The coupon's line under the amount"),
  validNum: z.number().int().describe("Uses left (0: used up)"),
});

/** What an offer form's answer carries. */
const offerResultSchema = z.object({
  status: z
    .enum(["pending", "granted"])
    .describe(
      "pending: a confirmation link was mailed, the coupon comes with the confirmation; granted: the address is confirmed and the coupon is issued to it",
    ),
  couponList: z.array(couponViewSchema).describe("The issued coupons (empty while pending)"),
  couponExpireAt: z.number().int().describe("Seconds since the epoch when the coupons end; 0 while pending"),
  customerId: z
    .number()
    .int()
    .describe("The session's customer, 0 for a visitor (never the payload's tUserId)"),
});

/** The spec's tUserId: accepted for its clients, never trusted (the customer is the session's). */
const tUserId = int(0, 2_147_483_647).default(0);

/** The baby form's age range: codes 1–4; missing or anything else is "Please select age range". */
const ageGroup = z.coerce
  .number({ error: AGE_RANGE_MESSAGE })
  .int(AGE_RANGE_MESSAGE)
  .min(1, AGE_RANGE_MESSAGE)
  .max(4, AGE_RANGE_MESSAGE);

export const babySubscribe = defineCall({
  method: "post",
  path: MARKETING_OFFER_PATHS.babySubscribe,
  tag: "marketing",
  summary:
    "The spec's babySubscribe (baby pop-up on baby categories, /baby-registry): stores the family's age range and category, subscribes the address to the newsletter (double opt-in) and asks for the $15 baby coupon (any order, valid 30 days), issued to the address once it is confirmed: at once for a confirmed subscriber or a signed-in customer's own verified address, else when the mailed link is followed. Once per address and once per customer.",
  body: z.object({
    email,
    category_name: text(200).default("").describe("The category the form was sent from"),
    age_group: ageGroup.describe("1: 0–1 years, 2: 1–3, 3: 3–6, 4: 6–12"),
    tUserId,
  }),
  result: offerResultSchema,
  errors: {
    400: "the baby coupon was issued to this address or customer before (result: that grant)",
    422: `bad e-mail ("email: ${MESSAGES.email}" / "email: ${MESSAGES.required}"), or "age_group: ${AGE_RANGE_MESSAGE}"`,
  },
});

export const massagechairSubscribe = defineCall({
  method: "post",
  path: MARKETING_OFFER_PATHS.massagechairSubscribe,
  tag: "marketing",
  summary:
    "The spec's massagechairSubscribe (the massage-chair guide's form and pop-up): stores the lead (name, e-mail, optional delivery address and phone), subscribes the address (double opt-in) and asks for the $200 chair coupon (a massage chair of $1,000 or more, valid 60 days), issued once the address is confirmed; once per address and once per customer.",
  body: z.object({
    name: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(100, "must be at most 100 characters"),
    email,
    shippingAddress: text(300).default("").describe("Optional: where a chair would be delivered"),
    telPhone: text(30)
      .regex(/^[0-9+().\-\s]*$/, "Please enter a valid phone number.")
      .default("")
      .describe("Optional: for the white-glove delivery call"),
    tUserId,
  }),
  result: offerResultSchema,
  errors: {
    400: "the chair coupon was issued to this address or customer before (result: that grant)",
    422: `"name: ${MESSAGES.required}", a bad e-mail, or a phone with letters`,
  },
});

export const chairProductCoupon = defineCall({
  method: "get",
  path: MARKETING_OFFER_PATHS.chairCoupon,
  tag: "marketing",
  summary:
    "The $200 massage-chair coupon for this shopper: the offer's terms, and for a signed-in customer their own chair coupon (code, uses left, end) once granted, or `pending` while their sign-up waits for its confirmation.",
  result: z.object({
    offer: z.object({
      discount: z.string().describe('"$200"'),
      min_spend: z.string().describe('"$1,000": the massage chairs in the cart must come to this'),
      valid_days: z.number().int(),
      desc: z.string(),
      category_url: z.string().describe("The massage chair category page"),
      guide_url: z.string().describe("The guide page with the sign-up form"),
    }),
    status: z
      .enum(["none", "pending", "granted"])
      .describe(
        "none: not asked for (or a visitor); pending: asked, address not confirmed yet; granted: issued",
      ),
    coupon: z
      .object({
        couponCode: z.string(),
        discount: z.string(),
        desc: z.string(),
        validNum: z.number().int(),
        expireAt: z.number().int().describe("Seconds since the epoch"),
      })
      .nullable()
      .describe("The customer's chair coupon once granted, else null"),
  }),
});

export const tagCouponRestriction = defineCall({
  publicCacheSeconds: 300,
  method: "get",
  path: MARKETING_OFFER_PATHS.chairRestriction,
  tag: "marketing",
  summary:
    "The restriction text of the $200 massage-chair coupon (which products, minimum spend, validity, once per address, not combinable), as the guide page shows it. The spec spells the field `infomation`.",
  result: z.object({ infomation: z.string() }),
});
