// Plus+ membership (issue 18, docs/decisions/0034-plus-membership.md): the paths, limits, labels and
// messages the pages show and the server applies. Kept free of zod for page code; the call schemas
// are in contract/plus.ts. Prices and the renewal window are the catalogue's (contract/constants.ts).

import {
  PLUS_CUSTOMER_GROUP,
  PLUS_EXTRA_WARRANTY_YEARS,
  PLUS_LIST_PRICE_DOLLARS,
  PLUS_PRICE_DOLLARS,
  PLUS_RENEWAL_WINDOW_DAYS,
  POINTS_PER_DOLLAR,
  REFERRAL_REWARD_DOLLARS,
} from "./constants";

export { PLUS_CUSTOMER_GROUP, PLUS_RENEWAL_WINDOW_DAYS };
/** customers.customer_group_id of the PLUS+ group (the notes of a group are addressed by it). */
export const PLUS_CUSTOMER_GROUP_ID = 4;

// ---- Paths ------------------------------------------------------------------------------------
export const PLUS_API = {
  getStepInfo: "/api/plus/getStepInfo",
  sendCode: "/api/plus/sendCode",
  verifyCode: "/api/plus/verifyCode",
  paymenLink: "/api/plus/paymenLink",
  payment: "/api/plus/payment/:order_sn",
  pay: "/api/plus/pay",
  orderMaybeSucc: "/api/plus/orderMaybeSucc",
  isCompleted: "/api/plus/isCompleted",
  orderList: "/api/plus/orderList",
  orderDetail: "/api/plus/orderDetail",
  inviteComplex: "/api/plus/inviteComplex",
  inviteList: "/api/plus/inviteList",
  inviteMember: "/api/plus/inviteMember",
  cmsShowInfo: "/api/plus/cms-show-info",
  plusProducts: "/api/plus_products",
  adminMembers: "/admin/api/plus/members",
  adminExpireNow: "/admin/api/plus/expire-now",
} as const;
export const plusPaymentPath = (orderSn: string) =>
  PLUS_API.payment.replace(":order_sn", encodeURIComponent(orderSn));

/** The store's payment page for a membership order, shown in the join flow's iframe (W1 builds it). */
export const PLUS_PAY_PAGE_PATH = "/plus/pay/:order_sn";
export const plusPayPagePath = (orderSn: string) =>
  PLUS_PAY_PAGE_PATH.replace(":order_sn", encodeURIComponent(orderSn));
/** The landing page (brand slug `nestora`, decision 0003) and the membership terms (a CMS page). */
export const PLUS_LANDING_PATH = "/nestoraplus";
export const PLUS_TERMS_PATH = "/nestoraplus-rules";
export const PLUS_MEMBER_CENTER_PATH = "/member-center";
export const PLUS_ORDER_HISTORY_PATH = "/sales/plusorder/history";
/** A referral link: the landing with the referrer's code, which the join flow pre-fills as vip_code. */
export const plusInviteLink = (origin: string, code: string) =>
  `${origin}${PLUS_LANDING_PATH}?vip_code=${encodeURIComponent(code)}`;

// ---- Money and periods ------------------------------------------------------------------------
export const PLUS_PRICE_CENTS = PLUS_PRICE_DOLLARS * 100;
export const PLUS_LIST_PRICE_CENTS = PLUS_LIST_PRICE_DOLLARS * 100;
/** A membership (or a renewal) lasts this many months from its start. */
export const PLUS_MEMBERSHIP_MONTHS = 12;
export const PLUS_REFERRAL_REWARD_CENTS = REFERRAL_REWARD_DOLLARS * 100;
/** The referral reward is credited as points (decision 0034): $20 = 2,000 points. */
export const PLUS_REFERRAL_REWARD_POINTS = REFERRAL_REWARD_DOLLARS * POINTS_PER_DOLLAR;
/** The web rule for points earned by an active member (decision 0035 writes it; 3X as the spec's app). */
export const PLUS_POINTS_MULTIPLIER = 3;
export const PLUS_EXTRA_WARRANTY_YEARS_SHOWN = PLUS_EXTRA_WARRANTY_YEARS;

// ---- Phone codes ------------------------------------------------------------------------------
export const PLUS_CODE_LENGTH = 4;
export const PLUS_CODE_TTL_MINUTES = 10;
/** Wrong codes allowed on one code before it is spent. */
export const PLUS_CODE_MAX_TRIES = 5;
/** Seconds between two codes for the same customer and phone (the page counts down from 59). */
export const PLUS_CODE_COOLDOWN_SECONDS = 60;
/** Codes a customer may ask for in 24 hours. */
export const PLUS_CODE_DAILY_CAP = 5;
/** A verified code opens the payment link for this long. */
export const PLUS_VERIFIED_WINDOW_MINUTES = 30;
/** Phone: digits and dots only, 10 digits once the dots are removed (US number). */
export const PLUS_PHONE_PATTERN = /^[0-9.]+$/;
export const PLUS_PHONE_DIGITS = 10;
/** The phone as stored and compared: its digits. */
export const plusPhoneDigits = (phone: string) => phone.replace(/\./g, "");

