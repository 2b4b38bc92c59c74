// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_SESSION_KEY, analyticsSessionId } from "../../lib/tracking";
import { consumeFlash } from "./consume-flash";
import {
  catalogPageHeaders,
  documentCacheControl,
  hasSessionCookie,
  SHARED_PAGE_CACHE_CONTROL,
} from "./document-cache-control";
import { FLASH_WARNING_COOKIE, flashWarningCookie } from "./flash-cookie";
import { needsGuestSession } from "./guest-bootstrap";
import { isPlainLeftClick } from "./login-link";
import { markSignedIn, markSignedOut, resetSessionMark, sessionMark } from "./session-store";
import { greetingName, type RootSession, sessionView } from "./use-session";

afterEach(() => {
  resetSessionMark();
  vi.unstubAllGlobals();
});

const customer = {
  entity_id: 7,
  email: "ada.lovelace@example.com",
  firstname: "Ada",
  lastname: "Lovelace",
  customer_group: "PLUS+",
  customer_group_id: 4,
  verify_status: true,
  show_point: true,
  subscriber_email: 1 as const,
  is_old_user: false,
  play_birthday_wishes: false,
};
const signedIn: RootSession = {
  is_login: true,
  customer,
  has_guest: false,
  google_client_id: "",
  recaptcha_site_key: "",
  cart_qty: 0,
};
const guest: RootSession = { ...signedIn, is_login: false, customer: null, has_guest: true };

describe("the session the header shows", () => {
  it("follows the root data", () => {
    expect(sessionView(signedIn, null)).toEqual({
      isLogin: true,
      customer: {
        firstname: "Ada",
        email: customer.email,
        customerGroup: "PLUS+",
        showPoint: true,
        marketing: { subscriberEmail: 1, isOldUser: false, playBirthdayWishes: false },
      },
    });
    expect(sessionView(guest, null)).toEqual({ isLogin: false, customer: null });
    expect(sessionView(undefined, null)).toEqual({ isLogin: false, customer: null });
  });

  it("changes at once on a sign-in or logout, before the page reloads", () => {
    markSignedIn({ firstname: "Grace", email: "grace@example.com" });
    expect(sessionMark()).toEqual({ state: "signed-in", firstname: "Grace", email: "grace@example.com" });
    expect(sessionView(guest, sessionMark())).toEqual({
      isLogin: true,
      customer: {
        firstname: "Grace",
        email: "grace@example.com",
        customerGroup: "",
        showPoint: false,
        // Signed in on this page, before its reload: no marketing pop-up is due yet.
        marketing: { subscriberEmail: 1, isOldUser: false, playBirthdayWishes: false },
      },
    });
    markSignedOut();
    expect(sessionView(signedIn, sessionMark())).toEqual({ isLogin: false, customer: null });
  });

  it('greets by first name, else by the e-mail\'s local part ("Hi {name}")', () => {
    expect(greetingName({ firstname: "Ada", email: "x@example.com" })).toBe("Ada");
    expect(greetingName({ firstname: "  ", email: "grace.hopper@example.com" })).toBe("grace.hopper");
  });
});

describe("guest bootstrap", () => {
  it("asks for a guest session only when neither signed in nor holding a live guest session", () => {
    expect(needsGuestSession({ is_login: false, has_guest: false })).toBe(true);
    expect(needsGuestSession({ is_login: false, has_guest: true })).toBe(false);
    expect(needsGuestSession({ is_login: true, has_guest: false })).toBe(false);
    expect(needsGuestSession(undefined)).toBe(false);
  });
});

