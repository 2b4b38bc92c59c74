import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { modalClosed, modalOpened, type OpenModal, openModals } from "../../../components/ui/modal-registry";
import {
  closePlusJoin,
  getPlusJoin,
  JOIN_INTENT_TTL_MS,
  OPEN_MEMBER_KEY,
  openPlusJoin,
  storeJoinIntent,
  takeJoinIntent,
} from "./open-join-flow";

// sessionStorage of one tab, enough for lib/storage.
const kept = new Map<string, string>();
beforeEach(() => {
  kept.clear();
  vi.stubGlobal("window", {
    sessionStorage: {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  closePlusJoin();
});

describe("opening the join flow", () => {
  it("closes an open modal first (the quick view whose price panel has Join): one modal at a time", () => {
    const quickView: OpenModal = {
      close: vi.fn(() => modalClosed(quickView)),
      returnTarget: () => null,
      byAddress: true,
      quiet: false,
      element: {} as HTMLDialogElement,
    };
    modalOpened(quickView);
    openPlusJoin("product_detail");
    expect(quickView.close).toHaveBeenCalledTimes(1);
    expect(openModals.size).toBe(0);
    expect(getPlusJoin()?.source).toBe("product_detail");
  });

  it("opens once: a second open while it is open changes nothing; closing lets the next open start afresh", () => {
    openPlusJoin("product_detail");
    const first = getPlusJoin();
    expect(first?.source).toBe("product_detail");
    openPlusJoin("cart");
    expect(getPlusJoin()).toBe(first);
    closePlusJoin();
    expect(getPlusJoin()).toBeNull();
    openPlusJoin("cart");
    expect(getPlusJoin()?.source).toBe("cart");
    expect(getPlusJoin()?.openId).toBeGreaterThan(first?.openId ?? 0);
  });
});

describe("the stored intent of a guest sent to sign in (the open_member session flag)", () => {
  it("is kept under open_member and read once, on the page loaded after the sign-in", () => {
    storeJoinIntent("product_detail", 1_000, "page-1");
    expect(JSON.parse(kept.get(OPEN_MEMBER_KEY) ?? "null")).toEqual({
      source: "product_detail",
      at: 1_000,
      load: "page-1",
    });
    // The sign-in marks the session on the page it happened on: the intent waits for the next load.
    expect(takeJoinIntent(1_500, "page-1")).toBeNull();
    expect(kept.has(OPEN_MEMBER_KEY)).toBe(true);
    expect(takeJoinIntent(2_000, "page-2")).toBe("product_detail");
    expect(kept.has(OPEN_MEMBER_KEY)).toBe(false);
    expect(takeJoinIntent(3_000, "page-2")).toBeNull();
  });

  it("is forgotten after 30 minutes, and a damaged flag opens nothing", () => {
    storeJoinIntent("cart", 0, "a");
    expect(takeJoinIntent(JOIN_INTENT_TTL_MS + 1, "b")).toBeNull();
    expect(kept.has(OPEN_MEMBER_KEY)).toBe(false);
    storeJoinIntent("cart", 0, "a");
    expect(takeJoinIntent(JOIN_INTENT_TTL_MS, "b")).toBe("cart");
    kept.set(OPEN_MEMBER_KEY, "{not json");
    expect(takeJoinIntent(5, "b")).toBeNull();
    expect(kept.has(OPEN_MEMBER_KEY)).toBe(false);
    kept.set(OPEN_MEMBER_KEY, JSON.stringify({ source: "", at: 0 }));
    expect(takeJoinIntent(5, "b")).toBe("open_member");
  });
});
