// Paths the session code sends the shopper to, and which pages only make sense signed in.

export const ACCOUNT_HOME_PATH = "/customer/account/home";
export const ACCOUNTINFO_PATH = "/customer/account/accountinfo";
export const LOGIN_PATH = "/customer/account/login";

// Spec part 1 §2: the account area (and its sign-in pages), addresses, orders, Plus+ orders,
// points and the trade-in steps. After logout a reload of one of these would only bounce to Login.
const SIGNED_IN_PREFIXES = [
  "/customer/account",
  "/customer/address",
  "/sales/",
  "/points/points",
  "/points/reward",
  "/tradein_program/ship_old_rattan_back",
  "/tradein_program/start_tradein",
];

/** True for pages that need a signed-in customer (or are the account's own sign-in pages). */
export function isAccountPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return SIGNED_IN_PREFIXES.some((p) =>
    p.endsWith("/") ? path.startsWith(p) : path === p || path.startsWith(`${p}/`),
  );
}
