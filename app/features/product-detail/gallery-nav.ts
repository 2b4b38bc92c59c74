/**
 * The gallery's navigation rules (spec part 2 §9: no loop). Pure, so the component and the full
 * view share them and they are unit-tested without a browser.
 */

/** A horizontal pointer travel at least this long (CSS px) is a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/** `index + delta` kept inside the images: no loop, so the first has no previous and the last no next. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** Whether the previous / next controls can move (they are disabled at the ends). */
export function canStep(index: number, count: number): { prev: boolean; next: boolean } {
  return { prev: index > 0, next: index < count - 1 };
}

/** The image a key moves to (Left/Right one step, Home/End the ends), or null for other keys. */
export function indexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return stepIndex(index, -1, count);
    case "ArrowRight":
      return stepIndex(index, 1, count);
    case "Home":
      return stepIndex(0, 0, count);
    case "End":
      return stepIndex(count - 1, 0, count);
    default:
      return null;
  }
}

/**
 * The step a pointer travel means: a mostly horizontal move of at least the threshold; moving
 * the finger left shows the next image (+1), right the previous (−1); anything else is 0.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** What the live region announces when the shown image changes. */
export function imagePosition(index: number, count: number): string {
  return `Image ${index + 1} of ${count}`;
}
