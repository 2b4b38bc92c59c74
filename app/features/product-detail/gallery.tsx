import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from "react";
import { Modal, ModalHeader } from "../../components/ui/dialog";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons";
import { canStep, imagePosition, indexForKey, stepIndex, swipeStep } from "./gallery-nav";
import type { GalleryImage } from "./product-detail-types";

/** Thumbnail edge in CSS px (h-18 w-18). */
const THUMB_PX = 72;

/**
 * The selected variant's images (spec part 2 §4, §9): one large image, sized, loaded first (eager,
 * high priority unless `priority` is off, e.g. in the quick view), previous / next controls that
 * stop at the ends (no loop), and thumbnails as buttons in one row 10 px apart (gap-2.5). Left /
 * Right, Home / End move between images while focus is in the gallery; a horizontal swipe on the
 * large image does too. Pressing the large image opens a full view dialog with the same controls.
 * Each change is announced ("Image 2 of 5"). The parent keys the gallery by variant so a new
 * variant starts at its first image.
 */
export function Gallery({
  images,
  productName,
  priority = true,
}: {
  images: GalleryImage[];
  productName: string;
  priority?: boolean;
}) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [fullView, setFullView] = useState(false);
  const mainRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const index = stepIndex(active, 0, count);
  const main = images[index];

  const show = (next: number) => {
    const target = stepIndex(next, 0, count);
    setActive(target);
    setAnnouncement(imagePosition(target, count));
  };
  const swipe = useSwipe((step) => show(index + step));

  if (!main) {
    return (
      <div
        className="aspect-square w-full rounded-lg bg-stone-100"
        role="img"
        aria-label={`No image of ${productName}`}
      />
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = indexForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    show(next);
  };

  return (
    <section
      aria-roledescription="gallery"
      aria-label={`${productName} images`}
      className="flex min-w-0 flex-col gap-3"
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-lg bg-stone-100">
        <button
          ref={mainRef}
          type="button"
          aria-haspopup="dialog"
          aria-label={`View larger: ${main.alt || productName}, ${imagePosition(index, count).toLowerCase()}`}
          className="block w-full touch-pan-y cursor-zoom-in"
          onClick={() => {
            if (!swipe.consumeSwipe()) setFullView(true);
          }}
          {...swipe.handlers}
        >
          <img
            src={main.pre_image}
            alt={main.alt || productName}
            width={main.width}
            height={main.height}
            loading={priority ? "eager" : undefined}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            draggable={false}
            className="aspect-square h-auto w-full object-contain"
          />
        </button>
        {count > 1 ? <StepButtons index={index} count={count} onShow={show} /> : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {count > 1 ? (
        <ul className="flex gap-2.5 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.value_id} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-pressed={i === index}
                aria-label={`Show image ${i + 1} of ${count}`}
                className={`block overflow-hidden rounded-md border-2 bg-stone-100 ${
                  i === index ? "border-brand-700" : "border-transparent hover:border-stone-300"
                }`}
              >
                <img
                  src={image.thumbnail}
                  alt=""
                  width={THUMB_PX}
                  height={Math.round((THUMB_PX * image.height) / Math.max(1, image.width))}
                  loading="lazy"
                  decoding="async"
                  className="h-18 w-18 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullView ? (
        <FullView
          titleId={`${id}-full`}
          images={images}
          index={index}
          productName={productName}
          announcement={announcement}
          onShow={show}
          onClose={() => setFullView(false)}
          returnFocus={() => mainRef.current}
        />
      ) : null}
    </section>
  );
}

/** The large image in a dialog over the page, with the gallery's controls. */
function FullView({
  titleId,
  images,
  index,
  productName,
  announcement,
  onShow,
  onClose,
  returnFocus,
}: {
  titleId: string;
  images: GalleryImage[];
  index: number;
  productName: string;
  announcement: string;
  onShow: (index: number) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe((step) => onShow(index + step));
  const image = images[index];
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      overlayClassName="bg-stone-950/80"
      panelClassName="absolute inset-0 flex flex-col bg-white sm:inset-6 sm:rounded-lg"
    >
      {/* Arrow keys reach the gallery's handler: the dialog is inside it in the React tree. */}
      <div className="flex min-h-0 flex-1 flex-col">
        <ModalHeader
          titleId={titleId}
          title={
            <>
              {productName}{" "}
              <span className="font-normal text-stone-600">· {imagePosition(index, images.length)}</span>
            </>
          }
          titleClassName="truncate text-base font-semibold"
          closeLabel="Close full view"
          onClose={onClose}
          closeRef={closeRef}
        />
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center p-4"
          {...swipe.handlers}
        >
          <img
            src={image.pre_image}
            alt={image.alt || productName}
            width={image.width}
            height={image.height}
            decoding="async"
            draggable={false}
            className="max-h-full w-auto max-w-full object-contain"
          />
          {images.length > 1 ? <StepButtons index={index} count={images.length} onShow={onShow} /> : null}
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </Modal>
  );
}

/** Previous / next over an image, disabled at the first and the last (no loop). */
function StepButtons({
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
function useSwipe(onStep: (step: -1 | 1) => void) {
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
