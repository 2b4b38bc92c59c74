import { z } from "zod";
import { defineCall } from "./call";
import { int, text } from "./fields";
import {
  PLUS_API,
  PLUS_CODE_LENGTH,
  PLUS_INVITE_CODE_LENGTH,
  PLUS_MEMBERSHIP_STATUSES,
  PLUS_MESSAGES,
  PLUS_ORDER_KINDS,
  PLUS_ORDER_SN_PATTERN,
  PLUS_ORDER_STATUSES,
  PLUS_PAY_METHODS,
  PLUS_PHONE_DIGITS,
  PLUS_PHONE_PATTERN,
  PLUS_PRODUCTS_DEFAULT_PAGE_SIZE,
  PLUS_PRODUCTS_MAX_PAGE_SIZE,
  PLUS_REFERRAL_STATUSES,
  plusPhoneDigits,
} from "./plus-constants";
import { productCardSchema } from "./product-card";

// Plus+ membership (issue 18, docs/decisions/0034-plus-membership.md). The spec names the join
// calls and a few result fields (part 2 §4, §7); the rest is chosen here and listed in docs/api.md:
//   POST /api/plus/getStepInfo          may this customer join or renew
//   POST /api/plus/sendCode             a 4-digit code by SMS (outbox) to the phone
//   POST /api/plus/verifyCode           checks the code (and the optional referral code)
//   POST /api/plus/paymenLink           the pending membership order and its payment page url
//   GET  /api/plus/payment/:order_sn    what the payment page shows
//   POST /api/plus/pay                  pays the membership order (card or pay later)
//   POST /api/plus/orderMaybeSucc       the join flow's poll: paid yet?
//   POST /api/plus/isCompleted          the join flow's second poll: membership applied?
//   GET  /api/plus/orderList            my membership orders
//   GET  /api/plus/orderDetail          one of them (print page)
//   POST /api/plus/inviteComplex        the member centre
//   POST /api/plus/inviteList           my referrals
//   POST /api/plus/inviteMember         the referral pop-up
//   GET  /api/plus/cms-show-info        the landing's editable blocks
//   GET  /api/plus_products             products with a member price
// Operator calls: GET /admin/api/plus/members, POST /admin/api/plus/expire-now.

/** Digits and dots only, 10 digits once the dots are removed; stored and compared as digits. */
export const plusPhone = z
  .string({ error: PLUS_MESSAGES.phoneRequired })
  .trim()
  .min(1, PLUS_MESSAGES.phoneRequired)
  .max(20, PLUS_MESSAGES.phoneDigits)
  .regex(PLUS_PHONE_PATTERN, PLUS_MESSAGES.phoneChars)
  .refine((v) => plusPhoneDigits(v).length === PLUS_PHONE_DIGITS, PLUS_MESSAGES.phoneDigits);

export const plusOrderSn = z
  .string({ error: "is required" })
  .trim()
  .toUpperCase()
  .regex(PLUS_ORDER_SN_PATTERN, "must be a Plus+ order number such as PL000000001");

/** A referral code as typed: blank means none; case and spaces forgiven. */
export const vipCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(32, PLUS_MESSAGES.vipMissing)
  .optional()
  .transform((v) => (v ? v : undefined));

const dateTime = z.string().describe("ISO 8601");

export const getStepInfo = defineCall({
  method: "post",
  path: PLUS_API.getStepInfo,
  tag: "plus",
  summary:
    "Whether the signed-in customer may join (or renew) Plus+. is_qiye 1 for the Business group and dropship customers (then can_buy_plus 0); a member outside the 60 days before expiry: can_buy_plus 0; inside them: 1 (renewal); anyone else: 1.",
  body: z.object({}),
  result: z.object({
    is_qiye: z.union([z.literal(0), z.literal(1)]),
    group_name: z.string(),
    can_buy_plus: z.union([z.literal(0), z.literal(1)]),
    is_member: z.boolean(),
    expires_at: dateTime.nullable(),
    renew_from: dateTime
      .nullable()
      .describe("When a renewal would start (the current expiry); null if not a member"),
  }),
  errors: { 401: "not signed in" },
});

