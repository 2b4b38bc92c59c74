// Coupon constants and result types the browser needs too. Kept apart from contract/coupons.ts so
// that page code importing them does not pull the zod schemas (and zod itself) into the client bundle.

export const DETAIL_COUPONS_PATH = "/v4/products/detail-coupons";
export const COUPON_APPLY_PATH = "/v4/products/coupon-apply";

/** detailCouponType (spec part 2 §3): how a shopper gets the coupon. */
export const DETAIL_COUPON_TYPE = { plus: 1, subscribe: 2, link: 3, claimable: 4 } as const;
export type DetailCouponType = (typeof DETAIL_COUPON_TYPE)[keyof typeof DETAIL_COUPON_TYPE];

/** The order and the titles of the drawer's groups. */
export const COUPON_GROUPS: readonly { type: DetailCouponType; title: string }[] = [
  { type: DETAIL_COUPON_TYPE.plus, title: "Plus+ Member Coupons" },
  { type: DETAIL_COUPON_TYPE.subscribe, title: "Subscriber Coupons" },
  { type: DETAIL_COUPON_TYPE.link, title: "Sale Coupons" },
  { type: DETAIL_COUPON_TYPE.claimable, title: "Claim Coupons" },
];

/** Coupon item status: 1 usable, 0 disabled (the description then says why). */
export const COUPON_STATUS = { usable: 1, disabled: 0 } as const;

/** Envelope code of a claim by a visitor who is not signed in (HTTP 200: see docs/api.md). */
export const SIGN_IN_REQUIRED_CODE = 10401;

export const COUPON_MESSAGES = {
  signIn: "Please sign in to get this coupon.",
  claimed: "Coupon received! It is saved in My Account under Coupons.",
  unknown: "This coupon code is not valid.",
  expired: "This coupon has expired.",
  notStarted: "This coupon is not available yet.",
  notClaimable: "This coupon cannot be claimed here.",
  soldOut: "All of these coupons have been claimed.",
  alreadyReceived: "You already have this coupon.",
  notForItem: "Coupons do not apply to this item.",
} as const;

/** Lines under the drawer's coupons (descriptionList). */
export const COUPON_TERMS = [
  "Only one coupon can be applied per order.",
  "Claimed coupons are saved in My Account under Coupons and apply at checkout.",
] as const;

export interface CouponItem {
  discountText: string;
  couponCode: string;
  title: string;
  description: string;
  dateText: string;
  isReceived: boolean;
  /** Link coupons: where the shopper goes to use it (a store path); null otherwise. */
  url: string | null;
  status: 0 | 1;
  detailCouponType: DetailCouponType;
}

export interface CouponGroup {
  title: string;
  list: CouponItem[];
}

export interface ProductCoupons {
  productId: number;
  showDetailCoupon: boolean;
  showPlusBanner: boolean;
  descriptionList: string[];
  couponList: CouponGroup[];
}

export interface DetailCoupons {
  blockId: string;
  rank: number | null;
  rankCategory: string | null;
  plusImg: string | null;
  productList: ProductCoupons[];
}

export interface CouponApplyResult {
  couponCode: string;
}

// ---- My Coupons (the coupon wallet, /customer/account/coupon) --------------------------------

export const COUPON_WALLET_PATH = "/api/CouponList";
export { COUPON_WALLET_PAGE_PATH } from "./coupon-paths";

/** The wallet's three tabs. */
export const WALLET_TABS = ["usable", "used", "expired"] as const;
export type WalletTab = (typeof WALLET_TABS)[number];
export const WALLET_TAB_LABELS: Record<WalletTab, string> = {
  usable: "Available",
  used: "Used",
  expired: "Expired",
};

/** Ended coupons a customer could have used (Plus+, subscriber) stay in Expired this long. */
export const WALLET_EXPIRED_DAYS = 90;

export interface WalletCoupon {
  couponCode: string;
  title: string;
  description: string;
  discountText: string;
  /** "Valid until …", "Starts …", "Used …", "Expired …", or the reason it can no longer be used. */
  dateText: string;
  /** Dollars the qualifying items must reach; 0 for none. */
  minSpend: number;
  detailCouponType: DetailCouponType;
  state: WalletTab;
  /** It can be applied to a cart now (usable and started). */
  canApply: boolean;
}

export interface CouponWallet {
  tab: WalletTab;
  counts: Record<WalletTab, number>;
  list: WalletCoupon[];
}

export const WALLET_MESSAGES = {
  empty: {
    usable: "You have no coupons to use right now. Coupons you get on product pages appear here.",
    used: "You have not used a coupon yet.",
    expired: "No coupons have expired.",
  },
  usedUpByAll: "All of these coupons have been used.",
  switchedOff: "This coupon is no longer offered.",
} as const;
