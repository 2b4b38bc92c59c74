import { describe, expect, it } from "vitest";
import type { coupons } from "../../db/schema/coupons";
import { canApply, sortKeyOf, walletState } from "./coupon-wallet.service";

// The tab rule of My Coupons at its edges, without a database: which tab a held coupon is in at
// `now`, and the line its card shows. The database-backed behaviour is in coupon-wallet.test.ts.

const NOW = new Date("2026-11-28T15:00:00Z");

type Coupon = typeof coupons.$inferSelect;
function row(over: Partial<Coupon> = {}, uses: { total?: number; mine?: number; last?: Date | null } = {}) {
  const coupon = {
    id: 1,
    code: "EDGE",
    title: "Edge",
    description: "",
    discountType: "fixed",
    amount: 1_000,
    minSpendCents: 0,
    startsAt: new Date("2026-11-01T15:00:00Z"),
    endsAt: new Date("2026-12-31T17:00:00Z"),
    isActive: true,
    usageLimitTotal: null,
    usageLimitPerCustomer: 1,
    detailCouponType: 4,
    ...over,
  } as Coupon;
  return { coupon, usesTotal: uses.total ?? 0, usesMine: uses.mine ?? 0, lastUsedAt: uses.last ?? null };
}

describe("walletState", () => {
  it("a coupon ending exactly now has expired; one ending a millisecond later is usable", () => {
    expect(walletState(row({ endsAt: NOW }), NOW)).toEqual({
      state: "expired",
      dateText: "Expired Nov 28, 2026",
    });
    const later = new Date(NOW.getTime() + 1);
    expect(walletState(row({ endsAt: later }), NOW)).toEqual({
      state: "usable",
      dateText: "Valid until Nov 28, 2026",
    });
  });

  it("a coupon starting exactly now is usable with its end date; a millisecond later it still says when it starts", () => {
    expect(walletState(row({ startsAt: NOW }), NOW)).toEqual({
      state: "usable",
      dateText: "Valid until Dec 31, 2026",
    });
    const soon = new Date(NOW.getTime() + 1);
    expect(walletState(row({ startsAt: soon }), NOW)).toEqual({
      state: "usable",
      dateText: "Starts Nov 28, 2026",
    });
  });

  it("a coupon with no end says so", () => {
    expect(walletState(row({ endsAt: null }), NOW)).toEqual({
      state: "usable",
      dateText: "No expiration date",
    });
  });

  it("used up by everyone at the total limit, not one use before it", () => {
    expect(walletState(row({ usageLimitTotal: 3 }, { total: 3 }), NOW)).toEqual({
      state: "expired",
      dateText: "All of these coupons have been used.",
    });
    expect(walletState(row({ usageLimitTotal: 3 }, { total: 2 }), NOW).state).toBe("usable");
  });

  it("used by this shopper at the per-shopper limit, not one use before it", () => {
    const last = new Date("2026-11-20T15:00:00Z");
    expect(walletState(row({ usageLimitPerCustomer: 2 }, { mine: 2, last }), NOW)).toEqual({
      state: "used",
      dateText: "Used Nov 20, 2026",
    });
    expect(walletState(row({ usageLimitPerCustomer: 2 }, { mine: 1, last }), NOW).state).toBe("usable");
    // A use with no recorded time still counts.
    expect(walletState(row({}, { mine: 1, last: null }), NOW)).toEqual({ state: "used", dateText: "Used" });
  });

  it("a subscriber coupon is used after one use whatever its row allows", () => {
    expect(walletState(row({ detailCouponType: 2, usageLimitPerCustomer: 5 }, { mine: 1 }), NOW).state).toBe(
      "used",
    );
    expect(walletState(row({ detailCouponType: 4, usageLimitPerCustomer: 5 }, { mine: 1 }), NOW).state).toBe(
      "usable",
    );
  });

  it("used beats expired, ended beats switched off, switched off beats used up by everyone", () => {
    const ended = new Date("2026-11-01T17:00:00Z");
    expect(walletState(row({ endsAt: ended }, { mine: 1 }), NOW).state).toBe("used");
    expect(walletState(row({ endsAt: ended, isActive: false }), NOW).dateText).toBe("Expired Nov 1, 2026");
    expect(walletState(row({ isActive: false, usageLimitTotal: 1 }, { total: 1 }), NOW).dateText).toBe(
      "This coupon is no longer offered.",
    );
  });

  it("Apply is offered from the instant a usable coupon starts, and never for another tab", () => {
    expect(canApply("usable", { startsAt: NOW }, NOW)).toBe(true);
    expect(canApply("usable", { startsAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
    expect(canApply("used", { startsAt: new Date(NOW.getTime() - 1) }, NOW)).toBe(false);
    expect(canApply("expired", { startsAt: new Date(NOW.getTime() - 1) }, NOW)).toBe(false);
  });

  it("sorts a usable coupon with no end after every dated one, and a use with no time last", () => {
    const dated = sortKeyOf("usable", row({ endsAt: new Date("2099-12-31T17:00:00Z") }));
    expect(sortKeyOf("usable", row({ endsAt: null }))).toBeGreaterThan(dated);
    const usedRecently = sortKeyOf("used", row({}, { mine: 1, last: NOW }));
    expect(sortKeyOf("used", row({}, { mine: 1, last: null }))).toBeGreaterThan(usedRecently);
    expect(sortKeyOf("expired", row({ endsAt: null }))).toBeGreaterThan(sortKeyOf("expired", row()));
  });
});
