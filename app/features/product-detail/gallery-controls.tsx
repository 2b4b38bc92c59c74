import { type PointerEvent, useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons";
import { canStep, swipeStep } from "./gallery-nav";

// The controls the gallery and its full view share: previous / next buttons and the swipe.

/** Previous / next over an image, disabled at the first and the last (no loop). */
export function StepButtons({
  index,
  count,
  onShow,
}: {
  index: number;
  count: number;
  onShow: (i: number) => void;
}) {
  const can = canStep(index, count);
  const button =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <>
      <button
        type="button"
        className={`${button} left-2`}
        onClick={() => onShow(index - 1)}
        disabled={!can.prev}
        aria-label="Previous image"
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className={`${button} right-2`}
        onClick={() => onShow(index + 1)}
        disabled={!can.next}
        aria-label="Next image"
      >
        <ChevronRightIcon />
      </button>
    </>
  );
}

/**
 * Swipe by pointer events (touch, pen or mouse drag): the travel between press and release is
 * read by `swipeStep`. A swipe also ends in a click on the element below; `consumeSwipe` tells
 * the click handler to ignore that one.
 */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; pointer: number } | null>(null);
  const swiped = useRef(false);
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, pointer: event.pointerId };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointer !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step === 0) return;
      swiped.current = true;
      onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  const consumeSwipe = () => {
    const was = swiped.current;
    swiped.current = false;
    return was;
  };
  return { handlers, consumeSwipe };
}
