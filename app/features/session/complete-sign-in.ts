// The end of every successful sign-in (spec part 1 §4 "Session"): load the account init and the
// account information, read the cart (the guest cart was merged into the customer's), cache the
// user info, push the tracking globals, mark signed in, then load the target page in full so
// every loader (header, cart, account) reads the new session cookie.

import type { CallResult } from "../../../contract/call";
import type { accountInformation, accountInit } from "../../../contract/customer";
import { safeRedirect } from "../../../contract/safe-path";
import { api } from "../../lib/api";
import type { ApiClient } from "../../lib/api-client";
import { emailMarketingCustomerEvent, recommendationCustomerEvent } from "../../lib/recommendation-tracking";
import { localSetJson, STORAGE_KEYS } from "../../lib/storage";
import { analyticsSessionId, type DataLayerEvent, pushDataLayer } from "../../lib/tracking";
import { setCartCount } from "../cart/cart-count";
import { ACCOUNT_HOME_PATH } from "./account-paths";
import { refreshCartCount } from "./session-cart";
import { markSignedIn } from "./session-store";

export type AccountInit = CallResult<typeof accountInit>;
export type UserInfo = CallResult<typeof accountInformation>;

// Paths of contract/customer.ts accountInit and accountInformation, written out so the contract's
// schemas stay out of the browser bundle.
export const ACCOUNT_INIT_PATH = "/api/customer/get_account_init";
export const ACCOUNT_INFORMATION_PATH = "/api/customer/get_account_information";

export interface SignInEffects {
  api: Pick<ApiClient, "get">;
  saveUserInfo(info: UserInfo): void;
  track(entry: DataLayerEvent): void;
  markSignedIn(who: { firstname: string; email: string }): void;
  /** The header's cart count (the guest cart was merged into the customer's). */
  setCartCount(n: number): void;
  /** Full page load. */
  go(url: string): void;
  buildVersion: string;
  analyticsSessionId(): string;
}

/** The tracking globals of spec part 1 §3, as the login event carries them. */
export function loginEvent(
  init: AccountInit,
  effects: Pick<SignInEffects, "buildVersion" | "analyticsSessionId">,
) {
  const t = init.tracking;
  return {
    event: "login",
    customer_email: t.customer_email,
    customer_id: t.customer_id,
    customer_phone: t.customer_phone,
    md5_email: t.md5_email,
    sha_email: t.sha_email,
    customer_group_id: t.customer_group_id,
    // This tab's analytics session (not the sign-in session, whose token is secret).
    session_id: effects.analyticsSessionId(),
    // The signed-in user's id as analytics knows users: the customer id.
    uid: String(t.customer_id),
    // The running build, so events can be told apart across releases.
    version: effects.buildVersion,
  } satisfies DataLayerEvent;
}

export async function finishSession(effects: SignInEffects, target: string | null): Promise<void> {
  const [init, info] = await Promise.all([
    effects.api.get<AccountInit>(ACCOUNT_INIT_PATH),
    effects.api.get<UserInfo>(ACCOUNT_INFORMATION_PATH),
    refreshCartCount(effects.api, effects.setCartCount),
  ]);
  if (info.code === 200) {
    effects.saveUserInfo(info.result);
    effects.markSignedIn({ firstname: info.result.firstname, email: info.result.email });
  }
  if (init.code === 200) {
    effects.track(loginEvent(init.result, effects));
    const { customer_id, is_dropship_group } = init.result.tracking;
    const recommendation = recommendationCustomerEvent(customer_id, is_dropship_group);
    if (recommendation) effects.track(recommendation);
    // The group comes with the user info; a Dropship member gets no e-mail-marketing id.
    const marketing =
      info.code === 200 ? emailMarketingCustomerEvent(customer_id, info.result.customer_group) : null;
    if (marketing) effects.track(marketing);
  }
  // Whatever failed above, the session cookie is set: the next page shows the truth.
  effects.go(safeRedirect(target) ?? ACCOUNT_HOME_PATH);
}

function browserEffects(): SignInEffects {
  return {
    api,
    saveUserInfo: (info) => localSetJson(STORAGE_KEYS.userInfo, info),
    track: pushDataLayer,
    markSignedIn,
    setCartCount,
    go: (url) => window.location.assign(url),
    buildVersion: typeof __BUILD_VERSION__ === "string" ? __BUILD_VERSION__ : "",
    analyticsSessionId,
  };
}

/** After a successful sign-in: load the session, then load `target` (a same-site path) or the account home. */
export function completeSignIn(target: string | null): Promise<void> {
  return finishSession(browserEffects(), target);
}
