// The old-user pop-up's and the birthday icon's local flags (spec part 2 §4 "Other pop-ups";
// decision 0044). Ships with every page: no React, no schemas, only storage reads.
//
// - Old user: due for a signed-in shopper whose session says is_old_user while the local flag
//   `is_old_user` is unset; it auto-hides after 60 s and then sets the flag; closing sets it too.
//   Logout clears the flag (storage.ts clearUserInfo, spec part 1 §4).
// - Birthday icon: shows for a signed-in shopper whose session says play_birthday_wishes while the
//   local flag is unset; opening or closing sets it. The flag holds the account's e-mail, so another
//   account signing in on the same device still sees its own icon.
import { localGet, localSet, STORAGE_KEYS } from "../../lib/storage";
import type { SessionView } from "../session/use-session";

/** "Old-user pop-up auto-close 60 s" (spec part 2 §9). */
export const OLD_USER_AUTO_HIDE_MS = 60_000;

export const OLD_USER_FLAG = STORAGE_KEYS.oldUser;
export const BIRTHDAY_FLAG = STORAGE_KEYS.birthdayWishes;

/** Where the flags live (localStorage in the browser; a map in tests). */
export interface FlagStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** The browser's localStorage (reads null and writes nothing where it throws or on the server). */
export const browserFlags: FlagStore = { get: localGet, set: localSet };

export function oldUserPopupDue(session: SessionView, store: FlagStore): boolean {
  return !!(session.isLogin && session.customer?.marketing.isOldUser && !store.get(OLD_USER_FLAG));
}

export function markOldUserSeen(store: FlagStore): void {
  store.set(OLD_USER_FLAG, "1");
}

export function birthdayIconDue(session: SessionView, store: FlagStore): boolean {
  const customer = session.customer;
  if (!session.isLogin || !customer?.marketing.playBirthdayWishes) return false;
  return store.get(BIRTHDAY_FLAG) !== customer.email.toLowerCase();
}

export function markBirthdaySeen(session: SessionView, store: FlagStore): void {
  if (session.customer) store.set(BIRTHDAY_FLAG, session.customer.email.toLowerCase());
}

/**
 * The old-user pop-up's clock: after OLD_USER_AUTO_HIDE_MS the flag is set and the pop-up hides.
 * Answers the cancel (the pop-up closed earlier: closing sets the flag itself).
 */
export function startOldUserAutoHide(
  store: FlagStore,
  hide: () => void,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): () => void {
  const id = timers.setTimeout(() => {
    markOldUserSeen(store);
    hide();
  }, OLD_USER_AUTO_HIDE_MS);
  return () => timers.clearTimeout(id);
}
