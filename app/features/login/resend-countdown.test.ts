import { afterEach, describe, expect, it, vi } from "vitest";
import { VERIFY_RESEND_COUNTDOWN_START, VERIFY_RESEND_SECONDS } from "../../../contract/constants";
import { countdownLabel, startCountdown } from "./resend-countdown";

afterEach(() => {
  vi.useRealTimers();
});

describe("resend countdown", () => {
  it("shows 59 right after a send and allows a resend after 60 seconds", () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    startCountdown(VERIFY_RESEND_SECONDS, (left) => seen.push(left));
    expect(countdownLabel(seen.at(-1) as number)).toBe(VERIFY_RESEND_COUNTDOWN_START);
    vi.advanceTimersByTime(1000);
    expect(countdownLabel(seen.at(-1) as number)).toBe(58);
    vi.advanceTimersByTime(58_000);
    expect(seen.at(-1)).toBe(1);
    expect(countdownLabel(1)).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(seen.at(-1)).toBe(0);
    // It stops at zero.
    vi.advanceTimersByTime(5000);
    expect(seen.at(-1)).toBe(0);
    expect(seen).toHaveLength(61);
  });

  it("restarts from the start on each send (the old one is stopped)", () => {
    vi.useFakeTimers();
    const first: number[] = [];
    const stop = startCountdown(60, (left) => first.push(left));
    vi.advanceTimersByTime(30_000);
    stop();
    const second: number[] = [];
    startCountdown(60, (left) => second.push(left));
    vi.advanceTimersByTime(30_000);
    expect(first.at(-1)).toBe(30);
    expect(first).toHaveLength(31);
    expect(second.at(-1)).toBe(30);
  });

  it("honours a shorter wait the server gives, and none at all", () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    startCountdown(12, (left) => seen.push(left));
    vi.advanceTimersByTime(12_000);
    expect(seen.at(-1)).toBe(0);
    const none: number[] = [];
    startCountdown(0, (left) => none.push(left));
    expect(none).toEqual([0]);
  });
});