// ---- Orders and invite codes ------------------------------------------------------------------
/** A membership order number: PL + 9 digits. */
export const PLUS_ORDER_SN_PATTERN = /^PL\d{9}$/;
/** Invite codes: 8 characters of A–Z and 2–9 without the look-alikes 0/O/1/I. */
export const PLUS_INVITE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const PLUS_INVITE_CODE_LENGTH = 8;
export const PLUS_INVITE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
export const PLUS_INVITE_LIST_PAGE_SIZE = 20;
export const PLUS_PRODUCTS_DEFAULT_PAGE_SIZE = 12;
export const PLUS_PRODUCTS_MAX_PAGE_SIZE = 48;

export const PLUS_ORDER_KINDS = ["join", "renew"] as const;
export type PlusOrderKind = (typeof PLUS_ORDER_KINDS)[number];
export const PLUS_ORDER_KIND_LABELS: Record<PlusOrderKind, string> = {
  join: "Plus+ membership (12 months)",
  renew: "Plus+ renewal (12 months)",
};
export const PLUS_ORDER_STATUSES = ["pending", "paid", "failed", "canceled"] as const;
export type PlusOrderStatus = (typeof PLUS_ORDER_STATUSES)[number];
export const PLUS_ORDER_STATUS_LABELS: Record<PlusOrderStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  canceled: "Canceled",
};
export const PLUS_PAY_METHODS = ["card", "paylater"] as const;
export type PlusPayMethod = (typeof PLUS_PAY_METHODS)[number];
export const PLUS_PAY_METHOD_LABELS: Record<PlusPayMethod, string> = {
  card: "Credit card",
  paylater: "Pay later",
};
export const PLUS_REFERRAL_STATUSES = ["pending", "credited"] as const;
export type PlusReferralStatus = (typeof PLUS_REFERRAL_STATUSES)[number];
export const PLUS_REFERRAL_STATUS_LABELS: Record<PlusReferralStatus, string> = {
  pending: "Waiting for their first order",
  credited: "Credited",
};
export const PLUS_MEMBERSHIP_STATUSES = ["active", "expired", "none"] as const;
export type PlusMembershipStatus = (typeof PLUS_MEMBERSHIP_STATUSES)[number];

// ---- Messages (spec part 2 §4, §9 verbatim where it gives them; {product} = STORE_NAME) --------
export const PLUS_MESSAGES = {
  loginTitle: (product: string) => `Sign In/UP to Join ${product} PLUS+`,
  enterpriseGroup: (group: string) => `Since you are a ${group} member`,
  enterpriseNotAvailable: (product: string) =>
    `it's not avilable for you to join 【${product} Plus+ Membership】 program.`,
  renewable: `Renewable in ${PLUS_RENEWAL_WINDOW_DAYS} days before expiration`,
  alreadyMember: "You are already Plus+ Member, go ahead and grab this item!",
  terms: "Check the box to proceed.",
  codeSent: (phone: string) => `A verification code has been sent to ${phone}.`,
  codeIncorrect: "The verification code is incorrect.",
  codeExpired: "The verification code has expired. Please send a new one.",
  codeTooMany: "Too many wrong codes. Please send a new one.",
  codeFormat: `Please enter the ${PLUS_CODE_LENGTH}-digit code.`,
  vipMissing: "This referral code does not exist.",
  vipOwn: "You cannot use your own referral code.",
  vipReused: "You have already used this referral code.",
  verifyFirst: "Please verify your phone number first.",
  phoneRequired: "Phone number is required.",
  phoneChars: "Please use digits and dots only.",
  phoneDigits: `Please enter a ${PLUS_PHONE_DIGITS}-digit phone number.`,
  cooldown: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before requesting a new code.`,
  dailyCap: `You can request up to ${PLUS_CODE_DAILY_CAP} codes a day. Please try again tomorrow.`,
  phoneTaken: "This phone number is already linked to another Plus+ membership.",
  orderNotFound: "We could not find this Plus+ order.",
  orderNotPayable: "This Plus+ order can no longer be paid.",
  badNonce: "Your card details have expired. Please enter them again.",
  paid: "Welcome to Plus+! Your membership is active.",
  smsBody: (product: string, code: string) =>
    `${product} Plus+: your verification code is ${code}. It expires in ${PLUS_CODE_TTL_MINUTES} minutes.`,
  inviteMember: `Invite a friend to Plus+: you get $${REFERRAL_REWARD_DOLLARS}.00 when they place their first order.`,
  inviteJoin: `Join Plus+ to get your referral code and earn $${REFERRAL_REWARD_DOLLARS}.00 for every friend who joins.`,
  noMembership: "This customer has no Plus+ membership.",
  expiredNow: "The membership has expired: the customer is back in their previous group.",
  welcomeNote: (expires: string) => `Welcome to Plus+! Your membership is active until ${expires}.`,
  renewedNote: (expires: string) => `Your Plus+ membership is renewed until ${expires}.`,
  expiredNote: "Your Plus+ membership has expired. Renew it to keep member prices.",
} as const;

/** Business (enterprise) customers and dropship customers may not join (part 2 §4). */
export const PLUS_ENTERPRISE_GROUP = "Business";
export const PLUS_DROPSHIP_MARKER = "Dropship";

/** CMS blocks the landing reads (seeded; an operator edits them like other CMS content). */
export const PLUS_CMS_BLOCKS = {
  hero: "plus_hero",
  benefits: "plus_benefits",
  faq: "plus_faq",
} as const;
