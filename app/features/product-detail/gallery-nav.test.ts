import { describe, expect, it } from "vitest";
import { canStep, imagePosition, indexForKey, SWIPE_THRESHOLD_PX, stepIndex, swipeStep } from "./gallery-nav";

describe("gallery navigation (no loop)", () => {
  it("stops at the first and the last image instead of wrapping", () => {
    expect(stepIndex(0, -1, 5)).toBe(0);
    expect(stepIndex(4, 1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(2, -1, 5)).toBe(1);
    expect(stepIndex(0, 0, 0)).toBe(0);
  });

  it("disables previous at the first image and next at the last", () => {
    expect(canStep(0, 5)).toEqual({ prev: false, next: true });
    expect(canStep(4, 5)).toEqual({ prev: true, next: false });
    expect(canStep(2, 5)).toEqual({ prev: true, next: true });
    expect(canStep(0, 1)).toEqual({ prev: false, next: false });
  });

  it("moves with Left/Right one step and Home/End to the ends, ignoring other keys", () => {
    expect(indexForKey("ArrowRight", 1, 5)).toBe(2);
    expect(indexForKey("ArrowLeft", 1, 5)).toBe(0);
    expect(indexForKey("ArrowLeft", 0, 5)).toBe(0);
    expect(indexForKey("ArrowRight", 4, 5)).toBe(4);
    expect(indexForKey("Home", 3, 5)).toBe(0);
    expect(indexForKey("End", 1, 5)).toBe(4);
    expect(indexForKey("Enter", 1, 5)).toBeNull();
  });

  it("reads a swipe from a mostly horizontal travel of at least the threshold", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(40);
    expect(swipeStep(-40, 0)).toBe(1);
    expect(swipeStep(40, 5)).toBe(-1);
    expect(swipeStep(-39, 0)).toBe(0);
    expect(swipeStep(39, 0)).toBe(0);
    // A scroll (more vertical than horizontal) is not a swipe.
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(-60, 60)).toBe(0);
  });

  it("announces the position as 'Image n of m'", () => {
    expect(imagePosition(1, 5)).toBe("Image 2 of 5");
  });
});
