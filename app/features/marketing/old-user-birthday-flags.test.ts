import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionView } from "../session/use-session";
import {
  birthdayIconDue,
  type FlagStore,
  markBirthdaySeen,
  markOldUserSeen,
  OLD_USER_AUTO_HIDE_MS,
  oldUserPopupDue,
  startOldUserAutoHide,
} from "./old-user-birthday-flags";

const memory = (): FlagStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) };
};

const signedIn = (
  marketing: { isOldUser?: boolean; playBirthdayWishes?: boolean },
  email = "Ann@Example.com",
): SessionView => ({
  isLogin: true,
  customer: {
    firstname: "Ann",
    email,
    customerGroup: "General",
    showPoint: true,
    marketing: { subscriberEmail: 1, isOldUser: false, playBirthdayWishes: false, ...marketing },
  },
});
const visitor: SessionView = { isLogin: false, customer: null };

afterEach(() => vi.useRealTimers());

describe("the old-user pop-up's flag", () => {
  it("is due for a signed-in old user while the local flag is unset; never for a visitor or another customer", () => {
    const store = memory();
    expect(oldUserPopupDue(signedIn({ isOldUser: true }), store)).toBe(true);
    expect(oldUserPopupDue(signedIn({ isOldUser: false }), store)).toBe(false);
    expect(oldUserPopupDue(visitor, store)).toBe(false);
    markOldUserSeen(store);
    expect(store.data.get("is_old_user")).toBe("1");
    expect(oldUserPopupDue(signedIn({ isOldUser: true }), store)).toBe(false);
  });

  it("auto-hides after 60 s and then sets the flag; not a moment before", () => {
    vi.useFakeTimers();
    const store = memory();
    const hide = vi.fn();
    startOldUserAutoHide(store, hide);
    expect(OLD_USER_AUTO_HIDE_MS).toBe(60_000);
    vi.advanceTimersByTime(59_999);
    expect(hide).not.toHaveBeenCalled();
    expect(store.get("is_old_user")).toBeNull();
    vi.advanceTimersByTime(1);
    expect(hide).toHaveBeenCalledTimes(1);
    expect(store.get("is_old_user")).toBe("1");
  });

  it("closed earlier: the clock stops (closing sets the flag itself)", () => {
    vi.useFakeTimers();
    const store = memory();
    const hide = vi.fn();
    const cancel = startOldUserAutoHide(store, hide);
    vi.advanceTimersByTime(10_000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(hide).not.toHaveBeenCalled();
    expect(store.get("is_old_user")).toBeNull();
  });
});

describe("the birthday icon's flag", () => {
  it("shows while signed in with play_birthday_wishes and the flag unset; opening or closing sets it for that account", () => {
    const store = memory();
    const ann = signedIn({ playBirthdayWishes: true });
    expect(birthdayIconDue(ann, store)).toBe(true);
    expect(birthdayIconDue(signedIn({ playBirthdayWishes: false }), store)).toBe(false);
    expect(birthdayIconDue(visitor, store)).toBe(false);
    markBirthdaySeen(ann, store);
    expect(store.data.get("play_birthday_wishes")).toBe("ann@example.com");
    expect(birthdayIconDue(ann, store)).toBe(false);
    // Another account on the same device still sees its own icon.
    expect(birthdayIconDue(signedIn({ playBirthdayWishes: true }, "bob@example.com"), store)).toBe(true);
  });
});
