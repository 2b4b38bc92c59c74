// Where each end of the sign-in flow leads (spec part 1 §4 transitions). Pure: the browser side
// effects live in finish-sign-in.ts.
import { BUY_NOW_PATH } from "../../../contract/buy-now-constants";
import { safeRedirect } from "../../../contract/safe-path";
import { PAYMENT_PATH, PAYMENT_PICKUP_PATH, SHIPPING_ADDRESS_PATH } from "../checkout/checkout-paths";
import { ACCOUNT_HOME_PATH, isAccountPage } from "../session/account-paths";

export const PASSWORD_PATH = "/customer/account/password";
export const FORGOT_PASSWORD_PATH = "/customer/account/forgotpassword";

/** The shipping-address and payment pages: a sign-in there stays on the page (pay-login flag). */
const PAY_PAGE_PATHS = [SHIPPING_ADDRESS_PATH, PAYMENT_PATH, PAYMENT_PICKUP_PATH, BUY_NOW_PATH];

export function isPayPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PAY_PAGE_PATHS.includes(path.toLowerCase());
}

/** The sign-in flow's ways to finish. */
export type Completion =
  /** Password accepted and the e-mail verified. */
  | { kind: "signedIn" }
  /** Registered (signed in, not yet verified) and chose "Sign up Later". */
  | { kind: "registered" }
  /** The registration code was accepted. */
  | { kind: "verified" }
  /** The password-reset code was accepted: on to the new-password form. */
  | { kind: "resetVerified"; email: string; rpToken: string };

export interface Whereabouts {
  /** The flow's redirect query (page) or option (popup), not yet checked. */
  redirect: string | null;
  /** The path the shopper asked for before being sent to sign in (sessionStorage requestPath). */
  savedPath: string | null;
  /** Current page, so a sign-in on a pay page reloads it. */
  pathname: string;
  search: string;
}

export type FinishPlan =
  | {
      kind: "signIn";
      /** Full page load of this same-site path once the session is loaded. */
      target: string;
      /** Signed in on a shipping or payment page: set the pay-login flag and reload it. */
      payLogin: boolean;
      /** A verified registration clears the new-user coupon flag and the saved path. */
      verified: boolean;
    }
  | { kind: "navigate"; url: string };

/** The new-password page for a verified reset code. */
export function resetPasswordUrl(email: string, rpToken: string): string {
  const query = new URLSearchParams({ type: "forgotpassword", email, rp_token: rpToken });
  return `${PASSWORD_PATH}?${query}`;
}

/**
 * Where a new account goes back to when no redirect was given: the page the shopper signed up on
 * (the popup opens over it), or the account home when that was a sign-in or account page itself.
 * Issue 16 (bug 11): a sign-up used to end on Accountinfo, away from what the shopper was doing.
 */
function startedAt(where: Whereabouts): string {
  return isAccountPage(where.pathname) ? ACCOUNT_HOME_PATH : `${where.pathname}${where.search}`;
}

/**
 * Sign-in success → the redirect or account home; Sign up Later after registering → the redirect,
 * else the page the sign-up started on; verification success → the saved path, else the redirect,
 * else that page. On a shipping or payment page every sign-in stays there instead.
 */
export function planFinish(completion: Completion, where: Whereabouts): FinishPlan {
  if (completion.kind === "resetVerified") {
    return { kind: "navigate", url: resetPasswordUrl(completion.email, completion.rpToken) };
  }
  const verified = completion.kind === "verified";
  if (isPayPage(where.pathname)) {
    return { kind: "signIn", target: `${where.pathname}${where.search}`, payLogin: true, verified };
  }
  const redirect = safeRedirect(where.redirect);
  const target =
    completion.kind === "signedIn"
      ? (redirect ?? ACCOUNT_HOME_PATH)
      : completion.kind === "registered"
        ? (redirect ?? startedAt(where))
        : (safeRedirect(where.savedPath) ?? redirect ?? startedAt(where));
  return { kind: "signIn", target, payLogin: false, verified };
}