export const sendCode = defineCall({
  method: "post",
  path: PLUS_API.sendCode,
  tag: "plus",
  summary: `Sends a ${PLUS_CODE_LENGTH}-digit code by SMS to the phone (digits and dots, 10 digits): valid 10 minutes, for this customer and this phone only. 60 s between codes for the same phone, at most 5 a day.`,
  body: z.object({ phone: plusPhone }),
  result: z.object({
    phone: z.string(),
    resend_after: z.number().int().describe("Seconds before another code"),
  }),
  errors: {
    401: "not signed in",
    403: "may not join (enterprise, dropship, member outside the renewal window)",
    409: "the phone belongs to another customer's membership",
    422: "phone not 10 digits, or other characters than digits and dots",
    400: "asked again within 60 s (message says how long; result.resend_after), or the daily cap of 5 codes: form messages, not the rate limit",
    429: "too many requests (rate limit)",
  },
});

export const verifyCode = defineCall({
  method: "post",
  path: PLUS_API.verifyCode,
  tag: "plus",
  summary:
    "Checks the code sent to this phone for this customer (5 wrong tries spend it) and the optional referral code (exists, not the buyer's own, not used by the buyer before). A right code opens paymenLink for 30 minutes.",
  body: z.object({
    phone: plusPhone,
    code: z
      .string({ error: PLUS_MESSAGES.codeFormat })
      .trim()
      .regex(/^\d{4}$/, PLUS_MESSAGES.codeFormat),
    vip_code: vipCode,
  }),
  result: z.object({ verified: z.literal(true) }),
  errors: {
    400: "wrong, expired or spent code; a referral code that does not exist, is the buyer's own or was used",
    401: "not signed in",
    403: "may not join",
  },
});

export const paymenLink = defineCall({
  method: "post",
  path: PLUS_API.paymenLink,
  tag: "plus",
  summary:
    "Creates (or reuses) the customer's pending membership order — join, or renew inside the window — for the server's price, and answers the store's payment page for it. Needs a code verified within 30 minutes.",
  body: z.object({ vip_code: vipCode }),
  result: z.object({ url: z.string().describe("/plus/pay/{order_sn}"), order_sn: z.string() }),
  errors: { 400: "referral code refused", 401: "not signed in", 403: "phone not verified, or may not join" },
});

export const plusOrderPeriod = z.object({
  period_start: dateTime.nullable(),
  period_end: dateTime.nullable(),
});

export const plusPayment = defineCall({
  method: "get",
  path: PLUS_API.payment,
  tag: "plus",
  summary:
    "What the membership payment page shows for an own order: amounts, period, status and the card field.",
  params: z.object({ order_sn: plusOrderSn }),
  result: z
    .object({
      order_sn: z.string(),
      kind: z.enum(PLUS_ORDER_KINDS),
      kind_label: z.string(),
      amount: z.number().describe("Dollars to pay"),
      list_price: z.number().describe("Dollars, struck through"),
      status: z.enum(PLUS_ORDER_STATUSES),
      status_label: z.string(),
      provider: z.string(),
      field_url: z.string().describe("The card field page to frame"),
      client_token: z
        .string()
        .describe("The card provider's client token (as GET /api/braintree-clientToken)"),
      pay_later: z.boolean().describe("Whether pay later is offered"),
      pay_later_provider: z
        .string()
        .nullable()
        .describe("Which pay-later widget the token is for (test or klarna); null when not offered"),
      pay_later_client_token: z
        .string()
        .nullable()
        .describe("The pay-later widget's token for this order's amount; null when pay later is not offered"),
    })
    .extend(plusOrderPeriod.shape),
  errors: {
    401: "not signed in",
    404: "no such order of this customer",
    502: "the provider could not hand out a client token",
  },
});

