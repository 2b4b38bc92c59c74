// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BANNER_AUTOPLAY_MS, isPlaying, nextSlide, previousSlide, shouldAutoplay } from "./carousel";

describe("banner slides", () => {
  it("advances every 5000 ms", () => {
    expect(BANNER_AUTOPLAY_MS).toBe(5000);
  });

  it("wraps around both ways", () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(previousSlide(2, 3)).toBe(1);
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });
});

describe("isPlaying", () => {
  it("plays by default but not when the system asks for reduced motion", () => {
    expect(isPlaying(null, false)).toBe(true);
    expect(isPlaying(null, true)).toBe(false);
  });

  it("follows the shopper's pause or play choice", () => {
    expect(isPlaying(false, false)).toBe(false);
    expect(isPlaying(true, true)).toBe(true);
  });
});

describe("shouldAutoplay", () => {
  const base = { slideCount: 3, playing: true, interacting: false, hidden: false };

  it("plays when nothing holds it", () => {
    expect(shouldAutoplay(base)).toBe(true);
  });

  it("holds on pause, hover or focus, a background tab, or a single slide", () => {
    expect(shouldAutoplay({ ...base, playing: false })).toBe(false);
    expect(shouldAutoplay({ ...base, interacting: true })).toBe(false);
    expect(shouldAutoplay({ ...base, hidden: true })).toBe(false);
    expect(shouldAutoplay({ ...base, slideCount: 1 })).toBe(false);
  });
});
