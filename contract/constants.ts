// Business constants shared by the web app and the server. Values only: the rules that use them
// live next to their feature. Each group names the spec section it comes from
// ("part 1" = spec/01-storefront-core.md, "part 2" = spec/02-header-product-membership.md).

export { SUCCESS_CODE } from "./envelope";

// ---- Request layer (part 1 §7–§9) ----------------------------------------------------------
export const REQUEST_TIMEOUT_MS = 60_000;
/** GET calls are retried this many times after the first attempt fails. */
export const GET_RETRY_COUNT = 3;
export const GET_RETRY_DELAY_MS = 3_000;
/** Every call identifies the storefront as country `us`, client `pc`. */
export const COUNTRY = "us";
export const CLIENT_SOURCE = "pc";

// ---- Envelope codes with a global meaning (part 1 §4, §8) ----------------------------------
export const UNAUTHORIZED_CODE = 401;
export const SERVER_ERROR_CODE = 500;
/** Rate limited: the web app sends the shopper to the oops page. */
export const RATE_LIMIT_CODES: readonly number[] = [429, 2002];
export const OOPS_PATH = "/oops.html";
/** Path lookup: 301 moved (result.url is canonical), 404 unknown, 10404 → error page. */
export const MOVED_CODE = 301;
export const NOT_FOUND_CODE = 404;
export const LOOKUP_ERROR_CODE = 10404;
/** A request the caller cancelled resolves with this code and is ignored. */
export const CANCELLED_CODE = 0;

// ---- Static assets (part 1 §9) ----------------------------------------------------------
export const STATIC_VERSION = "1747155804";

// ---- Sign-in, registration, verification (part 1 §5, §9; part 2 §4, §9) -------------------
export const VERIFY_RESEND_SECONDS = 60;
/** The visible countdown starts at 59 right after a send (part 2 §9). */
export const VERIFY_RESEND_COUNTDOWN_START = 59;
export const PASSWORD_MIN_LENGTH = 6;
/** Verification code on the full page (alphanumeric). */
export const VERIFY_CODE_LENGTH = 6;
/** Verification code variant: 4 digits (pop-up, Plus+ phone check). */
export const VERIFY_CODE_SHORT_LENGTH = 4;
export const PHONE_MAX_DIGITS = 10;
export const TEMPERATURE_MIN_F = 60;
export const TEMPERATURE_MAX_F = 90;
export const ZIP_CODE_LENGTH = 5;

// ---- Cookies (part 1 §9) ------------------------------------------------------------------
export const COOKIE_DEFAULT_DAYS = 120;
/** Visitor cookies, e.g. the device id. */
export const VISITOR_COOKIE_DAYS = 365;
export const FRAUD_CHECK_COOKIE_DAYS = 7;
export const AFFILIATE_COOKIE_DAYS = 30;

// ---- Marketing platform and tracking (part 1 §3, §6) --------------------------------------
/** Field id of the customer identifier on the marketing platform. */
export const MARKETING_CUSTOMER_ID_FIELD = 6694;
/** Recommendation tracking prefixes the customer id with the country code. */
export const RECOMMENDATION_ID_PREFIX = COUNTRY;
export const PLUS_CUSTOMER_GROUP = "PLUS+";
/** A customer group whose name contains this is excluded from behavioural-recommendation tracking. */
export const DROPSHIP_GROUP_MARKER = "Dropship";

// ---- Home, header, wishlist, cart (part 1 §4, §9; part 2 §2, §4, §9) ------------------------
export const BANNER_AUTOPLAY_MS = 5_000;
export const WISHLIST_THROTTLE_MS = 1_000;
export const ADDED_TO_CART_MESSAGE_MS = 3_000;
/** "Almost out of stock" when in stock, not pre-order, and inventory qty is below this. */
export const LOW_STOCK_THRESHOLD = 10;
/** Cart item status meaning "no longer available". */
export const CART_ITEM_UNAVAILABLE_STATUS = 2;
/** Cart item has_contract value meaning a protection plan is attached. */
export const CART_ITEM_PLAN_ATTACHED = 2;
/** The region whose detection enables the store-pickup tab and pickup tags. */
export const PICKUP_REGION_CODE = "NJ";
export const CART_DRAWER_WIDTH = "26.25rem";
/** The cart drawer loads its product list this long after opening. */
export const CART_DRAWER_OPEN_DELAY_MS = 100;
export const DETAIL_DRAWER_WIDTH_PX = 455;
export const NOTES_MAX_HEIGHT_PX = 360;

// ---- Toasts and gallery (part 2 §9) ------------------------------------------------------
export const TOAST_MAX_VISIBLE = 1;
export const TOAST_TOP_OFFSET_PX = 185;
export const GALLERY_SPACE_BETWEEN_PX = 10;
export const GALLERY_LOOP = false;
export const COPY_CONFIRMATION_MS = 5_000;

// ---- Pop-up timers (part 2 §4, §9) --------------------------------------------------------
export const SUBSCRIBE_POPUP_DELAY_MS = 15_000;
export const WEB_PUSH_PROMPT_DELAY_MS = 30_000;
/** The web push prompt is also scheduled this long after a stored start time. */
export const WEB_PUSH_SCHEDULE_DELAY_MS = 120_000;
export const OLD_USER_POPUP_AUTO_CLOSE_MS = 60_000;
export const MASSAGE_CHAIR_GUIDE_POPUP_DELAY_MS = 15_000;