export const plusPay = defineCall({
  method: "post",
  path: PLUS_API.pay,
  tag: "plus",
  summary:
    "Charges the membership order's amount through the store's provider (card nonce or pay-later token) and, in one transaction, applies the membership exactly once. A decline leaves the order pending (402 with the provider's message); an order already paid answers its paid state and charges nothing.",
  body: z.object({
    order_sn: plusOrderSn,
    method: z.enum(PLUS_PAY_METHODS),
    nonce: text(512).optional(),
    authorization_token: text(512).optional(),
  }),
  result: z.object({
    order_sn: z.string(),
    status: z.enum(PLUS_ORDER_STATUSES),
    transaction_id: z.string().nullable(),
    expires_at: dateTime.nullable(),
  }),
  errors: {
    401: "not signed in",
    402: "declined (try another card)",
    404: "no such order of this customer",
    405: "pay later not offered",
    409: "canceled order",
    410: "card nonce unknown, used or expired",
    422: "nonce or token missing for the method",
    502: "the provider could not process it",
  },
});

export const orderMaybeSucc = defineCall({
  method: "post",
  path: PLUS_API.orderMaybeSucc,
  tag: "plus",
  summary:
    "The join flow's poll: the customer's membership order paid at or after `timestamp` (ms since epoch); nulls while none.",
  query: z.object({ timestamp: int(0, 8_640_000_000_000).default(0) }),
  body: z.object({}),
  result: z.object({
    order_price: z.string().nullable().describe("Dollars paid, e.g. 19.00"),
    plus_num: z.number().int().nullable().describe("The membership's running number"),
    order_sn: z.string().nullable(),
  }),
  errors: { 401: "not signed in" },
});

export const isCompleted = defineCall({
  method: "post",
  path: PLUS_API.isCompleted,
  tag: "plus",
  summary: "Whether the membership order is paid and applied (the customer is in the PLUS+ group).",
  body: z.object({ order_sn: plusOrderSn }),
  result: z.object({ completed: z.boolean(), customer_group: z.string(), expires_at: dateTime.nullable() }),
  errors: { 401: "not signed in", 404: "no such order of this customer" },
});

export const plusOrderView = z
  .object({
    order_sn: z.string(),
    kind: z.enum(PLUS_ORDER_KINDS),
    kind_label: z.string(),
    amount: z.number(),
    list_price: z.number(),
    status: z.enum(PLUS_ORDER_STATUSES),
    status_label: z.string(),
    payment_method_label: z.string().nullable(),
    paid_at: dateTime.nullable(),
    created_at: dateTime,
  })
  .extend(plusOrderPeriod.shape);
export type PlusOrderView = z.infer<typeof plusOrderView>;

export const plusOrderList = defineCall({
  method: "get",
  path: PLUS_API.orderList,
  tag: "plus",
  summary: "The signed-in customer's membership purchases and renewals, newest first.",
  result: z.object({ orders: z.array(plusOrderView) }),
  errors: { 401: "not signed in" },
});

export const plusOrderDetail = defineCall({
  method: "get",
  path: PLUS_API.orderDetail,
  tag: "plus",
  summary: "One own membership order for the print page; another customer's answers the same 404 as none.",
  query: z.object({ order_sn: plusOrderSn }),
  result: plusOrderView.extend({
    phone: z.string(),
    customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    payment: z.object({
      provider: z.string().nullable(),
      method_label: z.string().nullable(),
      transaction_id_last4: z.string().nullable(),
    }),
  }),
  errors: { 401: "not signed in", 404: "no such order of this customer" },
});

export const inviteComplex = defineCall({
  method: "post",
  path: PLUS_API.inviteComplex,
  tag: "plus",
  summary: "The member centre: status, dates, savings so far, benefits, invite code and referral totals.",
  body: z.object({}),
  result: z.object({
    status: z.enum(PLUS_MEMBERSHIP_STATUSES),
    started_at: dateTime.nullable(),
    expires_at: dateTime.nullable(),
    days_left: z.number().int(),
    can_renew: z.boolean(),
    savings: z.string().describe("Dollars saved on paid orders as a member, e.g. 12.34"),
    points_multiplier: z.number().int(),
    extra_warranty_years: z.number().int(),
    invite_code: z.string().nullable(),
    invite_link: z.string().nullable(),
    invite_count: z.number().int(),
    invite_money: z.string().describe("Dollars credited for referrals, e.g. 20.00"),
  }),
  errors: { 401: "not signed in" },
});

