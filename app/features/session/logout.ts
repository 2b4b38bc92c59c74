// Logout (spec part 1 §4, part 2 §4): the server ends the session, clears the session cookie and
// starts a guest session (new GuestToken cookie); the browser forgets the user (clearUserInfo:
// tokens, user info, wishlist, shipping address, indent, request path, user e-mail, old-user data),
// reloads the cart and the page. On an account page the reload would only bounce to Login, so the
// shopper goes to the home page instead.
import { api } from "../../lib/api";
import type { ApiClient } from "../../lib/api-client";
import { clearUserInfo } from "../../lib/storage";
import { setCartCount } from "../cart/cart-count";
import { isAccountPage } from "./account-paths";
import { refreshCartCount } from "./session-cart";
import { markSignedOut } from "./session-store";

/** contract/customer.ts `logout`, written out to keep its schema out of the browser bundle. */
export const LOGOUT_PATH = "/api/customer/logout";

export interface LogoutEffects {
  api: Pick<ApiClient, "get" | "post">;
  clearUserInfo(): void;
  markSignedOut(): void;
  /** The header's cart count: the new guest session's cart. */
  setCartCount(n: number): void;
  pathname(): string;
  reload(): void;
  /** Full page load. */
  go(url: string): void;
}

export async function endSession(effects: LogoutEffects): Promise<void> {
  await effects.api.post(LOGOUT_PATH);
  effects.clearUserInfo();
  effects.markSignedOut();
  // A failed cart read only means the next page reads it again.
  await refreshCartCount(effects.api, effects.setCartCount);
  if (isAccountPage(effects.pathname())) effects.go("/");
  else effects.reload();
}

export function logout(): Promise<void> {
  return endSession({
    api,
    clearUserInfo,
    markSignedOut,
    setCartCount,
    pathname: () => window.location.pathname,
    reload: () => window.location.reload(),
    go: (url) => window.location.assign(url),
  });
}
