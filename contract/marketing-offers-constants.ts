// The baby and massage-chair offers' words and numbers shared by the browser and the server (spec
// part 2 §3 Forms, §5, §8, §9; docs/decisions/0043-baby-and-massage-chair-offers.md). No zod here:
// the pop-ups' chunks and the pages import it.

export const MARKETING_OFFER_PATHS = {
  babySubscribe: "/api/newsletter/baby_subscribe",
  massagechairSubscribe: "/api/newsletter/massagechair_subscribe",
  chairCoupon: "/api/get_chair_product_coupon",
  chairRestriction: "/api/tag-coupon-restriction",
} as const;

/** The pages (spec part 2 §2: both suppress the subscribe pop-up). */
export const BABY_REGISTRY_PATH = "/baby-registry";
export const MASSAGE_CHAIR_GUIDE_PATH = "/massage-chair-shopping-guidance";

/** Age ranges and their codes (spec part 2 §9 "0-1, 1-3, 3-6, 6-12 years (codes 1 to 4)"). */
export const AGE_RANGES = [
  { code: 1, label: "0–1 years" },
  { code: 2, label: "1–3 years" },
  { code: 3, label: "3–6 years" },
  { code: 4, label: "6–12 years" },
] as const;

/** Spec part 2 §5 and §8, verbatim: the warning when no range is chosen (shown 2 s). */
export const AGE_RANGE_MESSAGE = "Please select age range";
export const AGE_RANGE_WARNING_MS = 2_000;

/** Spec part 2 §4 "Massage-chair guidance page pop-up: delay 15 s". */
export const MASSAGE_CHAIR_POPUP_DELAY_MS = 15_000;
/** The baby pop-up's delay on a baby category (decision 0043: like the subscribe pop-up's). */
export const BABY_POPUP_DELAY_MS = 15_000;

/** The offers' amounts (spec part 2 §9: "Baby coupon $15 off valid 30 days", "chair coupon $200 off"). */
export const BABY_COUPON_DOLLARS = 15;
export const BABY_COUPON_DAYS = 30;
export const CHAIR_COUPON_DOLLARS = 200;
/** Decision 0043: the chair coupon needs a massage chair of $1,000 or more and lasts 60 days. */
export const CHAIR_COUPON_MIN_SPEND_DOLLARS = 1_000;
export const CHAIR_COUPON_DAYS = 60;
/** Spec part 2 §9: "Massage chairs over $1,000 carry a 3-year care warranty." */
export const CHAIR_CARE_WARRANTY_MIN_DOLLARS = 1_000;

/** Is this path a baby category (the baby pop-up's pages)? Spec part 2 §2: paths containing /baby-kids. */
export const isBabyCategoryPath = (pathname: string): boolean =>
  pathname.toLowerCase().includes("/baby-kids");
