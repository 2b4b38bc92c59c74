// "A guest token is fetched at start when none exists (from the device id)" (spec part 1 §4). The
// server answers with the httpOnly GuestToken cookie; the root data says whether one is live.
import { useEffect } from "react";
import { api } from "../../lib/api";
import type { ApiClient } from "../../lib/api-client";
import { getDeviceId } from "../../lib/storage";
import type { RootSession } from "./use-session";

/** contract/customer.ts `guestLogin`, written out to keep its schema out of the browser bundle. */
export const GUEST_LOGIN_PATH = "/api/guest/login";

/** Neither signed in nor carrying a live guest session. */
export function needsGuestSession(session: Pick<RootSession, "is_login" | "has_guest"> | undefined): boolean {
  return session !== undefined && !session.is_login && !session.has_guest;
}

export async function startGuestSession(client: Pick<ApiClient, "get">, deviceId: string): Promise<boolean> {
  if (!deviceId) return false;
  const res = await client.get<{ token: string }>(GUEST_LOGIN_PATH, { device_id: deviceId });
  return res.code === 200;
}

let started = false;

/** Once per page load (not per render or remount), after hydration. */
export function useGuestBootstrap(session: RootSession | undefined): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page load decides, by design.
  useEffect(() => {
    if (started || !needsGuestSession(session)) return;
    started = true;
    void startGuestSession(api, getDeviceId());
  }, []);
}
