import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import {
  getCartCount,
  resetCartCountForTests,
  setCartCount,
  useCartCount,
  useSeedCartCount,
} from "./cart-count";

// The header's cart count store: what the server renders, and what the browser keeps.

function Seeded({ seed }: { seed: number }) {
  return <span>{useSeedCartCount(seed)}</span>;
}
function Plain({ seed }: { seed?: number }) {
  return <span>{useCartCount(seed)}</span>;
}

/** Runs `fn` as if in a browser (the store only keeps state where `window` exists). */
function inBrowser(fn: () => void) {
  const g = globalThis as { window?: unknown };
  const had = "window" in g;
  g.window = globalThis;
  try {
    fn();
  } finally {
    if (!had) delete g.window;
  }
}

afterEach(() => resetCartCountForTests());

describe("cart count", () => {
  it("renders the loader's seed on the server, and 0 for a plain reader", () => {
    expect(renderToString(<Seeded seed={4} />)).toBe("<span>4</span>");
    expect(renderToString(<Plain />)).toBe("<span>0</span>");
    expect(renderToString(<Plain seed={7} />)).toBe("<span>7</span>");
  });

  it("keeps nothing on the server, so one shopper's count never reaches another's page", () => {
    setCartCount(9);
    expect(getCartCount()).toBe(0);
    inBrowser(() => setCartCount(9));
    // Even with a value in the module, a server render shows the request's own seed.
    expect(renderToString(<Seeded seed={2} />)).toBe("<span>2</span>");
    expect(renderToString(<Plain seed={2} />)).toBe("<span>2</span>");
  });

  it("keeps whole, non-negative counts in the browser", () => {
    inBrowser(() => {
      setCartCount(3);
      expect(getCartCount()).toBe(3);
      setCartCount(4.7);
      expect(getCartCount()).toBe(4);
      setCartCount(-2);
      expect(getCartCount()).toBe(0);
      setCartCount(Number.NaN);
      expect(getCartCount()).toBe(0);
    });
  });
});
