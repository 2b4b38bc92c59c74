import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissOfferPopup, markOfferSignedUp, nextLocalMidnight, offerPopupDue } from "./offer-flags";
import { offerPopupFor } from "./offer-timers";
import { timedWarning } from "./timed-warning";

describe("the age-range warning", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows 'Please select age range' for 2 seconds, then goes; a repeat restarts the 2 seconds", () => {
    const seen: (string | null)[] = [];
    const warning = timedWarning(2_000, (m) => seen.push(m));
    warning.show("Please select age range");
    expect(seen).toEqual(["Please select age range"]);
    vi.advanceTimersByTime(1_999);
    expect(seen).toEqual(["Please select age range"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["Please select age range", null]);
    warning.show("Please select age range");
    vi.advanceTimersByTime(1_500);
    warning.show("Please select age range");
    vi.advanceTimersByTime(1_999);
    expect(seen).toEqual([
      "Please select age range",
      null,
      "Please select age range",
      "Please select age range",
    ]);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBeNull();
  });

  it("disposed (the form went away): nothing changes later", () => {
    const seen: (string | null)[] = [];
    const warning = timedWarning(2_000, (m) => seen.push(m));
    warning.show("Please select age range");
    warning.dispose();
    vi.advanceTimersByTime(5_000);
    expect(seen).toEqual(["Please select age range"]);
  });
});

describe("which offer pop-up a page has", () => {
  it("the baby pop-up on paths containing /baby-kids, the chair pop-up on the guide, both after 15 s", () => {
    expect(offerPopupFor("/baby-kids.html")).toEqual({ kind: "baby", delayMs: 15_000 });
    expect(offerPopupFor("/baby-kids/cribs.html")).toEqual({ kind: "baby", delayMs: 15_000 });
    expect(offerPopupFor("/massage-chair-shopping-guidance")).toEqual({
      kind: "massage_chair",
      delayMs: 15_000,
    });
    expect(offerPopupFor("/baby-registry")).toBeNull();
    expect(offerPopupFor("/health-beauty/massage-chairs.html")).toBeNull();
    expect(offerPopupFor("/furniture.html")).toBeNull();
  });
});

describe("the offer pop-ups' flags", () => {
  beforeEach(() => {
    const map = new Map<string, string>();
    const localStorage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    vi.stubGlobal("window", { localStorage, sessionStorage: localStorage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("next local midnight", () => {
    const at = nextLocalMidnight(new Date(2026, 10, 28, 16, 40));
    expect(new Date(at)).toEqual(new Date(2026, 10, 29, 0, 0, 0, 0));
    expect(new Date(nextLocalMidnight(new Date(2026, 11, 31, 23, 59, 59)))).toEqual(new Date(2027, 0, 1));
  });

  it("shown: not again until the next local midnight; signed up: never again", () => {
    const afternoon = new Date(2026, 10, 28, 16, 40);
    expect(offerPopupDue("baby", afternoon)).toBe(true);
    dismissOfferPopup("baby", afternoon);
    expect(offerPopupDue("baby", new Date(2026, 10, 28, 23, 59))).toBe(false);
    expect(offerPopupDue("massage_chair", afternoon)).toBe(true);
    expect(offerPopupDue("baby", new Date(2026, 10, 29, 0, 0))).toBe(true);
    markOfferSignedUp("baby");
    dismissOfferPopup("baby", afternoon);
    expect(offerPopupDue("baby", new Date(2027, 0, 5))).toBe(false);
  });
});
