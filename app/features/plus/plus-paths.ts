// Where the Plus+ pages live (spec part 1 §2 and part 2 §2; brand slug "nestora", decision 0003).
import {
  PLUS_LANDING_PATH,
  PLUS_MEMBER_CENTER_PATH,
  PLUS_ORDER_SN_PATTERN,
  PLUS_ORDER_HISTORY_PATH as PLUS_ORDERS,
  PLUS_TERMS_PATH,
} from "../../../contract/plus-constants";

/**
 * The Plus+ landing page (the spec's /{product}plus): its benefits, price, member-price products,
 * FAQ and Join. The cart's Plus+ picture and the coupons drawer's Plus+ banner lead here too.
 */
export const PLUS_PAGE_PATH = PLUS_LANDING_PATH;
/** The membership terms (a CMS page, seeded). */
export const PLUS_RULES_PATH = PLUS_TERMS_PATH;
export const MEMBER_INTRODUCTION_PATH = "/member-introduction";
export const MEMBER_CENTER_PATH = PLUS_MEMBER_CENTER_PATH;
/** The join flow's own address: it starts the flow on arrival (built with the join flow). */
export const OPEN_MEMBER_PATH = "/open-member";
export const PLUS_ORDER_HISTORY_PATH = PLUS_ORDERS;

/**
 * Where a landing visit came from (spec part 2 §2): the sidebar ad, a product ad, or the account
 * menu's Plus+ entry. Anything else in the query is recorded as "direct".
 */
export const PLUS_ENTRYPOINTS = ["sidebar_plus_ads", "adproduct", "account_plus_button"] as const;
export type PlusEntrypoint = (typeof PLUS_ENTRYPOINTS)[number];

export function plusEntrypoint(value: string | null | undefined): PlusEntrypoint | "direct" {
  return (PLUS_ENTRYPOINTS as readonly string[]).includes(value ?? "") ? (value as PlusEntrypoint) : "direct";
}

/** The landing as the account menu opens it. */
export const PLUS_ACCOUNT_LINK = `${PLUS_PAGE_PATH}?entrypoint=account_plus_button`;

/** The join flow's page, saying which page's Join started it. */
export const openMemberPath = (entrypoint: string) =>
  `${OPEN_MEMBER_PATH}?entrypoint=${encodeURIComponent(entrypoint)}`;

/** Plus order numbers: `PL` and 9 digits (anything else is no one's order). */
export const isPlusOrderNumber = (value: string | null | undefined): value is string =>
  typeof value === "string" && PLUS_ORDER_SN_PATTERN.test(value);

/** One membership purchase's printable page (print layout). */
export const plusOrderPath = (orderSn: string) => `${PLUS_ORDER_HISTORY_PATH}/${encodeURIComponent(orderSn)}`;