describe("the flash warning", () => {
  it("is a short-lived, script-readable, site-wide cookie with the message encoded", () => {
    const line = flashWarningCookie("Your email has already been verified.", false);
    expect(line).toBe(
      `${FLASH_WARNING_COOKIE}=${encodeURIComponent("Your email has already been verified.")}; Path=/; Max-Age=60; SameSite=Lax`,
    );
    expect(line).not.toMatch(/HttpOnly/i);
    expect(flashWarningCookie("x", true)).toMatch(/; Secure$/);
    expect(
      decodeURIComponent(flashWarningCookie("y".repeat(1000), false).split(";")[0].split("=")[1]),
    ).toHaveLength(300);
  });

  it("is shown once as a warning and deleted", () => {
    const jar = new Map([[FLASH_WARNING_COOKIE, "Your email has already been verified."]]);
    const warned: string[] = [];
    const env = {
      read: (name: string) => jar.get(name) ?? null,
      remove: (name: string) => void jar.delete(name),
      warn: (m: string) => void warned.push(m),
    };
    consumeFlash(env);
    consumeFlash(env);
    expect(warned).toEqual(["Your email has already been verified."]);
    expect(jar.size).toBe(0);
  });
});

describe("the page's Cache-Control", () => {
  const req = (cookie?: string) => new Request("http://store.test/", { headers: cookie ? { cookie } : {} });

  it("keeps a page with a session cookie (customer or guest) out of every cache, never public", () => {
    expect(hasSessionCookie(req("a=1; token=abc"))).toBe(true);
    expect(hasSessionCookie(req("GuestToken=abc"))).toBe(true);
    expect(hasSessionCookie(req("mytoken=1; GuestTokens=2; flash_warning=x"))).toBe(false);
    expect(documentCacheControl(req("token=abc"), null)).toBe("private, no-store");
    expect(documentCacheControl(req("GuestToken=g"), null)).toBe("private, no-store");
    expect(documentCacheControl(req("token=abc"), SHARED_PAGE_CACHE_CONTROL)).toBe("private, no-store");
    expect(documentCacheControl(req("a=1; GuestToken=g"), SHARED_PAGE_CACHE_CONTROL)).toBe(
      "private, no-store",
    );
  });

  it("lets a catalog page without a session be kept by a CDN, only when it is complete (200)", () => {
    expect(SHARED_PAGE_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(documentCacheControl(req(), SHARED_PAGE_CACHE_CONTROL)).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(documentCacheControl(req("flash_warning=x"), SHARED_PAGE_CACHE_CONTROL)).toBe(
      SHARED_PAGE_CACHE_CONTROL,
    );
    expect(documentCacheControl(req(), SHARED_PAGE_CACHE_CONTROL, 404)).toBe("no-cache");
    expect(documentCacheControl(req(), SHARED_PAGE_CACHE_CONTROL, 500)).toBe("no-cache");
  });

  it("keeps no-cache (or the route's choice) for other pages, and never weakens no-store", () => {
    expect(documentCacheControl(req(), null)).toBe("no-cache");
    expect(documentCacheControl(req(), null, 404)).toBe("no-cache");
    expect(documentCacheControl(req("token=abc"), "no-store")).toBe("no-store");
    expect(documentCacheControl(req(), "no-store")).toBe("no-store");
  });

  it("a catalog route keeps its loader's own choice (a running Drop Price countdown: no-store)", () => {
    expect(catalogPageHeaders({ loaderHeaders: new Headers() })).toEqual({
      "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    });
    expect(catalogPageHeaders({ loaderHeaders: new Headers({ "Cache-Control": "no-store" }) })).toEqual({
      "Cache-Control": "no-store",
    });
  });
});

describe("the analytics session id", () => {
  it("is random, and kept for the tab", () => {
    const store = new Map<string, string>();
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
    const first = analyticsSessionId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(analyticsSessionId()).toBe(first);
    expect(store.get(ANALYTICS_SESSION_KEY)).toBe(first);
    store.clear();
    expect(analyticsSessionId()).not.toBe(first);
  });
});

describe("the login link's click", () => {
  const click = (over: Partial<Parameters<typeof isPlainLeftClick>[0]> = {}) => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...over,
  });
  it("opens the popup only for a plain left click; a modified or other click follows the link", () => {
    expect(isPlainLeftClick(click())).toBe(true);
    for (const over of [
      { button: 1 },
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { defaultPrevented: true },
    ]) {
      expect(isPlainLeftClick(click(over)), JSON.stringify(over)).toBe(false);
    }
  });
});
