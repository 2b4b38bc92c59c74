import { describe, expect, it } from "vitest";
import { trapTarget } from "./dialog";

describe("dialog focus trap", () => {
  it("wraps Tab from the last item to the first and Shift+Tab from the first to the last", () => {
    expect(trapTarget(3, 2, false)).toBe(0);
    expect(trapTarget(3, 0, true)).toBe(2);
  });

  it("brings focus that is outside the items (the panel itself) back inside", () => {
    expect(trapTarget(3, -1, false)).toBe(0);
    expect(trapTarget(3, -1, true)).toBe(2);
  });

  it("lets the browser move focus between inner items", () => {
    expect(trapTarget(3, 0, false)).toBeNull();
    expect(trapTarget(3, 1, true)).toBeNull();
    expect(trapTarget(0, -1, false)).toBeNull();
  });
});
