// @vitest-environment node
// Storage helpers against small stand-ins for the browser's cookie jar and Web Storage.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearUserInfo,
  getAuthToken,
  getDeviceId,
  localGetJson,
  localSet,
  readCookie,
  STORAGE_KEYS,
  sessionSet,
  setAuthToken,
  setIndent,
  writeCookie,
} from "./storage";

/** A cookie jar that behaves like document.cookie for name=value, Max-Age=0 deletes. */
function cookieJar() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    jar,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(raw: string) {
      written.push(raw);
      const [pair, ...attrs] = raw.split("; ");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      if (attrs.includes("Max-Age=0")) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
  };
}

class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

let doc: ReturnType<typeof cookieJar>;
let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  doc = cookieJar();
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal("document", doc);
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
  vi.stubGlobal("location", { protocol: "https:" });
  setAuthToken(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("cookies", () => {
  it("writes site-wide Lax cookies with a lifetime in days (default 120), Secure on https", () => {
    writeCookie("a", "x y");
    expect(doc.written[0]).toBe(`a=x%20y; Max-Age=${120 * 86_400}; Path=/; SameSite=Lax; Secure`);
    expect(readCookie("a")).toBe("x y");
    vi.stubGlobal("location", { protocol: "http:" });
    writeCookie("b", "1", 7);
    expect(doc.written[1]).toBe(`b=1; Max-Age=${7 * 86_400}; Path=/; SameSite=Lax`);
  });

  it("reads nothing on the server", () => {
    vi.stubGlobal("document", undefined);
    expect(readCookie("a")).toBeNull();
    expect(getDeviceId()).toBe("");
  });
});

describe("device id", () => {
  it("is a UUID created on first use and kept in a 365-day cookie", () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(doc.written[0]).toContain(`device_id=${id}; Max-Age=${365 * 86_400}`);
    expect(getDeviceId()).toBe(id);
    expect(doc.written).toHaveLength(1);
  });
});

describe("web storage", () => {
  it("survives storage that throws (private mode)", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    vi.stubGlobal("window", { localStorage: broken, sessionStorage: broken });
    expect(() => localSet("k", "v")).not.toThrow();
    expect(localGetJson("k")).toBeNull();
    expect(() => clearUserInfo()).not.toThrow();
  });

  it("treats corrupt JSON as missing", () => {
    local.setItem("k", "{oops");
    expect(localGetJson("k")).toBeNull();
  });
});

describe("session token and sign-out", () => {
  it("reads a token the page holds, else a readable token or guest-token cookie", () => {
    expect(getAuthToken()).toBeNull(); // the standard httpOnly cookies are invisible to script
    doc.jar.set(STORAGE_KEYS.guestToken, "guest-1");
    expect(getAuthToken()).toBe("guest-1");
    doc.jar.set(STORAGE_KEYS.token, "cust-1");
    expect(getAuthToken()).toBe("cust-1");
    setAuthToken("page-1");
    expect(getAuthToken()).toBe("page-1");
  });

  it("clearUserInfo forgets tokens, user info, wishlist, address, indent, request path, email and old-user data", () => {
    setAuthToken("page-1");
    doc.jar.set(STORAGE_KEYS.token, "cust-1");
    doc.jar.set(STORAGE_KEYS.guestToken, "guest-1");
    doc.jar.set(STORAGE_KEYS.deviceId, "dev-1");
    setIndent("ind-1");
    for (const key of ["userInfo", "wishlist", "shippingAddress", "userEmail", "oldUser"] as const) {
      localSet(STORAGE_KEYS[key], "x");
    }
    sessionSet(STORAGE_KEYS.requestPath, "/checkout/cart");
    sessionSet(STORAGE_KEYS.payLogin, "1");

    clearUserInfo();

    expect(getAuthToken()).toBeNull();
    expect([...doc.jar.keys()]).toEqual([STORAGE_KEYS.deviceId]); // the device stays the same device
    expect(local.map.size).toBe(0);
    expect(session.map.size).toBe(0);
  });
});