// ---- Polling (part 2 §4, §9) ------------------------------------------------------------
export const PAYMENT_POLL_START_MS = 30_000;
export const PAYMENT_POLL_INTERVAL_MS = 3_000;
export const COMPLETION_POLL_INTERVAL_MS = 3_000;
export const MAPS_WAIT_RETRY_MS = 1_000;

// ---- Subscribe offers and coupons (part 1 §2, §9; part 2 §4, §9) ----------------------------
export const NEWSLETTER_BUNDLE_DOLLARS = 200;
export const SUBSCRIBE_OFFER_DOLLARS = 10;
export const SUBSCRIBE_COUPON_VALID_MONTHS = 3;
/** Subscribe success coupons: the first 3 in the top row, the next 2 in a second row. */
export const SUBSCRIBE_COUPON_ROWS: readonly number[] = [3, 2];
export const CHAIR_COUPON_DOLLARS = 200;
export const PLUS_FIRST_ORDER_EXTRA_DOLLARS = 40;
export const BABY_COUPON_DOLLARS = 15;
export const BABY_COUPON_VALID_DAYS = 30;
export const VERIFY_EMAIL_REWARD_DOLLARS = 30;

// ---- Plus+ membership and points (part 2 §4, §9) ------------------------------------------
export const PLUS_PRICE_DOLLARS = 19;
/** The struck-through list price shown next to the Plus+ price. */
export const PLUS_LIST_PRICE_DOLLARS = 69;
export const PLUS_DISCOUNT_PERCENT = 15;
/** Plus+ members earn this many times the points when buying in the app. */
export const PLUS_APP_POINTS_MULTIPLIER = 3;
/** 100 points are worth $1. */
export const POINTS_PER_DOLLAR = 100;
/** Renewal is allowed only within this many days of expiry. */
export const PLUS_RENEWAL_WINDOW_DAYS = 60;
export const PLUS_EXTRA_WARRANTY_YEARS = 1;
export const REFERRAL_REWARD_DOLLARS = 20;
export const REFERRAL_EMAIL_WITHIN_DAYS = 3;

// ---- Warranties (part 2 §9) ----------------------------------------------------------------
export const MASSAGE_CHAIR_CARE_MIN_DOLLARS = 1_000;
export const MASSAGE_CHAIR_CARE_YEARS = 3;
export const MINI_SPLIT_COMPRESSOR_YEARS = 8;
export const MINI_SPLIT_PARTS_YEARS = 5;

// ---- Shipping, returns, early bird (part 2 §9) ----------------------------------------------
export const STANDARD_SHIPPING_DAYS = { min: 2, max: 5 } as const;
/** Regions outside the shipping area: Alaska, Guam, Hawaii, Puerto Rico. */
export const NON_SHIPPING_REGION_CODES: readonly string[] = ["AK", "GU", "HI", "PR"];
/** Address kinds not shipped to. */
export const NON_SHIPPING_ADDRESS_KINDS: readonly string[] = ["FPO", "APO", "PO Box"];
export const RETURN_WINDOW_DAYS = 30;
export const EARLY_BIRD_SHIP_BUSINESS_DAYS = { min: 10, max: 15 } as const;
export const EARLY_BIRD_REPACKAGING_FEE_DOLLARS = 45;

// ---- Free gift game (part 2 §9) ------------------------------------------------------------
// The threshold is FREE_GIFT_THRESHOLD_CENTS (cart-constants.ts); the categories and options per
// category are GIFT_CATEGORY_IDS and GIFT_OPTIONS_PER_CATEGORY (gift-constants.ts).
/** The gift ships within this many days of order completion. */
export const FREE_GIFT_SHIP_WITHIN_DAYS = 7;
/** Quality issues are reportable within this many days of receipt. */
export const FREE_GIFT_QUALITY_REPORT_DAYS = 7;

// ---- Product detail (part 2 §9) -----------------------------------------------------------
export const REVIEW_PAGE_SIZE = 5;
export const FAQ_PAGE_SIZE = 10;
export const RATING_MAX = 5;
/** Star fill is stepped by half stars. */
export const RATING_STEP = 0.5;
export const PRICE_COUNTDOWN_FORMAT = "HH : mm : ss";
/** Category ids marking the special page type with AC installation and the recommendation block. */
export const AC_SPECIAL_CATEGORY_IDS: readonly number[] = [444, 1473];
/** On the alternate host 1457 takes the place of 1473. */
export const AC_SPECIAL_CATEGORY_ALT_ID = 1457;

/**
 * Air-conditioner sizing: the first row whose `maxSqft` is not below the area gives the BTU;
 * above `AC_SIZING_MAX_SQFT` there is no estimate. The spec does not say which row owns a shared
 * boundary (450, 550, …); this table gives it to the smaller unit.
 */
export const AC_SIZING: readonly { maxSqft: number; btu: number }[] = [
  { maxSqft: 450, btu: 9_000 },
  { maxSqft: 550, btu: 12_000 },
  { maxSqft: 700, btu: 17_000 },
  { maxSqft: 1_000, btu: 18_000 },
  { maxSqft: 1_200, btu: 22_000 },
  { maxSqft: 1_500, btu: 24_000 },
];
export const AC_SIZING_MAX_SQFT = 1_500;

// ---- Account: age ranges (part 2 §9) ------------------------------------------------------
export const AGE_RANGES: readonly { code: number; label: string }[] = [
  { code: 1, label: "0-1 years" },
  { code: 2, label: "1-3 years" },
  { code: 3, label: "3-6 years" },
  { code: 4, label: "6-12 years" },
];
