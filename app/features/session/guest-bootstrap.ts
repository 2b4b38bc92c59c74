// The personal parts of a page rendered without a session, filled in after load.
//
// A page rendered for a request without a session cookie is the same for every such shopper, so
// caches may keep it (docs/decisions/0021-cacheable-pages.md): this process's page cache, a CDN.
// Its header greets no one and counts no cart. The browser then asks who it is (GET
// /api/customer/session, sent with its own cookies): a customer is greeted and their cart counted
// (the page came from a cache that ignored their cookie), a guest's cart is counted, and a browser
// with no session at all starts a guest session — "a guest token is fetched at start when none
// exists (from the device id)" (spec part 1 §4). The greeting and the badge have their final size
// and place from the first paint (header-actions.tsx), so filling them in shifts nothing.
import { useEffect } from "react";
import { api } from "../../lib/api";
import type { ApiClient } from "../../lib/api-client";
import { getDeviceId } from "../../lib/storage";
import { setCartCount } from "../cart/cart-count";
import { markSignedIn, type SignedInMark } from "./session-store";
import type { RootSession } from "./use-session";

/** contract/customer.ts `guestLogin`, written out to keep its schema out of the browser bundle. */
export const GUEST_LOGIN_PATH = "/api/guest/login";
/** contract/customer.ts `sessionState`, likewise. */
export const SESSION_PATH = "/api/customer/session";

/** Neither signed in nor carrying a live guest session: the page was rendered for no one. */
export function needsGuestSession(session: Pick<RootSession, "is_login" | "has_guest"> | undefined): boolean {
  return session !== undefined && !session.is_login && !session.has_guest;
}

export async function startGuestSession(client: Pick<ApiClient, "get">, deviceId: string): Promise<boolean> {
  if (!deviceId) return false;
  const res = await client.get<{ token: string }>(GUEST_LOGIN_PATH, { device_id: deviceId });
  return res.code === 200;
}

/** Where the session the browser really has goes: the header's greeting and cart count. */
export interface PersonalEffects {
  markSignedIn(who: Omit<SignedInMark, "state">): void;
  setCartCount(n: number): void;
}

const browserEffects: PersonalEffects = { markSignedIn, setCartCount };

/**
 * Reads this browser's session and fills the page's personal parts; starts a guest session when
 * there is none. Answers what it found ("unknown" when the session could not be read: the page
 * stays as rendered and no guest session is started on a guess).
 */
export async function fillPersonalParts(
  client: Pick<ApiClient, "get">,
  deviceId: string,
  effects: PersonalEffects = browserEffects,
): Promise<"customer" | "guest" | "started" | "none" | "unknown"> {
  const res = await client.get<RootSession>(SESSION_PATH);
  if (res.code !== 200 || !res.result) return "unknown";
  const session = res.result;
  if (session.is_login && session.customer) {
    const { firstname, email, customer_group, show_point } = session.customer;
    effects.markSignedIn({ firstname, email, customerGroup: customer_group, showPoint: show_point });
    effects.setCartCount(session.cart_qty);
    return "customer";
  }
  if (session.has_guest) {
    effects.setCartCount(session.cart_qty);
    return "guest";
  }
  return (await startGuestSession(client, deviceId)) ? "started" : "none";
}

let started = false;

/** Once per page load (not per render or remount), after hydration. */
export function useSessionAfterLoad(session: RootSession | undefined): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page load decides, by design.
  useEffect(() => {
    if (started || !needsGuestSession(session)) return;
    started = true;
    void fillPersonalParts(api, getDeviceId()).catch(() => undefined);
  }, []);
}