export const inviteList = defineCall({
  method: "post",
  path: PLUS_API.inviteList,
  tag: "plus",
  summary: "Members who joined with the customer's code, newest first: masked e-mail, reward and status.",
  body: z.object({ page: int(1, 1000).default(1) }),
  result: z.object({
    items: z.array(
      z.object({
        email: z.string().describe("Masked, e.g. j***@example.com"),
        money: z.string().describe('"$20.00" once credited, "$0.00" while pending'),
        status: z.enum(PLUS_REFERRAL_STATUSES),
        status_label: z.string(),
        created_at: dateTime,
      }),
    ),
    total: z.number().int(),
  }),
  errors: { 401: "not signed in" },
});

export const inviteMember = defineCall({
  method: "post",
  path: PLUS_API.inviteMember,
  tag: "plus",
  summary: "The referral pop-up: the member's code and link, or a prompt to join.",
  body: z.object({}),
  result: z.object({
    is_member: z.boolean(),
    invite_code: z.string().length(PLUS_INVITE_CODE_LENGTH).nullable(),
    invite_link: z.string().nullable(),
    reward: z.string(),
    message: z.string(),
  }),
  errors: { 401: "not signed in" },
});

export const cmsShowInfo = defineCall({
  method: "get",
  path: PLUS_API.cmsShowInfo,
  tag: "plus",
  summary: "The landing page's editable blocks (CMS): hero, benefits, FAQ and the terms link.",
  publicCacheSeconds: 300,
  result: z.object({
    hero_title: z.string(),
    hero_subtitle: z.string(),
    price: z.number(),
    list_price: z.number(),
    benefits: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })),
    faq: z.array(z.object({ question: z.string(), answer_html: z.string() })),
    terms_url: z.string(),
  }),
});

export const plusProducts = defineCall({
  method: "get",
  path: PLUS_API.plusProducts,
  tag: "plus",
  summary: "Product cards of products with a member price (plus_price), best sellers first.",
  publicCacheSeconds: 300,
  query: z.object({
    page: int(1, 100).default(1),
    page_size: int(1, PLUS_PRODUCTS_MAX_PAGE_SIZE).default(PLUS_PRODUCTS_DEFAULT_PAGE_SIZE),
  }),
  result: z.object({ items: z.array(productCardSchema), total: z.number().int(), page: z.number().int() }),
});

// ---- Operator calls (bearer operator token, contract/admin.ts) ---------------------------------
export const adminPlusMembers = defineCall({
  method: "get",
  path: PLUS_API.adminMembers,
  tag: "admin",
  summary: "Plus+ memberships, soonest expiry first; `status` active or expired.",
  query: z.object({ status: z.enum(["active", "expired"]).optional(), limit: int(1, 500).default(100) }),
  result: z.array(
    z.object({
      customer_id: z.number().int(),
      email: z.string(),
      phone: z.string(),
      customer_group: z.string(),
      previous_group: z.string(),
      started_at: dateTime,
      expires_at: dateTime,
      active: z.boolean(),
      invite_code: z.string().nullable(),
    }),
  ),
  errors: { 401: "no operator token, or an unknown one", 403: "a shopper's session token" },
});

export const adminPlusExpireNow = defineCall({
  method: "post",
  path: PLUS_API.adminExpireNow,
  tag: "admin",
  summary:
    "Ends a customer's membership now (expiry set to now) and runs the expiry: the customer goes back to their previous group, with a note. For tests and support.",
  body: z.object({ customer_id: z.coerce.number().int().positive().max(2_147_483_647) }),
  result: z.object({ customer_id: z.number().int(), customer_group: z.string(), expires_at: dateTime }),
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no membership for this customer",
  },
});
