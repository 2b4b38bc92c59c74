import { COUPON_WALLET_PAGE_PATH } from "../../../contract/coupons-constants";
import { GAME_PAGE_PATH } from "../../../contract/game-constants";
import { NEWSLETTER_SETTINGS_PAGE_PATH } from "../../../contract/newsletter-settings-constants";
import { POINTS_PAGE_PATH, POINTS_REWARD_PATH } from "../../../contract/points-constants";
import { RETURN_REQUEST_PAGE_PATH, RETURNS_PAGE_PATH } from "../../../contract/returns-constants";
import {
  MY_QUESTIONS_PAGE_PATH,
  MY_REVIEWS_PAGE_PATH,
  WRITE_REVIEW_PAGE_PATH,
} from "../../../contract/reviews-constants";
import { SUPPORT_PAGE_PATH } from "../../../contract/support-constants";
import { MY_PRODUCTS_PAGE_PATH, MY_WARRANTIES_PAGE_PATH } from "../../../contract/warranty-constants";
import { ADDRESS_BOOK_URL } from "../address/address-paths";
import { MY_ORDERS_PATH } from "../orders/order-paths";
import { MEMBER_CENTER_PATH, PLUS_ORDER_HISTORY_PATH } from "../plus/plus-paths";
import { ACCOUNT_HOME_PATH, ACCOUNTINFO_PATH } from "../session/account-paths";

export interface AccountNavItem {
  label: string;
  href: string;
}

/**
 * The account area's side navigation: every account page that exists, nothing else (pages later
 * issues build, such as My Reviews, join this list when they land).
 */
export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { label: "My Account", href: ACCOUNT_HOME_PATH },
  { label: "My Orders", href: MY_ORDERS_PATH },
  { label: "My Returns", href: RETURNS_PAGE_PATH },
  { label: "Plus+ Member Center", href: MEMBER_CENTER_PATH },
  { label: "Plus+ Orders", href: PLUS_ORDER_HISTORY_PATH },
  { label: "Play to Win", href: GAME_PAGE_PATH },
  { label: "My Coupons", href: COUPON_WALLET_PAGE_PATH },
  { label: "My Points", href: POINTS_PAGE_PATH },
  { label: "My Wishlist", href: "/customer/account/wishlist" },
  { label: "My Reviews", href: MY_REVIEWS_PAGE_PATH },
  { label: "My Questions", href: MY_QUESTIONS_PAGE_PATH },
  { label: "My Products", href: MY_PRODUCTS_PAGE_PATH },
  { label: "My Warranty", href: MY_WARRANTIES_PAGE_PATH },
  { label: "My Newsletter", href: NEWSLETTER_SETTINGS_PAGE_PATH },
  { label: "Customer Service", href: SUPPORT_PAGE_PATH },
  { label: "Address Book", href: ADDRESS_BOOK_URL },
  { label: "Account Information", href: ACCOUNTINFO_PATH },
];

/**
 * The item the page at `pathname` + `search` belongs to, or null: an order's pages belong to My
 * Orders, the address book is the edit page with accountType=address, and the edit page without
 * it (the "Edit Account" menu) belongs to Account Information.
 */
export function currentAccountItem(pathname: string, search: string): AccountNavItem | null {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  const params = new URLSearchParams(search);
  const find = (href: string) => ACCOUNT_NAV.find((item) => item.href === href) ?? null;
  if (path === "/customer/account/edit") {
    return find(params.get("accountType") === "address" ? ADDRESS_BOOK_URL : ACCOUNTINFO_PATH);
  }
  // The return request form belongs to My Returns (it starts one), though its path is under the orders.
  if (path === RETURN_REQUEST_PAGE_PATH) return find(RETURNS_PAGE_PATH);
  if (path === MY_ORDERS_PATH || path.startsWith(`${MY_ORDERS_PATH}/`)) return find(MY_ORDERS_PATH);
  if (path === WRITE_REVIEW_PAGE_PATH) return find(MY_REVIEWS_PAGE_PATH);
  if (path === POINTS_REWARD_PATH) return find(POINTS_PAGE_PATH);
  return ACCOUNT_NAV.find((item) => item.href === path) ?? null;
}
