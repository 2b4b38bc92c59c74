import { describe, expect, it, vi } from "vitest";
import { cartOf } from "./cart-fixtures.testing";
import {
  afterOpenDelay,
  cartIconAction,
  initialMiniCart,
  miniCartReducer,
  miniCartTitle,
  statusOf,
} from "./mini-cart-state";
import { closeMiniCart, getMiniCartRequest, openMiniCart, subscribeMiniCart } from "./mini-cart-store";

// The mini-cart's states (spec part 1 §4 "Cart"; part 2 §2, §4).

describe("checkout status", () => {
  it("is null while a request is pending, successful on 200, fail otherwise", () => {
    const open = miniCartReducer(initialMiniCart, { type: "open" });
    const pending = miniCartReducer(open, { type: "request" });
    expect(pending.status).toBeNull();
    const ok = miniCartReducer(pending, { type: "answer", code: 200, cart: cartOf() });
    expect(ok).toMatchObject({ status: "successful", open: true });
    const failed = miniCartReducer(ok, { type: "answer", code: 500, cart: null });
    // A failure keeps the last cart on screen.
    expect(failed).toMatchObject({ status: "fail", open: true, cart: ok.cart });
    expect([statusOf(200), statusOf(404), statusOf(0)]).toEqual(["successful", "fail", "fail"]);
  });

  it("closes the drawer when the cart's quantity reaches 0", () => {
    const open = miniCartReducer(initialMiniCart, { type: "open" });
    const empty = miniCartReducer(open, {
      type: "answer",
      code: 200,
      cart: cartOf({ list: [], items_qty: 0, items_count: 0 }),
    });
    expect(empty.open).toBe(false);
    expect(miniCartReducer(empty, { type: "open" }).openId).toBe(empty.openId + 1);
  });
});

describe("the header's cart icon", () => {
  it("opens the drawer, except on the Cart page and with an empty cart", () => {
    expect(cartIconAction("Home", 3)).toBe("open");
    expect(cartIconAction("Cart", 3)).toBe("follow");
    expect(cartIconAction("Home", 0)).toBe("follow");
  });

  it("titles the drawer 'My Cart (n)'", () => {
    expect(miniCartTitle(4)).toBe("My Cart (4)");
  });
});

describe("mini-cart store", () => {
  it("opens (a new request each time) and closes, telling subscribers", () => {
    const seen: (number | null)[] = [];
    const off = subscribeMiniCart(() => seen.push(getMiniCartRequest()));
    openMiniCart();
    openMiniCart();
    closeMiniCart();
    closeMiniCart();
    off();
    expect(seen).toHaveLength(3);
    expect(seen[0]).not.toBeNull();
    expect(seen[1]).toBe((seen[0] ?? 0) + 1);
    expect(seen[2]).toBeNull();
  });
});

describe("drawer opening", () => {
  it("loads the list 100 ms after opening, and not at all when closed before", () => {
    vi.useFakeTimers();
    try {
      let loads = 0;
      afterOpenDelay(() => loads++);
      vi.advanceTimersByTime(99);
      expect(loads).toBe(0);
      vi.advanceTimersByTime(1);
      expect(loads).toBe(1);
      const cancel = afterOpenDelay(() => loads++);
      cancel();
      vi.advanceTimersByTime(500);
      expect(loads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
