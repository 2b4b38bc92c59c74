import { type ReactNode, type RefObject, useEffect, useState } from "react";
import { formatMoney } from "../../components/ui/format-money";

/**
 * Whether the element has scrolled out of view above the viewport (not merely below it, before
 * the shopper reached it). False on the server and until the observer first answers.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A scroll listener (one read per frame) rather than an IntersectionObserver: an observer only
    // reports crossings, so a jump from below the button to above it (a fling, Home/End, a link
    // to the reviews) would never be told.
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(el.getBoundingClientRect().bottom <= 0);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [ref]);
  return past;
}

/**
 * The phone's sticky buy bar (issue 16 "what real stores have"): once the page's own Add to Cart
 * has scrolled away above, a bar fixed to the bottom of the screen repeats the product's name,
 * price and the same Add to Cart (same variant, quantity and protection plan). Below lg only; it
 * is not rendered at all while hidden, so it is never a second tab stop next to the real button.
 * A fixed element cannot shift the layout; the page keeps room at its end (StickyBarSpacer) so the
 * bar never covers the footer's last line.
 */
export function StickyAddToCart({
  visible,
  name,
  price,
  children,
}: {
  visible: boolean;
  name: string;
  price: number;
  /** The Add to Cart button (the page's ProductAddToCart with its own props). */
  children: ReactNode;
}) {
  if (!visible) return null;
  return (
    <section
      aria-label="Buy bar"
      data-testid="sticky-add-to-cart"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-stone-200 bg-white px-4 py-2 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] lg:hidden"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink">{name}</p>
        <p className="text-base font-semibold text-ink">{formatMoney(price)}</p>
      </div>
      {children}
    </section>
  );
}

/** Room at the page's end for the bar on phones (the bar is 4rem tall). */
export function StickyBarSpacer() {
  return <div aria-hidden="true" className="h-16 lg:hidden" />;
}
