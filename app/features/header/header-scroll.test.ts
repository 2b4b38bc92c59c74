import { describe, expect, it } from "vitest";
import { headerHidden } from "./header-scroll";
import { fadeMask, rowEdges } from "./popular-searches";

const at = (y: number, lastY: number, hidden = false, focusInside = false) =>
  headerHidden({ y, lastY, height: 160, hidden, focusInside });

describe("phone header on scroll", () => {
  it("hides on scroll-down past its height and returns on any scroll-up", () => {
    expect(at(400, 300)).toBe(true);
    expect(at(300, 400, true)).toBe(false);
  });

  it("stays as it is for a jitter of up to 6 px", () => {
    expect(at(406, 400, false)).toBe(false);
    expect(at(406, 400, true)).toBe(true);
    expect(at(394, 400, true)).toBe(true);
    expect(at(407, 400, false)).toBe(true);
    expect(at(393, 400, true)).toBe(false);
  });

  it("is always shown within its own height of the top and while it holds focus", () => {
    expect(at(160, 100)).toBe(false);
    expect(at(161, 100)).toBe(true);
    expect(at(900, 500, false, true)).toBe(false);
    expect(at(900, 500, true, true)).toBe(false);
  });
});

describe("Popular row ends", () => {
  it("says which ends have keywords out of sight", () => {
    expect(rowEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 500 })).toEqual({
      start: false,
      end: true,
    });
    expect(rowEdges({ scrollLeft: 200, scrollWidth: 900, clientWidth: 500 })).toEqual({
      start: true,
      end: true,
    });
    expect(rowEdges({ scrollLeft: 400, scrollWidth: 900, clientWidth: 500 })).toEqual({
      start: true,
      end: false,
    });
    // A row that fits (or a pixel of rounding) has no hidden end.
    expect(rowEdges({ scrollLeft: 0, scrollWidth: 501, clientWidth: 500 })).toEqual({
      start: false,
      end: false,
    });
  });

  it("fades out only the ends with more beyond them", () => {
    expect(fadeMask({ start: false, end: false })).toBeUndefined();
    expect(fadeMask({ start: false, end: true })?.maskImage).toBe(
      "linear-gradient(to right, #000, #000 calc(100% - 2.5rem), transparent)",
    );
    expect(fadeMask({ start: true, end: false })?.maskImage).toBe(
      "linear-gradient(to right, transparent, #000 2.5rem, #000)",
    );
    expect(fadeMask({ start: true, end: true })?.WebkitMaskImage).toBe(
      "linear-gradient(to right, transparent, #000 2.5rem, #000 calc(100% - 2.5rem), transparent)",
    );
  });
});
