import {
  PLUS_APP_POINTS_MULTIPLIER,
  PLUS_DISCOUNT_PERCENT,
  PLUS_EXTRA_WARRANTY_YEARS,
  PLUS_FIRST_ORDER_EXTRA_DOLLARS,
  PLUS_LIST_PRICE_DOLLARS,
  PLUS_PRICE_DOLLARS,
  POINTS_PER_DOLLAR,
  REFERRAL_REWARD_DOLLARS,
} from "../../../../contract/constants";

// What Plus+ gives (spec part 2 §1 and §9), as the Plus+ pages say it. The landing shows the
// CMS's editable benefit blocks (GET /api/plus/cms-show-info); these are the store's own words,
// shown whenever the CMS has none, and the member introduction's list.

export interface PlusBenefit {
  /** One of PLUS_BENEFIT_ICONS (the CMS may name others: they are drawn as the generic mark). */
  icon: string;
  title: string;
  text: string;
}

export const PLUS_PRICE_TEXT = `$${PLUS_PRICE_DOLLARS}/year`;
export const PLUS_LIST_PRICE_TEXT = `$${PLUS_LIST_PRICE_DOLLARS}/year`;

export const PLUS_BENEFITS: readonly PlusBenefit[] = [
  {
    icon: "discount",
    title: `${PLUS_DISCOUNT_PERCENT}% off every purchase all year`,
    text: `Member prices ${PLUS_DISCOUNT_PERCENT}% below the regular price on every purchase, for the whole year.`,
  },
  {
    icon: "points",
    title: `${PLUS_APP_POINTS_MULTIPLIER}X points on the app`,
    text: `Earn ${PLUS_APP_POINTS_MULTIPLIER}X points on every purchase; ${POINTS_PER_DOLLAR} points = $1 off a later order.`,
  },
  {
    icon: "referral",
    title: "Referral rewards",
    text: `$${REFERRAL_REWARD_DOLLARS} for every friend who joins with your referral code and pays a first order.`,
  },
  {
    icon: "warranty",
    title: "365-day extended warranty",
    text: `An extra ${PLUS_EXTRA_WARRANTY_YEARS}-year warranty on everything you buy as a member.`,
  },
  {
    icon: "refund",
    title: "Quick refund",
    text: "Returns refunded as soon as we receive them, without the usual wait.",
  },
  {
    icon: "vip",
    title: "VIP service",
    text: "A dedicated line of customer service that answers members first.",
  },
  {
    icon: "first-order",
    title: `First order extra $${PLUS_FIRST_ORDER_EXTRA_DOLLARS} off`,
    text: `Your first order as a member takes an extra $${PLUS_FIRST_ORDER_EXTRA_DOLLARS} off.`,
  },
];
